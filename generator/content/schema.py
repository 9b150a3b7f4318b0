"""Small checks for YAML values: which keys a mapping accepts, what type each value has.

Every check adds a Problem (content/FILE:LINE:COL: path: found …, expected …) and returns None
instead of raising, so one run reports everything that is wrong.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import Location, Problems
from ..rules import Card, CardNameError, parse_card
from .yamlsource import Commented, Mapping, Sequence, shorten


@dataclass(frozen=True)
class Kind:
    """A type a YAML value must have, with the words a message uses for it."""

    accepts: Callable[[Any], bool]
    expected: str
    item: Kind | None = None  # for lists: the kind of each item, so a message can point at it
    length: int | None = None  # for lists: how many items, when fixed


TEXT = Kind(lambda v: isinstance(v, str) and v.strip() != "", "text")
NAME = Kind(lambda v: isinstance(v, str) and v.strip() != "" and "\n" not in v, "a name on one line")
WHOLE = Kind(lambda v: isinstance(v, int) and not isinstance(v, bool), "a whole number")
POSITIVE = Kind(lambda v: WHOLE.accepts(v) and v > 0, "a whole number above 0")
NUMBER = Kind(lambda v: isinstance(v, (int, float)) and not isinstance(v, bool), "a number")
FLAG = Kind(lambda v: isinstance(v, bool), "true or false")
LIST = Kind(lambda v: isinstance(v, Sequence), "a list")
MAPPING = Kind(lambda v: isinstance(v, Mapping), "a mapping of keys to values")
ANY = Kind(lambda v: True, "a value")


def one_of(*choices: str) -> Kind:
    return Kind(lambda v: v in choices, "one of " + ", ".join(choices))


def list_of(kind: Kind, length: int | None = None) -> Kind:
    size = f"{length} " if length is not None else ""
    return Kind(
        lambda v: isinstance(v, Sequence) and (length is None or len(v) == length) and all(kind.accepts(x) for x in v),
        f"a list of {size}{kind.expected}",
        kind,
        length,
    )


def describe(value: Any) -> str:
    """How a message names what it found."""
    if value is None:
        return "nothing"
    if isinstance(value, Commented):
        return (
            f"no value but the comment {value.comment!r} (in YAML a # after a space starts a comment: "
            f'put the value in quotes, "{value.comment}")'
        )
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, Sequence):
        return f"a list of {len(value)}"
    if isinstance(value, str):
        return "empty text" if not value.strip() else repr(shorten(value))
    return shorten(str(value))


# Paths in messages read as editors count: `block 2 (formula)`, `example 3 (double), hand, card 2`,
# `block 1 (challenge_flow), step 3, choice 1, outcome`, `booklet.trim.width`. Items are numbered
# from 1 and named by ITEM_NOUNS (the list's key gives way to its noun when it is the plural).
ITEM_NOUNS = {
    "blocks": "block",
    "examples": "example",
    "steps": "step",
    "choices": "choice",
    "items": "item",
    "endings": "ending",
    "terms": "term",
    "credits": "credit",
    "lines": "line",
    "notes": "note",
    "board": "card",
    "hand": "card",
    "cards": "card",
    "becomes": "card",
    "specials": "card",
    "colors": "colour",
    "values": "value",
    "order": "entry",
    "address": "line",
    "record": "line",
}
_ENDS_WITH_ITEM = re.compile(r"(?:^|, )[a-z]+ \d+(?: \([^()]*\))?$")  # … block 2 (formula)


def join(path: str, key: Any, noun: str | None = None) -> str:
    """The path of `key` inside `path`: a mapping key (`booklet.bleed`), or the 0-based index of a
    list item, named 1-based (`block 2`); `noun` names the item when the list's key does not."""
    if isinstance(key, int):
        return _item(path, key + 1, noun)
    if not path:
        return str(key)
    return f"{path}, {key}" if _ENDS_WITH_ITEM.search(path) else f"{path}.{key}"


def join_all(path: str, *keys: Any) -> str:
    """join, key after key: join_all("blocks", 0, "steps", 2) → block 1, step 3."""
    for key in keys:
        path = join(path, key)
    return path


def _item(path: str, number: int, noun: str | None) -> str:
    head, _, last = path.rpartition(", ")
    parent, _, key = last.rpartition(".")
    noun = noun or ITEM_NOUNS.get(key, "item")
    if f"{noun}s" == key:  # blocks → block 2: the noun says which list
        path = ", ".join(part for part in (head, parent) if part)
    return f"{path}, {noun} {number}" if path else f"{noun} {number}"


def say(path: str, message: str) -> str:
    return f"{path}: {message}" if path else message


def did_you_mean(word: Any, choices) -> str:
    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def check_keys(m: Mapping, path: str, problems: Problems, required=(), optional=()) -> bool:
    """Unknown keys and missing required keys; True when the mapping has exactly acceptable keys."""
    accepted = [*required, *optional]
    missing = [key for key in required if key not in m]
    for key in unknown_keys(m, accepted, path, problems):
        missing = [name for name in missing if name != key]
    for key in missing:
        problems.add(m.where, say(path, f"found no {key!r}, expected {key!r} here"))
    return not missing and all(key in accepted for key in m)


def unknown_keys(m: Mapping, accepted: list[Any], path: str, problems: Problems) -> list[str]:
    """Reports each key not `accepted` (with the closest accepted one); returns the accepted keys that
    the unknown ones are misspellings of, so that a missing key typed wrong is one message, not two."""
    meant = []
    for key in m:
        if key not in accepted:
            close = difflib.get_close_matches(str(key), [str(a) for a in accepted if a not in m], n=1, cutoff=0.5)
            suggestion = f" (did you mean {close[0]!r}?)" if close else did_you_mean(key, accepted)
            expected = f"expected one of: {', '.join(map(str, accepted))}{suggestion}"
            problems.add(m.key_where[key], say(path, f"found unknown key {shorten(str(key))!r}, {expected}"))
            meant.extend(close)
    return meant


def check(value: Any, kind: Kind, where, path: str, problems: Problems) -> bool:
    if kind.accepts(value):
        return True
    if kind.item and isinstance(value, Sequence) and kind.length in (None, len(value)):
        for i, item in enumerate(value):  # the list is fine; point at each wrong item
            if not kind.item.accepts(item):
                problems.add(
                    value.at(i), say(join(path, i), f"found {describe(item)}, expected {kind.item.expected}{_number_hint(item, kind.item)}")
                )
        return False
    problems.add(where, say(path, f"found {describe(value)}, expected {kind.expected}{_number_hint(value, kind)}"))
    return False


_NUMBER = re.compile(r"^[+-]?\d+(\.\d+)?$")


def _number_hint(value: Any, kind: Kind) -> str:
    """A number typed as text where the number would do: `３` (full-width, from the Japanese input) or `"3"` (quoted);
    a word YAML reads as true or false where a text would do (`term: no`)."""
    if isinstance(value, bool) and kind.accepts("no"):
        return f": YAML reads a bare yes, no, on or off as {str(value).lower()} (put the word in quotes)"
    if not isinstance(value, str):
        return ""
    written = unicodedata.normalize("NFKC", value).strip()
    if not _NUMBER.match(written):
        return ""
    number = float(written) if "." in written else int(written)
    if not kind.accepts(number):
        return ""
    if written != value.strip():
        return f": write {written} in half-width digits (switch the Japanese input off)"
    return f": write {written} without quotes (in quotes it is text)"


def need(m: Mapping, key: str, kind: Kind, path: str, problems: Problems):
    """A required value of the given kind, or None (with a problem) when missing or wrong."""
    if key not in m:
        problems.add(m.where, say(path, f"found no {key!r}, expected {key!r} ({kind.expected})"))
        return None
    return m[key] if check(m[key], kind, m.at(key), join(path, key), problems) else None


def want(m: Mapping, key: str, kind: Kind, path: str, problems: Problems, default=None):
    """An optional value: `default` when absent, None (with a problem) when of the wrong kind."""
    if key not in m:
        return default
    return m[key] if check(m[key], kind, m.at(key), join(path, key), problems) else None


def is_one_of(value: Any, choices, what: str, where, path: str, problems: Problems) -> bool:
    """A value from a fixed set; the message names what was found, the choices and the closest one."""
    if isinstance(value, str) and value in choices:
        return True
    names = ", ".join(map(str, choices))
    problems.add(where, say(path, f"found {describe(value)}, expected {what}: {names}{did_you_mean(value, choices)}"))
    return False


def is_mapping(value: Any, where, path: str, problems: Problems) -> bool:
    return check(value, MAPPING, where, path, problems)


CARD_NAME = Kind(lambda v: isinstance(v, (str, int)) and not isinstance(v, bool), "card names")
CARD_NAMES = "黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)"


def card(name: Any, where: Location, path: str, problems: Problems) -> Card | None:
    """A card name as the rules read it; whether the deck holds it is checked later."""
    if isinstance(name, (str, int)) and not isinstance(name, bool):
        try:
            return parse_card(str(name))
        except CardNameError:
            pass
    problems.add(where, say(path, f"found {describe(name)}, expected a card name: {CARD_NAMES}"))
    return None


def cards(names: Any, where: Location, path: str, problems: Problems, length: int | None = None) -> tuple[Card, ...] | None:
    """A list of card names (of `length` cards when given), or None with the problems noted."""
    if not check(names, list_of(CARD_NAME, length), where, path, problems):
        return None
    parsed = [card(name, names.at(i), join(path, i, "card"), problems) for i, name in enumerate(names)]
    read = [c for c in parsed if c is not None]
    return tuple(read) if len(read) == len(parsed) else None

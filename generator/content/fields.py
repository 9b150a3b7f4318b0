"""Declarative readers for YAML values: every value of content/ is read by one of these.

A `Reader` turns one YAML value into a model value, or notes a problem (content/FILE:LINE:COL:
path: found …, expected …) and returns None. A `Table` is the reader of a mapping: a dict of its
keys, each with its reader, and a `build` that turns the values read into one result. So the
whole of a content file is one nested table (see loader.py), and every field is checked the same
way: unknown keys (with "did you mean"), a missing required key (once), then the value's reader.
Problems are noted instead of raised, so one run reports everything that is wrong.

    PLAYERS = Table({"min": POSITIVE, "max": POSITIVE}, build=lambda v: (v["min"], v["max"]))
    GAME = Table({"title": TEXT, "players": PLAYERS, "note": optional(TEXT)}, build=...)
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from ..errors import Location, Problems
from ..game import CardFace
from .lengths import UnitError, parse_length, parse_offset, parse_pixels
from .model import Key, Length, SourceText
from .yamlsource import Commented, Mapping, Sequence, shorten

if TYPE_CHECKING:
    from ..game import Game

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


# ---- the words of messages ---------------------------------------------------------------------


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


# Paths in messages read as editors count: `block 2 (formula)`, `example 3 (red-board), hand, card 2`,
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


def did_you_mean(word: Any, choices: Iterable[Any]) -> str:
    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


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


_NUMBER = re.compile(r"^[+-]?\d+(\.\d+)?$")


def _number_hint(value: Any, kind: ValueType) -> str:
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


# ---- values of one type ------------------------------------------------------------------------


@dataclass(frozen=True)
class ValueType:
    """A type a YAML value must have, with the words a message uses for it."""

    accepts: Callable[[Any], bool]
    expected: str


MAPPING_WORDS = "a mapping of keys to values"  # how messages name a mapping whose keys they do not list


@dataclass
class Reading:
    """One pass over content/: the problems found and every printed text read, so that the checks
    of printed text run over all of them, whatever else failed: `texts` may hold markup (TEXT),
    `plain` are printed as written (PLAIN_TEXT: game facts, colour names)."""

    problems: Problems = field(default_factory=Problems)
    texts: list[SourceText] = field(default_factory=list)
    plain: list[SourceText] = field(default_factory=list)
    game: Game | None = None  # the game game.yaml names: how card names read (content.plugin)

    @property
    def printed(self) -> list[SourceText]:
        return [*self.texts, *self.plain]


@dataclass(frozen=True)
class At:
    """Where a value is being read: its location, its path in messages (`cards.pnp.columns`) and the
    key or index it is under (`name`: a palette entry's colour name, a paper's name)."""

    where: Location
    path: str
    reading: Reading
    name: Any = None

    @property
    def problems(self) -> Problems:
        return self.reading.problems

    def add(self, message: str, where: Location | None = None) -> None:
        """A problem with this value: `path: message` at its location (or at `where`)."""
        self.problems.add(where or self.where, say(self.path, message))

    def key(self, m: Mapping, key: Any) -> At:
        return At(m.at(key), join(self.path, key), self.reading, key)

    def item(self, items: Sequence, index: int, noun: str | None = None) -> At:
        return At(items.at(index), join(self.path, index, noun), self.reading, index)


class Reader(Protocol[T_co]):
    """Reads one YAML value: the model value, or None with the problem noted at `at`."""

    @property
    def expected(self) -> str: ...  # how messages name what it accepts: "a whole number above 0"

    def __call__(self, value: Any, at: At) -> T_co | None: ...


@dataclass(frozen=True)
class Check(Generic[T]):
    """A value of a ValueType, converted (by default: kept as it is)."""

    kind: ValueType
    convert: Callable[[Any, At], T] = lambda value, at: value

    @property
    def expected(self) -> str:
        return self.kind.expected

    def accepts(self, value: Any) -> bool:
        return self.kind.accepts(value)

    def __call__(self, value: Any, at: At) -> T | None:
        if not self.kind.accepts(value):
            at.add(f"found {describe(value)}, expected {self.kind.expected}{_number_hint(value, self.kind)}")
            return None
        return self.convert(value, at)


def _text(value: Any, at: At) -> SourceText:
    text = SourceText(value, at.where)
    at.reading.texts.append(text)
    return text


def _plain_text(value: Any, at: At) -> SourceText:
    text = SourceText(value, at.where)
    at.reading.plain.append(text)
    return text


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and value.strip() != ""


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


TEXT_TYPE = ValueType(_is_text, "text")
NAME_TYPE = ValueType(lambda v: _is_text(v) and "\n" not in v, "a name on one line")
TEXT: Check[SourceText] = Check(TEXT_TYPE, _text)  # printed, may hold markup: its markup and characters are checked
PLAIN_TEXT: Check[SourceText] = Check(TEXT_TYPE, _plain_text)  # printed as written (a game fact): its characters are checked
PLAIN_NAME: Check[SourceText] = Check(NAME_TYPE, _plain_text)  # the same, on one line
NAME: Check[str] = Check(NAME_TYPE)
KEY: Check[Key] = Check(NAME_TYPE, lambda value, at: Key(value, at.where))  # names other data, never printed
WHOLE: Check[int] = Check(ValueType(_is_whole, "a whole number"))
POSITIVE: Check[int] = Check(ValueType(lambda v: _is_whole(v) and v > 0, "a whole number above 0"))
NUMBER: Check[float] = Check(ValueType(lambda v: isinstance(v, (int, float)) and not isinstance(v, bool), "a number"))
FLAG: Check[bool] = Check(ValueType(lambda v: isinstance(v, bool), "true or false"))
LIST: Check[Sequence] = Check(ValueType(lambda v: isinstance(v, Sequence), "a list"))
MAPPING: Check[Mapping] = Check(ValueType(lambda v: isinstance(v, Mapping), MAPPING_WORDS))
ANY: Check[Any] = Check(ValueType(lambda v: True, "a value"))


def one_of(*choices: str) -> Check[str]:
    return Check(ValueType(lambda v: v in choices, "one of " + ", ".join(choices)))


def matching(test: Callable[[Any], bool], expected: str) -> Check[Any]:
    """A value that passes `test`; `expected` says what that is in a message."""
    return Check(ValueType(test, expected))


def _card(name: Any, at: At) -> CardFace | None:
    """A card name as the game reads it (Game.card); whether the deck holds it is checked later."""
    game = at.reading.game
    card = game.card(str(name)) if game is not None else None
    if card is None:
        names = game.card_names() if game is not None else "none: game.yaml names no game plug-in"
        at.add(f"found {describe(name)}, expected a card name: {names}")
    return card


@dataclass(frozen=True)
class CardReader:
    """A card name, read into the game's card (content.plugin.Game.card)."""

    expected: str = "card names"

    def __call__(self, value: Any, at: At) -> CardFace | None:
        if _CARD_NAME.accepts(value):
            return _card(value, at)
        at.add(f"found {describe(value)}, expected {self.expected}{_number_hint(value, _CARD_NAME)}")
        return None


_CARD_NAME = ValueType(lambda v: isinstance(v, (str, int)) and not isinstance(v, bool), "card names")


CARD = CardReader()


@dataclass(frozen=True)
class Choice:
    """A value from a fixed set of names, with "did you mean" (a card colour, a card size)."""

    choices: tuple[str, ...]
    what: str  # "a card colour"

    @property
    def expected(self) -> str:
        return f"{self.what}: {', '.join(self.choices)}"

    def __call__(self, value: Any, at: At) -> str | None:
        """The message names what was found, the choices and the closest one."""
        if isinstance(value, str) and value in self.choices:
            return value
        at.add(f"found {describe(value)}, expected {self.expected}{did_you_mean(value, self.choices)}")
        return None


@dataclass(frozen=True)
class Items(Generic[T]):
    """A list, each item read by `item`: a tuple, or None when the list or any item is wrong."""

    item: Reader[T]
    length: int | None = None  # when the list has a fixed length
    nonempty: bool = False
    noun: str | None = None  # how messages name an item, when the list's key does not (ITEM_NOUNS)
    what: str | None = None  # how messages name the list, instead of "a list of …"
    unique: str | None = None  # a key of the items (mappings) whose values must differ: glossary terms, ending ids

    @property
    def expected(self) -> str:
        size = f"{self.length} " if self.length is not None else ""
        if self.what is None and self.item.expected.startswith(("a ", "an ")):  # not "a list of a mapping with …"
            return f"a list of {size}items, each {self.item.expected}"
        return self.what or f"a list of {size}{self.item.expected}"

    def __call__(self, value: Any, at: At) -> tuple[T, ...] | None:
        if not isinstance(value, Sequence) or self.length not in (None, len(value)) or (self.nonempty and not value):
            at.add(f"found {describe(value)}, expected {self.expected}")
            return None
        if self.unique is not None:
            self._check_unique(value, self.unique, at)
        items = [self.item(item, at.item(value, i, self.noun)) for i, item in enumerate(value)]
        read = tuple(item for item in items if item is not None)
        return read if len(read) == len(items) else None

    def _check_unique(self, value: Sequence, key: str, at: At) -> None:
        """Each item's `key` once; checked on what is written, so an item with other problems counts too."""
        seen: dict[str, Location] = {}
        for i, item in enumerate(value):
            written = item.get(key) if isinstance(item, Mapping) else None
            if not isinstance(written, str):
                continue
            if written in seen:
                at.item(value, i, self.noun).key(item, key).add(
                    f"found {shorten(written)!r} a second time (first on line {seen[written].line}), expected each {key} once"
                )
            seen.setdefault(written, item.at(key))


@dataclass(frozen=True)
class Entries(Generic[T]):
    """A mapping of names an editor chooses (palette colours, presets, papers) to entries, each read
    by `entry` (which sees the name as `at.name`); a dict in the order written, or None."""

    entry: Reader[T]
    nonempty: bool = False
    what: str = "a mapping of names to entries"
    name: Callable[[Any], bool] = lambda name: True  # which names are accepted
    name_expected: str = ""
    needs: tuple[str, ...] = ()  # names that must be there (the palette's colours)
    needs_expected: str = ""  # how a message names them: "the colours"

    @property
    def expected(self) -> str:
        return self.what

    def __call__(self, value: Any, at: At) -> dict[Any, T] | None:
        if not isinstance(value, Mapping) or (self.nonempty and not value):
            at.add(f"found {describe(value)}, expected {self.expected}")
            return None
        missing = [name for name in self.needs if value and name not in value]
        for name in missing:
            at.add(f"found no {name!r}, expected {self.needs_expected} {', '.join(self.needs)}", value.where)
        read: dict[Any, T | None] = {}
        for name in value:
            if not self.name(name):
                at.key(value, name).add(f"found the name {shorten(str(name))!r}, expected {self.name_expected}", value.key_where[name])
                read[name] = None
            else:
                read[name] = self.entry(value[name], at.key(value, name))
        if missing or any(entry is None for entry in read.values()):
            return None
        return {name: entry for name, entry in read.items() if entry is not None}


@dataclass(frozen=True)
class Field:
    """One key of a table: its reader; an optional key gives `default` when absent."""

    read: Reader[Any]
    required: bool = True
    default: Any = None


def optional(read: Reader[Any], default: Any = None) -> Field:
    return Field(read, required=False, default=default)


class Values(dict[str, Any]):
    """The values a table read, by key (absent: a key that failed); `at` is the mapping's own place."""

    def __init__(self, mapping: Mapping, at: At):
        super().__init__()
        self.mapping, self.at = mapping, at

    def where(self, key: str) -> Location:
        """Where the value of `key` is written (the mapping itself when it is absent)."""
        return self.mapping.at(key)

    def add(self, key: str, message: str) -> None:
        """A problem with the value of `key` (a rule that ties fields together), at that value."""
        self.at.key(self.mapping, key).add(message)


@dataclass(frozen=True)
class Table(Generic[T]):
    """A mapping with these keys, each read by its reader; `build` makes the result from the values.

    Unknown keys are reported (with the accepted ones), a missing required key once; `build` runs
    when every key read, and may check rules that tie fields together (`values.add`) and return None."""

    fields: dict[str, Reader[Any] | Field]
    build: Callable[[Values], T | None]
    what: str = MAPPING_WORDS

    @property
    def expected(self) -> str:
        """What the mapping holds: its keys, unless the table is given its own words."""
        if self.what == MAPPING_WORDS and self.fields:
            return f"a mapping with the keys {', '.join(self.fields)}"
        return self.what

    def field(self, key: str) -> Field:
        spec = self.fields[key]
        return spec if isinstance(spec, Field) else Field(spec)

    def values(self, value: Any, at: At) -> Values | None:
        """The values that read (some may be missing: then a problem was noted), or None when
        `value` is not a mapping at all. The loader keeps these to go on with what did load."""
        if not isinstance(value, Mapping):
            at.add(f"found {describe(value)}, expected {self.expected}")
            return None
        misspelt = unknown_keys(value, list(self.fields), at.path, at.problems)
        values = Values(value, at)
        for key in self.fields:
            spec = self.field(key)
            if key in value:
                read = spec.read(value[key], at.key(value, key))
                if read is not None:
                    values[key] = read
            elif spec.required and key not in misspelt:  # a misspelt key is the one message about it
                at.add(f"found no {key!r}, expected {key!r} ({spec.read.expected})", value.where)
            elif not spec.required:
                values[key] = spec.default
        return values

    def complete(self, values: Values) -> bool:
        return all(key in values for key in self.fields)

    def result(self, values: Values | None) -> T | None:
        """What `build` makes of the values, when every key read (else None: a problem was noted)."""
        if values is None or not self.complete(values):
            return None
        return self.build(values)

    def __call__(self, value: Any, at: At) -> T | None:
        return self.result(self.values(value, at))


def as_dict(values: Values) -> dict[str, Any]:
    """A table's values as a plain dict (for the parts of a file renderers read as a dict)."""
    return dict(values)


# ---- lengths and pixels ------------------------------------------------------------------------


@dataclass(frozen=True)
class LengthReader:
    """A length with a unit (`3mm`, `8.5pt`); `signed`: may be below 0 (`-0.5mm`); `above`: must be
    more than this; `at_least`, `at_most`: the accepted range, in `unit` (mm or pt), with the reason
    shown in messages (`why`). A range keeps an absurd size from ever reaching a renderer."""

    signed: bool = False
    above: float | None = None
    at_least: float | None = None
    at_most: float | None = None
    why: str = ""  # why the range, for the message: " (print shops ask for 3mm)"
    unit: str = "mm"

    @property
    def expected(self) -> str:
        if self.at_least is not None and self.at_most is not None:
            return f"a length from {self.at_least:g}{self.unit} to {self.at_most:g}{self.unit}"
        if self.at_least is not None:
            return f"a length of at least {self.at_least:g}{self.unit}"
        return "a length such as -0.5mm" if self.signed else "a length such as 3mm"

    def __call__(self, value: Any, at: At) -> Length | None:
        try:
            length = parse_offset(value) if self.signed else parse_length(value)
        except UnitError as error:
            at.add(self._negative(value) or str(error))
            return None
        size = round(length.mm if self.unit == "mm" else length.pt, 6)  # 6 decimals: 0.4mm is not 0.39999
        if self.above is not None and not size > self.above:
            at.add(f"found {shorten(length.text)!r}, expected a length above {self.above:g}" + (self.unit if self.above else ""))
            return None
        too_small = self.at_least is not None and size < self.at_least
        if too_small or (self.at_most is not None and size > self.at_most):
            at.add(f"found {shorten(length.text)!r}, expected {self.expected}{self.why}")
            return None
        return length

    def _negative(self, value: Any) -> str | None:
        """`-3mm` where no sign is accepted: the accepted range, not "expected a number followed by a unit"."""
        try:
            parse_offset(value)
        except UnitError:
            return None
        return f"found {shorten(str(value))!r}, expected {self.expected}{self.why}"


LENGTH = LengthReader()
POSITIVE_LENGTH = LengthReader(above=0)
OFFSET = LengthReader(signed=True)


def millimetres(length: Length) -> float:
    """6 decimals undo the float round trip through points: 297mm is 297.0, not 297.00000000000006."""
    return round(length.mm, 6)


@dataclass(frozen=True)
class PixelReader:
    """A size in whole pixels, `815px`, from `at_least` to `at_most` (an image that size can be made)."""

    at_least: int = 1
    at_most: int = 10_000
    why: str = ""

    @property
    def expected(self) -> str:
        return f"whole pixels from {self.at_least}px to {self.at_most}px"

    def __call__(self, value: Any, at: At) -> int | None:
        try:
            pixels = parse_pixels(value)
        except UnitError as error:
            at.add(str(error))
            return None
        if not self.at_least <= pixels <= self.at_most:
            at.add(f"found {shorten(str(value))!r}, expected {self.expected}{self.why}")
            return None
        return pixels


PIXELS = PixelReader()


def whole_in(low: int, high: int, why: str = "") -> Check[int]:
    """A whole number from `low` to `high`."""
    return Check(ValueType(lambda v: _is_whole(v) and low <= v <= high, f"a whole number from {low} to {high}{why}"))


CARDS: Items[CardFace] = Items(CARD, noun="card", what="a list of card names")

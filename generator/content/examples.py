"""The worked examples (content/examples.yaml): scenarios and the results the text states.

Values are read into the forms the verifier compares (ints, rules.Color, Cards, record lines);
whether they are right is verify.py's business. Each example, step and statement is a table of
fields.py; the stated results are tables of readers by name (HAND_EXPECT, ROUND_EXPECT, STEP_EXPECT).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..errors import Location
from ..rules import Card, Color, HandClass
from ..rules.strength import MINUS
from .fields import (
    CARD,
    CARDS,
    FLAG,
    MAPPING,
    MAPPING_WORDS,
    NAME,
    NAME_TYPE,
    WHOLE,
    At,
    Check,
    Entries,
    Field,
    Items,
    Reader,
    Table,
    Values,
    ValueType,
    describe,
    join_all,
    one_of,
    optional,
    unknown_keys,
)
from .model import Example, Statement, Step
from .yamlsource import Mapping, Sequence, shorten

T = TypeVar("T")

COLOR_NAMES = {"黄": Color.YELLOW, "yellow": Color.YELLOW, "青": Color.BLUE, "blue": Color.BLUE}
ACTIONS = ("declare", "accept", "challenge", "call", "fold", "showdown", "reveal")
CARD_ACTIONS = ("challenge", "call", "reveal")  # the moves that show or reveal one card
Results = dict[str, Any]  # a stated result by name: "strength" → 3


@dataclass(frozen=True)
class FunctionReader(Generic[T]):
    """A reader made of a function (`read`) and the words a message uses for what it accepts."""

    read: Callable[[Any, At], T | None]
    expected: str

    def __call__(self, value: Any, at: At) -> T | None:
        return self.read(value, at)


def normalise_record_line(line: str) -> str:
    """Editors may type - for −, or extra spaces; the record compares by meaning."""
    return " ".join(str(line).replace("-", MINUS).split())


def _is_colour(value: Any) -> bool:
    return isinstance(value, str) and value in COLOR_NAMES


COLOUR: Check[Color] = Check(ValueType(_is_colour, "a colour: 黄 or 青"), lambda value, at: COLOR_NAMES[value])
_HAND_CLASSES = {c.value: c for c in HandClass}
HAND_CLASS: Check[HandClass] = Check(
    ValueType(lambda v: isinstance(v, str) and v in _HAND_CLASSES, f"one of: {', '.join(_HAND_CLASSES)}"),
    lambda value, at: _HAND_CLASSES[value],
)
PLAYER = Check(NAME_TYPE, lambda value, at: str(value))
NAMES = FunctionReader(lambda value, at: Items(NAME)(value, at), Items(NAME).expected)
RECORD = FunctionReader(
    lambda value, at: tuple(normalise_record_line(line) for line in read) if (read := Items(NAME)(value, at)) is not None else None,
    Items(NAME).expected,
)


def _counts(value: Any, at: At) -> dict[Color, int] | None:
    """`counts: {黄: 3, 青: 2}`: how many cards of each colour."""
    if MAPPING(value, at) is None:
        return None
    counts: dict[Color, int] = {}
    for key in value:
        colour = COLOR_NAMES.get(key) if isinstance(key, str) else None
        if colour is None:
            at.add(f"found {describe(key)}, expected a colour: 黄 or 青", value.key_where[key])
        count = WHOLE(value[key], at.key(value, key))
        if colour is not None and count is not None:
            counts[colour] = count
    return counts if len(counts) == len(value) else None


CHIPS = FunctionReader(
    lambda value, at: (
        {str(name): chips for name, chips in read.items()} if (read := Entries(WHOLE, what=MAPPING_WORDS)(value, at)) is not None else None
    ),
    MAPPING_WORDS,
)

# Each stated result: how to read it. Hand results (per player) and example-wide results.
HAND_EXPECT: dict[str, Reader[Any]] = {
    "class": HAND_CLASS,
    "counts": FunctionReader(_counts, MAPPING_WORDS),
    "majority": COLOUR,
    "minority": COLOUR,
    "majority_values": Items(WHOLE),
    "minority_values": Items(WHOLE),
    "majority_sum": WHOLE,
    "minority_sum": WHOLE,
    "strength": WHOLE,
    "best_strength": WHOLE,
    "record": RECORD,
    "board_counted": CARDS,  # how many: the rules' (checked by verify.py)
    "hand_counted": CARDS,
}
ROUND_EXPECT: dict[str, Reader[Any]] = {
    "winner": PLAYER,
    "loser": PLAYER,
    "table": WHOLE,
    "won": WHOLE,
    "out": NAMES,
    "remaining": NAMES,
    "chips": CHIPS,
}
STEP_EXPECT: dict[str, Reader[Any]] = {"table": WHOLE, "chips": CHIPS, "out": PLAYER}


@dataclass(frozen=True)
class StatedResults:
    """A mapping of stated results, each read by its reader in `readers`: (results, where each is written)."""

    readers: dict[str, Reader[Any]]
    expected: str = "the results the text states"

    def __call__(self, value: Any, at: At) -> tuple[Results, dict[str, Location]] | None:
        if MAPPING(value, at) is None:
            return None
        unknown_keys(value, list(self.readers), at.path, at.problems)
        results = {key: self.readers[key](item, at.key(value, key)) for key, item in value.items() if key in self.readers}
        return results, {key: value.at(key) for key in results}


def _step(v: Values) -> Step | None:
    action = v["action"]
    if action in CARD_ACTIONS and v["card"] is None:
        v.at.problems.add(v.at.where, f"{v.at.path}: found a {action} without 'card', expected the card shown")
        return None
    expect, expect_where = v["expect"] or ({}, {})
    return Step(v["player"], action, v["says"], v["card"], expect, v.at.where, expect_where)


STEP = Table(
    {
        "player": NAME,
        "action": one_of(*ACTIONS),
        "says": optional(NAME),
        "card": optional(CARD),
        "expect": optional(StatedResults(STEP_EXPECT)),
    },
    build=_step,
)
STATEMENT = Table({"file": NAME, "words": NAME}, build=lambda v: Statement(str(v["file"]), str(v["words"]), v.at.where))


def _example(v: Values) -> Example | None:
    item, at = v.mapping, v.at
    _check_shape(v)
    colors = _colors(v)
    hands: dict[str, tuple[Card, ...]] = {"": v["hand"]} if v["hand"] is not None else {str(k): h for k, h in (v["players"] or {}).items()}
    expect, expect_where = _expect(v)
    return Example(
        v["id"],
        v["board"] or (),
        hands,
        colors,
        v["steps"],
        expect,
        item.where,
        expect_where,
        v["uses"],
        at.name + 1,
        v["states"],
        v["printed"],
    )


EXAMPLE = Table(
    {
        "id": NAME,
        "board": optional(CARDS),
        "hand": optional(CARDS),
        "players": optional(Entries(CARDS, what=MAPPING_WORDS)),
        "colors": optional(FunctionReader(lambda value, at: value, "one colour per red board card")),  # read with the board (_colors)
        "uses": optional(NAME),
        "steps": optional(Items(STEP), default=()),
        "expect": Field(MAPPING),  # read with the players (_expect)
        "states": optional(Items(STATEMENT, noun="statement"), default=()),
        "printed": optional(FLAG, default=True),
    },
    build=_example,
)


def read_example_list(items: Sequence, at: At) -> dict[str, Example]:
    """The examples that read (each with a problem is left out, its problems noted), by id."""
    examples: dict[str, Example] = {}
    first_line: dict[str, int] = {}  # every id seen, even of examples with other problems
    for i, item in enumerate(items):
        example_id = item.get("id") if isinstance(item, Mapping) else None
        if isinstance(example_id, str) and example_id in first_line:
            at.problems.add(
                item.at("id"),
                f"{join_all('examples', i, 'id')}: found {shorten(example_id)!r} again "
                f"(first on line {first_line[example_id]}), expected each example id once",
            )
            continue
        if isinstance(example_id, str):
            first_line[example_id] = item.where.line
        example = _read_example(item, _named(at.item(items, i), example_id))
        if example is not None:
            examples[example.id] = example
    return examples


def _named(at: At, example_id: Any) -> At:
    """Messages name an example by its number and its id: example 3 (double)."""
    return At(at.where, f"{at.path} ({example_id})", at.reading, at.name) if NAME.accepts(example_id) else at


def _read_example(item: Any, at: At) -> Example | None:
    """The example, or None when any of its fields has a problem (an unknown key too)."""
    before = len(at.problems.found)
    example = EXAMPLE(item, at)
    return example if len(at.problems.found) == before else None


def _check_shape(v: Values) -> None:
    """An example either replays another (`uses`) or has its own board and hand(s)."""
    item, path, problems = v.mapping, v.at.path, v.at.problems
    if "uses" in item:
        extra = [k for k in ("board", "hand", "players", "colors") if k in item]
        if extra:
            problems.add(item.at("uses"), f"{path}: found uses together with {', '.join(extra)}, expected one or the other")
        return
    if "board" not in item:
        problems.add(item.where, f"{path}: found no 'board', expected the board cards (or uses: ANOTHER_EXAMPLE)")
    if ("hand" in item) == ("players" in item):
        problems.add(item.where, f"{path}: found {'both' if 'hand' in item else 'neither'} 'hand' and 'players', expected exactly one")


def _colors(v: Values) -> tuple[Color | None, ...] | None:
    """`colors:` one per red board card, in board order → one entry per board card (None for numbers)."""
    if v["colors"] is None:
        return None
    board: tuple[Card, ...] = v["board"] or ()
    reds = sum(card.is_red for card in board)
    each = Items(COLOUR, length=reds, what=f"a list of {reds} colours (黄 or 青), one per red board card")
    chosen = each(v["colors"], v.at.key(v.mapping, "colors"))
    if chosen is None:
        return None
    picked = iter(chosen)
    return tuple(next(picked) if card.is_red else None for card in board)


def _expect(v: Values) -> tuple[dict[str, Results], dict[str, Location]]:
    """Stated results: {"": example-wide or single-hand results, PLAYER: that player's results}."""
    value, at = v["expect"], v.at.key(v.mapping, "expect")
    names = v.mapping["players"] if isinstance(v.mapping.get("players"), Mapping) else {}
    players = {k: results for k, results in value.items() if k in names}
    rest = _subset(value, [k for k in value if k not in players])
    readers = HAND_EXPECT if "hand" in v.mapping else ROUND_EXPECT
    expect: dict[str, Results] = {}
    where: dict[str, Location] = {}
    expect[""], top_where = StatedResults(readers)(rest, At(value.where, at.path, at.reading)) or ({}, {})
    where.update(top_where)
    for name, results in players.items():
        expect[name], player_where = StatedResults(HAND_EXPECT)(results, at.key(value, name)) or ({}, {})
        where.update({f"{name}.{k}": w for k, w in player_where.items()})
    return expect, where


def _subset(m: Mapping, keys: list[Any]) -> Mapping:
    part = Mapping({k: m[k] for k in keys})
    part.where, part.key_where, part.value_where = m.where, m.key_where, m.value_where
    return part

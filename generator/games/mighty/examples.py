"""MIGHTY?'s part of a worked example (content/examples.yaml): the board, the hands, the red cards'
colours, the declaration steps and the results the text states (docs/content-format.md).

Values are read into the forms the replay compares (ints, rules.Color, Cards, record lines); whether
they are right is the replay's business (replay.py). Each step is a table of the core's fields.py;
the stated results are tables of readers by name (HAND_EXPECT, ROUND_EXPECT, STEP_EXPECT).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping as AbstractMapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ...content.fields import (
    CARD,
    CARDS,
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
    one_of,
    optional,
    unknown_keys,
)
from ...content.model import Example
from ...content.yamlsource import Mapping
from ...errors import Location
from .rules import Card, Color, HandClass
from .rules.strength import MINUS

T = TypeVar("T")

COLOR_NAMES = {"黄": Color.YELLOW, "yellow": Color.YELLOW, "青": Color.BLUE, "blue": Color.BLUE}
ACTIONS = ("declare", "accept", "challenge", "call", "fold", "showdown", "reveal")
CARD_ACTIONS = ("challenge", "call", "reveal")  # the moves that show or reveal one card
Results = dict[str, Any]  # a stated result by name: "strength" → 3


@dataclass(frozen=True)
class Step:
    """One move of a declaration example (p.23) and the chips the text says it leaves."""

    player: str
    action: str  # declare, accept, challenge, call, fold, showdown, reveal
    says: str | None  # the word spoken (マイティ, チャレンジ …), None for silent moves
    card: Card | None  # the card shown (challenge, call) or revealed (reveal)
    expect: dict[str, Any]  # table: int, chips: {player: int}, out: player
    where: Location
    expect_where: dict[str, Location] = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    """MIGHTY?'s part of an example (`Example.part`).

    A single-hand example has `hands == {"": hand}`; a multi-player one names each player.
    `expect` holds the stated results: for each player ("" for a single hand) a dict of field →
    value, plus example-wide entries (winner, …) under "". `expect_where` locates each as
    "PLAYER.FIELD" (or "FIELD"). An example that `uses` another has no board or hands of its own.
    """

    board: tuple[Card, ...]
    hands: dict[str, tuple[Card, ...]]
    colors: tuple[Color | None, ...] | None  # per board card: a rules.Color for a red card, None otherwise
    steps: tuple[Step, ...]
    expect: dict[str, dict[str, Any]]
    expect_where: dict[str, Location] = field(default_factory=dict)

    @property
    def cards(self) -> list[Card]:
        """Every card on the table in this example: the board and all hands."""
        return [*self.board, *(card for hand in self.hands.values() for card in hand)]


def scenario(example: Example) -> Scenario:
    """MIGHTY?'s part of a loaded example (example_part made it)."""
    part: Scenario = example.part
    return part


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
    "board_counted": CARDS,  # how many: the rules' (checked by the replay)
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


def example_keys(core: AbstractMapping[str, Reader[Any] | Field]) -> dict[str, Reader[Any] | Field]:
    """An example's keys in the order messages list them: the core's id first, uses, states, printed among MIGHTY?'s."""
    return {
        "id": core["id"],
        "board": optional(CARDS),
        "hand": optional(CARDS),
        "players": optional(Entries(CARDS, what=MAPPING_WORDS)),
        "colors": optional(FunctionReader(lambda value, at: value, "one colour per red board card")),  # read with the board (_colors)
        "uses": core["uses"],
        "steps": optional(Items(STEP), default=()),
        "expect": Field(MAPPING),  # read with the players (_expect)
        "states": core["states"],
        "printed": core["printed"],
    }


def read_scenario(v: Values) -> Scenario:
    """MIGHTY?'s part of one example (its problems noted: the core then leaves the example out)."""
    _check_shape(v)
    colors = _colors(v)
    hands: dict[str, tuple[Card, ...]] = {"": v["hand"]} if v["hand"] is not None else {str(k): h for k, h in (v["players"] or {}).items()}
    expect, expect_where = _expect(v)
    return Scenario(v["board"] or (), hands, colors, v["steps"], expect, expect_where)


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

"""The worked examples (content/examples.yaml): scenarios and the results the text states.

Values are read into the forms the verifier compares (ints, rules.Color, Cards, record lines);
whether they are right is verify.py's business.
"""

from __future__ import annotations

from typing import Any

from ..errors import Location, Problems
from ..rules import Card, Color, HandClass
from ..rules.strength import MINUS
from . import schema as s
from .model import Example, Statement, Step
from .yamlsource import Mapping, Sequence, shorten

COLOR_NAMES = {"黄": Color.YELLOW, "yellow": Color.YELLOW, "青": Color.BLUE, "blue": Color.BLUE}
ACTIONS = ("declare", "accept", "challenge", "call", "fold", "showdown", "reveal")
CARD_ACTIONS = ("challenge", "call", "reveal")  # the moves that show or reveal one card
EXAMPLE_KEYS = ("id",), ("board", "hand", "players", "colors", "uses", "steps", "expect", "states", "printed")
STATEMENT_KEYS = ("file", "words")


def _color(value: Any, where: Location, path: str, problems: Problems) -> Color | None:
    if value in COLOR_NAMES:
        return COLOR_NAMES[value]
    problems.add(where, s.say(path, f"found {s.describe(value)}, expected a colour: 黄 or 青"))
    return None


def _int(value, where, path, problems):
    return value if s.check(value, s.WHOLE, where, path, problems) else None


def _ints(value, where, path, problems):
    return tuple(value) if s.check(value, s.list_of(s.WHOLE), where, path, problems) else None


def _counts(value, where, path, problems):
    if not s.check(value, s.MAPPING, where, path, problems):
        return None
    counts = {_color(k, value.key_where[k], path, problems): _int(v, value.at(k), s.join(path, k), problems) for k, v in value.items()}
    return None if None in counts or None in counts.values() else counts


def _record(value, where, path, problems):
    if not s.check(value, s.list_of(s.NAME), where, path, problems):
        return None
    return tuple(normalise_record_line(line) for line in value)


def normalise_record_line(line: str) -> str:
    """Editors may type - for −, or extra spaces; the record compares by meaning."""
    return " ".join(str(line).replace("-", MINUS).split())


def _hand_class(value, where, path, problems):
    names = {c.value: c for c in HandClass}
    if value in names:
        return names[value]
    problems.add(where, s.say(path, f"found {s.describe(value)}, expected one of: {', '.join(names)}"))
    return None


def _names(value, where, path, problems):
    return tuple(value) if s.check(value, s.list_of(s.NAME), where, path, problems) else None


def _chips(value, where, path, problems):
    if not s.check(value, s.MAPPING, where, path, problems):
        return None
    chips = {str(k): _int(v, value.at(k), s.join(path, k), problems) for k, v in value.items()}
    return None if None in chips.values() else chips


# Each stated result: how to read it. Hand results (per player) and example-wide results.
HAND_EXPECT = {
    "class": _hand_class,
    "counts": _counts,
    "majority": _color,
    "minority": _color,
    "majority_values": _ints,
    "minority_values": _ints,
    "majority_sum": _int,
    "minority_sum": _int,
    "strength": _int,
    "best_strength": _int,
    "record": _record,
    "board_counted": lambda v, w, p, pr: s.cards(v, w, p, pr),  # how many: the rules' (checked by verify.py)
    "hand_counted": lambda v, w, p, pr: s.cards(v, w, p, pr),
}
ROUND_EXPECT = {
    "winner": lambda v, w, p, pr: str(v) if s.check(v, s.NAME, w, p, pr) else None,
    "loser": lambda v, w, p, pr: str(v) if s.check(v, s.NAME, w, p, pr) else None,
    "table": _int,
    "won": _int,
    "out": _names,
    "remaining": _names,
    "chips": _chips,
}
STEP_EXPECT = {"table": _int, "chips": _chips, "out": ROUND_EXPECT["winner"]}


def read_examples(data: Mapping, problems: Problems) -> dict[str, Example]:
    return read_example_list(s.need(data, "examples", s.LIST, "", problems) or Sequence(), problems)


def read_example_list(items: Sequence, problems: Problems) -> dict[str, Example]:
    """The examples that read (each with a problem is left out, its problems noted), by id."""
    examples: dict[str, Example] = {}
    first_line: dict[str, int] = {}  # every id seen, even of examples with other problems
    for i, item in enumerate(items):
        example_id = item.get("id") if isinstance(item, Mapping) else None
        if isinstance(example_id, str) and example_id in first_line:
            problems.add(
                item.at("id"),
                f"{s.join_all('examples', i, 'id')}: found {shorten(example_id)!r} again "
                f"(first on line {first_line[example_id]}), expected each example id once",
            )
            continue
        if isinstance(example_id, str):
            first_line[example_id] = item.where.line
        example = _example(item, items.at(i), i, problems)
        if example is not None:
            examples[example.id] = example
    return examples


def _example(item: Any, where: Location, index: int, problems: Problems) -> Example | None:
    path = s.join("examples", index)
    if not s.is_mapping(item, where, path, problems):
        return None
    required, optional = EXAMPLE_KEYS
    before = len(problems.found)
    s.check_keys(item, path, problems, required, optional)
    example_id = s.want(item, "id", s.NAME, path, problems)  # a missing one is check_keys' message
    path = f"{path} ({example_id})" if example_id else path
    board = s.cards(item["board"], item.at("board"), s.join(path, "board"), problems) if "board" in item else ()
    hands = _hands(item, path, problems)
    colors = _colors(item, board or (), path, problems)
    steps = _steps(item, path, problems)
    expect, expect_where = _expect(item, path, problems)
    _check_shape(item, path, problems)
    states = _statements(item, path, problems)
    printed = s.want(item, "printed", s.FLAG, path, problems, default=True)
    if len(problems.found) > before or board is None or hands is None:  # None: a problem was noted
        return None
    return Example(example_id, board, hands, colors, steps, expect, item.where, expect_where, item.get("uses"), index + 1, states, printed)


def _statements(item: Mapping, path: str, problems: Problems) -> tuple[Statement, ...]:
    """`states: [{file: pages/17-showdown.yaml, words: 同点なら、宣言者の勝ち}]`: the sentences whose rule the example checks."""
    entries = s.want(item, "states", s.LIST, path, problems, default=())
    found = []
    for i, entry in enumerate(entries or ()):
        here = s.join(s.join(path, "states"), i, "statement")
        if not s.is_mapping(entry, entries.at(i), here, problems) or not s.check_keys(entry, here, problems, STATEMENT_KEYS):
            continue
        file, words = (s.need(entry, key, s.NAME, here, problems) for key in STATEMENT_KEYS)
        if file and words:
            found.append(Statement(str(file), str(words), entries.at(i)))
    return tuple(found)


def _check_shape(item: Mapping, path: str, problems: Problems) -> None:
    """An example either replays another (`uses`) or has its own board and hand(s)."""
    if "uses" in item:
        extra = [k for k in ("board", "hand", "players", "colors") if k in item]
        if extra:
            problems.add(item.at("uses"), f"{path}: found uses together with {', '.join(extra)}, expected one or the other")
        s.check(item["uses"], s.NAME, item.at("uses"), s.join(path, "uses"), problems)
        return
    if "board" not in item:
        problems.add(item.where, f"{path}: found no 'board', expected the board cards (or uses: ANOTHER_EXAMPLE)")
    if ("hand" in item) == ("players" in item):
        problems.add(item.where, f"{path}: found {'both' if 'hand' in item else 'neither'} 'hand' and 'players', expected exactly one")


def _hands(item: Mapping, path: str, problems: Problems) -> dict[str, tuple[Card, ...]] | None:
    if "hand" in item:
        hand = s.cards(item["hand"], item.at("hand"), s.join(path, "hand"), problems)
        return {"": hand} if hand is not None else None
    if "players" not in item:
        return {}
    players = item["players"]
    if not s.check(players, s.MAPPING, item.at("players"), s.join(path, "players"), problems):
        return None
    hands = {str(name): s.cards(cards, players.at(name), s.join(path, f"players.{name}"), problems) for name, cards in players.items()}
    read = {name: hand for name, hand in hands.items() if hand is not None}
    return read if len(read) == len(hands) else None


def _colors(item: Mapping, board: tuple, path: str, problems: Problems) -> tuple | None:
    """`colors:` one per red board card, in board order → one entry per board card (None for numbers)."""
    if "colors" not in item:
        return None
    value, where = item["colors"], item.at("colors")
    reds = [card for card in board if card.is_red]
    if not s.check(value, s.list_of(s.ANY, len(reds)), where, s.join(path, "colors"), problems):
        return None
    chosen = iter(_color(v, value.at(i), s.join_all(path, "colors", i), problems) for i, v in enumerate(value))
    return tuple(next(chosen) if card.is_red else None for card in board)


def _steps(item: Mapping, path: str, problems: Problems) -> tuple[Step, ...]:
    if "steps" not in item:
        return ()
    steps = item["steps"]
    if not s.check(steps, s.LIST, item.at("steps"), s.join(path, "steps"), problems):
        return ()
    return tuple(step for i, raw in enumerate(steps) if (step := _step(raw, steps.at(i), s.join_all(path, "steps", i), problems)))


def _step(raw: Any, where: Location, path: str, problems: Problems) -> Step | None:
    if not (
        s.is_mapping(raw, where, path, problems) and s.check_keys(raw, path, problems, ("player", "action"), ("says", "card", "expect"))
    ):
        return None
    player = s.need(raw, "player", s.NAME, path, problems)
    action = s.need(raw, "action", s.one_of(*ACTIONS), path, problems)
    says = s.want(raw, "says", s.NAME, path, problems)
    card = s.card(raw["card"], raw.at("card"), s.join(path, "card"), problems) if "card" in raw else None
    if action in CARD_ACTIONS and "card" not in raw:
        problems.add(where, f"{path}: found a {action} without 'card', expected the card shown")
    expect, expect_where = (
        _results(raw.get("expect"), STEP_EXPECT, raw.at("expect"), s.join(path, "expect"), problems) if "expect" in raw else ({}, {})
    )
    return Step(player, action, says, card, expect, where, expect_where)


def _expect(item: Mapping, path: str, problems: Problems):
    """Stated results: {"": example-wide or single-hand results, PLAYER: that player's results}."""
    if "expect" not in item:
        problems.add(item.where, f"{path}: found no 'expect', expected the results the text states")
        return {}, {}
    value, path = item["expect"], s.join(path, "expect")
    if not s.check(value, s.MAPPING, item.at("expect"), path, problems):
        return {}, {}
    names = item["players"] if isinstance(item.get("players"), Mapping) else {}
    players = {k: v for k, v in value.items() if k in names}
    rest = _subset(value, [k for k in value if k not in players])
    table = HAND_EXPECT if "hand" in item else ROUND_EXPECT
    expect, where = {}, {}
    expect[""], top_where = _results(rest, table, value.where, path, problems)
    where.update(top_where)
    for name, results in players.items():
        expect[name], player_where = _results(results, HAND_EXPECT, value.at(name), s.join(path, name), problems)
        where.update({f"{name}.{k}": w for k, w in player_where.items()})
    return expect, where


def _subset(m: Mapping, keys: list) -> Mapping:
    part = Mapping({k: m[k] for k in keys})
    part.where, part.key_where, part.value_where = m.where, m.key_where, m.value_where
    return part


def _results(value: Any, table: dict, where: Location, path: str, problems: Problems):
    """One mapping of stated results, each read by its reader in `table`."""
    if not s.check(value, s.MAPPING, where, path, problems):
        return {}, {}
    s.check_keys(value, path, problems, (), tuple(table))
    results = {k: table[k](v, value.at(k), s.join(path, k), problems) for k, v in value.items() if k in table}
    return results, {k: value.at(k) for k in results}

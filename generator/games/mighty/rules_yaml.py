"""MIGHTY?'s content/rules.yaml: every rule choice the engine plays by, read into one frozen `RuleSet`.

The table (RULE_SET, the plug-in's rules_table) checks each value's form; the build asks the engine
which values cannot be played (`RuleSet.problems`) and reports each at the line of its value. What
needs game.yaml too (a stake above the starting chips) is the plug-in's rules_problems, which the
core's generator/content/rulesfile.py reports once both files read; the variants of content/variants/
are read there, by this same table.
"""

from __future__ import annotations

from typing import Any

from ...content.fields import NAME, POSITIVE, WHOLE, Choice, Field, Items, Reader, Table, Values, say
from ...content.rulesfile import located
from .rules import Color, DoubleCopies, HandClass, OpenLimit, Pot, RuleSet, Side

BASE = "base"
COLORS = {"yellow": Color.YELLOW, "blue": Color.BLUE}


def _choice(enum: type[Pot] | type[Side] | type[HandClass] | type[DoubleCopies], what: str) -> Choice:
    return Choice(tuple(member.value for member in enum), what)


STAKES = Table({"declaration": WHOLE, "challenge": WHOLE}, build=lambda v: v)
SHOWDOWN = Table(
    {"winner_takes": _choice(Pot, "what the showdown winner takes"), "tie": _choice(Side, "who wins a tie")}, build=lambda v: v
)
LIMIT = Table({"from_players": POSITIVE, "open": WHOLE}, build=lambda v: OpenLimit(v["from_players"], v["open"]))
HAND_CLASS = _choice(HandClass, "a hand class")
RED_BOARD_CARD = Table({"value": WHOLE, "colors": Items(Choice(tuple(COLORS), "a colour"), nonempty=True)}, build=lambda v: v)
DEAL = Table({"board": WHOLE, "hand": WHOLE}, build=lambda v: v)
RECORDS = Table({HandClass.MIGHTY.value: NAME, HandClass.DOUBLE2.value: NAME}, build=lambda v: v)


def report(values: Values, path: str, message: str, note: str = "") -> None:
    """A problem with the value at `path` (below this file's top level), at its line."""
    values.at.problems.add(located(values.mapping, path), say(path, message + note))


def _rule_set(v: Values) -> RuleSet | None:
    rules = RuleSet(
        declaration_stake=v["stakes"]["declaration"],
        challenge_stake=v["stakes"]["challenge"],
        showdown_pot=Pot(v["showdown"]["winner_takes"]),
        tie_winner=Side(v["showdown"]["tie"]),
        round_penalty=v["round_penalty"],
        open_limits=v["open_declarations"],
        ranking=tuple(HandClass(name) for name in v["ranking"]),
        mighty_with_double=HandClass(v["mighty_with_double"]),
        double_copies=DoubleCopies(v["double_copies"]),
        red_board_value=v["red_board_card"]["value"],
        red_board_colors=tuple(COLORS[name] for name in v["red_board_card"]["colors"]),
        board_size=v["deal"]["board"],
        hand_size=v["deal"]["hand"],
        records=tuple((cls, v["records"][cls.value]) for cls in (HandClass.MIGHTY, HandClass.DOUBLE2)),
        name=BASE,
    )
    problems = rules.problems(starting_chips=None, players_min=None)  # game.yaml's part: rulesfile.check_with_game
    for path, message in problems:
        report(v, path, message)
    return None if problems else rules


RULES_KEYS: dict[str, Reader[Any] | Field] = {
    "stakes": STAKES,
    "showdown": SHOWDOWN,
    "round_penalty": WHOLE,
    "open_declarations": Items(LIMIT, nonempty=True, noun="limit"),
    "ranking": Items(HAND_CLASS, nonempty=True),
    "mighty_with_double": HAND_CLASS,
    "double_copies": _choice(DoubleCopies, "what a DOUBLE copies"),
    "red_board_card": RED_BOARD_CARD,
    "deal": DEAL,
    "records": RECORDS,
}
RULE_SET = Table(RULES_KEYS, build=_rule_set)  # the plug-in's rules_table: the RuleSet itself


def yaml_values(rules: RuleSet) -> dict[str, str]:
    """Every rule choice under its rules.yaml key, written as there: what a variant changes."""
    return {
        "stakes.declaration": str(rules.declaration_stake),
        "stakes.challenge": str(rules.challenge_stake),
        "showdown.winner_takes": rules.showdown_pot.value,
        "showdown.tie": rules.tie_winner.value,
        "round_penalty": str(rules.round_penalty),
        "open_declarations": ", ".join(f"{limit.open} from {limit.players} players" for limit in rules.open_limits),
        "ranking": " > ".join(cls.value for cls in rules.ranking),
        "mighty_with_double": rules.mighty_with_double.value,
        "double_copies": rules.double_copies.value,
        "red_board_card.value": str(rules.red_board_value),
        "red_board_card.colors": ", ".join(color.value for color in rules.red_board_colors),
        "deal.board": str(rules.board_size),
        "deal.hand": str(rules.hand_size),
        "records": ", ".join(f"{cls.value} {mark}" for cls, mark in rules.records),
    }

"""MIGHTY?'s replay of the worked examples through its rules engine, comparing what the text states.

The engine (`.rules`, this plug-in's) computes every number; this module only asks it and compares.
`replay(example, source, starting_chips, rules, problems)` returns the example's ExampleResult: the
printed fields, and its `Played` part (each hand's evaluation, the declaration's events).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...content.fields import join, join_all
from ...content.model import Example, ExampleResult
from ...errors import Problems
from .examples import Scenario, Step, normalise_record_line, scenario
from .rules import Card, Color, Evaluation, HandClass, IllegalMove, Round, RuleError, RuleSet, evaluate, evaluate_best, signed
from .rules.declaration import Declaration, Event


@dataclass(frozen=True)
class Played:
    """MIGHTY?'s part of an example's result (`ExampleResult.part`): what its blocks draw."""

    evaluations: dict[str, Evaluation]  # per player ("" for a single hand)
    events: tuple[Event, ...] = ()  # a declaration example's moves, with chips after each


def played(result: ExampleResult) -> Played:
    """MIGHTY?'s part of an example's result (replay made it)."""
    part: Played = result.part
    return part


DOT = "・"  # 0・0・0, 黄3・黄1・青2
PLUS = "＋"  # 2＋4＋1 (p.22)
COUNT_JOIN = " ／ "  # 青 3枚 ／ 黄 2枚 (p.8), Aさん 2点 ／ Bさん 3点


# ---- evaluating hands --------------------------------------------------------------------------


def evaluate_hand(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card], colors: Sequence[Color | None] | None) -> Evaluation:
    """The player's own colour choices when given, else the best ones (what the calculator shows)."""
    if colors is None and any(card.is_red for card in board):
        return evaluate_best(rules, board, hand)
    return evaluate(rules, board, hand, colors)


def counted_board(evaluation: Evaluation) -> tuple[Card, ...]:
    """The board as counted: red cards made 1s of their colour (empty for a special hand)."""
    return evaluation.cards[: evaluation.rules.board_size]


def counted_hand(evaluation: Evaluation) -> tuple[Card, ...]:
    """The hand as counted: a DOUBLE made a copy of the other card (empty for a special hand)."""
    return evaluation.cards[evaluation.rules.board_size :]


def computed(evaluation: Evaluation, key: str, board: Sequence[Card]) -> Any:
    """The engine's value for one stated result, in the form examples.py reads statements into."""
    number = evaluation.hand_class is HandClass.NUMBER
    values: dict[str, Callable[[], Any]] = {
        "class": lambda: evaluation.hand_class,
        "counts": lambda: dict(evaluation.counts) if number else None,
        "majority": lambda: evaluation.majority,
        "minority": lambda: evaluation.minority,
        "majority_values": lambda: evaluation.majority_values if number else None,
        "minority_values": lambda: evaluation.minority_values if number else None,
        "majority_sum": lambda: evaluation.majority_sum if number else None,
        "minority_sum": lambda: evaluation.minority_sum if number else None,
        "strength": lambda: evaluation.strength,
        "best_strength": lambda: evaluate_best(evaluation.rules, board, evaluation.hand).strength,
        "record": lambda: tuple(normalise_record_line(line) for line in evaluation.record),
        "board_counted": lambda: counted_board(evaluation) if number else None,
        "hand_counted": lambda: counted_hand(evaluation) if number else None,
    }
    return values[key]()


def shown(value: Any) -> str:
    """A value as a message prints it, as the booklet prints it: −3, 青, 黄4・黄4, 0・0・0,
    青 3枚 ／ 黄 2枚 (colour counts, p.8), Aさん 2点 ／ Bさん 3点 (chips), 2 + 4 + 1 = 7 / …"""
    if value is None:
        return "no value (the hand is a special class)"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return signed(value)
    if isinstance(value, Color):
        return value.ja
    if isinstance(value, HandClass):
        return value.value
    if isinstance(value, Card):
        return value.name
    if isinstance(value, dict):
        return COUNT_JOIN.join(f"{shown(key)} {n}{'枚' if isinstance(key, Color) else '点'}" for key, n in value.items())
    if isinstance(value, (tuple, list)):
        separator = " / " if value and isinstance(value[0], str) and "=" in value[0] else DOT
        return separator.join(shown(v) for v in value)
    return str(value)


def _same(stated: Any, engine: Any) -> bool:
    """Equal; colour counts may leave out a colour with no cards."""
    if isinstance(stated, dict) and isinstance(engine, dict):
        nonzero = {k for k, v in engine.items() if v}
        return all(engine.get(k, 0) == v for k, v in stated.items()) and nonzero <= set(stated)
    return bool(stated == engine)


# ---- the printed fields ------------------------------------------------------------------------


def names(cards: Sequence[Card]) -> str:
    return DOT.join(card.name for card in cards)


def hand_fields(evaluation: Evaluation, board: Sequence[Card]) -> dict[str, str]:
    """Every {ex:…} field of one evaluated hand, formatted as the booklet prints it."""
    fields = {
        "class": evaluation.hand_class.value,
        "strength": evaluation.summary,
        "best_strength": evaluate_best(evaluation.rules, board, evaluation.hand).summary,
        "hand": names(evaluation.hand),
        "record": " / ".join(evaluation.record),
        **{f"record{i}": line for i, line in enumerate(evaluation.record, start=1)},
    }
    if evaluation.hand_class is HandClass.NUMBER:
        fields.update(_number_fields(evaluation))
    return fields


def _number_fields(evaluation: Evaluation) -> dict[str, str]:
    assert evaluation.majority is not None and evaluation.minority is not None  # a number hand has both colours
    fields = {"board_counted": names(counted_board(evaluation)), "hand_counted": names(counted_hand(evaluation))}
    for side, color, values in (
        ("majority", evaluation.majority, evaluation.majority_values),
        ("minority", evaluation.minority, evaluation.minority_values),
    ):
        fields[side] = color.ja
        fields[f"{side}_count"] = str(evaluation.count_of(color))
        fields[f"{side}_values"] = DOT.join(map(str, values))
        fields[f"{side}_terms"] = PLUS.join(map(str, values))
        fields[f"{side}_sum"] = signed(sum(values))
    return fields


# ---- one example -------------------------------------------------------------------------------


def replay(example: Example, source: Example, starting_chips: int, rules: RuleSet, problems: Problems) -> ExampleResult | None:
    """Evaluates every hand of `source` (the example itself, or the one it `uses`), checks the
    stated results, replays the declaration steps; None when the rules reject the scenario."""
    own, played_from = scenario(example), scenario(source)
    try:
        evaluations = {
            player: evaluate_hand(rules, played_from.board, hand, played_from.colors) for player, hand in played_from.hands.items()
        }
    except RuleError as error:
        problems.add(example.where, f"{example.label}: the rules cannot evaluate it: {error}")
        return None
    fields = {"board": names(played_from.board)}
    for player, evaluation in evaluations.items():
        prefix = f"{player}." if player else ""
        fields.update({prefix + k: v for k, v in hand_fields(evaluation, played_from.board).items()})
        if example is source:
            _compare_hand(example, own, player, evaluation, problems)
    events: tuple[Event, ...] = ()
    if own.steps:
        moves = _play(example, own, evaluations, starting_chips, rules, problems)
        if moves is None:
            return None
        round_fields, events = moves
        fields.update(round_fields)
    return ExampleResult(example.id, fields, tuple(evaluations), Played(evaluations, events))


def _compare_hand(example: Example, own: Scenario, player: str, evaluation: Evaluation, problems: Problems) -> None:
    """Each stated result of one hand; the first wrong one also shows the hand's record, once."""
    record = f" (record: {' / '.join(evaluation.record)})"
    for key, stated in own.expect.get(player, {}).items():
        engine = computed(evaluation, key, own.board)
        if not _same(stated, engine):
            label = f"{player}.{key}" if player else key
            problems.add(
                own.expect_where.get(label, example.where),
                f"{join(example.label, 'expect')}.{label}: stated {shown(stated)}, the rules give {shown(engine)}{record}",
            )
            record = ""


def _play(
    example: Example, own: Scenario, evaluations: dict[str, Evaluation], starting_chips: int, rules: RuleSet, problems: Problems
) -> tuple[dict[str, str], tuple[Event, ...]] | None:
    """Plays the steps on a Round; checks each step's stated chips and the example's results.

    Returns (fields, events), or None when a move is illegal (reported in `problems`)."""
    players = list(evaluations)
    table = Round(rules, players, starting_chips)
    declaration: Declaration | None = None
    highest = 0
    for i, step in enumerate(own.steps):
        where = f"{join_all(example.label, 'steps', i)} ({step.action} by {step.player})"
        try:
            declaration = _move(table, declaration, step, evaluations)
        except (IllegalMove, RuleError) as error:
            problems.add(step.where, f"{where}: found a move the rules do not allow: {error}")
            return None
        event = table.events[-1]
        highest = max(highest, event.table)
        _compare_step(where, step, event, problems)
    results = _round_results(table, declaration, evaluations, highest)
    _compare_round(example, own, results, problems)
    return _round_fields(results, evaluations), tuple(table.events)


def _move(table: Round, declaration: Declaration | None, step: Step, evaluations: dict[str, Evaluation]) -> Declaration:
    """One step on the table; returns the declaration the next steps act on."""
    if step.action == "declare":
        return table.declare(step.player)
    if step.action in ("challenge", "call"):
        hand = evaluations[step.player].hand if step.player in evaluations else ()
        if _shown(step) not in hand:
            raise IllegalMove(f"{step.player} shows {_shown(step).name}, but their hand is {' '.join(c.name for c in hand)}")
    if declaration is None:
        raise IllegalMove("nobody has declared yet")
    if step.action == "accept":
        table.accept(declaration)
    elif step.action == "challenge":
        table.challenge(declaration, step.player, _shown(step))
    elif step.action == "call":
        table.call(declaration, _shown(step), by=step.player)
    elif step.action == "fold":
        table.fold(declaration, step.player)
    elif step.action == "showdown":
        if declaration.challenger is None:
            raise IllegalMove("nobody has challenged yet")
        table.showdown(declaration, evaluations[declaration.declarer], evaluations[declaration.challenger], by=step.player)
    elif step.action == "reveal":
        table.reveal(declaration, _shown(step), by=step.player)
    return declaration


def _shown(step: Step) -> Card:
    """The card a challenge, call or reveal shows (examples.py requires one for these moves)."""
    if step.card is None:
        raise IllegalMove(f"{step.player} shows no card")
    return step.card


def _compare_step(where: str, step: Step, event: Event, problems: Problems) -> None:
    engine = {"table": event.table, "chips": dict(event.chips), "out": event.out}
    for key, stated in step.expect.items():
        if stated != engine[key]:
            problems.add(
                step.expect_where.get(key, step.where),
                f"{join(where, 'expect')}.{key}: stated {shown(stated)}, the rules give {shown(engine[key])}",
            )


def _round_results(table: Round, declaration: Declaration | None, evaluations: dict[str, Evaluation], highest: int) -> dict[str, Any]:
    showdown = declaration is not None and declaration.result is not None
    return {
        "winner": declaration.winner if declaration else None,
        "loser": declaration.loser if declaration else None,
        "table": highest,
        "won": declaration.won if showdown and declaration is not None else 0,
        "out": tuple(table.out),
        "remaining": table.remaining,
        "chips": {player: table.chips_in_hand(player) for player in table.players},
        "declarer": declaration.declarer if declaration else None,
        "challenger": declaration.challenger if declaration else None,
    }


def _compare_round(example: Example, own: Scenario, results: dict[str, Any], problems: Problems) -> None:
    for key, stated in own.expect.get("", {}).items():
        if stated != results[key]:
            problems.add(
                own.expect_where.get(key, example.where),
                f"{join(example.label, 'expect')}.{key}: stated {shown(stated)}, the rules give {shown(results[key])}",
            )


def _round_fields(results: dict[str, Any], evaluations: dict[str, Evaluation]) -> dict[str, str]:
    fields = {key: str(results[key]) for key in ("winner", "loser", "declarer", "challenger") if results[key]}
    fields.update({"table": str(results["table"]), "won": str(results["won"])})
    fields.update({"out": DOT.join(results["out"]), "remaining": DOT.join(results["remaining"])})
    fields.update({f"{player}.chips": str(n) for player, n in results["chips"].items()})
    for role in ("winner", "loser"):
        if results[role]:
            fields[f"{role}_strength"] = evaluations[results[role]].summary
    return fields

"""`strength --board 黄3 黄1 青2 --hand 青4 青1 [--colors 青 …] [--json]`: one hand, worked out like p.8.

Red board cards take the colour that makes the hand strongest (as the web calculator does, p.13)
unless `--colors` gives one per red board card, in board order (the player's own record, p.10).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

from ....content.loader import load_content
from ....content.rulesfile import with_variant
from ....errors import Problems
from ..parts import mighty_parts
from ..rules import (
    Card,
    CardNameError,
    Color,
    ColorNameError,
    Deck,
    Evaluation,
    HandClass,
    RuleSet,
    evaluate,
    evaluate_best,
    parse_card,
    parse_color,
)

T = TypeVar("T")

LABEL_WIDTH = 9  # the text output's label column: "strength", "record" …


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--board",
        nargs="+",
        required=True,
        metavar="CARD",
        help="the board cards (3 in the base rules): 黄3 青2 MIGHTY DOUBLE (or Y3 B2 M D)",
    )
    parser.add_argument("--hand", nargs="+", required=True, metavar="CARD", help="the hand cards (2), named the same way")
    parser.add_argument(
        "--colors",
        nargs="+",
        metavar="COLOR",
        help="the colour chosen for each red board card, in board order: 黄 or 青 (Y or B); "
        "default: the colour that makes the hand strongest",
    )
    parser.add_argument("--json", action="store_true", help="print JSON for machines")
    add_variant_argument(parser)


def add_variant_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variant", metavar="NAME", help="play by content/variants/NAME.yaml instead of the base rules of content/rules.yaml"
    )


def run(args: argparse.Namespace) -> int:
    rules, deck = load_rules(args.content, args.variant)
    board, hand, colors = _read_arguments(args, rules, deck)
    result = _evaluate(rules, board, hand, colors)
    print(to_json(result, colors is None) if args.json else to_text(result, colors is None))
    return 0


def load_rules(content_dir: Path, variant: str | None = None) -> tuple[RuleSet, Deck]:
    """The rules (content/rules.yaml, or a variant) and the deck (content/deck.yaml): never the engine's."""
    content = with_variant(load_content(Path(content_dir)), variant)
    parts = mighty_parts(content)
    return parts.rules, parts.deck


# ---- reading the arguments ------------------------------------------------------------------------


def _read_arguments(args: argparse.Namespace, rules: RuleSet, deck: Deck) -> tuple[list[Card], list[Card], list[Color | None] | None]:
    """Every bad name, size, copy count or colour is reported together, then the run stops."""
    problems = Problems()
    board = _cards(args.board, "--board", rules.board_size, deck, problems)
    hand = _cards(args.hand, "--hand", rules.hand_size, deck, problems)
    for card, (used, available) in deck.overdrawn([*board, *hand]).items():
        problems.add(None, _overdrawn(card, used, available, deck))
    colors: list[Color | None] | None = None
    if args.colors is not None:
        named = _colors(args.colors, problems)
        colors = _board_colors(board, named, problems) if len(named) == len(args.colors) else []
    problems.raise_if_any()
    return board, hand, colors


def _cards(names: list[str], option: str, size: int, deck: Deck, problems: Problems) -> list[Card]:
    if len(names) != size:
        problems.add(None, f"{option}: found {_number(len(names), 'card')}, expected {size}")
    return _read_each(
        names,
        parse_card,
        CardNameError,
        problems,
        lambda text: f"{option}: found {text!r}, which is no card name; expected one of {_deck_names(deck)}",
    )


def _overdrawn(card: Card, used: int, available: int, deck: Deck) -> str:
    if not available:
        return f"--board/--hand: found {card.name}, which is not a card of the deck; expected one of {_deck_names(deck)}"
    times = "once" if used == 1 else f"{used} times"
    return f"--board/--hand: found {card.name} {times}, but the deck holds {available}; expected at most {available}"


def _deck_names(deck: Deck) -> str:
    return f"{' '.join(c.name for c in deck.faces())} (or {' '.join(c.short for c in deck.faces())})"


def _colors(names: list[str], problems: Problems) -> list[Color]:
    return _read_each(names, parse_color, ColorNameError, problems, lambda text: f"--colors: found {text!r}, expected 黄 or 青 (or Y, B)")


def _read_each(
    texts: list[str], parse: Callable[[str], T], refused: type[Exception], problems: Problems, message: Callable[[str], str]
) -> list[T]:
    """Every text that `parse` reads; each one it refuses (raising `refused`) is noted as `message(text)`."""
    values: list[T] = []
    for text in texts:
        try:
            values.append(parse(text))
        except refused:
            problems.add(None, message(text))
    return values


def _board_colors(board: list[Card], colors: list[Color], problems: Problems) -> list[Color | None]:
    """`--colors` lists the red board cards only; the engine wants one entry per board card."""
    reds = [card.name for card in board if card.is_red]
    if len(colors) != len(reds):
        listed = f" ({' '.join(reds)})" if reds else ""
        problems.add(
            None,
            f"--colors: found {_number(len(colors), 'colour')} for {_number(len(reds), 'red board card')}"
            f"{listed}; expected one per red board card, in board order",
        )
        return []
    given = iter(colors)
    return [next(given) if card.is_red else None for card in board]


def _number(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _evaluate(rules: RuleSet, board: list[Card], hand: list[Card], colors: list[Color | None] | None) -> Evaluation:
    return evaluate_best(rules, board, hand) if colors is None else evaluate(rules, board, hand, colors)


# ---- output --------------------------------------------------------------------------------------


def to_text(result: Evaluation, best: bool) -> str:
    """What a player reads: the strength first, then how it was worked out, then the record (p.11)."""
    rows = [("strength", result.summary), ("board", _names(result.board)), ("hand", _names(result.hand))]
    if result.hand_class is HandClass.NUMBER:
        rows += [("counted", _names(result.cards)), ("counts", _counts(result))]
    if result.red_choices:
        rows.append(("red", f"{result.color_note} ({'the best colours' if best else 'as chosen'})"))
    rows += [("record" if i == 0 else "", line) for i, line in enumerate(result.record)]
    return "\n".join(f"{label:<{LABEL_WIDTH}}{value}".rstrip() for label, value in rows)


def _names(cards: Iterable[Card]) -> str:
    return " ".join(card.name for card in cards)


def _counts(result: Evaluation) -> str:
    """p.8: 青 3枚 ／ 黄 2枚 — majority first."""
    assert result.majority is not None  # a number hand has a majority colour
    counts = " ／ ".join(f"{color.ja} {n}枚" for color, n in result.counts)
    return f"{counts}, majority {result.majority.ja}"


def to_json(result: Evaluation, best: bool) -> str:
    return json.dumps(as_dict(result, best), ensure_ascii=False, sort_keys=True, indent=2)


def as_dict(result: Evaluation, best: bool) -> dict[str, object]:
    """The machine view; number-only fields are null for MIGHTY and DOUBLE×2."""
    number = result.hand_class is HandClass.NUMBER
    return {
        "class": result.hand_class.value,
        "strength": result.strength,
        "record": list(result.record),
        "board": [c.name for c in result.board],
        "hand": [c.name for c in result.hand],
        "cards": [c.name for c in result.cards] if number else None,
        "counts": {color.value: n for color, n in result.counts} if number else None,
        "majority": result.majority.value if number and result.majority is not None else None,
        "majority_values": list(result.majority_values) if number else None,
        "minority_values": list(result.minority_values) if number else None,
        "majority_sum": result.majority_sum if number else None,
        "minority_sum": result.minority_sum if number else None,
        "red_colors": [
            {"position": i + 1, "card": card.name, "color": color.value}
            for i, (card, color) in enumerate(zip(result.board, result.board_colors, strict=False))
            if color is not None
        ],
        "colors_from": "best" if best else "given",
        "color_note": result.color_note,
    }

"""Strength of a board (3 cards) and a hand (2 cards): manuscript pp.7–11.

The evaluation keeps every intermediate result the booklet prints (colour counts, the
majority colour, the two sums, the 3-line record) so no number is ever typed twice.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from itertools import product
from typing import Sequence

from .cards import Card, Color, Kind, NUMBER_COLORS

BOARD_SIZE = 3
HAND_SIZE = 2
MINUS = "\u2212"  # the typographic minus the manuscript prints: 7 − 4 = 3, −10


class RuleError(ValueError):
    """A board or hand the rules cannot evaluate (wrong size, a colour for a non-red card…)."""


class HandClass(Enum):
    """The ranking of p.9: DOUBLE×2 > MIGHTY > any total."""

    NUMBER = "number"
    MIGHTY = "MIGHTY"
    DOUBLE2 = "DOUBLE×2"

    @property
    def rank(self) -> int:
        return {"number": 0, "MIGHTY": 1, "DOUBLE×2": 2}[self.value]


def signed(n: int) -> str:
    """An integer as the booklet prints it: −10 with a real minus sign."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class Evaluation:
    """The result of evaluating one board and one hand."""

    board: tuple[Card, ...]
    """The board as dealt (red cards included)."""
    hand: tuple[Card, ...]
    """The hand as dealt."""
    hand_class: HandClass
    """NUMBER, MIGHTY or DOUBLE×2."""
    board_colors: tuple[Color | None, ...] = ()
    """Per board card: the colour a red card became, None for a number card. Empty for specials."""
    cards: tuple[Card, ...] = ()
    """The five number cards counted: board (reds made 1s) then hand (DOUBLE made a copy)."""
    majority: Color | None = None
    counts: tuple[tuple[Color, int], ...] = ()
    """(colour, number of cards) for yellow and blue, majority first."""
    majority_values: tuple[int, ...] = ()
    minority_values: tuple[int, ...] = ()

    @property
    def minority(self) -> Color | None:
        if self.majority is None:
            return None
        return Color.BLUE if self.majority is Color.YELLOW else Color.YELLOW

    @property
    def majority_sum(self) -> int:
        return sum(self.majority_values)

    @property
    def minority_sum(self) -> int:
        return sum(self.minority_values)

    @property
    def strength(self) -> int | None:
        """Majority sum − minority sum; None for MIGHTY and DOUBLE×2, which beat every total."""
        if self.hand_class is not HandClass.NUMBER:
            return None
        return self.majority_sum - self.minority_sum

    @property
    def rank_key(self) -> tuple[int, int]:
        """Orders hands: higher is stronger. Specials outrank every total."""
        return (self.hand_class.rank, self.strength if self.strength is not None else 0)

    def count_of(self, color: Color) -> int:
        return dict(self.counts).get(color, 0)

    @property
    def record(self) -> tuple[str, ...]:
        """What the player writes down (p.11): three lines, or M, or D×2."""
        if self.hand_class is HandClass.MIGHTY:
            return ("M",)
        if self.hand_class is HandClass.DOUBLE2:
            return ("D×2",)
        return (
            _sum_line(self.majority_values, self.majority_sum),
            _sum_line(self.minority_values, self.minority_sum),
            f"{self.majority_sum} {MINUS} {self.minority_sum} = {signed(self.strength)}",
        )

    @property
    def red_choices(self) -> tuple[tuple[Card, Color], ...]:
        """(red board card, chosen colour) in board order: the colours the record notes."""
        return tuple((card, color) for card, color in zip(self.board, self.board_colors) if color is not None)

    @property
    def color_notes(self) -> tuple[str, ...]:
        """p.11: ボードの赤は、カードごとに選んだ色も書きます — one note per red board card: MIGHTY→青."""
        return tuple(f"{card.name}→{color.ja}" for card, color in self.red_choices)

    @property
    def color_note(self) -> str:
        """The notes on one line, written next to the record: "MIGHTY→青 DOUBLE→黄"; empty without red board cards."""
        return " ".join(self.color_notes)

    @property
    def summary(self) -> str:
        """One word for the class and strength: 3, −10, MIGHTY, DOUBLE×2."""
        return signed(self.strength) if self.strength is not None else self.hand_class.value


def _sum_line(values: Sequence[int], total: int) -> str:
    """`2 + 4 + 1 = 7`; a colour with no card sums to a plain `0`."""
    return f"{' + '.join(str(v) for v in values)} = {total}" if values else "0"


def _check_sizes(board: Sequence[Card], hand: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    board, hand = tuple(board), tuple(hand)
    if len(board) != BOARD_SIZE:
        raise RuleError(f"the board has {len(board)} cards, expected {BOARD_SIZE}")
    if len(hand) != HAND_SIZE:
        raise RuleError(f"the hand has {len(hand)} cards, expected {HAND_SIZE}")
    return board, hand


def _check_colors(board: tuple[Card, ...], colors: Sequence[Color | None] | None) -> tuple[Color | None, ...]:
    """p.10: a colour (黄 or 青) for every red board card, none for the number cards."""
    if colors is None:
        colors = (None,) * len(board)
    if len(colors) != len(board):
        raise RuleError(f"{len(colors)} colour choices for a board of {len(board)}")
    for card, color in zip(board, colors):
        if card.is_red and color not in NUMBER_COLORS:
            raise RuleError(f"the red board card {card.name} needs a colour (黄 or 青), got {_color_name(color)}")
        if not card.is_red and color is not None:
            raise RuleError(f"{card.name} is not red: only red board cards take a colour, got {_color_name(color)}")
    return tuple(colors)


def _color_name(color: Color | None) -> str:
    return "none" if color is None else color.ja


def hand_class(hand: Sequence[Card]) -> HandClass:
    """p.9: two DOUBLEs beat everything; MIGHTY (with or without a DOUBLE) comes next."""
    kinds = [c.kind for c in hand]
    if kinds.count(Kind.DOUBLE) == HAND_SIZE:
        return HandClass.DOUBLE2
    if Kind.MIGHTY in kinds:
        return HandClass.MIGHTY
    return HandClass.NUMBER


def _copy_doubles(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """p.9: a DOUBLE copies the other hand card, colour and value."""
    a, b = hand
    if a.kind is Kind.DOUBLE:
        a = b
    elif b.kind is Kind.DOUBLE:
        b = a
    return (a, b)


def _resolve(board: tuple[Card, ...], hand: tuple[Card, ...], colors: tuple[Color | None, ...]) -> tuple[Card, ...]:
    """The five number cards counted: each red board card becomes a 1 of its colour (p.10), DOUBLE a copy (p.9)."""
    resolved = tuple(card if color is None else Card.number(color, 1) for card, color in zip(board, colors))
    return resolved + _copy_doubles(hand)


def _split(cards: tuple[Card, ...]) -> tuple[Color, tuple[int, ...], tuple[int, ...]]:
    """p.7: the majority colour by number of cards (a 0 counts), its values, the minority's values."""
    yellow, blue = [], []
    for card in cards:
        (yellow if card.color is Color.YELLOW else blue).append(card.value)
    if len(yellow) > len(blue):
        return Color.YELLOW, tuple(yellow), tuple(blue)
    return Color.BLUE, tuple(blue), tuple(yellow)


def _strength(board: tuple[Card, ...], hand: tuple[Card, ...], colors: tuple[Color | None, ...]) -> int:
    """p.7: 多数色の合計 − 少数色の合計 (the colour search needs only this number)."""
    _, majority_values, minority_values = _split(_resolve(board, hand, colors))
    return sum(majority_values) - sum(minority_values)


def _count(board: tuple[Card, ...], hand: tuple[Card, ...], colors: tuple[Color | None, ...]) -> Evaluation:
    cards = _resolve(board, hand, colors)
    majority, majority_values, minority_values = _split(cards)
    counts = ((majority, len(majority_values)), (_other(majority), len(minority_values)))
    return Evaluation(board, hand, HandClass.NUMBER, colors, cards, majority, counts, majority_values, minority_values)


def _other(color: Color) -> Color:
    return Color.BLUE if color is Color.YELLOW else Color.YELLOW


def evaluate(board: Sequence[Card], hand: Sequence[Card], colors: Sequence[Color | None] | None = None) -> Evaluation:
    """Evaluates with the player's own colour choices for the red board cards (p.10).

    `colors` has one entry per board card: a colour for a red card, None for a number card.
    It may be left out only when the board has no red card. Specials ignore it (but it is checked).
    """
    board, hand = _check_sizes(board, hand)
    colors = _check_colors(board, colors)
    cls = hand_class(hand)
    if cls is not HandClass.NUMBER:
        return Evaluation(board, hand, cls)
    return _count(board, hand, colors)


def color_choices(board: Sequence[Card]) -> list[tuple[Color | None, ...]]:
    """Every way to colour the red board cards, yellow first (this order breaks ties)."""
    options = [NUMBER_COLORS if c.is_red else (None,) for c in board]
    return list(product(*options))


def best_colors(board: Sequence[Card], hand: Sequence[Card]) -> tuple[Color | None, ...]:
    """The colouring of the red board cards that makes the hand strongest; the first one on a tie."""
    board, hand = _check_sizes(board, hand)
    choices = color_choices(board)
    if len(choices) == 1:  # no red card on the board: nothing to choose
        return choices[0]
    return max(choices, key=lambda colors: _strength(board, hand, colors))


def best_rank(board: Sequence[Card], hand: Sequence[Card]) -> tuple[HandClass, int | None]:
    """(class, strength) of `evaluate_best` without building the Evaluation: the fast path for stats."""
    board, hand = _check_sizes(board, hand)
    cls = hand_class(hand)
    if cls is not HandClass.NUMBER:
        return cls, None
    return cls, max(_strength(board, hand, colors) for colors in color_choices(board))


def evaluate_best(board: Sequence[Card], hand: Sequence[Card]) -> Evaluation:
    """The strongest colour choice for the red board cards, as the web calculator shows (p.13).

    Ties keep the first choice in `color_choices` order, so Python and JavaScript agree.
    """
    board, hand = _check_sizes(board, hand)
    cls = hand_class(hand)
    if cls is not HandClass.NUMBER:
        return Evaluation(board, hand, cls)
    return _count(board, hand, best_colors(board, hand))

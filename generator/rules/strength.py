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
            f"{_sum_line(self.majority_values)} = {self.majority_sum}",
            f"{_sum_line(self.minority_values)} = {self.minority_sum}",
            f"{self.majority_sum} {MINUS} {self.minority_sum} = {signed(self.strength)}",
        )

    @property
    def red_choices(self) -> tuple[tuple[Card, Color], ...]:
        """(red board card, chosen colour) in board order: the colours the record notes."""
        return tuple((card, color) for card, color in zip(self.board, self.board_colors) if color is not None)

    @property
    def summary(self) -> str:
        """One word for the class and strength: 3, −10, MIGHTY, DOUBLE×2."""
        return signed(self.strength) if self.strength is not None else self.hand_class.value


def _sum_line(values: Sequence[int]) -> str:
    return " + ".join(str(v) for v in values) if values else "0"


def _check_sizes(board: Sequence[Card], hand: Sequence[Card]) -> None:
    if len(board) != BOARD_SIZE:
        raise RuleError(f"the board has {len(board)} cards, expected {BOARD_SIZE}")
    if len(hand) != HAND_SIZE:
        raise RuleError(f"the hand has {len(hand)} cards, expected {HAND_SIZE}")


def hand_class(hand: Sequence[Card]) -> HandClass:
    """p.9: two DOUBLEs beat everything; MIGHTY (with or without a DOUBLE) comes next."""
    kinds = [c.kind for c in hand]
    if kinds.count(Kind.DOUBLE) == HAND_SIZE:
        return HandClass.DOUBLE2
    if Kind.MIGHTY in kinds:
        return HandClass.MIGHTY
    return HandClass.NUMBER


def _copy_doubles(hand: Sequence[Card]) -> tuple[Card, ...]:
    """p.9: a DOUBLE copies the other hand card, colour and value."""
    a, b = hand
    if a.kind is Kind.DOUBLE:
        a = b
    elif b.kind is Kind.DOUBLE:
        b = a
    return (a, b)


def _resolve_board(board: Sequence[Card], colors: Sequence[Color | None]) -> tuple[Card, ...]:
    """p.10: every red board card becomes a 1 of the colour chosen for it."""
    resolved = []
    for card, color in zip(board, colors):
        if card.is_red:
            if color not in NUMBER_COLORS:
                raise RuleError(f"the red board card {card.name} needs a colour (黄 or 青), got {color}")
            resolved.append(Card.number(color, 1))
        else:
            if color is not None:
                raise RuleError(f"{card.name} is not red: only red board cards take a colour")
            resolved.append(card)
    return tuple(resolved)


def evaluate(board: Sequence[Card], hand: Sequence[Card], colors: Sequence[Color | None] | None = None) -> Evaluation:
    """Evaluates with the player's own colour choices for the red board cards (p.10).

    `colors` has one entry per board card: a colour for a red card, None for a number card.
    It may be left out only when the board has no red card.
    """
    board, hand = tuple(board), tuple(hand)
    _check_sizes(board, hand)
    cls = hand_class(hand)
    if cls is not HandClass.NUMBER:
        return Evaluation(board, hand, cls)
    if colors is None:
        colors = (None,) * BOARD_SIZE
    if len(colors) != BOARD_SIZE:
        raise RuleError(f"{len(colors)} colour choices for a board of {BOARD_SIZE}")
    cards = _resolve_board(board, colors) + _copy_doubles(hand)
    return _count(board, hand, tuple(colors), cards)


def _count(board, hand, colors, cards) -> Evaluation:
    """p.7: majority by number of cards (a 0 counts), then majority sum − minority sum."""
    n_yellow = sum(1 for c in cards if c.color is Color.YELLOW)
    majority = Color.YELLOW if n_yellow * 2 > len(cards) else Color.BLUE
    minority = Color.BLUE if majority is Color.YELLOW else Color.YELLOW
    counts = ((majority, sum(c.color is majority for c in cards)), (minority, sum(c.color is minority for c in cards)))
    return Evaluation(
        board, hand, HandClass.NUMBER, colors, cards, majority, counts,
        tuple(c.value for c in cards if c.color is majority),
        tuple(c.value for c in cards if c.color is minority),
    )


def color_choices(board: Sequence[Card]) -> list[tuple[Color | None, ...]]:
    """Every way to colour the red board cards, yellow first (this order breaks ties)."""
    options = [NUMBER_COLORS if c.is_red else (None,) for c in board]
    return list(product(*options))


def evaluate_best(board: Sequence[Card], hand: Sequence[Card]) -> Evaluation:
    """The strongest colour choice for the red board cards, as the web calculator shows (p.13).

    Ties keep the first choice in `color_choices` order, so Python and JavaScript agree.
    """
    best = None
    for colors in color_choices(board):
        result = evaluate(board, hand, colors)
        if result.hand_class is not HandClass.NUMBER:
            return result
        if best is None or result.strength > best.strength:
            best = result
    return best

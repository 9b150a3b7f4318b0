"""Strength of a board and a hand (3 and 2 cards in the base rules: content/rules.yaml deal): manuscript pp.7–11.

The evaluation keeps every intermediate result the booklet prints (colour counts, the
majority colour, the two sums, the 3-line record) so no number is ever typed twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import product

from .cards import Card, Color, Kind
from .ruleset import DoubleCopies, HandClass, RuleSet

MINUS = "\u2212"  # the typographic minus the manuscript prints: 7 − 4 = 3, −10


class RuleError(ValueError):
    """A board or hand the rules cannot evaluate (wrong size, a colour for a non-red card…)."""


def signed(n: int) -> str:
    """An integer as the booklet prints it: −10 with a real minus sign."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


@dataclass(frozen=True)
class Evaluation:
    """The result of evaluating one board and one hand."""

    rules: RuleSet = field(repr=False, compare=False)
    """The rule set it was evaluated by (its ranking and record marks)."""
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
        """Orders hands: higher is stronger, by the ranking of the rules (p.9), then by the total."""
        return (self.rules.rank(self.hand_class), self.strength if self.strength is not None else 0)

    def count_of(self, color: Color) -> int:
        return dict(self.counts).get(color, 0)

    @property
    def record(self) -> tuple[str, ...]:
        """What the player writes down (p.11): three lines, or M, or D×2."""
        if self.hand_class is not HandClass.NUMBER:
            return (self.rules.record_mark(self.hand_class),)
        assert self.strength is not None
        return (
            _sum_line(self.majority_values, self.majority_sum),
            _sum_line(self.minority_values, self.minority_sum),
            f"{self.majority_sum} {MINUS} {self.minority_sum} = {signed(self.strength)}",
        )

    @property
    def red_choices(self) -> tuple[tuple[Card, Color], ...]:
        """(red board card, chosen colour) in board order: the colours the record notes."""
        return tuple((card, color) for card, color in zip(self.board, self.board_colors, strict=False) if color is not None)

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


Colors = tuple[Color | None, ...]


def _check_sizes(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    return _check_board(rules, board), _check_hand(rules, hand)


def _check_board(rules: RuleSet, board: Sequence[Card]) -> tuple[Card, ...]:
    if len(board) != rules.board_size:
        raise RuleError(f"the board has {len(board)} cards, expected {rules.board_size}")
    return tuple(board)


def _check_hand(rules: RuleSet, hand: Sequence[Card]) -> tuple[Card, ...]:
    if len(hand) != rules.hand_size:
        raise RuleError(f"the hand has {len(hand)} cards, expected {rules.hand_size}")
    return tuple(hand)


def _check_colors(rules: RuleSet, board: tuple[Card, ...], colors: Sequence[Color | None] | None) -> Colors:
    """p.10: a colour (黄 or 青, as the rules allow) for every red board card, none for the number cards."""
    if colors is None:
        colors = (None,) * len(board)
    if len(colors) != len(board):
        raise RuleError(f"{len(colors)} colour choices for a board of {len(board)}")
    allowed = " or ".join(c.ja for c in rules.red_board_colors)
    for card, color in zip(board, colors, strict=True):
        if card.is_red and color not in rules.red_board_colors:
            raise RuleError(f"the red board card {card.name} needs a colour ({allowed}), got {_color_name(color)}")
        if not card.is_red and color is not None:
            raise RuleError(f"{card.name} is not red: only red board cards take a colour, got {_color_name(color)}")
    return tuple(colors)


def _color_name(color: Color | None) -> str:
    return "none" if color is None else color.ja


def hand_class(rules: RuleSet, hand: Sequence[Card]) -> HandClass:
    """p.9: two DOUBLEs are DOUBLE×2; MIGHTY is MIGHTY; MIGHTY + DOUBLE counts as the rules say."""
    kinds = [c.kind for c in hand]
    if kinds.count(Kind.DOUBLE) == len(kinds):
        return HandClass.DOUBLE2
    if Kind.MIGHTY in kinds:
        return rules.mighty_with_double if Kind.DOUBLE in kinds else HandClass.MIGHTY
    return HandClass.NUMBER


def _copy_doubles(rules: RuleSet, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """p.9: a DOUBLE copies the other hand card, colour and value; or (DoubleCopies.COLOR) only its colour, as a 0."""
    a, b = hand
    if a.kind is Kind.DOUBLE:
        a = _copy(rules, b)
    elif b.kind is Kind.DOUBLE:
        b = _copy(rules, a)
    return (a, b)


def _copy(rules: RuleSet, card: Card) -> Card:
    return card if rules.double_copies is DoubleCopies.COLOR_AND_VALUE else Card.number(card.color, 0)


def _resolve_board(rules: RuleSet, board: tuple[Card, ...], colors: Colors) -> tuple[Card, ...]:
    """p.10: each red board card becomes the red-card value in the colour chosen for it."""
    return tuple(card if color is None else Card.number(color, rules.red_board_value) for card, color in zip(board, colors, strict=True))


def _resolve(rules: RuleSet, board: tuple[Card, ...], hand: tuple[Card, ...], colors: Colors) -> tuple[Card, ...]:
    """The number cards counted: the board resolved (p.10), then the hand with a DOUBLE made a copy (p.9)."""
    return _resolve_board(rules, board, colors) + _copy_doubles(rules, hand)


def _split(cards: tuple[Card, ...]) -> tuple[Color, tuple[int, ...], tuple[int, ...]]:
    """p.7: the majority colour by number of cards (a 0 counts), its values, the minority's values.
    The rules allow only an odd number of counted cards, so the two counts never tie."""
    yellow: list[int] = []
    blue: list[int] = []
    for card in cards:
        assert card.value is not None
        (yellow if card.color is Color.YELLOW else blue).append(card.value)
    if len(yellow) > len(blue):
        return Color.YELLOW, tuple(yellow), tuple(blue)
    return Color.BLUE, tuple(blue), tuple(yellow)


def _strength(rules: RuleSet, board: tuple[Card, ...], hand: tuple[Card, ...], colors: Colors) -> int:
    """p.7: 多数色の合計 − 少数色の合計 (the colour search needs only this number)."""
    _, majority_values, minority_values = _split(_resolve(rules, board, hand, colors))
    return sum(majority_values) - sum(minority_values)


def _count(rules: RuleSet, board: tuple[Card, ...], hand: tuple[Card, ...], colors: Colors) -> Evaluation:
    cards = _resolve(rules, board, hand, colors)
    majority, majority_values, minority_values = _split(cards)
    counts = ((majority, len(majority_values)), (_other(majority), len(minority_values)))
    return Evaluation(rules, board, hand, HandClass.NUMBER, colors, cards, majority, counts, majority_values, minority_values)


def _other(color: Color) -> Color:
    return Color.BLUE if color is Color.YELLOW else Color.YELLOW


def evaluate(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card], colors: Sequence[Color | None] | None = None) -> Evaluation:
    """Evaluates with the player's own colour choices for the red board cards (p.10).

    `colors` has one entry per board card: a colour for a red card, None for a number card.
    It may be left out only when the board has no red card. Specials ignore it (but it is checked).
    """
    board, hand = _check_sizes(rules, board, hand)
    checked = _check_colors(rules, board, colors)
    cls = hand_class(rules, hand)
    if cls is not HandClass.NUMBER:
        return Evaluation(rules, board, hand, cls)
    return _count(rules, board, hand, checked)


def color_choices(rules: RuleSet, board: Sequence[Card]) -> list[Colors]:
    """Every way to colour the red board cards, in the rules' colour order (yellow first: this order breaks ties)."""
    options = [rules.red_board_colors if c.is_red else (None,) for c in board]
    return list(product(*options))


def best_colors(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card]) -> Colors:
    """The colouring of the red board cards that makes the hand strongest; the first one on a tie."""
    board, hand = _check_sizes(rules, board, hand)
    choices = color_choices(rules, board)
    if len(choices) == 1:  # no red card on the board (or one colour allowed): nothing to choose
        return choices[0]
    return max(choices, key=lambda colors: _strength(rules, board, hand, colors))


ColourSums = tuple[int, int, int, int]  # yellow cards, their sum, blue cards, their sum


def _tally(cards: tuple[Card, ...]) -> ColourSums:
    yellow = [card.value or 0 for card in cards if card.color is Color.YELLOW]
    blue = [card.value or 0 for card in cards if card.color is not Color.YELLOW]
    return len(yellow), sum(yellow), len(blue), sum(blue)


def _difference(yellows: int, yellow_sum: int, blues: int, blue_sum: int) -> int:
    """p.7 from the counts alone: majority sum − minority sum (blue unless yellow has more cards, as _split)."""
    return yellow_sum - blue_sum if yellows > blues else blue_sum - yellow_sum


Ranker = Callable[[Sequence[Card]], tuple[HandClass, int | None]]


def board_ranker(rules: RuleSet, board: Sequence[Card]) -> Ranker:
    """`best_rank` for many hands on one board: each colouring of the board is counted once, then a
    hand only adds its own cards (stats and the balance figures rank every hand of every board)."""
    boards = board_colourings(rules, board)

    def rank(hand: Sequence[Card]) -> tuple[HandClass, int | None]:
        cls, sums = hand_sums(rules, hand)
        return cls, None if sums is None else best_strength(boards, sums)

    return rank


def board_colourings(rules: RuleSet, board: Sequence[Card]) -> list[ColourSums]:
    """The colour sums of the board under each colouring of its red cards."""
    checked = _check_board(rules, board)
    return [_tally(_resolve_board(rules, checked, colors)) for colors in color_choices(rules, checked)]


def hand_sums(rules: RuleSet, hand: Sequence[Card]) -> tuple[HandClass, ColourSums | None]:
    """What a hand is on any board: its class and, for a NUMBER hand, the colour sums it adds (a DOUBLE copied)."""
    cards = _check_hand(rules, hand)
    cls = hand_class(rules, cards)
    return cls, _tally(_copy_doubles(rules, cards)) if cls is HandClass.NUMBER else None


def best_strength(boards: Sequence[ColourSums], hand: ColourSums) -> int:
    """A NUMBER hand's strength with the board's best colouring (board_colourings, hand_sums)."""
    ys, ysum, bs, bsum = hand
    return max(_difference(y + ys, s + ysum, b + bs, t + bsum) for y, s, b, t in boards)


def best_rank(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card]) -> tuple[HandClass, int | None]:
    """(class, strength) of `evaluate_best` without building the Evaluation: the fast path for stats."""
    return board_ranker(rules, board)(hand)


def evaluate_best(rules: RuleSet, board: Sequence[Card], hand: Sequence[Card]) -> Evaluation:
    """The strongest colour choice for the red board cards, as the web calculator shows (p.13).

    Ties keep the first choice in `color_choices` order, so Python and JavaScript agree.
    """
    board, hand = _check_sizes(rules, board, hand)
    cls = hand_class(rules, hand)
    if cls is not HandClass.NUMBER:
        return Evaluation(rules, board, hand, cls)
    return _count(rules, board, hand, best_colors(rules, board, hand))

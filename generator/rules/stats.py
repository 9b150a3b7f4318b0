"""Exact strength distribution over every board + hand deal of a deck: the designer's balance view.

A deal is 3 board cards then 2 hand cards from the rest: C(39,3) × C(36,2) = 5,757,570 deals for the
39-card deck. Identical cards are counted by multiplicity: each board multiset and each hand multiset
is evaluated once and weighted by the number of physical deals it stands for (a product of binomials),
so the engine runs about 55,000 evaluations instead of 5.7 million. Red board cards take the best
colour, as the web calculator shows them (p.13): `best_rank` gives evaluate_best's class and strength
without building the Evaluation (a test checks they agree on every distinct deal).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod
from typing import Sequence

from .cards import Deck
from .strength import BOARD_SIZE, HAND_SIZE, HandClass, best_rank

SPECIAL_CLASSES = (HandClass.MIGHTY, HandClass.DOUBLE2)


@dataclass(frozen=True)
class DealStats:
    """How many deals give each strength and each special class."""

    total: int
    """Every (board, hand) deal: C(n,3) × C(n−3,2) for an n-card deck."""
    by_strength: tuple[tuple[int, int], ...]
    """(strength, deals) for NUMBER hands, weakest first."""
    by_special: tuple[tuple[HandClass, int], ...]
    """(MIGHTY or DOUBLE×2, deals), in rank order."""

    def share(self, deals: int) -> Fraction:
        return Fraction(deals, self.total)


def deal_count(deck: Deck) -> int:
    """The number of ordered (board, hand) deals: board and hand are sets, dealt one after the other."""
    return comb(deck.size, BOARD_SIZE) * comb(deck.size - BOARD_SIZE, HAND_SIZE)


def multisets(copies: Sequence[int], size: int) -> list[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """Every multiset of `size` face indexes the copies allow, as (faces, ((face, times), …))."""
    found = []
    for picked in combinations_with_replacement(range(len(copies)), size):
        times = tuple((face, picked.count(face)) for face in sorted(set(picked)))
        if all(copies[face] >= k for face, k in times):
            found.append((picked, times))
    return found


def weight(copies: Sequence[int], times: tuple[tuple[int, int], ...]) -> int:
    """How many sets of physical cards one multiset of faces stands for."""
    return prod(comb(copies[face], k) for face, k in times)


def deal_stats(deck: Deck) -> DealStats:
    """Counts every strength and special class over all deals of `deck`, exactly."""
    faces, copies = deck.faces(), [deck.count(card) for card in deck.faces()]
    hands = multisets(copies, HAND_SIZE)
    tally: dict[int | HandClass, int] = {}
    for board, board_times in multisets(copies, BOARD_SIZE):
        rest = _without(copies, board)
        board_cards, board_weight = tuple(faces[i] for i in board), weight(copies, board_times)
        for hand, hand_times in hands:
            hand_weight = weight(rest, hand_times)
            if hand_weight:
                result = _evaluate(board_cards, (faces[hand[0]], faces[hand[1]]))
                tally[result] = tally.get(result, 0) + board_weight * hand_weight
    return DealStats(
        total=deal_count(deck),
        by_strength=tuple(sorted((k, n) for k, n in tally.items() if isinstance(k, int))),
        by_special=tuple((cls, tally[cls]) for cls in SPECIAL_CLASSES if cls in tally),
    )


def _without(copies: Sequence[int], faces: tuple[int, ...]) -> list[int]:
    rest = list(copies)
    for face in faces:
        rest[face] -= 1
    return rest


def _evaluate(board: tuple[Card, ...], hand: tuple[Card, ...]) -> int | HandClass:
    """The strength, or the special class, of one board and hand."""
    cls, strength = best_rank(board, hand)
    return strength if cls is HandClass.NUMBER else cls

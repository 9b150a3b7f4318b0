"""Exact strength distribution over every board + hand deal of a deck: the designer's balance view.

A deal is 3 board cards then 2 hand cards from the rest: C(39,3) × C(36,2) = 5,757,570 deals for the
39-card deck. Identical cards are counted by multiplicity: each board multiset and each hand multiset
is evaluated once and weighted by the number of physical deals it stands for (a product of binomials),
so the engine runs about 55,000 evaluations instead of 5.7 million. Red board cards take the best
colour, as the web calculator shows them (p.13): `board_ranker` gives evaluate_best's class and strength
without building the Evaluation (a test checks they agree on every distinct deal).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod

from .cards import Deck
from .ruleset import SPECIAL_CLASSES, HandClass, RuleSet
from .strength import board_ranker, signed


@dataclass(frozen=True)
class DealStats:
    """How many deals give each strength and each special class."""

    total: int
    """Every (board, hand) deal: C(n,3) × C(n−3,2) for an n-card deck."""
    by_strength: tuple[tuple[int, int], ...]
    """(strength, deals) for NUMBER hands, weakest first."""
    by_special: tuple[tuple[HandClass, int], ...]
    """(MIGHTY or DOUBLE×2, deals), weakest first by the rules' ranking."""
    ranking: tuple[HandClass, ...]
    """The rules' ranking, strongest first (RuleSet.ranking)."""

    def share(self, deals: int) -> Fraction:
        return Fraction(deals, self.total)

    def strongest_first(self) -> list[tuple[str, int]]:
        """(DOUBLE×2 / MIGHTY / a signed total, deals), strongest first: the classes in the rules' order,
        the totals (the NUMBER class) from the highest down."""
        specials = dict(self.by_special)
        rows: list[tuple[str, int]] = []
        for cls in self.ranking:
            if cls is HandClass.NUMBER:
                rows += [(signed(strength), n) for strength, n in reversed(self.by_strength)]
            elif cls in specials:
                rows.append((cls.value, specials[cls]))
        return rows


def deal_count(rules: RuleSet, deck: Deck) -> int:
    """The number of ordered (board, hand) deals: board and hand are sets, dealt one after the other."""
    return comb(deck.size, rules.board_size) * comb(deck.size - rules.board_size, rules.hand_size)


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


def deal_stats(rules: RuleSet, deck: Deck) -> DealStats:
    """Counts every strength and special class over all deals of `deck`, exactly."""
    faces, copies = deck.faces(), [deck.count(card) for card in deck.faces()]
    hands = multisets(copies, rules.hand_size)
    tally: dict[int | HandClass, int] = {}
    for board, board_times in multisets(copies, rules.board_size):
        rest = _without(copies, board)
        rank, board_weight = board_ranker(rules, tuple(faces[i] for i in board)), weight(copies, board_times)
        for hand, hand_times in hands:
            hand_weight = weight(rest, hand_times)
            if hand_weight:
                cls, strength = rank(tuple(faces[i] for i in hand))
                result = strength if strength is not None else cls
                tally[result] = tally.get(result, 0) + board_weight * hand_weight
    return DealStats(
        total=deal_count(rules, deck),
        by_strength=tuple(sorted((k, n) for k, n in tally.items() if isinstance(k, int))),
        by_special=tuple((cls, tally[cls]) for cls in reversed(rules.ranking) if cls in SPECIAL_CLASSES and cls in tally),
        ranking=rules.ranking,
    )


def _without(copies: Sequence[int], faces: tuple[int, ...]) -> list[int]:
    rest = list(copies)
    for face in faces:
        rest[face] -= 1
    return rest

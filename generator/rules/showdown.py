"""Comparing two hands at a showdown (manuscript p.17): the stronger wins, a tie goes to the declarer."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .strength import Evaluation


class Side(Enum):
    DECLARER = "declarer"
    CHALLENGER = "challenger"

    @property
    def other(self) -> "Side":
        return Side.CHALLENGER if self is Side.DECLARER else Side.DECLARER


@dataclass(frozen=True)
class ShowdownResult:
    """Who won a showdown and why."""

    winner: Side
    declarer: Evaluation
    challenger: Evaluation
    tie: bool
    """True when the two hands were equally strong and the declarer won by the tie rule (p.17)."""

    @property
    def loser(self) -> Side:
        return self.winner.other

    def evaluation(self, side: Side) -> Evaluation:
        return self.declarer if side is Side.DECLARER else self.challenger


def beats(a: Evaluation, b: Evaluation) -> bool:
    """True when `a` is strictly stronger than `b` (DOUBLE×2 > MIGHTY > any total, p.9)."""
    return a.rank_key > b.rank_key


def compare(declarer: Evaluation, challenger: Evaluation) -> ShowdownResult:
    """p.17: 強い方があがり … 同点なら、宣言者の勝ち。"""
    if beats(challenger, declarer):
        return ShowdownResult(Side.CHALLENGER, declarer, challenger, tie=False)
    tie = declarer.rank_key == challenger.rank_key
    return ShowdownResult(Side.DECLARER, declarer, challenger, tie=tie)

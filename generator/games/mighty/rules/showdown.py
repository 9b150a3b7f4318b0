"""Comparing two hands at a showdown (manuscript p.17): the stronger wins, a tie as the rules say."""

from __future__ import annotations

from dataclasses import dataclass

from .ruleset import RuleSet, Side
from .strength import Evaluation


@dataclass(frozen=True)
class ShowdownResult:
    """Who won a showdown and why."""

    winner: Side
    declarer: Evaluation
    challenger: Evaluation
    tie: bool
    """True when the two hands were equally strong and the tie rule decided (p.17: 同点なら、宣言者の勝ち)."""

    @property
    def loser(self) -> Side:
        return self.winner.other

    def evaluation(self, side: Side) -> Evaluation:
        return self.declarer if side is Side.DECLARER else self.challenger


def beats(a: Evaluation, b: Evaluation) -> bool:
    """True when `a` is strictly stronger than `b` (by the ranking of p.9, then the total)."""
    return a.rank_key > b.rank_key


def compare(rules: RuleSet, declarer: Evaluation, challenger: Evaluation) -> ShowdownResult:
    """p.17: 強い方があがり; equal hands go to `rules.tie_winner` (the declarer in the base rules)."""
    if beats(challenger, declarer):
        return ShowdownResult(Side.CHALLENGER, declarer, challenger, tie=False)
    if beats(declarer, challenger):
        return ShowdownResult(Side.DECLARER, declarer, challenger, tie=False)
    return ShowdownResult(rules.tie_winner, declarer, challenger, tie=True)

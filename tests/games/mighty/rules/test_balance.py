"""The balance figures, checked against brute force over every physical deal of a reduced deck,
against `deal_stats`, and under changed rules (the tie rule, the ranking)."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Deck, DoubleCopies, HandClass, Side, compare, deal_stats, evaluate_best
from generator.games.mighty.rules.balance import Outcome, balance, special_in_round
from generator.games.mighty.rules.cards import NUMBER_COLORS

from .helpers import base_rules, rules_with, standard_deck

RULES = base_rules()


def reduced_deck() -> Deck:
    """黄/青 0–1 ×2, MIGHTY ×1, DOUBLE ×2: 11 cards, small enough to deal out card by card."""
    numbers = {Card.number(color, value): 2 for color in NUMBER_COLORS for value in range(2)}
    return Deck.of({**numbers, MIGHTY: 1, DOUBLE: 2})


def outcome(evaluation) -> Outcome:
    return Outcome(evaluation.hand_class, evaluation.strength)


def brute_force(rules, deck: Deck):
    """Every board, declarer hand and challenger hand of physical cards, through evaluate_best and compare."""
    cards = list(enumerate(deck))  # (index, card): copies are distinct physical cards
    deals: dict[Outcome, int] = {}
    showdown: dict[Outcome, list[int]] = {}
    for board in combinations(cards, rules.board_size):
        left = [c for c in cards if c not in board]
        board_cards = [c for _, c in board]
        for hand in combinations(left, rules.hand_size):
            mine = evaluate_best(rules, board_cards, [c for _, c in hand])
            key = outcome(mine)
            deals[key] = deals.get(key, 0) + 1
            entry = showdown.setdefault(key, [0, 0, 0])
            for other in combinations([c for c in left if c not in hand], rules.hand_size):
                theirs = evaluate_best(rules, board_cards, [c for _, c in other])
                result = compare(rules, mine, theirs)
                entry[0] += 1
                entry[1] += result.winner is Side.DECLARER
                entry[2] += result.tie
    return deals, showdown


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"tie_winner": Side.CHALLENGER},
        {"ranking": (HandClass.MIGHTY, HandClass.DOUBLE2, HandClass.NUMBER)},
        {"red_board_value": 0},
        {"double_copies": DoubleCopies.COLOR},
    ],
)
@pytest.mark.slow  # brute force, seconds each
def test_every_figure_matches_brute_force_on_a_reduced_deck(changes):
    rules = rules_with(**changes)
    deck = reduced_deck()
    deals, showdown = brute_force(rules, deck)
    figures = balance(rules, deck, players=[2, 3, 4])
    assert dict(figures.strengths) == deals
    assert figures.deals == sum(deals.values()) == comb(11, 3) * comb(8, 2)
    assert {o.outcome: (o.deals, figures.win_chance(o), o.ties) for o in figures.showdown} == {
        key: (n, Fraction(won, n), ties) for key, (n, won, ties) in showdown.items()
    }
    assert figures.showdown_deals == comb(11, 3) * comb(8, 2) * comb(6, 2)


def brute_special_in_round(rules, deck: Deck, players: int) -> Fraction:
    """The board, then each player's hand, card by card: how often some hand is MIGHTY or DOUBLE×2."""
    cards = list(enumerate(deck))
    hits = total = 0

    def deal(board, left, hands_left, special):
        nonlocal hits, total
        if not hands_left:
            total += 1
            hits += special
            return
        for hand in combinations(left, rules.hand_size):
            rest = [c for c in left if c not in hand]
            cls = evaluate_best(rules, [c for _, c in board], [c for _, c in hand]).hand_class
            deal(board, rest, hands_left - 1, special or cls is not HandClass.NUMBER)

    for board in combinations(cards, rules.board_size):
        left = [c for c in cards if c not in board]
        before = total
        deal(board, left, players, False)
        assert total > before
    return Fraction(hits, total)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_round_view_matches_brute_force(players):
    yellow, blue = NUMBER_COLORS
    deck = Deck.of({Card.number(yellow, 0): 2, Card.number(yellow, 1): 2, Card.number(blue, 1): 2, MIGHTY: 1, DOUBLE: 2})
    assert special_in_round(RULES, deck, players) == brute_special_in_round(RULES, deck, players)


@pytest.mark.slow  # every deal of the deck
def test_the_strength_distribution_is_the_one_stats_counts():
    deck = standard_deck()
    figures = balance(RULES, deck, players=range(2, 9))
    stats = deal_stats(RULES, deck)
    assert [(o.label, n) for o, n in figures.strengths] == stats.strongest_first()
    assert figures.deals == stats.total == 5_757_570


def test_the_tie_rule_moves_exactly_the_ties():
    deck = reduced_deck()
    base = balance(RULES, deck, players=[2])
    flipped = balance(rules_with(tie_winner=Side.CHALLENGER), deck, players=[2])
    assert base.tie_chance == flipped.tie_chance > 0
    assert base.declarer_wins - flipped.declarer_wins == base.tie_chance


@pytest.mark.slow  # over a second
def test_at_least_one_special_hand_grows_with_the_players():
    chances = [p for _, p in balance(RULES, standard_deck(), players=range(2, 9)).special_in_round]
    assert chances == sorted(chances) and 0 < chances[0] < chances[-1] < 1

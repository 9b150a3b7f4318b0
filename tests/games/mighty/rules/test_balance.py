"""The balance figures, checked against brute force over every physical deal of a reduced deck,
against `deal_stats`, and under changed rules (the tie rule, the ranking)."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Deck, DoubleCopies, HandClass, Side, compare, deal_stats, evaluate_best
from generator.games.mighty.rules.balance import RANK_SPAN, Outcome, balance, board_count, merge_tallies, showdown_tally, special_in_round
from generator.games.mighty.rules.cards import NUMBER_COLORS
from generator.games.mighty.rules.stats import multisets, weight
from generator.games.mighty.rules.strength import board_ranker

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


def plain_tally(rules, deck: Deck):
    """showdown_tally the plain way: every board, declarer hand and challenger hand as multisets of
    faces, each weighted by the physical deals it stands for (keys in the order they first come)."""
    faces, copies = deck.faces(), [deck.count(card) for card in deck.faces()]
    tally: dict[int, int] = {}
    odds: dict[int, list[int]] = {}
    for board, board_times in multisets(copies, rules.board_size):
        rest = [n - board.count(face) for face, n in enumerate(copies)]
        rank = board_ranker(rules, [faces[i] for i in board])
        dealt = [(hand, weight(rest, times)) for hand, times in multisets(copies, rules.hand_size) if weight(rest, times)]
        keys = [rules.rank(cls) * RANK_SPAN + (strength or 0) for cls, strength in (rank([faces[i] for i in hand]) for hand, _ in dealt)]
        for (hand, hand_weight), key in zip(dealt, keys, strict=True):
            deals = weight(copies, board_times) * hand_weight
            tally[key] = tally.get(key, 0) + deals
            left = [n - hand.count(face) for face, n in enumerate(rest)]
            entry = odds.setdefault(key, [0, 0, 0])
            for (other, _), other_key in zip(dealt, keys, strict=True):
                pairs = deals * weight(left, tuple((face, other.count(face)) for face in sorted(set(other))))
                entry[0] += pairs
                entry[1] += pairs * (other_key < key)
                entry[2] += pairs * (other_key == key)
    return tally, {key: tuple(entry) for key, entry in odds.items()}


def in_order(tally):
    """A tally's dicts as lists: equal only if their keys also come in the same order."""
    return [list(part.items()) for part in tally]


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"ranking": (HandClass.MIGHTY, HandClass.DOUBLE2, HandClass.NUMBER)},
        {"red_board_value": 0},
        {"double_copies": DoubleCopies.COLOR},
        {"board_size": 4},
    ],
)
def test_the_showdown_tally_is_the_plain_enumeration(changes):
    rules, deck = rules_with(**changes), reduced_deck()
    assert in_order(showdown_tally(rules, deck)) == in_order(plain_tally(rules, deck))


def test_the_tally_of_the_boards_in_shares_is_the_whole_tally():
    deck = reduced_deck()
    boards = board_count(RULES, deck)
    shares = [range(0, 5), range(5, boards // 2), range(boards // 2, boards)]
    merged = merge_tallies([showdown_tally(RULES, deck, share) for share in shares])
    assert in_order(merged) == in_order(showdown_tally(RULES, deck))


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


def test_a_deck_too_small_for_a_hand_after_the_board_counts_nothing():
    yellow, _ = NUMBER_COLORS
    deck = Deck.of({Card.number(yellow, 0): 2, Card.number(yellow, 1): 2})  # 4 cards: the board leaves one
    assert in_order(showdown_tally(RULES, deck)) == in_order(plain_tally(RULES, deck)) == [[], []]

"""Exact deal counts (the designer's balance view): multiplicity counting against brute force."""

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Color, Deck, HandClass, deal_count, deal_stats, evaluate_best

from .helpers import base_rules, standard_deck

RULES = base_rules()


@pytest.fixture(scope="module")
def standard_stats():
    return deal_stats(RULES, standard_deck())


def brute_force(deck: Deck) -> Counter:
    """Every physical deal, one by one: 3 board cards, then 2 hand cards from the rest."""
    physical = list(enumerate(deck))  # (id, face): copies of one face are different cards
    tally = Counter()
    for board in combinations(physical, 3):
        rest = [card for card in physical if card not in board]
        for hand in combinations(rest, 2):
            result = evaluate_best(RULES, [f for _, f in board], [f for _, f in hand])
            tally[result.strength if result.hand_class is HandClass.NUMBER else result.hand_class] += 1
    return tally


def as_counter(stats) -> Counter:
    return Counter(dict(stats.by_strength) | dict(stats.by_special))


def small_deck() -> Deck:
    """13 cards, lopsided on purpose (no yellow/blue symmetry to hide a bug): 黄0–2 ×2, 青0, 青3 ×3, MIGHTY, DOUBLE ×2."""
    y, b = Color.YELLOW, Color.BLUE
    return Deck.of(
        {Card.number(y, 0): 2, Card.number(y, 1): 2, Card.number(y, 2): 2, Card.number(b, 0): 1, Card.number(b, 3): 3, MIGHTY: 1, DOUBLE: 2}
    )


def test_multiplicity_counting_matches_brute_force_on_a_small_deck():
    deck = small_deck()
    stats = deal_stats(RULES, deck)
    assert stats.total == comb(13, 3) * comb(10, 2) == 12_870
    assert as_counter(stats) == brute_force(deck)


def test_a_deck_without_red_cards_has_no_specials():
    deck = Deck.of({card: n for card, n in small_deck().copies.items() if not card.is_red})
    stats = deal_stats(RULES, deck)
    assert stats.by_special == () and as_counter(stats) == brute_force(deck)


def test_the_standard_deck_has_5757570_deals_and_every_one_is_counted(standard_stats):
    stats = standard_stats
    assert stats.total == deal_count(RULES, standard_deck()) == comb(39, 3) * comb(36, 2) == 5_757_570
    assert sum(as_counter(stats).values()) == 5_757_570


def test_the_special_classes_match_their_closed_forms(standard_stats):
    """DOUBLE×2: both DOUBLEs in the hand, any board from the other 37. MIGHTY: the MIGHTY in the hand
    with any board from the other 38 and any second card from the 35 left (p.9)."""
    stats = dict(standard_stats.by_special)
    assert stats == {HandClass.DOUBLE2: comb(37, 3), HandClass.MIGHTY: comb(38, 3) * 35}


def test_the_extremes_of_the_standard_deck(standard_stats):
    """−10 is p.7's 0·0·0 against 5·5; 24 is 5+5+4+5+5 (a DOUBLE copying a 5)."""
    stats = standard_stats
    assert stats.by_strength[0][0] == -10 and stats.by_strength[-1][0] == 24
    # −10 needs 0·0·0 against 5·5, for either colour (× 2), three ways:
    five_cards = comb(3, 3) * comb(3, 2) * comb(5, 3)  # three 0s, two 5s, any 3 of the 5 on the board
    double_a_5 = 1 * (3 * 2)  # board: the three 0s; hand: a 5 and a DOUBLE
    double_a_0 = (3 * comb(3, 2)) * (2 * 2)  # board: a 0 and two 5s; hand: another 0 and a DOUBLE
    assert dict(stats.by_strength)[-10] == 2 * (five_cards + double_a_5 + double_a_0) == 144


def test_shares_are_exact_fractions(standard_stats):
    stats = standard_stats
    assert sum(stats.share(n) for n in as_counter(stats).values()) == 1

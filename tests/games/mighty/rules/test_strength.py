"""Strength of a board and a hand (pp.7–11, p.13, p.22), clause by clause, then exhaustively and by property."""

from itertools import combinations_with_replacement, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.games.mighty.rules import (
    DOUBLE,
    MIGHTY,
    Color,
    HandClass,
    RuleError,
    best_colors,
    best_rank,
    color_choices,
    evaluate,
    evaluate_best,
    signed,
)
from generator.games.mighty.rules.stats import multisets

from .helpers import base_rules, cards, number_faces, standard_deck

RULES = base_rules()

Y, B = Color.YELLOW, Color.BLUE


# ---- p.7: majority colour by count, majority sum − minority sum ------------------------------------


def test_p7_strength_is_majority_sum_minus_minority_sum():
    result = evaluate(RULES, cards("黄3 黄1 青2"), cards("青4 青1"))
    assert result.hand_class is HandClass.NUMBER
    assert (result.majority, result.majority_sum, result.minority_sum, result.strength) == (B, 7, 4, 3)


def test_p7_the_majority_is_decided_by_the_number_of_cards_and_a_0_counts():
    """p.7: 多数色が0・0・0、少数色が5・5なら、0 − 10 ＝ −10."""
    result = evaluate(RULES, cards("黄0 黄0 黄0"), cards("青5 青5"))
    assert result.counts == ((Y, 3), (B, 2))
    assert result.majority is Y
    assert result.strength == -10
    assert result.summary == "\u221210"


def test_p7_strength_can_be_negative_and_prints_with_a_real_minus():
    assert signed(-3) == "\u22123" and signed(0) == "0" and signed(12) == "12"


def test_p7_five_cards_of_one_colour_have_no_minority():
    result = evaluate(RULES, cards("青1 青2 青3"), cards("青4 青5"))
    assert result.counts == ((B, 5), (Y, 0))
    assert result.strength == 15
    assert result.record == ("1 + 2 + 3 + 4 + 5 = 15", "0", "15 \u2212 0 = 15")


# ---- p.8 / p.11 / p.22: the worked examples ---------------------------------------------------------


def test_p8_p11_the_worked_example_and_its_3_line_record():
    result = evaluate(RULES, cards("黄3 黄1 青2"), cards("青4 青1"))
    assert result.counts == ((B, 3), (Y, 2))
    assert result.majority_values == (2, 4, 1) and result.minority_values == (3, 1)
    assert result.record == ("2 + 4 + 1 = 7", "3 + 1 = 4", "7 \u2212 4 = 3")


def test_p22_the_same_board_gives_a_3_and_b_minus_3():
    board = cards("黄3 黄1 青2")
    a, b = evaluate(RULES, board, cards("青4 青1")), evaluate(RULES, board, cards("黄0 青5"))
    assert (a.majority, a.strength) == (B, 3)
    assert (b.majority, b.counts, b.majority_values, b.minority_values) == (Y, ((Y, 3), (B, 2)), (3, 1, 0), (2, 5))
    assert b.strength == -3
    assert b.record == ("3 + 1 + 0 = 4", "2 + 5 = 7", "4 \u2212 7 = \u22123")


# ---- p.9: red cards in the hand ---------------------------------------------------------------------


def test_p9_double_copies_the_other_hand_card_colour_and_value():
    """p.9: 黄色4、DOUBLE → 黄色4、黄色4."""
    copied = evaluate(RULES, cards("青2 青3 黄1"), cards("黄4 D"))
    plain = evaluate(RULES, cards("青2 青3 黄1"), cards("黄4 黄4"))
    assert copied.cards == plain.cards == cards("青2 青3 黄1 黄4 黄4")
    assert copied.strength == plain.strength == 9 - 5


def test_p11_copied_values_are_written_in_the_record():
    """p.11: DOUBLEで複製した数値も式に含めます."""
    assert evaluate(RULES, cards("黄3 黄1 青2"), cards("D 黄4")).record == ("3 + 1 + 4 + 4 = 12", "2 = 2", "12 \u2212 2 = 10")


def test_p9_mighty_beats_any_total_and_skips_the_calculation():
    result = evaluate(RULES, cards("黄5 黄5 黄5"), cards("M 青0"))
    assert result.hand_class is HandClass.MIGHTY
    assert result.strength is None and result.cards == ()
    assert result.rank_key > evaluate(RULES, cards("黄5 黄5 黄4"), cards("黄5 D")).rank_key  # 24, the best total


def test_p9_mighty_with_double_is_mighty_and_copies_nothing():
    for hand in (cards("M D"), cards("D M")):
        result = evaluate(RULES, cards("黄1 黄2 青3"), hand)
        assert result.hand_class is HandClass.MIGHTY and result.cards == ()
        assert result.record == ("M",)


def test_p9_two_doubles_beat_mighty():
    double2, mighty = evaluate(RULES, cards("黄1 黄2 青3"), cards("D D")), evaluate(RULES, cards("黄1 黄2 青3"), cards("M 黄0"))
    assert double2.hand_class is HandClass.DOUBLE2 and double2.rank_key > mighty.rank_key
    assert double2.record == ("D×2",) and double2.summary == "DOUBLE×2"


def test_p9_the_ranking_is_double2_then_mighty_then_totals():
    assert [RULES.rank(c) for c in (HandClass.NUMBER, HandClass.MIGHTY, HandClass.DOUBLE2)] == [1, 2, 3]


# ---- p.10: red cards on the board -------------------------------------------------------------------


def test_p10_a_red_board_card_becomes_a_1_of_the_chosen_colour():
    board, hand = cards("M 黄3 青2"), cards("青4 青1")
    as_yellow, as_blue = evaluate(RULES, board, hand, [Y, None, None]), evaluate(RULES, board, hand, [B, None, None])
    assert as_yellow.cards[0] == cards("黄1")[0] and as_blue.cards[0] == cards("青1")[0]
    assert as_yellow.record == ("2 + 4 + 1 = 7", "1 + 3 = 4", "7 \u2212 4 = 3")
    assert as_blue.record == ("1 + 2 + 4 + 1 = 8", "3 = 3", "8 \u2212 3 = 5")


def test_p10_each_red_board_card_gets_its_own_colour():
    result = evaluate(RULES, cards("M D 青2"), cards("黄4 青1"), [Y, B, None])
    assert result.cards == cards("黄1 青1 青2 黄4 青1")
    assert result.red_choices == ((MIGHTY, Y), (DOUBLE, B))


def test_p10_a_red_card_on_the_board_does_not_make_the_hand_special():
    assert evaluate(RULES, cards("M D D"), cards("黄0 青0"), [Y, Y, Y]).hand_class is HandClass.NUMBER


@pytest.mark.parametrize(
    "board, colors, message",
    [
        ("M 黄3 青2", None, "the red board card MIGHTY needs a colour (黄 or 青), got none"),
        ("M 黄3 青2", [Color.RED, None, None], "the red board card MIGHTY needs a colour (黄 or 青), got 赤"),
        ("黄1 黄3 青2", [Y, None, None], "黄1 is not red: only red board cards take a colour, got 黄"),
        ("M 黄3 青2", [Y], "1 colour choices for a board of 3"),
    ],
)
def test_p10_colour_choices_must_fit_the_board(board, colors, message):
    with pytest.raises(RuleError) as error:
        evaluate(RULES, cards(board), cards("青4 青1"), colors)
    assert str(error.value) == message


def test_p11_the_record_notes_the_colour_chosen_for_each_red_board_card():
    """p.11: ボードの赤は、カードごとに選んだ色も書きます."""
    result = evaluate(RULES, cards("M 黄3 D"), cards("青4 青1"), [B, None, Y])
    assert result.color_notes == ("MIGHTY→青", "DOUBLE→黄")
    assert result.color_note == "MIGHTY→青 DOUBLE→黄"
    assert evaluate(RULES, cards("黄1 黄3 青2"), cards("青4 青1")).color_note == ""


# ---- p.13: the calculator picks the best colour ------------------------------------------------------


def test_p13_the_best_colour_is_the_strongest_choice():
    result = evaluate_best(RULES, cards("M 黄3 青2"), cards("青4 青1"))
    assert result.board_colors == (B, None, None) and result.strength == 5


def test_p13_a_tie_between_colours_keeps_yellow_first():
    """Both choices give 1 here; the first in color_choices order (yellow) is shown, as in the web page."""
    board, hand = cards("M 黄0 黄2"), cards("青1 青1")
    assert evaluate(RULES, board, hand, [Y, None, None]).strength == evaluate(RULES, board, hand, [B, None, None]).strength
    assert evaluate_best(RULES, board, hand).board_colors == (Y, None, None)
    assert best_colors(RULES, board, hand) == (Y, None, None)


def test_color_choices_list_every_colouring_yellow_first():
    assert color_choices(RULES, cards("M 黄1 D")) == [(Y, None, Y), (Y, None, B), (B, None, Y), (B, None, B)]
    assert color_choices(RULES, cards("黄1 黄2 黄3")) == [(None, None, None)]


@pytest.mark.parametrize(
    "board, hand, message",
    [
        ("黄1 黄2", "青1 青2", "the board has 2 cards, expected 3"),
        ("黄1 黄2 黄3", "青1 青2 青3", "the hand has 3 cards, expected 2"),
    ],
)
def test_a_board_has_3_cards_and_a_hand_2(board, hand, message):
    for function in (evaluate, evaluate_best, best_rank):
        with pytest.raises(RuleError, match=message):
            function(RULES, cards(board), cards(hand))


# ---- exhaustive over the small domains ---------------------------------------------------------------


def _boards(deck, red=None):
    """Every distinct board multiset of the deck; `red` keeps boards with (True) or without (False) a red card."""
    faces = deck.faces()
    for board, _ in multisets([deck.count(f) for f in faces], 3):
        board = tuple(faces[i] for i in board)
        if red is None or any(c.is_red for c in board) == red:
            yield board


def test_p9_every_hand_with_a_double_counts_as_two_copies_of_the_other_card():
    for board in _boards(standard_deck(), red=False):
        for face in number_faces():
            for hand in ((face, DOUBLE), (DOUBLE, face)):
                assert evaluate(RULES, board, hand).cards == evaluate(RULES, board, (face, face)).cards


def test_p9_every_hand_with_mighty_or_two_doubles_is_special_on_every_board():
    for board in _boards(standard_deck()):
        for other in [*number_faces(), DOUBLE]:
            assert evaluate_best(RULES, board, (MIGHTY, other)).hand_class is HandClass.MIGHTY
            assert evaluate_best(RULES, board, (other, MIGHTY)).hand_class is HandClass.MIGHTY
        assert evaluate_best(RULES, board, (DOUBLE, DOUBLE)).hand_class is HandClass.DOUBLE2


@pytest.mark.slow  # over a second
def test_p10_p13_every_red_board_colouring_is_tried_and_the_best_wins():
    deck = standard_deck()
    hands = list(combinations_with_replacement([*number_faces(), DOUBLE], 2))
    for board in _boards(deck, red=True):
        reds = sum(c.is_red for c in board)
        choices = color_choices(RULES, board)
        assert len(choices) == 2**reds
        for hand in hands:
            if hand == (DOUBLE, DOUBLE):
                continue
            strengths = [evaluate(RULES, board, hand, colors).strength for colors in choices]
            best = evaluate_best(RULES, board, hand)
            assert best.strength == max(strengths)
            assert best.board_colors == choices[strengths.index(max(strengths))]


@pytest.mark.slow  # every distinct deal
def test_best_rank_agrees_with_evaluate_best_on_every_distinct_deal():
    """stats counts with best_rank; it must be evaluate_best's class and strength for every deal."""
    deck = standard_deck()
    faces = deck.faces()
    hands = [tuple(faces[i] for i in hand) for hand, _ in multisets([deck.count(f) for f in faces], 2)]
    for board in _boards(deck):
        for hand in hands:
            best = evaluate_best(RULES, board, hand)
            assert best_rank(RULES, board, hand) == (best.hand_class, best.strength)


# ---- properties ----------------------------------------------------------------------------------------

FACES = [*number_faces(), MIGHTY, DOUBLE]
deals = st.tuples(st.lists(st.sampled_from(FACES), min_size=3, max_size=3), st.lists(st.sampled_from(FACES), min_size=2, max_size=2))


def _colors_for(board, picks):
    return [picks[i] if card.is_red else None for i, card in enumerate(board)]


@settings(max_examples=300)
@given(deals, st.lists(st.sampled_from([Y, B]), min_size=3, max_size=3), st.randoms())
@pytest.mark.slow  # over a second
def test_strength_does_not_depend_on_card_order(deal, picks, random):
    board, hand = deal
    colors = _colors_for(board, picks)
    order = list(range(3))
    random.shuffle(order)
    shuffled_board, shuffled_colors = [board[i] for i in order], [colors[i] for i in order]
    reference = evaluate(RULES, board, hand, colors)
    for other_hand in permutations(hand):
        result = evaluate(RULES, shuffled_board, other_hand, shuffled_colors)
        assert (result.hand_class, result.strength, result.counts) == (reference.hand_class, reference.strength, reference.counts)
        assert evaluate_best(RULES, shuffled_board, other_hand).rank_key == evaluate_best(RULES, board, hand).rank_key


@settings(max_examples=300)
@given(deals, st.lists(st.sampled_from([Y, B]), min_size=3, max_size=3))
@pytest.mark.slow  # over a second
def test_the_best_colour_choice_is_at_least_every_explicit_choice(deal, picks):
    board, hand = deal
    assert evaluate_best(RULES, board, hand).rank_key >= evaluate(RULES, board, hand, _colors_for(board, picks)).rank_key


@settings(max_examples=300)
@given(deals)
def test_the_record_adds_up(deal):
    result = evaluate_best(RULES, *deal)
    if result.hand_class is HandClass.NUMBER:
        assert result.record[-1] == f"{result.majority_sum} \u2212 {result.minority_sum} = {signed(result.strength)}"
        assert sum(n for _, n in result.counts) == 5 and result.counts[0][1] >= 3


def test_a_double_that_copies_only_the_colour_counts_as_a_0_of_it():
    """rules.yaml double_copies: color — the copy decides the majority but adds nothing (a variant's choice)."""
    from generator.games.mighty.rules import DoubleCopies

    from .helpers import rules_with

    rules = rules_with(double_copies=DoubleCopies.COLOR)
    result = evaluate(rules, cards("黄3 黄1 青2"), cards("黄4 DOUBLE"))
    assert result.cards[3:] == cards("黄4 黄0") and result.strength == (3 + 1 + 4 + 0) - 2
    assert evaluate(RULES, cards("黄3 黄1 青2"), cards("黄4 DOUBLE")).strength == (3 + 1 + 4 + 4) - 2

"""Showdown (p.17): the stronger hand wins; a tie goes to the declarer."""

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.games.mighty.rules import DOUBLE, MIGHTY, Side, beats, compare, evaluate, evaluate_best

from .helpers import base_rules, cards, number_faces

RULES = base_rules()

BOARD = cards("黄3 黄1 青2")


def test_p17_the_stronger_hand_wins_whoever_declared():
    a, b = evaluate(RULES, BOARD, cards("青4 青1")), evaluate(RULES, BOARD, cards("黄0 青5"))  # 3 and −3 (p.22)
    assert compare(RULES, a, b).winner is Side.DECLARER and not compare(RULES, a, b).tie
    assert compare(RULES, b, a).winner is Side.CHALLENGER and compare(RULES, b, a).loser is Side.DECLARER


def test_p17_a_tie_goes_to_the_declarer():
    """p.17: 同点なら、宣言者の勝ち。チャレンジャーが負けます."""
    a, b = evaluate(RULES, BOARD, cards("青4 青1")), evaluate(RULES, BOARD, cards("青1 青4"))
    result = compare(RULES, a, b)
    assert result.winner is Side.DECLARER and result.tie
    assert result.evaluation(Side.CHALLENGER) is b


def test_p9_p17_specials_win_showdowns_in_rank_order():
    best_total = evaluate(RULES, cards("黄5 黄5 黄4"), cards("黄5 D"))
    mighty, double2 = evaluate(RULES, BOARD, cards("M 青0")), evaluate(RULES, BOARD, cards("D D"))
    assert compare(RULES, best_total, mighty).winner is Side.CHALLENGER
    assert compare(RULES, mighty, double2).winner is Side.CHALLENGER
    assert compare(RULES, double2, mighty).winner is Side.DECLARER


HANDS = [*number_faces(), MIGHTY, DOUBLE]
evaluations = st.tuples(
    st.lists(st.sampled_from(number_faces()), min_size=3, max_size=3),
    st.lists(st.sampled_from(HANDS), min_size=2, max_size=2),
).map(lambda deal: evaluate_best(RULES, *deal))


@settings(max_examples=300)
@given(evaluations, evaluations)
def test_the_showdown_order_is_total_apart_from_the_declarers_tie_rule(a, b):
    """Exactly one of: a beats b, b beats a, or a tie that the declarer wins either way round."""
    outcomes = [beats(a, b), beats(b, a), a.rank_key == b.rank_key]
    assert outcomes.count(True) == 1
    there, back = compare(RULES, a, b), compare(RULES, b, a)
    if outcomes[2]:
        assert there.winner is back.winner is Side.DECLARER and there.tie and back.tie
    else:
        assert there.winner is back.winner.other  # the same hand wins from either seat


@settings(max_examples=200)
@given(evaluations, evaluations, evaluations)
def test_beating_is_transitive(a, b, c):
    if beats(a, b) and beats(b, c):
        assert beats(a, c)

"""The declaration procedure (pp.15–19, p.21, p.23), move by move, then by random play."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.games.mighty.rules import IllegalMove, Round, Stage, evaluate

from .helpers import base_rules, cards

RULES = base_rules()

BOARD = cards("黄3 黄1 青2")
A_HAND, B_HAND = cards("青4 青1"), cards("黄0 青5")  # p.22: strength 3 and −3
STRONG, WEAK = evaluate(RULES, BOARD, A_HAND), evaluate(RULES, BOARD, B_HAND)


def chips(round_: Round) -> dict[str, int]:
    return {p: round_.chips_in_hand(p) for p in round_.players}


def illegal(move, *args, **kwargs) -> str:
    with pytest.raises(IllegalMove) as error:
        move(*args, **kwargs)
    return str(error.value)


def challenged(players="AB", points=3):
    round_ = Round(RULES, list(players), points)
    declaration = round_.declare("A")
    round_.challenge(declaration, "B", B_HAND[1])
    return round_, declaration


# ---- p.15: declaring -----------------------------------------------------------------------------


def test_p15_a_declaration_puts_1_chip_on_the_table():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    declaration = round_.declare("A")
    assert declaration.stage is Stage.DECLARED and declaration.table == 1
    assert chips(round_) == {"A": 2, "B": 3, "C": 3}
    assert round_.staked("A") == 1 and round_.points("A") == 3


def test_p15_unchallenged_the_chip_comes_back_and_the_declarer_is_out():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    declaration = round_.declare("A")
    round_.accept(declaration)
    assert chips(round_) == {"A": 3, "B": 3, "C": 3} and declaration.table == 0
    assert round_.is_out("A") and round_.out == ["A"] and declaration.winner == "A"
    assert round_.remaining == ("B", "C") and declaration.stage is Stage.CLOSED


@pytest.mark.parametrize("players, limit", [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 2)])
def test_p15_at_most_1_open_declaration_with_2_to_4_players_and_2_with_5_or_more(players, limit):
    names = "ABCDEFGH"[:players]
    round_ = Round(RULES, list(names), 3)
    assert RULES.open_limit(players) == limit == round_.max_open
    for name in names[:limit]:
        round_.declare(name)
    ordinal = {2: "2nd", 3: "3rd"}[limit + 1]
    assert illegal(round_.declare, names[-1]) == f"a {ordinal} open declaration with {players} players; at most {limit}"


def test_p15_the_next_declaration_waits_until_one_is_settled():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    first = round_.declare("A")
    illegal(round_.declare, "B")
    round_.accept(first)
    assert round_.declare("B").id == 2


def test_p15_declarations_run_independently_with_5_players():
    round_ = Round(RULES, list("ABCDE"), 3)
    one, two = round_.declare("A"), round_.declare("C")
    round_.challenge(two, "D", cards("黄1")[0])
    round_.accept(one)
    round_.fold(two, "C")
    assert round_.out == ["A", "D"] and chips(round_) == dict.fromkeys("ABCDE", 3)


@pytest.mark.parametrize(
    "move, message",
    [
        (lambda r, d: r.declare("A"), "A is already in open declaration 1"),
        (lambda r, d: r.challenge(d, "A", B_HAND[0]), "A cannot challenge their own declaration"),
        (lambda r, d: r.declare("Z"), "Z is not playing in this round (players: A, B, C, D, E)"),
    ],
)
def test_p15_a_player_takes_part_in_one_declaration_at_a_time(move, message):
    round_ = Round(RULES, list("ABCDE"), 3)
    declaration = round_.declare("A")
    assert illegal(move, round_, declaration) == message


def test_p15_an_out_player_can_neither_declare_nor_challenge():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    round_.accept(round_.declare("A"))
    assert illegal(round_.declare, "A") == "A is already out"
    declaration = round_.declare("B")
    assert illegal(round_.challenge, declaration, "A", B_HAND[0]) == "A is already out"


def test_p19_chips_on_the_table_still_count_as_points():
    """p.19: 宣言・チャレンジで場に置いたチップも持ち点です。一時的に手元が0枚になっても終了しません."""
    round_ = Round(RULES, ["A", "B"], {"A": 1, "B": 3})
    declaration = round_.declare("A")
    assert round_.chips_in_hand("A") == 0 and round_.staked("A") == 1 and round_.points("A") == 1
    round_.accept(declaration)
    assert not round_.end_round().game_over


def test_p15_a_player_without_a_chip_in_hand_cannot_put_one_down():
    round_ = Round(RULES, ["A", "B", "C"], {"A": 1, "B": 3, "C": 3})
    first = round_.declare("A")
    round_.challenge(first, "B", STRONG.hand[0])
    round_.call(first, WEAK.hand[0])
    round_.showdown(first, WEAK, STRONG)  # B wins: A has lost its last chip but is still in the round
    round_.reveal(first, STRONG.hand[1], by="A")
    assert round_.points("A") == 0 and not round_.is_out("A")
    assert illegal(round_.declare, "A") == "A has no chip to put down"
    second = round_.declare("C")
    assert illegal(round_.challenge, second, "A", WEAK.hand[0]) == "A has no chip to put down"


def test_p19_a_player_at_0_loses_no_point_below_0_and_ends_the_game():
    round_ = Round(RULES, ["A", "B", "C"], {"A": 1, "B": 3, "C": 3})
    first = round_.declare("A")
    round_.challenge(first, "B", STRONG.hand[0])
    round_.call(first, WEAK.hand[0])
    round_.showdown(first, WEAK, STRONG)
    round_.reveal(first, STRONG.hand[1])
    round_.accept(round_.declare("C"))
    end = round_.end_round()
    assert end.loser == "A" and end.lost == 0 and dict(end.points)["A"] == 0
    assert end.game_over and end.game_losers == ("A",)


# ---- p.16: challenge, call, fold --------------------------------------------------------------------


def test_p16_a_challenger_adds_1_chip_and_shows_one_card_to_the_declarer():
    round_, declaration = challenged()
    assert declaration.table == 2 and declaration.challenger == "B" and declaration.shown == {"B": B_HAND[1]}
    assert chips(round_) == {"A": 2, "B": 2} and declaration.stage is Stage.CHALLENGED


def test_p16_the_declarer_calls_by_showing_one_card():
    round_, declaration = challenged()
    round_.call(declaration, A_HAND[0], by="A")
    assert declaration.stage is Stage.CALLED and declaration.shown["A"] == A_HAND[0]


def test_p16_only_the_declarer_can_call():
    round_, declaration = challenged()
    assert illegal(round_.call, declaration, B_HAND[0], by="B") == "B cannot do this: only the declarer can call"


@pytest.mark.parametrize("folder, winner", [("A", "B"), ("B", "A")])
def test_p16_p21_a_fold_returns_1_chip_each_and_the_folders_opponent_is_out(folder, winner):
    round_, declaration = challenged("ABC")
    if folder == "B":
        round_.call(declaration, A_HAND[0])
    round_.fold(declaration, folder)
    assert chips(round_) == {"A": 3, "B": 3, "C": 3} and declaration.table == 0
    assert round_.out == [winner] and not round_.is_out(folder) and declaration.winner == winner


def test_p16_the_declarer_folds_instead_of_calling_and_the_challenger_instead_of_showing_down():
    round_, declaration = challenged()
    assert illegal(round_.fold, declaration, "B") == ("cannot fold declaration 1: it is the declarer A's turn to call or fold")
    round_.call(declaration, A_HAND[0])
    assert illegal(round_.fold, declaration, "A") == ("cannot fold declaration 1: it is the challenger B's turn to show down or fold")


def test_p16_only_the_two_players_of_a_declaration_can_fold_it():
    round_, declaration = challenged("ABC")
    assert illegal(round_.fold, declaration, "C") == "C is not in declaration 1"


def test_p16_a_declaration_nobody_challenged_cannot_be_called_or_folded():
    round_ = Round(RULES, ["A", "B"], 3)
    declaration = round_.declare("A")
    assert illegal(round_.call, declaration, A_HAND[0]) == "cannot call declaration 1: nobody has challenged it yet"
    assert illegal(round_.fold, declaration, "A") == "cannot fold declaration 1: nobody has challenged it yet"


# ---- p.17: showdown and reveal ------------------------------------------------------------------------


def test_p17_the_winner_takes_both_chips_and_is_out_the_loser_stays():
    round_, declaration = challenged("ABC")
    round_.call(declaration, A_HAND[0])
    result = round_.showdown(declaration, STRONG, WEAK, by="B")
    assert declaration.winner == "A" and declaration.loser == "B" and not result.tie
    assert chips(round_) == {"A": 4, "B": 2, "C": 3} and declaration.table == 0
    assert round_.out == ["A"] and not round_.is_out("B")


def test_p17_a_tie_goes_to_the_declarer_and_the_challenger_loses():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    declaration = round_.declare("A")
    also_3 = evaluate(RULES, BOARD, cards("青3 青2"))
    assert also_3.strength == STRONG.strength == 3
    round_.challenge(declaration, "B", also_3.hand[0])
    round_.call(declaration, A_HAND[0])
    result = round_.showdown(declaration, STRONG, also_3)
    assert result.tie and declaration.winner == "A" and declaration.loser == "B"
    assert round_.chips_in_hand("A") == 4 and round_.chips_in_hand("B") == 2


def test_p17_the_showdown_comes_after_the_call_and_is_the_challengers():
    round_, declaration = challenged()
    assert illegal(round_.showdown, declaration, STRONG, WEAK) == (
        "cannot show down declaration 1: it is the declarer A's turn to call or fold"
    )
    round_.call(declaration, A_HAND[0])
    assert illegal(round_.showdown, declaration, STRONG, WEAK, by="A") == ("A cannot do this: only the challenger can call the showdown")


def test_p17_the_hands_shown_down_hold_the_cards_shown_before_on_one_board():
    round_, declaration = challenged()
    round_.call(declaration, A_HAND[0])
    assert illegal(round_.showdown, declaration, WEAK, STRONG) == "A showed 青4, but the hand is 黄0 青5"
    other_board = evaluate(RULES, cards("黄5 黄1 青2"), B_HAND)
    assert illegal(round_.showdown, declaration, STRONG, other_board) == ("two boards: 黄1 黄3 青2 and 黄1 黄5 青2; a round has one")


def test_p17_the_loser_reveals_one_of_the_winners_two_cards():
    round_, declaration = challenged()
    round_.call(declaration, A_HAND[0])
    round_.showdown(declaration, STRONG, WEAK)
    assert declaration.stage is Stage.REVEAL
    assert illegal(round_.reveal, declaration, B_HAND[0]) == "黄0 is not in the winner A's hand (青4 青1)"
    assert illegal(round_.reveal, declaration, A_HAND[1], by="A") == ("A cannot do this: only the loser B chooses the card to reveal")
    round_.reveal(declaration, A_HAND[1], by="B")
    assert declaration.revealed == A_HAND[1] and round_.revealed == [A_HAND[1]]
    assert declaration.stage is Stage.CLOSED


def test_p15_p17_a_declaration_counts_as_open_until_the_card_is_revealed():
    round_, declaration = challenged("ABC")
    round_.call(declaration, A_HAND[0])
    round_.showdown(declaration, STRONG, WEAK)
    assert illegal(round_.declare, "C") == "a 2nd open declaration with 3 players; at most 1"
    round_.reveal(declaration, A_HAND[0])
    round_.declare("C")


def test_a_settled_declaration_takes_no_more_moves():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    declaration = round_.declare("A")
    round_.accept(declaration)
    assert illegal(round_.accept, declaration) == "cannot accept declaration 1: it is already settled"
    assert illegal(round_.challenge, declaration, "B", B_HAND[0]) == ("cannot challenge declaration 1: it is already settled")


def test_a_declaration_from_another_round_is_rejected():
    _, foreign = challenged()
    round_ = Round(RULES, ["A", "B"], 3)
    assert illegal(round_.call, foreign, A_HAND[0]) == "declaration 1 does not belong to this round"


# ---- p.23: the challenge conversation --------------------------------------------------------------


def test_p23_the_challenge_conversation_and_its_chip_flow():
    round_ = Round(RULES, ["A", "B"], 3)
    declaration = round_.declare("A")  # Aさん「マイティ」: 1点を場に置きます
    round_.challenge(declaration, "B", B_HAND[1])  # Bさん「チャレンジ」: 場は合計2点
    round_.call(declaration, A_HAND[0], by="A")  # Aさん「コール」
    round_.showdown(declaration, STRONG, WEAK, by="B")  # Bさん「ショーダウン」: 3 beats −3
    round_.reveal(declaration, A_HAND[1], by="B")
    assert [(e.action, e.player, e.table, dict(e.chips), e.out) for e in round_.events] == [
        ("declare", "A", 1, {"A": 2, "B": 3}, None),
        ("challenge", "B", 2, {"A": 2, "B": 2}, None),
        ("call", "A", 2, {"A": 2, "B": 2}, None),
        ("showdown", "B", 0, {"A": 4, "B": 2}, "A"),
        ("reveal", "B", 0, {"A": 4, "B": 2}, None),
    ]
    assert round_.remaining == ("B",)


# ---- p.19: end of round, end of game ------------------------------------------------------------------


def test_p19_the_last_player_loses_1_point_out_of_the_game():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    round_.accept(round_.declare("A"))
    round_.accept(round_.declare("B"))
    end = round_.end_round()
    assert end.loser == "C" and end.lost == 1 and dict(end.points) == {"A": 3, "B": 3, "C": 2}
    assert not end.game_over and end.game_losers == ()
    assert sum(round_.points(p) for p in round_.players) == 8  # the point went to nobody


def test_p19_a_player_at_0_points_after_the_round_ends_the_game():
    round_ = Round(RULES, ["A", "B"], {"A": 3, "B": 1})
    round_.accept(round_.declare("A"))
    end = round_.end_round()
    assert end.game_over and end.game_losers == ("B",)
    assert illegal(round_.next_round) == "the game is over: B at 0 points"


def test_p19_points_carry_over_and_everyone_plays_the_next_round():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    round_.accept(round_.declare("B"))
    round_.accept(round_.declare("C"))
    round_.end_round()
    following = round_.next_round()
    assert following.remaining == ("A", "B", "C") and following.points("A") == 2


def test_p19_the_round_ends_only_with_one_player_left_and_nothing_open():
    round_ = Round(RULES, ["A", "B", "C"], 3)
    assert illegal(round_.end_round) == "3 players are still in the round (A, B, C); it ends with 1"
    assert illegal(round_.next_round) == "the round has not ended yet"
    round_.accept(round_.declare("A"))
    declaration = round_.declare("B")
    assert illegal(round_.end_round) == "declaration 2 is still open"
    round_.accept(declaration)
    round_.end_round()
    assert illegal(round_.end_round) == "the round has already ended"
    assert illegal(round_.declare, "C") == "the round has already ended"


def test_p19_the_last_players_own_declaration_is_withdrawn_when_the_round_ends():
    """5 players, A and B declare; C, D, E are out: once A is out, B is the last and nobody can challenge."""
    round_ = Round(RULES, list("ABCDE"), 3)
    for name in "CDE":
        round_.accept(round_.declare(name))
    first, second = round_.declare("A"), round_.declare("B")
    round_.accept(first)
    assert second.stage is Stage.CLOSED and second.winner is None and second.table == 0
    assert round_.events[-1].action == "withdraw" and round_.chips_in_hand("B") == 3
    assert round_.end_round().loser == "B"


def test_a_round_where_nobody_left_has_a_chip_ends_without_a_loser_and_ends_the_game():
    round_ = Round(RULES, list("ABCD"), 1)
    for declarer, challenger in ("AB", "CD"):
        declaration = round_.declare(declarer)
        round_.challenge(declaration, challenger, WEAK.hand[0])
        round_.call(declaration, STRONG.hand[0])
        round_.showdown(declaration, STRONG, WEAK)
        round_.reveal(declaration, STRONG.hand[0])
    assert round_.remaining == ("B", "D")
    end = round_.end_round()
    assert end.loser is None and end.lost == 0 and end.game_over and end.game_losers == ("B", "D")


def test_p19_the_last_player_cannot_declare():
    round_ = Round(RULES, ["A", "B"], 3)
    round_.accept(round_.declare("A"))
    assert illegal(round_.declare, "B") == "the round is over: only B is left"


@pytest.mark.parametrize(
    "players, points, message",
    [
        (["A"], 3, "1 player(s); a round needs at least 2"),
        (["A", "A"], 3, "a player is named twice in A, A"),
        (["A", "B"], {"A": 3, "B": 0}, "B has 0 points: a player at 0 has lost the game and plays no more rounds"),
        (["A", "B"], {"A": 3}, "no points given for B"),
    ],
)
def test_a_round_needs_two_distinct_players_with_points(players, points, message):
    assert illegal(Round, RULES, players, points) == message


# ---- random play ----------------------------------------------------------------------------------------

HANDS = [evaluate(RULES, BOARD, cards(text)) for text in ("青4 青1", "黄0 青5", "青3 青2", "M 黄2", "D D", "黄4 D", "青0 青0", "黄5 黄5")]


def _snapshot(round_: Round):
    return (
        [(p, round_.chips_in_hand(p), round_.staked(p)) for p in round_.players],
        list(round_.out),
        [(d.stage, d.table, d.challenger, dict(d.shown), d.winner) for d in round_.declarations],
        len(round_.events),
        list(round_.revealed),
        round_.ended,
    )


def _legal_moves(round_: Round, hands: dict):
    """Every move the rules allow now, written from the rulebook independently of the engine's checks."""
    busy = {p for d in round_.open_declarations for p in d.players}
    free = [p for p in round_.remaining if p not in busy and round_.chips_in_hand(p) > 0 and len(round_.remaining) > 1]
    moves = []
    if len(round_.open_declarations) < round_.max_open:
        moves += [lambda p=p: round_.declare(p) for p in free]
    for d in round_.open_declarations:
        moves += _duel_moves(round_, d, hands, free)
    stuck = all(round_.chips_in_hand(p) == 0 for p in round_.remaining)  # nobody left can put a chip down
    if (len(round_.remaining) == 1 or stuck) and not round_.open_declarations:
        moves.append(round_.end_round)
    return moves


def _duel_moves(round_: Round, d, hands: dict, free: list) -> list:
    shown = {p: hands[p].hand[0] for p in d.players}  # the card each player shows
    if d.stage is Stage.DECLARED:
        challengers = [p for p in free if p != d.declarer]
        return [lambda: round_.accept(d)] + [lambda p=p: round_.challenge(d, p, hands[p].hand[0]) for p in challengers]
    if d.stage is Stage.CHALLENGED:
        return [lambda: round_.call(d, shown[d.declarer]), lambda: round_.fold(d, d.declarer)]
    if d.stage is Stage.CALLED:
        return [lambda: round_.showdown(d, hands[d.declarer], hands[d.challenger]), lambda: round_.fold(d, d.challenger)]
    return [lambda c=c: round_.reveal(d, c) for c in hands[d.winner].hand]


def _any_move(round_: Round, data, hands: dict):
    """A move drawn at random, legal or not; a player shows a card of their own hand, but any player may move."""
    declaration = data.draw(st.sampled_from(round_.declarations or [None]))
    player = data.draw(st.sampled_from(round_.players))
    card = data.draw(st.sampled_from(hands[player].hand))
    a, b = data.draw(st.sampled_from(HANDS)), data.draw(st.sampled_from(HANDS))
    kind = data.draw(st.sampled_from(["declare", "accept", "challenge", "call", "fold", "showdown", "reveal", "end"]))
    if kind == "declare" or declaration is None:
        return lambda: round_.declare(player)
    return {
        "accept": lambda: round_.accept(declaration),
        "challenge": lambda: round_.challenge(declaration, player, card),
        "call": lambda: round_.call(declaration, card, by=player),
        "fold": lambda: round_.fold(declaration, player),
        "showdown": lambda: round_.showdown(declaration, a, b),
        "reveal": lambda: round_.reveal(declaration, card),
        "end": round_.end_round,
    }[kind]


def _check_invariants(round_: Round, total: int) -> None:
    assert len(round_.open_declarations) <= round_.max_open
    assert sum(d.table for d in round_.declarations) == sum(round_.staked(p) for p in round_.players)
    lost = round_.ended.lost if round_.ended else 0
    assert sum(round_.points(p) for p in round_.players) == total - lost  # chips move; only the round end removes one
    assert all(round_.chips_in_hand(p) >= 0 for p in round_.players)


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=2, max_value=8), st.data())
def test_random_rounds_keep_the_points_and_end_with_one_loser(players, data):
    names = list("ABCDEFGH"[:players])
    round_ = Round(RULES, names, data.draw(st.integers(min_value=1, max_value=3)))
    hands = {p: data.draw(st.sampled_from(HANDS)) for p in names}
    total = sum(round_.points(p) for p in names)
    while round_.ended is None:
        moves = _legal_moves(round_, hands)
        assert moves, "a round can always go on until it ends"
        out_before = len(round_.out)
        data.draw(st.sampled_from(moves))()
        assert len(round_.out) - out_before <= 1  # each settlement takes out exactly one player
        _check_invariants(round_, total)
    if round_.ended.loser:
        assert sorted(round_.out + [round_.ended.loser]) == names
    else:
        assert round_.ended.game_over and set(round_.ended.game_losers) >= set(round_.remaining)


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=2, max_value=8), st.data())
@pytest.mark.slow  # over two seconds of random moves
def test_random_moves_either_apply_or_change_nothing(players, data):
    """Any move, legal or not, mixed with legal play: an illegal one raises and changes nothing; invariants hold."""
    names = list("ABCDEFGH"[:players])
    round_ = Round(RULES, names, 2)
    hands = {p: data.draw(st.sampled_from(HANDS)) for p in names}
    total = sum(round_.points(p) for p in names)
    for _ in range(12):
        before = _snapshot(round_)
        try:
            _any_move(round_, data, hands)()
        except IllegalMove:
            assert _snapshot(round_) == before
        _check_invariants(round_, total)
        if round_.ended is None and data.draw(st.booleans()):
            data.draw(st.sampled_from(_legal_moves(round_, hands)))()

"""The rules of The Mind, one test (or a few) per rule, in rulebook order."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from the_mind_game import (
    IllegalAction,
    Mode,
    Play,
    Reveal,
    Reward,
    Status,
    UseShuriken,
    apply,
    deal,
    next_level,
    setup,
    start_blind,
)
from the_mind_game.engine import cards_below, is_lowest_held, out_of_order, with_reward

from .builders import deck, rules

RULES, DECK = rules(), deck()


def table(hands, level=0, lives=3, shurikens=1, mode=Mode.OPEN, the_rules=RULES):
    start = setup(the_rules, list(hands))
    size = len(next(iter(hands.values())))
    start = replace(start, level=level or size, lives=lives, shurikens=shurikens, mode=mode)
    return deal(the_rules, DECK, start, hands)


def play_all(the_table, *plays, the_rules=RULES):
    event = None
    for player, card in plays:
        event = apply(the_rules, the_table, Play(player, card))
        the_table = event.table
    return event


# --- 準備 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "lives", "shurikens"), [(2, 2, 1), (3, 3, 1), (4, 4, 1)])
def test_setup_lays_out_the_lives_and_shurikens_of_the_player_count(players, lives, shurikens):
    start = setup(RULES, [f"P{n}" for n in range(players)])
    assert (start.level, start.lives, start.shurikens, start.status) == (1, lives, shurikens, Status.PLAYING)


def test_setup_refuses_a_player_count_without_a_setup():
    with pytest.raises(IllegalAction, match=r"^5 players: the rules set up for 2、3、4 players$"):
        setup(RULES, ["A", "B", "C", "D", "E"])


def test_each_player_is_dealt_as_many_cards_as_the_level():
    dealt = table({"A": [50, 3, 20], "B": [7, 8, 9]})
    assert dealt.level == 3 and dealt.hand("A") == (3, 20, 50)
    with pytest.raises(IllegalAction, match=r"^B is dealt 2 cards \(7・8\), level 3 deals 3$"):
        deal(RULES, DECK, dealt, {"A": [1, 2, 3], "B": [7, 8]})


def test_cards_per_level_multiplies_the_deal():
    doubled = rules(cards_per_level=2)
    start = setup(doubled, ["A", "B"])
    assert deal(doubled, DECK, start, {"A": [1, 2], "B": [3, 4]}).hand("B") == (3, 4)


def test_a_deal_holds_each_number_once_and_only_the_deck_s_numbers():
    start = setup(RULES, ["A", "B"])
    with pytest.raises(IllegalAction, match=r"^card 7 dealt twice: the deck holds one of each number$"):
        deal(RULES, DECK, start, {"A": [7], "B": [7]})
    with pytest.raises(IllegalAction, match=r"^card 101: the number cards run from 1 to 100$"):
        deal(RULES, DECK, start, {"A": [101], "B": [7]})


# --- カードを出す --------------------------------------------------------------------------------


def test_a_player_plays_their_lowest_card_first():
    assert is_lowest_held((36, 37), 36) and not is_lowest_held((36, 37), 37) and not is_lowest_held((), 36)
    with pytest.raises(IllegalAction, match=r"^A plays 37 while holding 36: a player plays their lowest card first$"):
        apply(RULES, table({"A": [36, 37], "B": [1, 2]}), Play("A", 37))


def test_a_player_plays_only_a_card_they_hold_and_only_players_play():
    at = table({"A": [36], "B": [1]})
    with pytest.raises(IllegalAction, match=r"^A plays 1, but holds 36$"):
        apply(RULES, at, Play("A", 1))
    with pytest.raises(IllegalAction, match=r"^Z plays 1, but the players are A, B$"):
        apply(RULES, at, Play("Z", 1))


def test_cards_in_rising_order_clear_the_level_without_a_misplay():
    event = play_all(table({"A": [21, 56, 93], "B": [30, 40, 99]}), ("A", 21), ("B", 30), ("B", 40), ("A", 56), ("A", 93), ("B", 99))
    assert event.table.status is Status.CLEARED and event.table.pile == (21, 30, 40, 56, 93, 99)
    assert event.lives_lost == 0 and event.misplay == () and event.table.lives == 4  # level 3's life


@given(st.lists(st.integers(1, 100), min_size=6, max_size=6, unique=True))
def test_any_deal_played_in_rising_order_is_cleared(cards):
    at = table({"A": cards[:3], "B": cards[3:]})
    order = sorted((card, "A" if card in cards[:3] else "B") for card in cards)
    event = play_all(at, *((player, card) for card, player in order))
    assert event.table.status is Status.CLEARED and event.lives_lost == 0


# --- ごほうび ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("level", "reward", "lives", "shurikens"),
    [(1, Reward.NONE, 3, 1), (2, Reward.SHURIKEN, 3, 2), (3, Reward.LIFE, 4, 1), (4, Reward.NONE, 3, 1), (9, Reward.LIFE, 4, 1)],
)
def test_clearing_a_level_adds_the_reward_its_card_shows(level, reward, lives, shurikens):
    hands = {"A": list(range(1, level + 1)), "B": list(range(50, 50 + level))}
    at = table(hands)
    event = play_all(at, *(("A", c) for c in hands["A"]), *(("B", c) for c in hands["B"]))
    assert (event.reward, event.table.lives, event.table.shurikens) == (reward, lives, shurikens)


def test_a_reward_beyond_its_cap_is_not_taken():
    at = table({"A": [1], "B": [2]}, lives=5, shurikens=3)
    assert with_reward(RULES, at, Reward.LIFE) == (at, ())
    assert with_reward(RULES, at, Reward.SHURIKEN) == (at, ())
    below = replace(at, lives=4, shurikens=2)
    assert with_reward(RULES, below, Reward.LIFE)[0].lives == 5
    assert with_reward(RULES, below, Reward.SHURIKEN)[0].shurikens == 3


def test_the_next_level_deals_one_more_card_each_and_keeps_the_tokens():
    cleared = play_all(table({"A": [5], "B": [9]}, level=1), ("A", 5), ("B", 9)).table
    following = next_level(RULES, DECK, cleared, {"A": [1, 2], "B": [3, 4]})
    assert (following.level, following.lives, following.status, following.pile) == (2, 3, Status.PLAYING, ())
    with pytest.raises(IllegalAction, match=r"^the next level is dealt, but level 2 is playing$"):
        next_level(RULES, DECK, following, {"A": [1, 2, 3], "B": [4, 5, 6]})


# --- 出す順番を間違えたとき ------------------------------------------------------------------------


def test_a_misplay_discards_every_lower_card_held_and_costs_a_life():
    at = table({"A": [15, 62], "B": [38, 57], "C": [44, 90]}, level=2)
    assert cards_below(at, 60) == (("A", (15,)), ("B", (38, 57)), ("C", (44,)))
    event = play_all(at, ("A", 15), ("B", 38), ("A", 62))
    assert event.misplay == (("B", (57,)), ("C", (44,)))
    assert (event.lives_lost, event.table.lives, event.table.status) == (1, 2, Status.PLAYING)
    assert event.table.hand("C") == (90,) and event.table.discarded == (57, 44)


def test_the_level_goes_on_after_a_misplay_and_may_be_cleared_by_it():
    at = table({"A": [10], "B": [5]}, level=1)
    event = apply(RULES, at, Play("A", 10))
    assert event.misplay == (("B", (5,)),) and event.table.status is Status.CLEARED


def test_a_misplay_costs_the_lives_the_rules_say():
    event = apply(rules(misplay_lives=2), table({"A": [10], "B": [5]}, level=1, lives=3), Play("A", 10))
    assert event.table.lives == 1


def test_losing_the_last_life_loses_the_game_at_once():
    at = table({"A": [20], "B": [35], "C": [12], "D": [66]}, level=1, lives=1, shurikens=0)
    event = apply(RULES, at, Play("A", 20))
    assert (event.table.status, event.table.lives, event.reward) == (Status.LOST, 0, Reward.NONE)
    with pytest.raises(IllegalAction, match=r"^B plays 35, but the level is over \(lost\)$"):
        apply(RULES, event.table, Play("B", 35))


# --- 手裏剣 --------------------------------------------------------------------------------------------


def test_a_shuriken_discards_everyone_s_lowest_card():
    event = apply(RULES, table({"A": [7, 34, 81], "B": [8, 55, 90]}), UseShuriken())
    assert event.shuriken == (("A", (7,)), ("B", (8,))) and event.table.shurikens == 0
    assert event.table.hand("A") == (34, 81) and event.table.lives == 3


def test_a_shuriken_skips_players_without_cards_and_can_clear_the_level():
    at = play_all(table({"A": [3], "B": [9]}, level=1), ("A", 3)).table
    event = apply(RULES, at, UseShuriken())
    assert event.shuriken == (("B", (9,)),) and event.table.status is Status.CLEARED


def test_a_shuriken_needs_one_left():
    with pytest.raises(IllegalAction, match=r"^a shuriken is used, but the team has none left$"):
        apply(RULES, table({"A": [3], "B": [9]}, shurikens=0), UseShuriken())


def test_a_shuriken_discards_as_many_lowest_cards_as_the_rules_say():
    event = apply(rules(shuriken_discards=2), table({"A": [7, 34, 81], "B": [8, 55, 90]}), UseShuriken())
    assert event.shuriken == (("A", (7, 34)), ("B", (8, 55)))


# --- ゲーム終了とブラインドモード ----------------------------------------------------------------------


def test_clearing_the_last_level_of_the_player_count_wins():
    hands = {"A": list(range(1, 9)), "B": list(range(11, 19)), "C": list(range(21, 29)), "D": list(range(31, 39))}
    at = table(hands, lives=2)
    event = play_all(at, *((p, c) for p, cards in hands.items() for c in cards))
    assert event.table.level == 8 and event.table.status is Status.WON


def test_blind_mode_starts_after_a_win_from_its_level_with_the_tokens_kept():
    won = replace(table({"A": [1], "B": [2]}, lives=4, shurikens=2), level=12, status=Status.WON)
    blind = start_blind(RULES, DECK, won, {"A": [5], "B": [6]})
    assert (blind.level, blind.lives, blind.shurikens, blind.mode) == (1, 4, 2, Mode.BLIND)
    fresh = start_blind(rules(blind=replace(RULES.blind, keeps_tokens=False)), DECK, won, {"A": [5], "B": [6]})
    assert (fresh.lives, fresh.shurikens) == (2, 1)
    with pytest.raises(IllegalAction, match=r"^blind mode starts, but the team has not cleared every level \(playing\)$"):
        start_blind(RULES, DECK, blind, {"A": [5], "B": [6]})


def test_blind_plays_are_not_checked_until_the_reveal():
    at = table({"A": [40], "B": [22], "C": [67], "D": [58]}, level=1, lives=4, mode=Mode.BLIND)
    event = play_all(at, ("A", 40), ("B", 22), ("C", 67), ("D", 58))
    assert event.misplay == () and event.table.status is Status.PLAYING and event.table.lives == 4


def test_the_reveal_costs_a_life_for_each_place_the_pile_goes_down():
    assert out_of_order((40, 22, 67, 58)) == ((40, 22), (67, 58))
    assert out_of_order((1, 2, 3)) == () and out_of_order((50, 10, 20, 30)) == ((50, 10),)
    at = table({"A": [40], "B": [22], "C": [67], "D": [58]}, level=1, lives=4, mode=Mode.BLIND)
    event = apply(RULES, play_all(at, ("A", 40), ("B", 22), ("C", 67), ("D", 58)).table, Reveal())
    assert (event.out_of_order, event.lives_lost, event.table.lives, event.table.status) == (((40, 22), (67, 58)), 2, 2, Status.CLEARED)


def test_a_reveal_that_takes_the_last_life_loses():
    at = table({"A": [40], "B": [22]}, level=1, lives=1, mode=Mode.BLIND)
    event = apply(RULES, play_all(at, ("A", 40), ("B", 22)).table, Reveal())
    assert (event.table.status, event.table.lives) == (Status.LOST, 0)


def test_the_reveal_comes_in_blind_mode_after_every_card_is_down():
    with pytest.raises(IllegalAction, match=r"^the pile is revealed, but cards are played face up outside blind mode$"):
        apply(RULES, table({"A": [1], "B": [2]}), Reveal())
    with pytest.raises(IllegalAction, match=r"^the pile is revealed while B still holds 2$"):
        apply(RULES, play_all(table({"A": [1], "B": [2]}, mode=Mode.BLIND), ("A", 1)).table, Reveal())

"""Replaying worked examples: a right one gives its results, a wrong one says where and why."""

from __future__ import annotations

import pytest
from the_mind_game import ExampleProblem, Expect, Mode, Play, Reveal, Reward, Status, UseShuriken, replay
from the_mind_game.model import Example, Step

from .builders import deck, example, rules

RULES, DECK = rules(), deck()


def problems_of(the_example):
    with pytest.raises(ExampleProblem) as raised:
        replay(the_example, RULES, DECK)
    return [(problem.step, problem.path, problem.message) for problem in raised.value.problems]


def test_a_cleared_level_with_its_reward():
    result = replay(
        example({"A": [18, 63], "B": [41, 77]}, Play("A", 18), Play("B", 41), Play("A", 63), Play("B", 77), shurikens=1, lives=2),
        RULES,
        DECK,
    )
    assert (result.table.status, result.reward, result.table.shurikens, result.lives_lost) == (Status.CLEARED, Reward.SHURIKEN, 2, 0)


def test_a_wrong_stated_number_fails_with_the_rules_number_and_why():
    wrong = example(
        {"A": [18, 63], "B": [41, 77]},
        Play("A", 18),
        Play("B", 41),
        Play("A", 63),
        Step(Play("B", 77), Expect(shurikens=3)),
        expect=Expect(lives=1),
        lives=2,
    )
    assert problems_of(wrong) == [
        (4, "steps[3].expect.shurikens", "shurikens: stated 3, the rules give 2 (B plays 77; level 2 cleared)"),
        (None, "expect.lives", "lives: stated 1, the rules give 2 (after the last step)"),
    ]


def test_a_misplay_the_example_does_not_state_is_reported():
    unstated = example({"A": [12, 60], "B": [45, 70]}, Play("A", 12), Play("B", 45), Play("B", 70), lives=3)
    assert problems_of(unstated) == [
        (3, "steps[2].expect.misplay", "70 played while A still holds 60: a misplay, the example says no misplay")
    ]
    assert str(pytest.raises(ExampleProblem, replay, unstated, RULES, DECK).value) == (
        "example test: step 3: 70 played while A still holds 60: a misplay, the example says no misplay"
    )


def test_a_stated_misplay_names_who_discards_which_cards():
    stated = example(
        {"A": [15, 62], "B": [38, 57], "C": [44, 90]},
        Play("A", 15),
        Play("B", 38),
        Step(Play("A", 62), Expect(misplay=(("C", (44,)), ("B", (57,))), lives=2)),
        lives=3,
    )
    assert replay(stated, RULES, DECK).misplay == (("B", (57,)), ("C", (44,)))
    wrong = example(
        {"A": [15, 62], "B": [38, 57], "C": [44, 90]},
        Play("A", 15),
        Play("B", 38),
        Step(Play("A", 62), Expect(misplay=(("B", (57,)),))),
        lives=3,
    )
    assert problems_of(wrong) == [
        (
            3,
            "steps[2].expect.misplay",
            "misplay: stated B 57, the rules give B 57, C 44 (A plays 62; a misplay: B 57, C 44 discarded, 1 life lost)",
        )
    ]


def test_a_shuriken_and_the_last_life_and_a_blind_reveal_replay():
    shuriken = example({"A": [7, 34, 81], "B": [8, 55, 90]}, Step(UseShuriken(), Expect(shuriken=(("A", (7,)), ("B", (8,))))))
    assert replay(shuriken, RULES, DECK).table.shurikens == 0
    last = example({"A": [20], "B": [12]}, Step(Play("A", 20), Expect(misplay=(("B", (12,)),), status=Status.LOST)), lives=1)
    assert replay(last, RULES, DECK).table.lives == 0
    blind = example(
        {"A": [40], "B": [22]},
        Play("A", 40),
        Play("B", 22),
        Step(Reveal(), Expect(out_of_order=((40, 22),), lives_lost=1)),
        mode=Mode.BLIND,
    )
    assert replay(blind, RULES, DECK).table.lives == 2
    wrong = example({"A": [40], "B": [22]}, Play("A", 40), Play("B", 22), Reveal(), expect=Expect(lives_lost=2), mode=Mode.BLIND)
    assert problems_of(wrong) == [(None, "expect.lives_lost", "lives_lost: stated 2, the rules give 1 (after the last step)")]


def test_an_illegal_step_stops_the_replay_with_its_reason():
    illegal = example({"A": [12, 60], "B": [45, 70]}, Play("A", 60))
    assert problems_of(illegal) == [(1, "steps[0]", "A plays 60 while holding 12: a player plays their lowest card first")]
    after_the_end = example({"A": [5], "B": [9]}, Play("A", 5), Play("B", 9), UseShuriken())
    assert problems_of(after_the_end) == [(3, "steps[2]", "a shuriken is used, but the level is over (cleared)")]


@pytest.mark.parametrize(
    ("changes", "key", "message"),
    [
        (
            {"level": 11, "hands": {"A": list(range(1, 12)), "B": list(range(20, 31)), "C": list(range(40, 51))}},
            "level",
            "level 11: 3 players play levels 1–10",
        ),
        ({"lives": 6}, "lives", "6 lives: a team playing holds 1 to 5"),
        ({"shurikens": 4}, "shurikens", "4 shurikens: a team holds 0 to 3"),
        ({"hands": {"A": [1], "B": [2], "C": [3], "D": [4], "E": [5]}}, "hands", "5 players: the rules set up for 2、3、4 players"),
    ],
)
def test_an_impossible_situation_is_reported_before_any_step(changes, key, message):
    """At the key that states it (the loader reports it at that key's line)."""
    hands = changes.pop("hands", {"A": [1], "B": [2]})
    assert problems_of(example(hands, Play("A", 1), **changes)) == [(None, key, message)]


def test_an_example_that_leaves_out_its_level_lives_and_shurikens_starts_a_game():
    """No level, lives or shurikens: the first level with the setup's lives and shurikens for that player count."""
    result = replay(Example("start", None, None, None, (("A", (5,)), ("B", (9,)), ("C", (30,))), (Step(Play("A", 5)),)), RULES, DECK)
    assert (result.start.level, result.start.lives, result.start.shurikens) == (1, 3, 1)


def test_an_example_without_steps_is_reported():
    assert problems_of(example({"A": [1], "B": [2]})) == [(None, "steps", "no steps: an example shows at least one action")]

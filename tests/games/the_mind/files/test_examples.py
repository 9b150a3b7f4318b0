"""examples.yaml read by the plug-in's table and replayed by the rules: every example as it states,
each wrong stated result or impossible step at the line that states it, never a traceback."""

from __future__ import annotations

import pytest
from the_mind_game.model import Mode, Play, Status, UseShuriken

from ..conftest import column_of, edit, line_of, problems_of

EXPECTED_IDS = ["reward", "setup", "cap", "misplay", "shuriken", "last-life", "blind"]


def test_every_example_reads_and_replays(mind, content):
    assert list(content.examples) == EXPECTED_IDS
    assert sorted(mind.results) == sorted(EXPECTED_IDS)
    assert [written.label for written in content.examples.values()][:2] == ["example 1 (reward)", "example 2 (setup)"]


def test_an_example_reads_its_situation_steps_and_expectations(content):
    misplay = content.examples["misplay"].part.example
    assert (misplay.level, misplay.lives, misplay.shurikens, misplay.mode) == (2, 3, 1, Mode.OPEN)
    assert misplay.hands == (("Aさん", (15, 62)), ("Bさん", (38, 57)), ("Cさん", (44, 90)))
    assert misplay.steps[2].action == Play("Aさん", 62)
    assert misplay.steps[2].expect.misplay == (("Bさん", (57,)), ("Cさん", (44,)))
    assert misplay.expect.status is Status.PLAYING
    shuriken = content.examples["shuriken"].part.example
    assert shuriken.steps[0].action == UseShuriken()


def test_the_setup_example_starts_from_the_setup(mind, content):
    setup = content.examples["setup"]
    assert (setup.part.example.level, setup.part.example.lives, setup.printed) == (None, None, False)
    assert (mind.results["setup"].start.lives, mind.results["setup"].start.shurikens) == (3, 1)


def test_a_wrong_stated_total_is_reported_at_its_key(copy):
    edit(copy, "examples.yaml", "expect: {status: cleared, reward: life, lives: 5,", "expect: {status: cleared, reward: life, lives: 6,")
    line, column = line_of(copy, "examples.yaml", "lives: 6,"), column_of(copy, "examples.yaml", "6, shurikens: 1}")
    assert problems_of(copy)[:1] == [
        f"the-mind/examples.yaml:{line}:{column}: example 3 (cap): lives: stated 6, the rules give 5 (after the last step)"
    ]


def test_a_card_that_is_not_the_players_lowest_stops_the_replay_at_its_step(copy):
    edit(copy, "examples.yaml", "      - {action: play, player: Aさん, card: 34}", "      - {action: play, player: Aさん, card: 81}")
    line = line_of(copy, "examples.yaml", "card: 81}")
    assert problems_of(copy)[:1] == [
        f"the-mind/examples.yaml:{line}:9: example 5 (shuriken): step 2: "
        "Aさん plays 81 while holding 34: a player plays their lowest card first"
    ]


def test_a_misplay_left_unstated_is_reported_at_the_steps_expect(copy):
    edit(copy, "examples.yaml", "expect: {misplay: {Cさん: [12]}, lives: 0, status: lost}", "expect: {lives: 0, status: lost}")
    line, column = (
        line_of(copy, "examples.yaml", "expect: {lives: 0, status: lost}"),
        column_of(copy, "examples.yaml", "{lives: 0, status: lost}"),
    )
    assert problems_of(copy)[:1] == [
        f"the-mind/examples.yaml:{line}:{column}: example 6 (last-life): step 1: 20 played while Cさん still holds 12: "
        "a misplay, the example says no misplay"
    ]


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        ("    lives: 1\n", "    lives: 7\n", "lives: 7", "example 6 (last-life): 7 lives: a team playing holds 1 to 5"),
        (  # the core counts every example's cards against the deck first, at the example
            "Dさん: [66]}",
            "Dさん: [200]}",
            "id: last-life",
            "example 6 (last-life): found 200, which is not a card of the deck; expected one of 1–100, L1–L12, life, shuriken",
        ),
    ],
)
def test_an_impossible_situation_is_reported_at_the_key_that_states_it(copy, old, new, needle, message):
    edit(copy, "examples.yaml", old, new)
    line = line_of(copy, "examples.yaml", needle)
    problem = problems_of(copy)[0]  # then the sentence its `states` names, when the replay ran
    assert problem.startswith(f"the-mind/examples.yaml:{line}:") and problem.endswith(message)


@pytest.mark.parametrize(
    ("new", "message"),
    [
        (
            "{action: play, player: Aさん}",
            "example 5 (shuriken), step 2: found action: play without card, expected the player and the card they play",
        ),
        (
            "{action: shuriken, player: Aさん}",
            "example 5 (shuriken), step 2, player: found player with action: shuriken, "
            "expected it only with action: play (everyone takes part)",
        ),
        (
            "{action: pass}",
            "example 5 (shuriken), step 2, action: found 'pass', expected an action: play, shuriken, reveal (did you mean 'play'?)",
        ),
        ("{action: play, player: Aさん, card: 三十四}", "example 5 (shuriken), step 2, card: found '三十四', expected a whole number"),
    ],
)
def test_a_step_written_wrong_is_one_message_at_it(copy, new, message):
    edit(copy, "examples.yaml", "      - {action: play, player: Aさん, card: 34}", f"      - {new}")
    line = line_of(copy, "examples.yaml", new)
    [problem] = problems_of(copy)
    assert problem.startswith(f"the-mind/examples.yaml:{line}:") and problem.endswith(message)


# ---- flipping a rule of the list stops the load at the example that checks it --------------


def test_flipping_a_reward_fails_the_example_of_that_level(copy):
    edit(copy, "rules.yaml", "{level: 2, reward: shuriken}", "{level: 2, reward: life}")
    line = line_of(copy, "examples.yaml", "expect: {status: cleared, reward: shuriken, lives: 2")
    where = f"the-mind/examples.yaml:{line}:{column_of(copy, 'examples.yaml', 'shuriken, lives: 2')}"
    assert f"{where}: example 1 (reward): reward: stated shuriken, the rules give life (after the last step)" in problems_of(copy)


def test_flipping_a_cap_fails_the_example_at_the_cap(copy):
    edit(copy, "rules.yaml", "  lives: 5\n", "  lives: 4\n")
    assert any("example 3 (cap): 5 lives: a team playing holds 1 to 4" in problem for problem in problems_of(copy))


def test_flipping_a_setup_row_fails_the_setup_example(copy):
    edit(copy, "rules.yaml", "{players: 3, last_level: 10, lives: 3,", "{players: 3, last_level: 10, lives: 2,")
    found = problems_of(copy)
    assert f"the-mind/examples.yaml:{line_of(copy, 'examples.yaml', 'card: 23, expect')}:" in found[0]
    assert found[0].endswith("example 2 (setup): step 1: lives: stated 3, the rules give 2 (Aさん plays 23)")

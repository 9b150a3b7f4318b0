"""MIGHTY?'s replay of the worked examples (generator/games/mighty/replay.py): what the real examples
verify to, and each stated result the rules do not give, at the line that states it."""

from __future__ import annotations

import pytest

from tests.content.conftest import edit, line_of

from .conftest import problems_of


def test_p7_negative_strength(content):
    """p.7: 多数色が0・0・0、少数色が5・5なら、0 − 10 ＝ −10."""
    fields = content.results["negative"].fields
    assert (fields["majority_values"], fields["minority_values"], fields["strength"]) == ("0・0・0", "5・5", "−10")


def test_p8_p11_basic_record(content):
    """p.8 / p.11: 青 3枚 ／ 黄 2枚, 多数色は青, 2 + 4 + 1 = 7, 3 + 1 = 4, 7 − 4 = 3."""
    result = content.results["basic"]
    assert result.part.evaluations[""].record == ("2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3")
    assert (result.fields["majority"], result.fields["majority_count"], result.fields["minority_count"]) == ("青", "3", "2")


def test_p22_same_board_two_hands(content):
    fields = content.results["compare"].fields
    assert (fields["Aさん.strength"], fields["Bさん.strength"]) == ("3", "−3")
    assert (fields["Bさん.majority"], fields["Bさん.majority_terms"], fields["Bさん.minority_sum"]) == ("黄", "3＋1＋0", "7")


def test_p23_challenge_chip_flow(content):
    result = content.results["challenge"]
    flow = [(e.action, e.player, e.table, dict(e.chips), e.out) for e in result.part.events]
    assert flow == [
        ("declare", "Aさん", 1, {"Aさん": 2, "Bさん": 3}, None),
        ("challenge", "Bさん", 2, {"Aさん": 2, "Bさん": 2}, None),
        ("call", "Aさん", 2, {"Aさん": 2, "Bさん": 2}, None),
        ("showdown", "Bさん", 0, {"Aさん": 4, "Bさん": 2}, "Aさん"),
        ("reveal", "Bさん", 0, {"Aさん": 4, "Bさん": 2}, None),
    ]
    assert (result.fields["winner"], result.fields["loser"], result.fields["won"]) == ("Aさん", "Bさん", "2")


def test_a_wrong_colour_count(copy):
    edit(
        copy,
        "examples.yaml",
        "      counts: {青: 3, 黄: 2}\n      majority: 青\n      minority: 黄",
        "      counts: {青: 2, 黄: 3}\n      majority: 青\n      minority: 黄",
    )
    line = line_of(copy, "examples.yaml", "counts: {青: 2, 黄: 3}")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:15: example 2 (basic), expect.counts: stated 青 2枚 ／ 黄 3枚, the rules give 青 3枚 ／ 黄 2枚 "
        "(record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_a_wrong_record_line(copy):
    edit(copy, "examples.yaml", "        - 7 − 4 = 3\n", "        - 7 - 4 = 2\n")
    line = line_of(copy, "examples.yaml", "- 2 + 4 + 1 = 7")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:9: example 2 (basic), expect.record: stated 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 2, "
        "the rules give 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3 (record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_a_wrong_copy_of_double(copy):
    edit(copy, "examples.yaml", "hand_counted: [黄4, 黄4]", "hand_counted: [黄4, 青4]")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 3 (double), expect.hand_counted: stated 黄4・青4, the rules give 黄4・黄4 "
        "(record: 3 + 1 + 4 + 4 = 12 / 2 = 2 / 12 − 2 = 10)"
    )


def test_a_wrong_player_strength(copy):
    edit(copy, "examples.yaml", "        strength: -3", "        strength: 3")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 5 (compare), expect.Bさん.strength: stated 3, the rules give −3 (record: 3 + 1 + 0 = 4 / 2 + 5 = 7 / 4 − 7 = −3)"
    )


def test_a_wrong_chip_count_in_a_step(copy):
    edit(
        copy,
        "examples.yaml",
        "expect: {table: 2, chips: {Aさん: 2, Bさん: 2}}\n      - player: Aさん",
        "expect: {table: 2, chips: {Aさん: 2, Bさん: 3}}\n      - player: Aさん",
    )
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 6 (challenge), step 2 (challenge by Bさん), expect.chips: stated Aさん 2点 ／ Bさん 3点, "
        "the rules give Aさん 2点 ／ Bさん 2点"
    )


def test_a_wrong_winner(copy):
    edit(copy, "examples.yaml", "      winner: Aさん", "      winner: Bさん")
    [problem] = problems_of(copy)
    assert problem.endswith("example 6 (challenge), expect.winner: stated Bさん, the rules give Aさん")


def test_an_illegal_move(copy):
    edit(copy, "examples.yaml", "        action: call\n", "        action: showdown\n")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 6 (challenge), step 3 (showdown by Aさん): found a move the rules do not allow: "
        "cannot show down declaration 1: it is the declarer Aさん's turn to call or fold"
    )


def test_a_shown_card_must_be_in_the_hand(copy):
    edit(copy, "examples.yaml", "        card: 黄0\n", "        card: 黄3\n")
    [problem] = problems_of(copy)
    assert problem.endswith("found a move the rules do not allow: Bさん shows 黄3, but their hand is 黄0 青5")


def test_a_showdown_nobody_challenged_is_a_move_the_rules_do_not_allow(content):
    from generator.errors import Location
    from generator.games.mighty.examples import Step
    from generator.games.mighty.replay import _move
    from generator.games.mighty.rules import IllegalMove, Round

    table = Round(content.rules, ["Aさん", "Bさん"], content.parts["starting_chips"])
    declaration = table.declare("Aさん")
    showdown = Step("Bさん", "showdown", None, None, {}, Location("content/examples.yaml", 1, 1))
    with pytest.raises(IllegalMove, match="nobody has challenged yet"):
        _move(table, declaration, showdown, content.results["compare"].part.evaluations)

"""MIGHTY?'s part of examples.yaml (generator/games/mighty/examples.py): boards, hands, colours and
steps read into its scenario, and what it refuses, at its line."""

from __future__ import annotations

import pytest

from generator.content.loader import load_content
from generator.errors import BuildError
from generator.games.mighty.rules import Color, parse_card
from tests.content.conftest import edit, line_of


def test_a_list_where_a_colour_is_stated_is_one_message(copy):
    edit(copy, "examples.yaml", "      counts: {青: 3, 黄: 2}\n      majority: 青", "      counts: {青: 3, 黄: 2}\n      majority: [青]")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "examples.yaml", "majority: [青]")
    assert str(error.value) == (
        f"content/examples.yaml:{line}:17: example 2 (basic), expect.majority: found a list of 1, expected a colour: 黄 or 青"
    )


def test_examples_are_read_into_cards_and_colours(content):
    basic = content.examples["basic"].part
    assert basic.board == tuple(parse_card(n) for n in ("黄3", "黄1", "青2"))
    assert basic.hands == {"": (parse_card("青4"), parse_card("青1"))}
    assert basic.expect[""]["majority"] is Color.BLUE
    red = content.examples["red-board"].part
    assert red.colors == (Color.YELLOW, Color.BLUE, None)
    challenge = content.examples["challenge"]
    assert challenge.uses == "compare" and [s.action for s in challenge.part.steps][:2] == ["declare", "challenge"]


def test_ascii_card_names_are_accepted(copy):
    edit(copy, "examples.yaml", "    hand: [青4, 青1]\n", "    hand: [B4, b1]\n")
    assert load_content(copy).examples["basic"].part.hands[""] == (parse_card("青4"), parse_card("青1"))

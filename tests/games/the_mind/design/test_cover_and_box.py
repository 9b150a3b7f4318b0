"""The cover's cards and the tuck box's front art."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind, MindCard
from the_mind_game.design.cover import cover_cards, deck_rows
from the_mind_game.design.look import MindLook
from the_mind_game.design.tuckbox import front_art, stair_boxes
from the_mind_game.model import Reward

from generator.cards.primitives import Rect, TextLine
from generator.errors import BuildError, Location
from generator.geometry import Box

from .conftest import POKER

NUMBERS = [MindCard(CardKind.NUMBER, v) for v in range(1, 101)]
LEVELS = [MindCard(CardKind.LEVEL, level) for level in range(1, 13)]
TOKENS = [MindCard(CardKind.LIFE), MindCard(CardKind.SHURIKEN)]


def test_the_cover_lays_three_rising_numbers_in_a_stair() -> None:
    assert [card.name for card in cover_cards([*NUMBERS, *LEVELS, *TOKENS], None)] == ["1", "51", "100"]


def test_the_cover_shows_what_the_deck_has() -> None:
    assert [card.name for card in cover_cards(NUMBERS[:2], None)] == ["1", "2"]


def test_a_deck_without_number_cards_is_a_message_at_the_cover_block() -> None:
    where = Location("games/the-mind/pages/01-cover.yaml", 4, 5)
    with pytest.raises(BuildError) as error:
        cover_cards([*LEVELS, *TOKENS], where)
    assert str(error.value) == (
        "games/the-mind/pages/01-cover.yaml:4:5: cover: found no number card in deck.yaml, "
        "expected one: the cover lays out number cards in rising order"
    )


def test_the_tuck_box_front_fills_its_art_box_and_shows_the_cover_s_stair(mind_look: MindLook) -> None:
    wall = Box(20.0, 30.0, 64.5, 89.5)
    art = wall.inset(-3.0)
    prims = front_art(wall, art, POKER, mind_look)
    background = prims[0]
    assert isinstance(background, Rect) and (background.x, background.y, background.width, background.height) == (
        art.x,
        art.y,
        art.width,
        art.height,
    )
    values = [p.text for p in prims if isinstance(p, TextLine) and p.rotation == 0 and p.anchor == "middle"]
    assert values == ["1", "51", "100"]  # lowest, middle, highest: as the cover shows them


def test_the_stair_rises_inside_the_wall_and_leaves_the_top_and_foot_to_the_words() -> None:
    wall = Box(20.0, 30.0, 64.5, 89.5)
    cards = stair_boxes(wall, POKER)
    assert [(a.x < b.x, a.y < b.y) for a, b in zip(cards, cards[1:], strict=False)] == [(True, True), (True, True)]
    assert wall.x < cards[0].x and cards[-1].right < wall.right
    assert cards[0].y > wall.y + 15.0 and cards[-1].top < wall.top - 25.0  # the facts and tagline; the notch and the titles


def test_the_deck_figure_is_one_row_a_few_of_each_kind() -> None:
    levels = [MindCard(CardKind.LEVEL, 1), MindCard(CardKind.LEVEL, 2, Reward.SHURIKEN), MindCard(CardKind.LEVEL, 3, Reward.LIFE)]
    levels += [MindCard(CardKind.LEVEL, level, Reward.LIFE) for level in range(4, 13)]
    rows = deck_rows([*NUMBERS, *levels, *TOKENS])
    assert [[card.name for card in row] for row in rows] == [["1", "100", "L2", "L3", "life", "shuriken"]]


def test_the_deck_figure_shows_the_first_level_of_each_reward_the_rules_give() -> None:
    levels = [MindCard(CardKind.LEVEL, level) for level in range(1, 5)] + [MindCard(CardKind.LEVEL, 5, Reward.LIFE)]
    assert [card.name for card in deck_rows([NUMBERS[0], *levels])[0]] == ["1", "L5"]

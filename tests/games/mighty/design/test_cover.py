"""MIGHTY?'s cover fan and deck rows (Game.cover_cards, booklet_deck_rows): chosen from deck.yaml."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.booklet.geometry import Geometry
from generator.booklet.inks import SCREEN, Inks
from generator.booklet.page_layout import plan_pages
from generator.content.blocks import CoverBlock
from generator.errors import BuildError
from generator.fonts import register_fonts
from generator.games.mighty.design.cover import cover_fan, deck_rows
from generator.games.mighty.rules import Card, Color, Deck


def cover_block(content) -> CoverBlock:
    return next(b for page in content.pages for b in page.blocks if isinstance(b, CoverBlock))


def test_the_fan_is_the_highest_yellow_every_red_face_and_the_highest_blue(content):
    assert [card.name for card in cover_fan(content)] == ["黄5", "MIGHTY", "DOUBLE", "青5"]


def test_the_deck_figure_has_a_row_per_colour_in_deck_order(content):
    rows = deck_rows(content)
    assert [{card.color for card in row} for row in rows] == [{Color.YELLOW}, {Color.BLUE}, {Color.RED}]
    assert [card for row in rows for card in row] == list(content.deck.faces())


def test_a_deck_without_blue_stops_the_build_at_the_cover_block_not_with_a_traceback(content):
    """Issue 19: the cover's fan once raised `max() arg is an empty sequence` for a deck of one colour."""
    yellow_only = Deck.of({card: n for card, n in content.deck.copies.items() if card.color is not Color.BLUE})
    edited = replace(content, deck=yellow_only)
    register_fonts()
    with pytest.raises(BuildError) as error:
        plan_pages(edited, Geometry.of(edited.booklet), Inks.of(edited.palette, SCREEN), [1])
    (problem,) = error.value.problems
    assert problem.where == cover_block(content).where
    assert problem.message == (
        "cover: found no blue card in deck.yaml, expected one: the cover's fan shows the highest yellow, every red face "
        "and the highest blue"
    )
    assert Card.number(Color.BLUE, 5) not in edited.deck.faces()

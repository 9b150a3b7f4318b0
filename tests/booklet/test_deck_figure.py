"""The deck figure (p.4) of a deck larger than MIGHTY?'s: rows that wrap at the column's width, and one
message at the block when the figure does not fit its page (the content is built directly: deck.yaml
holds MIGHTY?'s two colours × values only)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from generator.booklet import blocks_figures
from generator.booklet.geometry import Geometry
from generator.booklet.inks import SCREEN, Inks
from generator.booklet.kit import Kit
from generator.booklet.page_layout import plan_pages
from generator.booklet.stylesheet import FIGURES
from generator.booklet.template import content_rect
from generator.content.model import SourceText
from generator.errors import BuildError
from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Color, Deck
from generator.geometry import mm_to_pt

DECK_PAGE = 4


def with_deck(content, yellow: int, blue: int, *, deck_alone: bool = False):
    """`content` with `yellow` and `blue` number faces (0, 1, …) and the red cards, its deck block
    titled without counts (p.4's title counts the cards per colour: the same for both); `deck_alone`:
    p.4 holds the deck block only."""
    copies = {Card.number(Color.YELLOW, v): 1 for v in range(yellow)} | {Card.number(Color.BLUE, v): 1 for v in range(blue)}
    page = content.pages[DECK_PAGE - 1]
    block = deck_block(content)
    plain = replace(block, title=SourceText("カード", block.title.where), caption=SourceText("全部で何枚か", block.caption.where))
    blocks = tuple(plain if b is block else b for b in page.blocks if b is block or not deck_alone)
    pages = (*content.pages[: DECK_PAGE - 1], replace(page, blocks=blocks), *content.pages[DECK_PAGE:])
    return replace(content, deck=Deck.of({**copies, MIGHTY: 1, DOUBLE: 1}), pages=pages)


def deck_block(content):
    (block,) = [b for b in content.pages[DECK_PAGE - 1].blocks if b.kind == "deck"]
    return block


def figure_of(content, width: float | None = None):
    geometry = Geometry.of(content.booklet)
    kit = Kit(content, Inks.of(content.palette, SCREEN), geometry)
    return blocks_figures.deck(deck_block(content), kit, width or content_rect(geometry, DECK_PAGE).width)


def cards_per_row(width: float) -> int:
    card, gap = mm_to_pt(FIGURES.deck_card_width), mm_to_pt(FIGURES.deck_gap)
    return math.floor((width + gap) / (card + gap))


def test_mighty_s_deck_is_one_row_per_colour(content):
    width = content_rect(Geometry.of(content.booklet), DECK_PAGE).width
    assert max(len([f for f in content.deck.faces() if f.color is c]) for c in Color) <= cards_per_row(width)
    assert figure_of(content).width == pytest.approx(width)  # centred in the column, as before


@pytest.mark.parametrize("faces", [13, 20])
def test_a_colour_with_more_cards_than_the_column_holds_wraps_into_rows_of_the_same_cards(content, faces):
    width = content_rect(Geometry.of(content.booklet), DECK_PAGE).width
    per_row = cards_per_row(width)
    one_row = figure_of(with_deck(content, per_row, 0))  # yellow in one row, red in the next
    wrapped = figure_of(with_deck(content, faces, 0))
    assert wrapped.width <= width and wrapped.width == pytest.approx(one_row.width)
    row_pitch = one_row.height - figure_of(with_deck(content, 0, 0)).height  # a row of cards and its counts, and the gap
    extra_rows = math.ceil(faces / per_row) - 1
    assert wrapped.height == pytest.approx(one_row.height + extra_rows * row_pitch)


def test_a_figure_of_99_cards_too_tall_for_its_page_is_one_message_at_the_block(content):
    big = with_deck(content, 50, 49)  # blue too: the cover's fan shows a yellow and a blue card
    with pytest.raises(BuildError) as error:
        plan_pages(big, Geometry.of(big.booklet), Inks.of(big.palette, SCREEN))
    (problem,) = error.value.problems
    assert problem.where == deck_block(content).where
    assert problem.message.startswith("page 4 「使うもの」: block 2 (deck) does not fit, the page overflows by ")


def test_a_wrapped_deck_that_fits_its_page_is_laid_out(content):
    wrapped = with_deck(content, 12, 1, deck_alone=True)  # rows of 6: yellow in two, blue and red in one each
    plans = plan_pages(wrapped, Geometry.of(wrapped.booklet), Inks.of(wrapped.palette, SCREEN), [DECK_PAGE])
    assert [plan.number for plan in plans] == [DECK_PAGE]


def test_a_column_narrower_than_one_card_is_one_message_at_the_block_saying_by_how_much(content):
    with pytest.raises(BuildError) as error:
        figure_of(content, mm_to_pt(10))
    (problem,) = error.value.problems
    assert problem.where == deck_block(content).where
    assert problem.message == "deck: a card of the figure is 5.5 mm too wide for the column (found 15.5 mm, expected at most 10.0 mm)"

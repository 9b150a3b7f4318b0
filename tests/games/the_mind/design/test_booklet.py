"""The Mind's booklet drawings, laid out from its verified content."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.booklet.blocks_figures import cards as core_cards
from generator.booklet.geometry import Geometry
from generator.booklet.inks import SCREEN, Inks
from generator.booklet.kit import Kit
from generator.booklet.page_layout import drawing_for, plan_pages
from generator.content.blocks import CardsBlock
from generator.fonts import register_fonts
from generator.pipeline import load_verified

GAME = Path(__file__).resolve().parents[4] / "games" / "the-mind"


@pytest.fixture(scope="module")
def kit() -> Kit:
    register_fonts()
    content = load_verified(GAME)
    return Kit(content, Inks.of(content.palette, SCREEN), Geometry.of(content.booklet))


def test_every_page_fits(kit: Kit) -> None:
    assert len(plan_pages(kit.content, kit.geometry, kit.inks)) == 12


@pytest.mark.parametrize(("page", "marked"), [(7, True), (10, True), (5, False)])
def test_a_pile_marks_its_misplayed_and_out_of_order_cards(kit: Kit, page: int, marked: bool) -> None:
    (block,) = [b for b in kit.content.pages[page - 1].blocks if isinstance(b, CardsBlock)]
    draw = drawing_for(block, kit.content)
    assert draw is not None
    ours, plain = draw(block, kit, 300.0), core_cards(block, kit, 300.0)
    assert (ours.height > plain.height) is marked  # the bar under the marked cards

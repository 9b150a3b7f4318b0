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


def test_the_deck_figure_labels_each_kind_with_what_its_faces_stand_for() -> None:
    """1〜100 under the lowest and highest number (the core's ×1 under each read as two cards)."""
    from the_mind_game.cards import CardKind, MindCard, MindDeck
    from the_mind_game.design.booklet import deck_label

    copies = {**{MindCard(CardKind.NUMBER, v): 1 for v in range(1, 101)}, **{MindCard(CardKind.LEVEL, v): 1 for v in range(1, 13)}}
    deck = MindDeck({**copies, MindCard(CardKind.LIFE): 5, MindCard(CardKind.SHURIKEN): 3}, level_word="レベル")
    assert [deck_label(kind, deck, "ja") for kind in CardKind] == ["1〜100", "レベル1〜12", "×5", "×3"]
    assert deck_label(CardKind.LEVEL, deck, "en") == "1–12"


def test_the_mind_draws_its_own_covers_and_prints_in_its_own_look(content) -> None:
    """Issue 29: nothing of MIGHTY?'s look is the toolchain's default for The Mind: its covers are its
    own drawings (not the core's fan), and its pages its own page design (not the core's band, discs, bars)."""
    from the_mind_game.design.cover_pages import back_cover, front_cover

    from generator.booklet.stylesheet import DEFAULT_LOOK
    from generator.content.blocks import CoverBlock, CreditsBlock

    first, last = content.pages[0].blocks[0], content.pages[-1].blocks[0]
    assert isinstance(first, CoverBlock) and isinstance(last, CreditsBlock)
    assert drawing_for(first, content) is front_cover and drawing_for(last, content) is back_cover
    assert content.plugin.booklet_look is not None
    look = content.plugin.booklet_look(content)
    assert (look.band, look.nombre, look.heading_marker, look.step_marker) == ("rule", "plain", "ring", "numeral")
    assert look.callout != DEFAULT_LOOK.callout and look.points != DEFAULT_LOOK.points


def test_the_back_cover_prints_the_copyright_line_from_game_yaml(content, tmp_path: Path) -> None:
    """Issue 29: © YEAR PUBLISHER under the credits (game.yaml copyright_year); without the year, no line."""
    from dataclasses import replace

    from generator.booklet import prepare
    from generator.booklet.documents import screen_pdf
    from tests.booklet.conftest import run as run_tool
    from tests.booklet.conftest import squeeze

    def back_cover(facts: object) -> str:
        pdf = tmp_path / "screen.pdf"
        pdf.write_bytes(screen_pdf(prepare(replace(content, game=facts))))
        last = str(len(content.pages))
        return squeeze(run_tool("pdftotext", "-f", last, "-l", last, str(pdf), "-"))

    assert squeeze(f"© {content.game.copyright_year} {content.game.publisher}") in back_cover(content.game)
    assert "©" not in back_cover(replace(content.game, copyright_year=None))

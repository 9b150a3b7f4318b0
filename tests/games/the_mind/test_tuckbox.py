"""The Mind's tuck box through the core (generator/cards/tuckbox_art.py): its facts as its booklet
prints them, its own front (Game.box_front) and its title face on the sides and lid."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards.boxes import game_deck_box
from generator.cards.drawn_colours import drawing_of
from generator.cards.primitives import Rect, TextLine
from generator.cards.tuckbox import check_tuckbox, home_sheet, net_of
from generator.cards.tuckbox_art import box_art
from generator.content.game_fonts import role_face
from generator.content.markup import expand
from generator.errors import BuildError


def test_the_front_prints_the_one_playing_time_as_the_booklet_does(content):
    """game.yaml's `minutes: {about: 20}`: 約20分 ({game:minutes}), not the core's 20–20分."""
    settings = content.tuckbox
    layers = box_art(net_of(content), content, drawing_of(content), settings.bleed, settings.safe, game_deck_box(content))
    texts = [prim.text for layer in layers for prim in layer.prims if isinstance(prim, TextLine)]
    assert "2–4人\u3000約20分\u30008歳以上" in texts
    assert expand("{game:minutes}", content) == "約20分"


def test_the_box_holds_its_cards_at_the_stocks_caliper_and_the_home_net_fits_a4_in_two_pieces(content):
    """Issue 27: 120 cards and the quick reference at 0.32 mm (310 gsm) and 1.5 mm of room: 40.22 mm
    deep. Whole, the net is too tall for A4 either way up; in two pieces it fits. Letter takes it whole."""
    net = net_of(content)
    assert content.tuckbox.card_thickness == 0.32
    assert net.size.depth == pytest.approx((120 + 1) * 0.32 + 1.5)
    papers = {paper.name: paper for paper in content.card_sheets.papers}
    a4, letter = (home_sheet(net, content, papers[name]) for name in ("a4", "letter"))
    assert a4 is not None and len(a4.pieces) == 2 and a4.turned
    assert letter is not None and len(letter.pieces) == 1 and letter.turned


def test_a_paper_that_holds_the_box_no_way_is_refused_where_it_is_written(content):
    small = replace(content.card_sheets.papers[0], width=150.0, height=200.0)
    narrow = replace(content, card_sheets=replace(content.card_sheets, papers=(small,)))
    with pytest.raises(BuildError, match=r"games/the-mind/layout.yaml:\d+:\d+: cards.pnp.papers.a4: found a 150×200 mm paper"):
        check_tuckbox(narrow, net_of(narrow), game_deck_box(narrow))


def test_the_front_is_the_games_own_the_cover_s_field_stair_and_title_face_with_no_panel(content):
    """Issue 29: not the core's front (a title on a white pill, the facts on a white panel)."""
    settings = content.tuckbox
    front, _back, right, left, lid, *_ = box_art(
        net_of(content), content, drawing_of(content), settings.bleed, settings.safe, game_deck_box(content)
    )
    title = role_face(content.game, "title")
    texts = {prim.text: prim for prim in front.prims if isinstance(prim, TextLine)}
    assert texts["THE MIND"].font == title and texts["THE MIND"].colour == "paper"
    assert texts["ザ・マインド"].font == role_face(content.game, "heading")
    assert [texts[value].text for value in ("1", "51", "100")]  # the cover's stair
    assert not [prim for prim in front.prims if isinstance(prim, Rect) and prim.colour == "paper" and prim.radius > 0]
    for layer in (right, left, lid):
        assert [prim.font for prim in layer.prims if isinstance(prim, TextLine)] == [title]

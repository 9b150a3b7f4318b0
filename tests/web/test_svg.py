"""generator/web/svg.py: the card design's primitives as SVG symbols."""

from __future__ import annotations

import re

from generator.cards.drawn_colours import drawing_of
from generator.web.svg import CardSymbols, face_id


def symbols_of(content) -> CardSymbols:
    return CardSymbols(content, drawing_of(content), content.plugin.figure_id)


def test_each_face_is_one_symbol_used_as_often_as_needed(content):
    symbols = symbols_of(content)
    zero = next(card for card in content.deck.faces() if card.name == "黄0")
    mighty = next(card for card in content.deck.faces() if card.name == "MIGHTY")
    uses = [symbols.use(card, x) for card, x in ((mighty, 0), (zero, 10), (zero, 20))]
    assert all(f'href="#{face_id(c.short)}"' in u for c, u in zip((mighty, zero, zero), uses, strict=True))
    defs = str(symbols.defs())
    assert re.findall(r'<symbol id="([^"]+)"', defs) == [face_id(zero.short), face_id(mighty.short)]  # deck order, once each


def test_the_cards_draw_in_the_palettes_screen_colours(content):
    symbols = symbols_of(content)
    symbols.use(next(card for card in content.deck.faces() if card.name == "青3"), 0)
    defs = str(symbols.defs())
    assert content.palette["blue"].rgb in defs and content.palette["paper"].rgb in defs
    assert ">3</text>" in defs  # the card's value, as printed


def test_every_primitive_of_the_card_design_is_drawn(content):
    """The SVG draws exactly what the print design lays out (DOUBLE: one star more than MIGHTY)."""
    from generator.cards.design import CardGeometry
    from generator.cards.primitives import Polygon, TextLine
    from generator.games.mighty.design.faces import card_layout
    from generator.games.mighty.design.look import look_of
    from generator.web.svg import FIGURE_SCALE

    faces = {card.name: card for card in content.deck.faces()}
    counts = {}
    for name in ("MIGHTY", "DOUBLE", "黄3"):
        prims = card_layout(faces[name], CardGeometry.of(content.card), look_of(content), scale=FIGURE_SCALE)
        symbols = symbols_of(content)
        symbols.use(faces[name], 0)
        defs = str(symbols.defs())
        counts[name] = defs.count("<polygon")
        assert counts[name] == sum(isinstance(p, Polygon) for p in prims)
        assert defs.count("<text") == sum(isinstance(p, TextLine) for p in prims)
    assert counts["DOUBLE"] == counts["MIGHTY"] + 1


def test_art_the_screen_cannot_draw_is_a_problem_where_it_is_placed(content, tmp_path):
    """An SVG holding a raster image (refused for print too): said as the cards' art check says it, not a traceback."""
    import pytest
    from PIL import Image

    from generator.cards.primitives import Picture
    from generator.errors import BuildError

    Image.new("RGB", (20, 20), (200, 40, 40)).save(tmp_path / "photo.png")
    art = tmp_path / "logo.svg"
    art.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="20mm" viewBox="0 0 40 20">'
        '<rect width="40" height="20" fill="#c03030"/><image x="0" y="0" width="10" height="10" href="photo.png"/></svg>',
        encoding="utf-8",
    )
    with pytest.raises(BuildError) as raised:
        symbols_of(content)._picture(Picture(0, 0, 30, 15, art, placed_by="the face of card 5"), 88)
    assert [problem.message for problem in raised.value.problems] == [
        f"the face of card 5: {art} holds a raster image, expected vector shapes only: place the raster as its own PNG or JPEG file"
    ]

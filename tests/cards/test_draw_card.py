"""draw_card: the booklet's card figures come from the same design as the printed cards."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.pdfgen.canvas import Canvas

from generator.cards import card_height_pt, draw_card
from generator.cards.colours import rgb_unit
from generator.fonts import REGULAR, register_fonts
from generator.games.mighty.rules import MIGHTY, parse_card
from generator.geometry import mm_to_pt

from .tools import run


def figure_pdf(content, cards, width_mm: float, cmyk: bool = True) -> bytes:
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(
        buffer, pagesize=(mm_to_pt(210), mm_to_pt(100)), invariant=1, initialFontName=REGULAR, enforceColorSpace="cmyk" if cmyk else None
    )
    x = 10.0
    for card in cards:
        height = draw_card(canvas, card, x, 20, mm_to_pt(width_mm), content, cmyk=cmyk)
        assert height == pytest.approx(card_height_pt(mm_to_pt(width_mm), content))
        x += mm_to_pt(width_mm) + 10
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def text_of(pdf: bytes, tmp_path) -> str:
    path = tmp_path / "figure.pdf"
    path.write_bytes(pdf)
    return re.sub(r"\s+", "", run("pdftotext", path, "-"))


def test_height_follows_the_cards_aspect_ratio(content):
    assert card_height_pt(63, content) == pytest.approx(88)


def test_a_16_mm_figure_keeps_value_and_colour_name_and_drops_the_reminder(content, tmp_path):
    small = text_of(figure_pdf(content, [parse_card("黄3"), MIGHTY], 16), tmp_path)
    assert "3" in small and "黄" in small and "MIGHTY" in small
    assert "通常の計算" not in small
    full = text_of(figure_pdf(content, [MIGHTY], 63), tmp_path)
    assert "通常の計算をせず最強。" in full


def test_the_back_can_be_drawn_too(content, tmp_path):
    assert content.game.title in text_of(figure_pdf(content, [None], 30), tmp_path)


def colour_operators(pdf: bytes) -> dict[bytes, set[tuple[float, ...]]]:
    """The colour-setting operators of the page (rg/RG: RGB, k/K: CMYK, g/G: gray) with their operands."""
    reader = PdfReader(io.BytesIO(pdf))
    found: dict[bytes, set[tuple[float, ...]]] = {}
    for operands, operator in ContentStream(reader.pages[0].get_contents(), reader).operations:
        if operator in (b"rg", b"RG", b"k", b"K", b"g", b"G"):
            found.setdefault(operator, set()).add(tuple(round(float(v), 3) for v in operands))
    return found


def test_rgb_figures_for_screens(content):
    """cmyk=False paints in the palette's RGB only: the blue card's #0068B7, no CMYK or gray colour."""
    blue = tuple(round(v, 3) for v in rgb_unit(content.palette["blue"].rgb))
    screen = colour_operators(figure_pdf(content, [parse_card("青4")], 18, cmyk=False))
    assert set(screen) == {b"rg", b"RG"}
    assert blue in screen[b"rg"]
    printed = colour_operators(figure_pdf(content, [parse_card("青4")], 18, cmyk=True))
    assert set(printed) == {b"k", b"K"} and tuple(content.palette["blue"].cmyk) in printed[b"k"]

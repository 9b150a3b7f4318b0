"""Defects a print shop's preflight found, each checked on the built files (issue 9)."""

from __future__ import annotations

import pikepdf
import pytest
from PIL import Image, ImageChops, ImageDraw

from generator.painting import paint

from .tools import run

DPI = 300
PX_PER_MM = DPI / 25.4
ONE_PIXEL_MM = 1 / PX_PER_MM  # an anti-aliased edge pixel straddling the safe line


def _rendered_fronts(built, tmp_path) -> list[Image.Image]:
    pdf = built / "cards/cards-print.pdf"
    run("pdftoppm", "-r", DPI, "-f", 1, "-l", 39, "-png", pdf, tmp_path / "front")
    return [Image.open(p).convert("RGB") for p in sorted(tmp_path.glob("front-*.png"))]


def test_nothing_but_background_crosses_the_safe_line(built, content, tmp_path):
    """Every front: outside the safe box (trim inset by cards.safe) only the background colour."""
    bleed, safe = content.card.bleed.mm, content.card.safe.mm
    width_mm, height_mm = content.card.width.mm + 2 * bleed, content.card.height.mm + 2 * bleed
    fronts = _rendered_fronts(built, tmp_path)
    assert len(fronts) == 39
    for number, image in enumerate(fronts, start=1):
        background = image.getpixel((2, 2))
        ink = ImageChops.difference(image, Image.new("RGB", image.size, background)).convert("L").point(lambda v: 255 * (v > 40))
        inset = (bleed + safe - ONE_PIXEL_MM) * PX_PER_MM
        ImageDraw.Draw(ink).rectangle(
            [inset, inset, (width_mm - bleed - safe + ONE_PIXEL_MM) * PX_PER_MM, (height_mm - bleed - safe + ONE_PIXEL_MM) * PX_PER_MM],
            fill=0,
        )
        ink = ink.crop((0, 0, round(width_mm * PX_PER_MM) - 1, round(height_mm * PX_PER_MM) - 1))  # the last row is paper
        assert ink.getbbox() is None, f"card page {number}: something crosses the {safe} mm safe line at {ink.getbbox()} px"


PRINT_FILES = ("booklet-print.pdf", "booklet-print-marks.pdf", "cards/cards-print.pdf", "quickref.pdf")


@pytest.fixture(scope="module")
def booklet_built(print_build):
    return print_build


@pytest.mark.parametrize("name", PRINT_FILES)
def test_no_knocked_out_text_below_the_minimum_in_print_files(booklet_built, content, name):
    """Text under print.min_knockout_text (6 pt) is black only and overprints, so it punches no hole in
    the colours under it; reversed (white) text is never that small."""
    minimum = content.print_checks.min_knockout_pt
    with pikepdf.open(booklet_built / name) as pdf:
        runs = [r for r in paint(pdf).text if r.text.strip() and r.render_mode != 3]
    small = [r for r in runs if r.size_pt < minimum]
    bad = [
        (r.page, round(r.size_pt, 2), r.text, r.fill.cmyk, r.overprint)
        for r in small
        if not (r.overprint and r.fill.cmyk is not None and r.fill.cmyk[:3] == (0, 0, 0) and r.fill.cmyk[3] > 0)
    ]
    assert bad == []
    if name == "booklet-print.pdf":
        assert small, "the booklet's mini-cards have small black text: this test must see it"


@pytest.mark.parametrize("name", PRINT_FILES)
def test_no_invisible_text_in_print_files(booklet_built, name):
    with pikepdf.open(booklet_built / name) as pdf:
        assert [r.text for r in paint(pdf).text if r.render_mode == 3] == []


def test_the_screen_pdf_keeps_the_figures_alternative_text(booklet_built):
    with pikepdf.open(booklet_built / "booklet-screen.pdf") as pdf:
        invisible = [r for r in paint(pdf).text if r.render_mode == 3]
    assert len(invisible) >= 10

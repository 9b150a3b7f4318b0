"""contrast.py: WCAG 2's ratio on printed colours, and the worst colour under a text."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from generator.content.model import Colour
from generator.contrast import (
    PAPER_PATCH,
    Lettering,
    Patch,
    check_pdf,
    hex_of,
    name_of,
    over_art,
    ratio,
    report,
    required_ratio,
    shortfalls,
    srgb,
)
from generator.errors import Location, Problems

K100 = (0.0, 0.0, 0.0, 1.0)
RED = (0.0, 0.9, 0.8, 0.0)
WHITE = srgb((0.0, 0.0, 0.0, 0.0))
PALETTE = {
    "ink": Colour("ink", K100, "#231815", Location("content/game.yaml", 4, 11)),
    "paper": Colour("paper", (0, 0, 0, 0), "#FFFFFF", Location("content/game.yaml", 5, 11)),
    "red": Colour("red", RED, "#E83828", Location("content/game.yaml", 3, 11)),
}


def square(x0: float, y0: float, x1: float, y1: float, rgb: tuple[int, int, int], name: str) -> Patch:
    return Patch((((x0, y0), (x1, y0), (x1, y1), (x0, y1)),), rgb, name)


def line(x0: float, x1: float, rgb: tuple[int, int, int], size: float = 10.0, bold: bool = False) -> Lettering:
    points = tuple((x0 + share * (x1 - x0), 5.0) for share in (0.1, 0.5, 0.9))
    return Lettering(points, rgb, size, bold, "paper" if rgb == WHITE else "ink", "MIGHTY", "page 4")


def test_cmyk_is_seen_through_the_named_profile():
    """K100 is ink on paper, not #000000; paper is white (relative colorimetric)."""
    assert hex_of(srgb(K100)) == "#373535"
    assert srgb((0.0, 0.0, 0.0, 0.0)) == (255, 255, 255)
    assert round(ratio(WHITE, srgb(RED)), 2) == 3.62


@pytest.mark.parametrize(
    ("size", "bold", "needed"),
    [(17.9, False, 4.5), (18.0, False, 3.0), (13.9, True, 4.5), (14.0, True, 3.0), (6.0, True, 4.5)],
)
def test_large_text_needs_3_to_1_and_the_rest_4_5(size, bold, needed):
    assert required_ratio(size, bold) == needed


def test_text_over_a_pattern_meets_its_worst_part():
    """White text over a pattern of black and red is held to the red, where it reads least."""
    drawn = [square(0, 0, 10, 10, srgb(K100), "ink"), square(10, 0, 20, 10, srgb(RED), "red"), line(2, 18, WHITE)]
    (found,) = shortfalls(drawn)
    assert found.background.name == "red" and round(found.ratio, 2) == 3.62 and found.required == 4.5


def test_only_what_is_painted_before_the_text_is_under_it():
    """A patch painted after the text is over it, not under it; where nothing is painted, paper is."""
    drawn = [line(2, 18, srgb(K100)), square(0, 0, 20, 10, srgb(K100), "ink")]
    assert shortfalls(drawn) == []
    assert shortfalls([line(2, 18, WHITE)])[0].background == PAPER_PATCH


def test_large_bold_text_passes_at_3_to_1():
    drawn = [square(0, 0, 20, 10, srgb(RED), "red"), line(2, 18, WHITE, size=14, bold=True)]
    assert shortfalls(drawn) == []


def test_colours_are_named_by_their_palette_entry_or_tint():
    assert name_of(RED, PALETTE) == "red"
    assert name_of((0.0, 0.45, 0.4, 0.0), PALETTE) == "a 50 % tint of red"
    assert name_of((0.1, 0.2, 0.3, 0.0), PALETTE) == "C10 M20 Y30 K0"


def test_a_shortfall_is_said_at_the_colour_to_change():
    """White (paper) on red: the message is at red's palette line, not paper's, with the pages."""
    drawn = [square(0, 0, 20, 10, srgb(RED), "red"), line(2, 18, WHITE)]
    problems = Problems()
    report(shortfalls(drawn) * 2, PALETTE, "the booklet", problems)
    assert [(str(p.where), p.message) for p in problems.found] == [
        (
            "content/game.yaml:3:11",
            "palette.red: paper text (#FFFFFF) on red (#EF4C4A) is 3.62:1 at 10 pt in the booklet (page 4: 'MIGHTY'), "
            "expected at least 4.5:1 (WCAG 2: 4.5:1 below 18 pt, 14 pt bold; 3:1 above), colours as printed through the "
            "Artifex CMYK SWOP Profile (Ghostscript's default_cmyk.icc): darken or lighten one of the two",
        )
    ]


def art(x0: float, x1: float) -> Patch:
    return Patch((((x0, 0), (x1, 0), (x1, 10), (x0, 10)),), (0, 0, 0), "an image", art=True)


def test_a_text_over_art_is_no_shortfall_but_said_by_over_art():
    """Art has no one colour: the text is not measured against a made-up one but refused as unknown."""
    text = line(2, 18, WHITE)
    assert shortfalls([art(0, 20), text]) == []
    assert over_art([art(0, 20), text]) == [(text, art(0, 20))]
    assert over_art([art(0, 20), square(0, 0, 20, 10, srgb(K100), "ink"), text]) == []  # a panel over the art
    assert over_art([art(15, 20), text]) == [(text, art(15, 20))]  # one letter over it is enough
    assert over_art([text, art(0, 20)]) == []  # painted after the text: over it, not under it


def pdf_with_text_over_an_image(panel: bool) -> bytes:
    out = BytesIO()
    canvas = Canvas(out, pagesize=(200, 100))
    picture = Image.new("RGB", (20, 10), (250, 250, 250))
    canvas.drawImage(ImageReader(picture), 0, 0, 200, 100)
    if panel:
        canvas.setFillColorCMYK(0, 0, 0, 1)
        canvas.rect(10, 30, 180, 40, stroke=0, fill=1)
    canvas.setFillColorCMYK(0, 0, 0, 0)
    canvas.setFont("Helvetica", 12)
    canvas.drawString(20, 45, "MIGHTY")
    canvas.showPage()
    canvas.save()
    return out.getvalue()


def test_a_file_with_text_over_an_image_is_refused_unless_a_panel_is_under_the_text():
    problems = Problems()
    check_pdf(pdf_with_text_over_an_image(panel=False), PALETTE, "the tuck box", problems)
    assert [p.message for p in problems.found] == [
        "the tuck box (page 1): the text 'MIGHTY' is printed over an image, expected text on a solid colour: the print "
        "contrast check cannot vouch for text on a picture (its colours vary under the letters); move the text off the "
        "image or put a palette-colour panel under it"
    ]
    problems = Problems()
    check_pdf(pdf_with_text_over_an_image(panel=True), PALETTE, "the tuck box", problems)
    assert problems.found == []

"""The print-and-play files on a home printer (defects 4 and 5), checked on the built files:
nothing printed where home printers cannot print, and backs that do not soak the paper."""

from __future__ import annotations

import re
import subprocess
from dataclasses import replace

import pytest
from PIL import Image, ImageDraw

from generator.cards.faces import faces_of
from generator.cards.pnp import check_sheets, pnp_pdf
from generator.cards.quickref import fitted
from generator.errors import BuildError

from .tools import run

PNP_FILES = ("cards/cards-pnp-a4.pdf", "cards/cards-pnp-letter.pdf")
DPI = 72
INK_SAVING_LIMIT = 0.35  # total ink of a back sheet, as a fraction of the page (all plates summed)


@pytest.mark.parametrize("relpath", PNP_FILES)
def test_nothing_is_printed_within_the_printable_margin(built, content, relpath, tmp_path):
    """Every page: the 6 mm band along the paper's edge stays blank (marks, bleed and labels inside)."""
    margin_px = content.card_sheets.printable_margin / 25.4 * DPI
    run("pdftoppm", "-r", DPI, "-gray", "-png", built / relpath, tmp_path / "page")
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == 14
    for path in pages:
        image = Image.open(path).convert("L")
        ink = image.point(lambda v: 255 * (v < 250))
        ImageDraw.Draw(ink).rectangle([margin_px - 1, margin_px - 1, image.width - margin_px, image.height - margin_px], fill=0)
        ink = ink.crop((0, 0, image.width - 1, image.height - 1))
        assert ink.getbbox() is None, f"{relpath} {path.name}: printed within the margin at {ink.getbbox()} px"


def _ink(pdf_path, first: int, last: int) -> list[float]:
    """Total ink per page (C+M+Y+K, 1.0 = one plate solid), by Ghostscript's inkcov device."""
    out = subprocess.run(
        ["gs", "-q", "-o", "-", "-sDEVICE=inkcov", f"-dFirstPage={first}", f"-dLastPage={last}", str(pdf_path)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [sum(float(v) for v in line.split()[:4]) for line in out.splitlines() if re.search(r"CMYK OK", line)]


@pytest.mark.parametrize("relpath", PNP_FILES)
def test_the_default_back_saves_ink(built, relpath):
    backs = _ink(built / relpath, 4, 12)[::2]  # the back sheets of the card pages 4, 6, … 12
    assert len(backs) == 5 and max(backs) <= INK_SAVING_LIMIT, backs


def test_the_full_back_is_kept_for_print_services(built, content, tmp_path):
    """cards.pnp.back: full gives the dark back of cards-print.pdf, at far more ink."""
    settings = replace(content.card_sheets, back="full")
    faces = faces_of(content)
    fit = fitted(content, settings.quickref_size, settings.quickref_min_pt, settings.qr_module)
    path = tmp_path / "full.pdf"
    path.write_bytes(pnp_pdf([faces], content, settings, settings.papers[0], fit))
    full, saving = _ink(path, 4, 4)[0], _ink(built / PNP_FILES[0], 4, 4)[0]
    assert full > 1.5 and saving < full / 4, (full, saving)


def test_cut_lines_too_close_to_the_edge_are_refused(content):
    letter = replace(content.card_sheets.papers[1], gutter=3.0)
    settings = replace(content.card_sheets, papers=(letter,))
    with pytest.raises(
        BuildError,
        match=r"cards.pnp.papers.letter: the outer cut lines lie 4.7 mm from the paper's edge, "
        r"expected at least 6 mm",
    ):
        check_sheets([faces_of(content)], settings)

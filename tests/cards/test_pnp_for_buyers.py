"""The print-and-play files speak to the buyer who prints them (issue 28): no file names, no builds,
and on every page the 100 % scale at its true size, for both games and both editions."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pikepdf
import pytest

from generator.cards import sheet_scale
from generator.geometry import mm_to_pt
from generator.painting import paint
from generator.pipeline import build
from tests.shared_builds import shared_build

REPO = Path(__file__).resolve().parents[2]
# What only a developer understands: a source file, a folder of the repository, a setting's name, a build.
DEVELOPER_WORDS = re.compile(
    r"\.ya?ml\b|\.py\b|content/|games/|back_offset|layout|\bbuild|\brebuild|作り直|python|generator", re.IGNORECASE
)
SCALE_WORDS = {"ja": "100 %（実際のサイズ）で印刷", "en": "Print at 100 % (actual size)"}
TOLERANCE_PT = 0.01


@pytest.fixture(scope="module")
def builds(whole_build, tmp_path_factory) -> dict[str, Path]:
    """The card outputs of MIGHTY? (both editions) and The Mind, each folder of print-and-play files by edition."""
    mighty = shared_build(
        tmp_path_factory, "cards-both", (REPO / "content",), lambda f: build(["cards"], REPO / "content", f, editions=("ja", "en"))
    )
    mind = REPO / "games" / "the-mind"
    the_mind = shared_build(tmp_path_factory, "mind-cards", (mind,), lambda f: build(["cards"], mind, f))
    return {"MIGHTY? ja": mighty / "cards", "MIGHTY? en": mighty / "en" / "cards", "The Mind ja": the_mind / "cards"}


def _sheets(builds: dict[str, Path]) -> list[tuple[str, Path]]:
    found = [(edition, pdf) for edition, folder in builds.items() for pdf in sorted(folder.glob("*-pnp-*.pdf"))]
    assert {pdf.name.split("-pnp-")[0] for _, pdf in found} == {"cards", "chips", "tuckbox"}
    return found


def _pages_text(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    return text.split("\f")[:-1]


def test_no_sheet_speaks_of_files_or_builds(builds):
    for edition, pdf in _sheets(builds):
        for number, text in enumerate(_pages_text(pdf), start=1):
            found = DEVELOPER_WORDS.search(text)
            assert found is None, f"{edition} {pdf.name} p.{number}: {found.group() if found else ''!r} in {text!r}"


def test_every_page_asks_for_100_per_cent_and_carries_the_scale_at_its_true_size(builds):
    """The words on every page, and a stroke exactly 50 mm long, straight, on every page: a buyer's ruler
    checks it (a printer's "fit to page" would shrink it)."""
    length = mm_to_pt(sheet_scale.LENGTH)
    for edition, pdf in _sheets(builds):
        pages = _pages_text(pdf)
        assert pages
        for number, text in enumerate(pages, start=1):
            assert SCALE_WORDS[edition.split()[-1]] in text, f"{edition} {pdf.name} p.{number}"
            assert f"{sheet_scale.LENGTH:g} mm" in text
        with pikepdf.open(pdf) as document:
            strokes = paint(document).strokes
        for number in range(1, len(pages) + 1):
            bars = [
                s
                for s in strokes
                if s.page == number and sorted((s.box[2] - s.box[0], s.box[3] - s.box[1])) == pytest.approx([0, length], abs=TOLERANCE_PT)
            ]
            assert bars, f"{edition} {pdf.name} p.{number}: no {sheet_scale.LENGTH:g} mm bar"

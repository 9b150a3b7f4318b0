"""Issue 28, read back from the built PDFs of both games and editions: no Latin letter in a fixed-width
face (BIZ UD Gothic's typewriter ASCII), no Japanese paragraph ending in a line of 1–3 characters."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.pipeline import build
from tests.typeset.last_lines import short_last_lines_in
from tests.typeset.monospace import fixed_width_letters_in

REPO = Path(__file__).resolve().parents[2]
GAMES = {  # the content folder and the editions each game has (The Mind is Japanese only)
    "mighty": (REPO / "content", ("ja", "en")),
    "the-mind": (REPO / "games" / "the-mind", ("ja",)),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def every_pdf(request, whole_build, tmp_path_factory) -> list[Path]:
    """Every PDF a whole build of the game writes, both editions (the booklets, cards, boxes,
    print-and-play sheets, quick reference and, for MIGHTY?, the balance report)."""
    folder = tmp_path_factory.mktemp(request.param)
    content, editions = GAMES[request.param]
    written = build(["all"], content, folder, editions=editions)
    return sorted(path for path in written if path.suffix == ".pdf")


def test_no_latin_letter_is_set_in_a_fixed_width_face(every_pdf):
    assert len(every_pdf) > 10
    found = {pdf.name: letters for pdf in every_pdf if (letters := fixed_width_letters_in(pdf))}
    assert found == {}


def test_no_paragraph_ends_in_a_line_of_fewer_than_four_characters(every_pdf):
    found = {pdf.name: lines for pdf in every_pdf if (lines := short_last_lines_in(pdf))}
    assert found == {}

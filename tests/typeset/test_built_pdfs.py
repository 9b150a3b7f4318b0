"""Issue 28, read back from the built PDFs of both games and editions: no Latin letter in a fixed-width
face (BIZ UD Gothic's typewriter ASCII), no Japanese paragraph ending in a line of 1–3 characters,
furigana in the Japanese booklets (both games are 8+) with the base words still read whole."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pdfplumber
import pytest

from generator.content.game_fonts import own_faces
from generator.content.loader import load_content
from tests.typeset.last_lines import short_last_lines
from tests.typeset.monospace import fixed_width_letters

REPO = Path(__file__).resolve().parents[2]
GAMES = {  # the name whole_kit builds each by (None: the default game) and its content folder
    "mighty": (None, REPO / "content"),
    "the-mind": ("the-mind", REPO / "games" / "the-mind"),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def every_pdf(request, whole_kit) -> list[Path]:
    """Every PDF a whole build of the game writes, every edition it has (MIGHTY?'s two, The Mind's Japanese
    one): the booklets, cards, boxes, print-and-play sheets, quick reference and, for MIGHTY?, the balance
    report. The run's shared build of the game (whole_kit), which the byte-identity test reads too; the
    game's own faces are registered here, as its build registered them there, so the checks know every face a PDF names."""
    name, content = GAMES[request.param]
    kit = whole_kit(name)
    assert kit.failure is None
    own_faces(load_content(content).game)
    return sorted(kit.build.rglob("*.pdf"))


CHECKS = {"fixed-width letters": fixed_width_letters, "short last lines": short_last_lines}


@pytest.fixture(scope="module")
def found(every_pdf) -> dict[str, dict[Path, list[str]]]:
    """What each check of CHECKS finds in each PDF, as 'page N: …': every page's characters read once by pdfplumber
    (most of these tests' time) and given to both checks."""
    found: dict[str, dict[Path, list[str]]] = {check: {} for check in CHECKS}
    for pdf in every_pdf:
        with pdfplumber.open(pdf) as document:
            for number, page in enumerate(document.pages, 1):
                chars = page.chars
                for check, find in CHECKS.items():
                    found[check].setdefault(pdf, []).extend(f"page {number}: {one}" for one in find(chars))
                page.close()  # its characters are not kept: a whole build's would fill the memory
    return found


def test_no_latin_letter_is_set_in_a_fixed_width_face(every_pdf, found):
    assert len(every_pdf) > 10
    assert {pdf.name: letters for pdf, letters in found["fixed-width letters"].items() if letters} == {}


def test_no_paragraph_ends_in_a_line_of_fewer_than_four_characters(found):
    assert {pdf.name: lines for pdf, lines in found["short last lines"].items() if lines} == {}


BASE_WORDS = {  # a line of each booklet whose words carry ruby, as the text layer must read it, and a reading it prints
    "mighty": ("ンジするかを相談。挑戦したい人が複数なら1人に決めます。", "ちょうせん"),
    "the-mind": ("どちらもそのカードを捨て、ライフは3枚から2枚になりました。", "しゅりけん"),
}


def test_the_japanese_booklet_reads_its_base_words_whole_under_their_furigana(every_pdf, request):
    """The readings are outlines (typeset/ruby.py), so the text layer is the base text alone."""
    [screen] = [pdf for pdf in every_pdf if pdf.name == "booklet-screen.pdf" and pdf.parent.name != "en"]
    line, reading = BASE_WORDS[request.node.callspec.params["every_pdf"]]
    text = subprocess.run(["pdftotext", str(screen), "-"], check=True, capture_output=True, text=True).stdout
    assert line in text.splitlines() and reading not in text

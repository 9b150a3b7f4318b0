"""The English booklet's text layer and typesetting (issue 21), read back from the built screen PDF:
every line the Latin typesetter set is extracted, spaces and all, by pdfplumber and by pypdf; the
declared language and title; and the breaks a proof-reader marks, found in the typesetter's lines
and in the word spaces measured on the PDF."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass

import pdfplumber
import pikepdf
import pytest
from pypdf import PdfReader

from generator.content.markup import plain
from generator.content.verify import texts
from generator.pipeline import build, load_editions
from generator.typeset.latin import (
    HYPHEN,
    MAX_HYPHENATED_RUN,
    MAX_SPACE_RATIO,
    MIN_HYPHENATED_WORD,
    MIN_SPACE_RATIO,
    NUMBER,
    LatinParagraph,
)

from .conftest import CONTENT, PDFS, SCREEN, Built

SPACE_TOLERANCE = 0.02  # of a space: the PDF's widths are rounded to 1/1000 em
# Words of the English texts the booklet does not print as text: the covers' page titles (never shown), and the
# MIGHTY card's reminder, which the booklet's card figures are too small to print (cards/__init__.py).
NOT_IN_THE_BOOKLET = {"Back", "Cover", "cover", "Strongest"}
WORD = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True)
class SetParagraph:
    """A paragraph the Latin typesetter drew: its page, its lines as the text layer holds them, whether justified."""

    page: int
    lines: tuple[str, ...]
    justified: bool
    forced: tuple[bool, ...] = ()  # after each line: a forced break (\n) or the paragraph's end


@pytest.fixture(scope="module")
def typeset(tmp_path_factory) -> tuple[Built, list[SetParagraph]]:
    """The English booklet built, and every paragraph drawn into its screen PDF (painted in this
    process; the print files are painted in a forked child, from the same plans)."""
    drawn: list[SetParagraph] = []
    draw = LatinParagraph.draw
    canvases: list[object] = []  # the screen PDF's is the first; the print PDF's, when not forked, the second

    def recording(self, canvas, x, top, width):
        if not canvases:
            canvases.append(canvas)
        if canvas is canvases[0]:
            ends = tuple(line.last for line in self.layout(width))
            drawn.append(SetParagraph(canvas.getPageNumber(), tuple(self.text_layer(width)), self.justified(width), ends))
        draw(self, canvas, x, top, width)

    folder = tmp_path_factory.mktemp("booklet-en-type")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LatinParagraph, "draw", recording)
        build(["booklet"], CONTENT, folder, editions=("en",))
    return Built(folder / "en"), drawn


@pytest.fixture(scope="module")
def built_en(typeset) -> Built:
    return typeset[0]


@pytest.fixture(scope="module")
def paragraphs(typeset) -> list[SetParagraph]:
    return [p for p in typeset[1] if any(p.lines)]


def _extracted(pages: list[str]) -> list[list[str]]:
    return [[" ".join(line.split()) for line in page.splitlines()] for page in pages]


@pytest.fixture(scope="module")
def plumbed(built_en) -> list[list[str]]:
    with pdfplumber.open(built_en / SCREEN) as pdf:
        return _extracted([page.extract_text() or "" for page in pdf.pages])


@pytest.fixture(scope="module")
def pypdf_lines(built_en) -> list[list[str]]:
    return _extracted([page.extract_text() for page in PdfReader(built_en / SCREEN).pages])


def _missing(paragraphs: list[SetParagraph], extracted: list[list[str]]) -> list[tuple[int, str]]:
    """Each set line (its spaces included) not found inside an extracted line of its page."""
    return [
        (p.page, line)
        for p in paragraphs
        for line in p.lines
        if line.strip() and not any(line.strip() in got for got in extracted[p.page - 1])
    ]


def test_the_typesetter_drew_the_pages(paragraphs):
    assert len({p.page for p in paragraphs}) >= 22 and sum(len(p.lines) for p in paragraphs) > 250  # 293 lines


def test_pdfplumber_reads_every_set_line_with_its_spaces(paragraphs, plumbed):
    assert _missing(paragraphs, plumbed) == []


def test_pypdf_reads_every_set_line_with_its_spaces(paragraphs, pypdf_lines):
    assert _missing(paragraphs, pypdf_lines) == []


def test_glued_words_would_be_noticed(paragraphs, plumbed):
    glued = [SetParagraph(p.page, tuple(line.replace(" ", "") for line in p.lines if " " in line), p.justified) for p in paragraphs]
    assert len(_missing(glued, plumbed)) > 200


@pytest.fixture(scope="module")
def layer_text(built_en) -> str:
    """The screen PDF's text as poppler's pdftotext reads it (it honours /ActualText, as viewers' search does)."""
    return subprocess.run(["pdftotext", str(built_en / SCREEN), "-"], check=True, capture_output=True, text=True).stdout


def test_a_hyphenated_word_reads_whole_in_the_text_layer(paragraphs, layer_text):
    """A hyphen the breaking added is drawn as a hyphen, and the word's two parts are one marked-content
    span whose ActualText is the word: the text layer holds "discussion", not "dis-" and "cussion"."""
    hyphenated = [(p, n) for p in paragraphs for n, line in enumerate(p.lines[:-1]) if line.endswith(HYPHEN) and line[-2:-1].isalpha()]
    assert hyphenated
    words = set(WORD.findall(layer_text))
    for p, n in hyphenated:
        word = WORD.findall(p.lines[n])[-1] + WORD.match(p.lines[n + 1]).group(0)
        assert word in words, word


def test_every_word_of_the_english_booklet_is_found_in_the_text_layer(layer_text):
    """Each word of every English text the booklet prints is a word of the PDF's text layer: none is lost
    to a hyphen, a soft hyphen or a glyph drawn without its text."""
    content = load_editions(CONTENT, ("ja", "en"))["en"]
    source = {word for text in texts(content) for word in WORD.findall(plain(text, content))}
    missing = sorted(source - set(WORD.findall(layer_text)))
    assert len(source) > 400
    assert missing == [] or set(missing) <= NOT_IN_THE_BOOKLET, missing


def test_every_english_booklet_pdf_declares_english_and_its_title(built_en):
    for name in PDFS:
        with pikepdf.open(built_en / name) as pdf:
            meta = pdf.open_metadata()
            assert str(pdf.Root.Lang) == "en-US", name
            assert meta["dc:language"] == {"en-US"} and meta["dc:title"] == str(pdf.docinfo.Title) == "MIGHTY? How to play", name


# ---- breaks a proof-reader marks --------------------------------------------------------------


def _breaks(paragraphs: list[SetParagraph]) -> list[tuple[int, str, str]]:
    """(page, line, next line) for every line break the typesetter chose (not a forced one)."""
    return [
        (p.page, a, b) for p in paragraphs for a, b, forced in zip(p.lines, p.lines[1:], p.forced, strict=False) if a and b and not forced
    ]


def test_no_number_is_broken_from_its_unit(paragraphs):
    found = [(page, a, b) for page, a, b in _breaks(paragraphs) if NUMBER.fullmatch(a.split(" ")[-1]) and b[:1].isalpha()]
    assert found == []


def test_mighty_plus_double_is_never_broken(paragraphs):
    found = [(page, a, b) for page, a, b in _breaks(paragraphs) if a.endswith(("MIGHTY", "+")) and b.startswith(("+", "DOUBLE"))]
    assert found == [] and any("MIGHTY + DOUBLE" in line for p in paragraphs for line in p.lines)


def test_no_opening_quote_ends_a_line(paragraphs):
    found = [(page, a) for page, a, _ in _breaks(paragraphs) if re.search(r'(\u201c|\u2018|(^|\s)")$', a)]
    assert found == []


def _hyphenated(paragraphs: list[SetParagraph]) -> list[str]:
    return [WORD.findall(a)[-1] + WORD.match(b).group(0) for _, a, b in _breaks(paragraphs) if a.endswith(HYPHEN) and a[-2:-1].isalpha()]


def test_no_short_word_is_hyphenated(paragraphs):
    words = _hyphenated(paragraphs)
    assert words and [w for w in words if len(w) < MIN_HYPHENATED_WORD] == []


def test_no_more_than_two_hyphenated_lines_in_a_row_and_none_at_a_paragraph_end(paragraphs):
    for p in paragraphs:
        run = 0
        for line in p.lines:
            run = run + 1 if line.endswith(HYPHEN) else 0
            assert run <= MAX_HYPHENATED_RUN, p.lines
        assert not p.lines[-1].endswith(HYPHEN), p.lines


def test_no_justified_paragraph_ends_with_one_word_alone(paragraphs):
    lone = [
        (p.page, p.lines) for p in paragraphs if p.justified and len(p.lines) > 1 and not p.forced[-2] and " " not in p.lines[-1].strip()
    ]
    assert lone == []


def test_every_word_space_on_the_pdf_is_within_the_bounds(built_en):
    """Measured on the PDF: each space's gap (the space and the word spacing after it) over the space's own
    width, on every line of every page: 80–133 % of normal (ragged lines: 100 %)."""
    ratios = []
    with pdfplumber.open(built_en / SCREEN) as pdf:
        for page in pdf.pages:
            chars = page.chars
            for before, space, after in zip(chars, chars[1:], chars[2:], strict=False):
                turned = any(char["matrix"][1] or char["matrix"][2] for char in (before, after))  # the cover's fanned cards
                if (
                    space["text"] == " "
                    and before["text"] != " "
                    and after["text"] != " "
                    and abs(before["top"] - after["top"]) < 0.5
                    and not turned
                ):
                    ratios.append((after["x0"] - before["x1"]) / (space["x1"] - space["x0"]))
    assert len(ratios) > 2000
    assert MIN_SPACE_RATIO - SPACE_TOLERANCE <= min(ratios) and max(ratios) <= MAX_SPACE_RATIO + SPACE_TOLERANCE
    assert max(ratios) > 1.2 and min(ratios) < 0.9  # justified lines are measured: their spaces do open and close


def _page_lines(page) -> list[str]:
    return [line for line in (page.extract_text() or "").splitlines() if line.strip()]


def test_no_page_ends_with_a_hyphen_on_the_pdf(built_en):
    """A word is never broken across pages (nor is a paragraph): no page's last line of text ends with a hyphen."""
    with pdfplumber.open(built_en / SCREEN) as pdf:
        last_lines = [lines[-2:] for lines in map(_page_lines, pdf.pages) if lines]  # the last text and the page number
    assert [lines for lines in last_lines if any(re.search(r"[a-z]-$", line) for line in lines)] == []


def test_no_more_than_two_lines_in_a_row_end_with_a_hyphen_on_the_pdf(built_en):
    """typeset/latin.py's MAX_HYPHENATED_RUN, as the issue states it: a third hyphen in a row is out of bounds."""
    with pdfplumber.open(built_en / SCREEN) as pdf:
        pages = [_page_lines(page) for page in pdf.pages]
    too_long = MAX_HYPHENATED_RUN + 1
    runs = [(number, lines[i : i + too_long]) for number, lines in enumerate(pages, 1) for i in range(len(lines) - too_long + 1)]
    assert [run for run in runs if all(re.search(r"[a-z]-$", line) for line in run[1])] == []

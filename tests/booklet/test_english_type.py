"""The English booklet's text layer and typesetting (issue 21), read back from the built screen PDF:
every line the Latin typesetter set is extracted, spaces and all, by pdfplumber and by pypdf; the
declared language and title; and the breaks a proof-reader marks, found in the typesetter's lines
and in the word spaces measured on the PDF."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pdfplumber
import pikepdf
import pytest
from pypdf import PdfReader

from generator.pipeline import build
from generator.typeset.latin import MAX_SPACE_RATIO, NUMBER, SOFT_HYPHEN, LatinParagraph

from .conftest import CONTENT, PDFS, SCREEN, Built

SPACE_TOLERANCE = 0.02  # of a space: the PDF's widths are rounded to 1/1000 em
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


def test_a_hyphenated_word_extracts_whole(paragraphs, plumbed):
    """A hyphen the breaking added is a soft hyphen: the two halves join into the word."""
    hyphenated = [(p, n) for p in paragraphs for n, line in enumerate(p.lines[:-1]) if line.endswith(SOFT_HYPHEN)]
    assert hyphenated
    page_text = ["\n".join(lines) for lines in plumbed]
    for p, n in hyphenated:
        word = WORD.findall(p.lines[n])[-1] + WORD.match(p.lines[n + 1]).group(0)
        joined = page_text[p.page - 1].replace(SOFT_HYPHEN + "\n", "")
        assert word in joined, word


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


def test_no_word_of_seven_letters_or_fewer_is_hyphenated(paragraphs):
    words = [WORD.findall(a)[-1] + WORD.match(b).group(0) for _, a, b in _breaks(paragraphs) if a.endswith(SOFT_HYPHEN)]
    assert words and [w for w in words if len(w) <= 7] == []


def test_no_justified_word_space_opens_past_the_limit_on_the_pdf(built_en):
    """Measured on the PDF: each space's gap (the space and the word spacing after it) over the space's own width."""
    ratios = []
    with pdfplumber.open(built_en / SCREEN) as pdf:
        for page in pdf.pages:
            chars = page.chars
            for before, space, after in zip(chars, chars[1:], chars[2:], strict=False):
                if space["text"] == " " and before["text"] != " " and after["text"] != " " and abs(before["top"] - after["top"]) < 0.5:
                    ratios.append((after["x0"] - before["x1"]) / (space["x1"] - space["x0"]))
    assert len(ratios) > 2000
    assert max(ratios) <= MAX_SPACE_RATIO + SPACE_TOLERANCE
    assert max(ratios) > 1.2  # justified lines are measured: their spaces do open

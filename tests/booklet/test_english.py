"""The English booklet (build/en/), read back from the built PDFs: every translated text on its page,
no Japanese character, the hyphenation rules, the English face embedded, the QR code to the English
calculator, the same plan and page numbers as the Japanese."""

from __future__ import annotations

import re
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pikepdf
import pytest
import zxingcpp
from PIL import Image

from generator.content.markup import japanese_characters, plain
from generator.pipeline import build, load_editions
from generator.typeset.circled import FIGURE_SIZE, number_of
from tests.content.conftest import printed_texts
from tests.shared_builds import shared_build

from .conftest import CONTENT, PDFS, SCREEN, Built, pdftotext_pages, run

KEPT_JAPANESE: set[str] = set()  # characters the English booklet keeps on purpose: none
QR_PAGE = 12
XHTML = "{http://www.w3.org/1999/xhtml}"


@pytest.fixture(scope="module")
def english():
    return load_editions(CONTENT, ("ja", "en"))["en"]


@pytest.fixture(scope="module")
def built_en(whole_build, tmp_path_factory) -> Built:
    folder = shared_build(tmp_path_factory, "booklet-en", (CONTENT,), lambda folder: build(["booklet"], CONTENT, folder, editions=("en",)))
    return Built(folder / "en")


@pytest.fixture(scope="module")
def pages_text(built_en) -> list[str]:
    return pdftotext_pages(built_en / SCREEN, "-raw")


def squeezed(text: str) -> str:
    """Without whitespace and hyphens (soft ones too): justification spreads words, hyphenation splits
    them (every-one); a circled number as its digits, which is how the text layer holds its figure."""
    return re.sub(r"[\s\-\u00ad]+", "", "".join(number_of(c) or c for c in text))


def expected_texts(page, content) -> list[str]:
    """Every text a page prints, as printed."""
    return [plain(t, content) for t in printed_texts(page, content)]


def test_the_english_booklet_has_the_four_pdfs_and_the_same_24_pages(built_en, english):
    for name in PDFS:
        assert (built_en / name).is_file()
    info = run("pdfinfo", str(built_en / SCREEN))
    assert re.search(r"^Pages:\s+24$", info, re.M)
    assert [p.id for p in english.pages][15] == "challenge"


def test_every_translated_text_is_printed_on_its_page(english, pages_text):
    missing = [
        (page.number, text)
        for page in english.pages
        for text in expected_texts(page, english)
        if squeezed(text) not in squeezed(pages_text[page.number - 1])
    ]
    assert missing == []


def test_a_text_on_another_page_would_be_noticed(english, pages_text):
    strength = next(p for p in english.pages if p.id == "strength")
    assert squeezed(expected_texts(strength, english)[1]) not in squeezed(pages_text[1])


def test_no_japanese_character_is_printed(pages_text):
    found = {char for text in pages_text for char in japanese_characters(text)} - KEPT_JAPANESE
    assert found == set()


def test_no_printed_english_text_is_smaller_than_9_pt(built_en):
    """The digits inside a circled number's ring (typeset/circled.py) are part of a figure whose em is
    at least 9 pt, as the digits inside BIZ UD Gothic's ③ are part of a 9 pt glyph."""
    from .test_print import small_text

    def in_a_ring(shown) -> bool:
        size = FIGURE_SIZE.get(len(shown.text)) if shown.text.isdigit() else None
        return size is not None and shown.size / size >= 9 - 1e-6

    assert [s for s in small_text(built_en / "booklet-print.pdf", 9) if not in_a_ring(s)] == []


def test_the_english_face_is_embedded_in_two_weights(built_en):
    fonts = run("pdffonts", str(built_en / SCREEN))
    assert re.search(r"\+OpenSans\s+TrueType.*yes", fonts) and re.search(r"\+OpenSans-Bold\s+TrueType.*yes", fonts)


# ---- hyphenation, read back from the PDF ---------------------------------------------------------


def pdf_lines(path: Path) -> list[list[list[str]]]:
    """Per page, per text block (pdftotext's), the words of each line in reading order, as drawn:
    pdftotext honours /ActualText and reads a hyphenated word whole, so a hyphen the breaking added
    is removed from the span's ActualText (to count the hyphens that show)."""
    with tempfile.TemporaryDirectory() as folder, pikepdf.open(path) as pdf:
        for page in pdf.pages:
            page.contents_coalesce()
            data = re.sub(rb"/Span <</ActualText <[0-9A-F]+>>> BDC ", b"", page.Contents.read_bytes())
            page.Contents.write(re.sub(rb" EMC", b"", data))
        pdf.save(Path(folder) / "as-drawn.pdf")
        xhtml = run("pdftotext", "-bbox-layout", str(Path(folder) / "as-drawn.pdf"), "-")
    root = ET.fromstring(xhtml)
    pages = []
    for page in root.iter(f"{XHTML}page"):
        blocks = [
            [[word.text or "" for word in line.iter(f"{XHTML}word")] for line in block.iter(f"{XHTML}line")]
            for block in page.iter(f"{XHTML}block")
        ]
        pages.append(blocks)
    return pages


def hyphenated(words: list[str]) -> bool:
    """Ends with a hyphen: where the breaking added it, or in a compound."""
    return bool(words) and bool(re.search(r"[a-z][-\u00ad]$", words[-1]))


def longest_hyphen_run(blocks: list[list[list[str]]]) -> int:
    longest = 0
    for lines in blocks:
        run_length = 0
        for words in lines:
            run_length = run_length + 1 if hyphenated(words) else 0
            longest = max(longest, run_length)
    return longest


def test_at_most_two_consecutive_lines_end_with_a_hyphen(built_en):
    pages = pdf_lines(built_en / SCREEN)
    assert max(longest_hyphen_run(blocks) for blocks in pages) <= 2
    assert any(hyphenated(words) for blocks in pages for lines in blocks for words in lines)  # hyphenation is on


def test_the_run_check_sees_three_hyphens_in_a_row():
    assert longest_hyphen_run([[["a", "con-"], ["b", "tin-"], ["c", "ued-"], ["end"]]]) == 3


def test_no_page_ends_with_a_hyphenated_line(built_en):
    for number, blocks in enumerate(pdf_lines(built_en / SCREEN), start=1):
        lines = [words for lines in blocks for words in lines if any(re.search("[A-Za-z]", w) for w in words)]
        if lines:
            assert not hyphenated(lines[-1]), (number, lines[-1])


# ---- the QR code and the manifest ---------------------------------------------------------------


def test_the_qr_code_decodes_to_the_english_calculator(built_en, english, tmp_path):
    prefix = tmp_path / "page"
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            "300",
            "-png",
            "-singlefile",
            "-f",
            str(QR_PAGE),
            "-l",
            str(QR_PAGE),
            str(built_en / "booklet-print.pdf"),
            str(prefix),
        ],
        check=True,
    )
    [code] = zxingcpp.read_barcodes(Image.open(f"{prefix}.png").convert("L"))
    assert code.text == english.game.calculator_url == "https://mighty.boardstyle.org/en/"


def test_the_manifest_lists_the_english_files_with_their_edition(built_en):
    import json

    outputs = json.loads((built_en.folder.parent / "manifest.json").read_text())["outputs"]
    english_files = {e["path"]: e["edition"] for e in outputs if e["path"].startswith("en/")}
    assert {f"en/{name}" for name in PDFS} <= set(english_files) and set(english_files.values()) == {"en"}


def test_the_english_booklet_is_byte_identical_when_built_elsewhere(built_en, build_elsewhere, tmp_path):
    """Another process, folder, hash seed and time zone: the same English files."""
    again = build_elsewhere(["booklet"], tmp_path, edition="en") / "en"
    first = {str(p.relative_to(built_en.folder)): p.read_bytes() for p in built_en.folder.rglob("*") if p.is_file()}
    second = {str(p.relative_to(again)): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert first.keys() == second.keys() and len(first) == 4 + 24
    assert [name for name in first if first[name] != second[name]] == []

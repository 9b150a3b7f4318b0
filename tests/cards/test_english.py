"""The English edition's cards and quick-reference card (build/en/): a deck of its own, with English
words; the Japanese deck unchanged; the quick reference's QR code points at the English calculator."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from generator.content.markup import japanese_characters
from generator.pipeline import build
from tests.shared_builds import shared_build

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(whole_build, tmp_path_factory) -> Path:
    content = REPO / "content"
    return shared_build(tmp_path_factory, "cards-both", (content,), lambda folder: build(["cards"], content, folder, editions=("ja", "en")))


def test_each_edition_has_its_own_deck(built):
    ja = sorted(p.name for p in (built / "cards").rglob("*") if p.is_file())
    en = sorted(p.name for p in (built / "en" / "cards").rglob("*") if p.is_file())
    assert ja == en and "cards-print.pdf" in en
    red = "png/front-13-MIGHTY-x1.png"
    assert (built / "cards" / red).read_bytes() != (built / "en" / "cards" / red).read_bytes()
    # the title on the back is in the edition's face, as on its cover and box (issue 28): Open Sans in English
    assert (built / "cards" / "png/back-x39.png").read_bytes() != (built / "en" / "cards" / "png/back-x39.png").read_bytes()


def test_the_english_cards_are_byte_identical_when_built_elsewhere(built, build_elsewhere, tmp_path):
    """Another process, folder, hash seed and time zone: the same English cards, PDF/X print files included."""
    again = build_elsewhere(["cards"], tmp_path, edition="en") / "en"
    first = {str(p.relative_to(built / "en")): p.read_bytes() for p in (built / "en").rglob("*") if p.is_file()}
    second = {str(p.relative_to(again)): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert first.keys() == second.keys() and "cards/tuckbox-print.pdf" in first and "quickref.pdf" in first
    assert [name for name in first if first[name] != second[name]] == []


def test_the_english_print_files_hold_no_japanese(built):
    for name in ("cards/cards-print.pdf", "quickref.pdf"):
        text = subprocess.run(["pdftotext", str(built / "en" / name), "-"], check=True, capture_output=True, text=True).stdout
        assert japanese_characters(text) == [], name
    text = subprocess.run(["pdftotext", str(built / "en" / "quickref.pdf"), "-"], check=True, capture_output=True, text=True).stdout
    text = text.replace("\u00a0", " ")  # the no-break spaces of the English content (2 DOUBLEs)
    assert "How a Mighty or a round ends" in text and "2 DOUBLEs > MIGHTY > usual sum" in text


def test_the_quick_reference_qr_code_decodes_to_the_english_calculator(built, tmp_path):
    prefix = tmp_path / "qr"
    subprocess.run(
        ["pdftoppm", "-r", "300", "-png", "-singlefile", "-f", "2", "-l", "2", str(built / "en" / "quickref.pdf"), str(prefix)], check=True
    )
    codes = zxingcpp.read_barcodes(Image.open(f"{prefix}.png").convert("L"))
    assert [code.text for code in codes] == ["https://mighty.boardstyle.org/en/"]
    png = zxingcpp.read_barcodes(Image.open(built / "en" / "qr" / "calculator.png").convert("L"))
    assert [code.text for code in png] == ["https://mighty.boardstyle.org/en/"]


KEPT_ON_THE_BOX: set[str] = set()  # the English box prints no マイティ under its title (issue 30): nothing kept


def pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout


@pytest.mark.parametrize(
    "name",
    [
        "cards-pnp-a4.pdf",
        "cards-pnp-letter.pdf",
        "chips-pnp-a4.pdf",
        "chips-pnp-letter.pdf",
        "tuckbox-pnp-a4.pdf",
        "tuckbox-pnp-letter.pdf",
        "tuckbox-print.pdf",
    ],
)
def test_the_english_print_and_play_sheets_hold_no_japanese(built, name):
    """Their page labels, the calibration page and the box's help come from content/en/sheets.yaml."""
    assert set(japanese_characters(pdf_text(built / "en" / "cards" / name))) - KEPT_ON_THE_BOX == set()


def test_the_english_box_front_prints_no_japanese_title(built):
    """The Japanese box keeps マイティ under its title; the English one goes from the tagline to the title."""
    assert "マイティ" in pdf_text(built / "cards/tuckbox-print.pdf")
    assert "マイティ" not in pdf_text(built / "en/cards/tuckbox-print.pdf")


def test_deck_csv_names_the_cards_in_each_edition(built):
    """The print shop's list: 黄0 in Japanese, yellow 0 in English; the same files and copies."""
    ja = (built / "cards/deck.csv").read_text(encoding="utf-8").splitlines()
    en = (built / "en/cards/deck.csv").read_text(encoding="utf-8").splitlines()
    assert ja[1] == "png/front-01-Y0-x3.png,黄0,3" and en[1] == "png/front-01-Y0-x3.png,yellow 0,3"
    assert en[7] == "png/front-07-B0-x3.png,blue 0,3"
    assert en[-2:] == ["png/front-13-MIGHTY-x1.png,MIGHTY,1", "png/front-14-DOUBLE-x2.png,DOUBLE,2"]
    assert japanese_characters("".join(en)) == []
    assert [row.split(",")[::2] for row in ja] == [row.split(",")[::2] for row in en]


def test_the_sheets_say_their_words_in_each_edition(built):
    en, ja = pdf_text(built / "en/cards/cards-pnp-a4.pdf"), pdf_text(built / "cards/cards-pnp-a4.pdf")
    assert "Cards 1/6 front (A4)" in en and "Quick reference 6/6 back: print double-sided, flip on the long edge" in en
    assert "カード 1/6 表（A4）" in ja and "早見表 6/6 裏：長辺とじで両面印刷" in ja
    assert "Print at 100 % (actual size): this bar is 50 mm" in en and "100 %（実際のサイズ）で印刷：この線が 50 mm" in ja
    chips = pdf_text(built / "en/cards/chips-pnp-a4.pdf")
    assert "Chips 1/1: 24 chips (8 players × 3), front: cut along the lines" in chips
    assert "Cut along the solid lines" in pdf_text(built / "en/cards/tuckbox-pnp-a4.pdf")


def test_the_english_sheets_are_set_in_open_sans(built):
    fonts = subprocess.run(["pdffonts", str(built / "en/cards/chips-pnp-a4.pdf")], check=True, capture_output=True, text=True).stdout
    assert "+OpenSans " in fonts


def test_the_english_tuck_box_sets_its_words_in_open_sans(built):
    """The tagline, the facts and the publisher are the edition's words (Open Sans), the facts parted
    as on the cover; only the titles keep the cards' display face (BIZ UD Gothic Bold)."""
    for name in ("tuckbox-print.pdf", "tuckbox-pnp-a4.pdf"):
        fonts = subprocess.run(["pdffonts", str(built / "en/cards" / name)], check=True, capture_output=True, text=True).stdout
        assert "+OpenSans " in fonts and "+OpenSans-Bold " in fonts and "BIZUDGothic-Regular" not in fonts, name
    assert "2–8 players / 20–45 minutes / ages 8+" in pdf_text(built / "en/cards/tuckbox-print.pdf")

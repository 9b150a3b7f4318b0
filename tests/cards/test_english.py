"""The English edition's cards and quick-reference card (build/en/): a deck of its own, with English
words; the Japanese deck unchanged; the quick reference's QR code points at the English calculator."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from generator.content.text import JAPANESE
from generator.pipeline import build

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("cards-both")
    build(["cards"], REPO / "content", folder, editions=("ja", "en"))
    return folder


def test_each_edition_has_its_own_deck(built):
    ja = sorted(p.name for p in (built / "cards").rglob("*") if p.is_file())
    en = sorted(p.name for p in (built / "en" / "cards").rglob("*") if p.is_file())
    assert ja == en and "cards-print.pdf" in en
    red = "png/front-13-MIGHTY-x1.png"
    assert (built / "cards" / red).read_bytes() != (built / "en" / "cards" / red).read_bytes()
    assert (built / "cards" / "png/back-x39.png").read_bytes() == (built / "en" / "cards" / "png/back-x39.png").read_bytes()


def test_the_english_print_files_hold_no_japanese(built):
    for name in ("cards/cards-print.pdf", "quickref.pdf"):
        text = subprocess.run(["pdftotext", str(built / "en" / name), "-"], check=True, capture_output=True, text=True).stdout
        assert JAPANESE.findall(text) == [], name
    text = subprocess.run(["pdftotext", str(built / "en" / "quickref.pdf"), "-"], check=True, capture_output=True, text=True).stdout
    assert "Quick reference for play" in text and "2 DOUBLEs > MIGHTY > usual sum" in text


def test_the_quick_reference_qr_code_decodes_to_the_english_calculator(built, tmp_path):
    prefix = tmp_path / "qr"
    subprocess.run(["pdftoppm", "-r", "300", "-png", "-singlefile", "-f", "2", "-l", "2",
                    str(built / "en" / "quickref.pdf"), str(prefix)], check=True)
    codes = zxingcpp.read_barcodes(Image.open(f"{prefix}.png").convert("L"))
    assert [code.text for code in codes] == ["https://mighty.boardstyle.org/en/"]
    png = zxingcpp.read_barcodes(Image.open(built / "en" / "qr" / "calculator.png").convert("L"))
    assert [code.text for code in png] == ["https://mighty.boardstyle.org/en/"]

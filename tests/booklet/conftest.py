"""The booklet is built once per test session, from the real content, with the real pipeline;
tests read the built files back with real tools (pdfinfo, pdffonts, pdftotext, pdftoppm, zxing-cpp)."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.fonts import register_fonts
from generator.pipeline import load_verified

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"
PRINT, MARKS, SCREEN, HOME = "booklet-print.pdf", "booklet-print-marks.pdf", "booklet-screen.pdf", "booklet-home-a4.pdf"
PDFS = (PRINT, MARKS, SCREEN, HOME)
MM = 72 / 25.4


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


@dataclass(frozen=True)
class Built:
    folder: Path

    def __truediv__(self, name: str) -> Path:
        return self.folder / name


@pytest.fixture(scope="session")
def content():
    register_fonts()
    return load_verified(CONTENT)


@pytest.fixture(scope="session")
def built(booklet_build) -> Built:
    return Built(booklet_build)


@pytest.fixture(scope="session")
def screen_text(built) -> list[str]:
    """The text of each page of the screen PDF, in content-stream order (pdftotext -raw)."""
    return pdftotext_pages(built / SCREEN, "-raw")


def pdftotext_pages(path: Path, *options: str) -> list[str]:
    return run("pdftotext", *options, str(path), "-").split("\f")[:-1]


def squeeze(text: str) -> str:
    """Text without any whitespace: justification and extraction add spaces at will."""
    return re.sub(r"\s+", "", text)


@dataclass(frozen=True)
class Boxes:
    media: tuple[float, ...]
    trim: tuple[float, ...]
    bleed: tuple[float, ...]


def page_boxes(path: Path) -> list[Boxes]:
    """MediaBox, TrimBox and BleedBox of every page (pdfinfo -box, page by page)."""
    out = run("pdfinfo", "-box", "-f", "1", "-l", "999", str(path))
    found: dict[int, dict[str, tuple[float, ...]]] = {}
    for page, box, numbers in re.findall(r"Page\s+(\d+)\s+(MediaBox|TrimBox|BleedBox):\s+([\d.\s-]+)", out):
        found.setdefault(int(page), {})[box] = tuple(float(n) for n in numbers.split())
    return [Boxes(b["MediaBox"], b["TrimBox"], b["BleedBox"]) for _, b in sorted(found.items())]


@dataclass(frozen=True)
class Word:
    text: str
    x0: float
    y0: float  # from the top of the page, as pdftotext reports
    x1: float
    y1: float


def words(path: Path) -> list[list[Word]]:
    """Every word with its box, per page (pdftotext -bbox)."""
    pages = run("pdftotext", "-bbox", str(path), "-").split("<page ")[1:]
    pattern = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')
    return [[Word(t, float(a), float(b), float(c), float(d)) for a, b, c, d, t in pattern.findall(page)] for page in pages]

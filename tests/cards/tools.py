"""Real tools on built files: poppler, zxing-cpp."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import zxingcpp
from PIL import Image


def run(*args) -> str:
    return subprocess.run([str(a) for a in args], check=True, capture_output=True, text=True).stdout


def page_boxes(pdf: Path) -> list[dict[str, tuple[float, ...]]]:
    """Per page, {"MediaBox": (x0, y0, x1, y1), "TrimBox": …, "BleedBox": …} from `pdfinfo -box`."""
    pages = int(re.search(r"Pages:\s+(\d+)", run("pdfinfo", pdf)).group(1))
    out = run("pdfinfo", "-box", "-f", 1, "-l", pages, pdf)
    boxes: dict[int, dict] = {}
    for page, name, numbers in re.findall(r"Page\s+(\d+)\s+(\w+Box):\s+([-\d. ]+)", out):
        boxes.setdefault(int(page), {})[name] = tuple(float(n) for n in numbers.split())
    return [boxes[p] for p in sorted(boxes)]


def fonts(pdf: Path) -> list[list[str]]:
    """The rows of `pdffonts` (name, type, encoding, emb, sub, uni, object, id)."""
    return [line.split() for line in run("pdffonts", pdf).splitlines()[2:]]


def render_page(pdf: Path, page: int, out: Path, dpi: int = 300, gray: bool = False) -> Image.Image:
    """One page as an image, by pdftoppm."""
    stem = out / f"{pdf.stem}-{page}"
    run("pdftoppm", "-r", dpi, "-f", page, "-l", page, "-singlefile", *(["-gray"] if gray else []), "-png", pdf, stem)
    return Image.open(f"{stem}.png")


def decode_all(image: Image.Image) -> list:
    return list(zxingcpp.read_barcodes(image.convert("L")))


def words(pdf: Path, page: int) -> list[tuple[str, float, float, float, float]]:
    """(word, xMin, yMin, xMax, yMax) in pt, y down from the top, by `pdftotext -bbox`."""
    html = run("pdftotext", "-bbox", "-f", page, "-l", page, pdf, "-")
    found = re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', html)
    return [(w, float(a), float(b), float(c), float(d)) for a, b, c, d, w in found]

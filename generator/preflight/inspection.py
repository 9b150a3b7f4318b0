"""Which checks each file of build/manifest.json gets, by its kind, and running them.

The print files (every kind ending in `-print` or `-print-marks`: booklet, cards, quick reference,
tuck box, and so any later edition) get all of them — PDF/X, boxes, fonts, colour, K-only text, ink
(Ghostscript tiffsep), knocked-out text, hairlines, the bleed, images, invisible text, QR codes;
screen and home files the ones that matter off press (fonts, QR, boxes).
The limits are layout.yaml `print` (content.print_checks).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pikepdf import Pdf
from PIL import Image

from ..content.model import Content
from ..manifest import MANIFEST
from . import checks, codes
from .checks import Result
from .painting import paint
from .report import FileReport, Report
from .separations import Separations

PRINT_SUFFIXES = ("-print", "-print-marks")
SCREEN_SUFFIX = "-screen"  # the figures' alternative text belongs there
QR_PREFIXES = ("booklet", "quickref", "cards-pnp", "qr")  # files that show the calculator's QR code


def is_print(kind: str) -> bool:
    return kind.endswith(PRINT_SUFFIXES)


def shows_qr(kind: str) -> bool:
    return kind.startswith(QR_PREFIXES)


INK_DPI = 72
PPI_ROUNDING = 0.5  # PNG stores pixels per metre: 300 dpi reads back as 299.9994


def manifest_entries(build_dir: Path) -> list[dict[str, Any]]:
    try:
        entries: list[dict[str, Any]] = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))["outputs"]
        return entries
    except (OSError, ValueError, KeyError):
        return []


def inspect(build_dir: Path, content: Content) -> Report:
    """Checks every PDF and QR image listed in build/manifest.json."""
    limits = checks.Limits.of(content.print_checks)
    entries = [e for e in manifest_entries(build_dir) if (build_dir / e["path"]).is_file()]
    pdfs = [e for e in entries if e["path"].endswith(".pdf")]
    programs = {}
    for entry in pdfs:
        with Pdf.open(build_dir / entry["path"]) as pdf:
            programs[entry["path"]] = checks.font_programs(pdf)
    files = [inspect_pdf(build_dir / e["path"], e["path"], e["kind"], limits, content, programs, calculator_url(content, e)) for e in pdfs]
    files += [
        inspect_qr_image(build_dir / e["path"], e["path"], content, calculator_url(content, e))
        for e in entries
        if e["kind"] == "qr" and e["path"].endswith(".png")
    ]
    cards = [e["path"] for e in entries if e["kind"] == "card-image"]
    if cards:
        files.append(inspect_card_images(build_dir, cards, limits.image_ppi))
    return Report(limits, files)


def calculator_url(content: Content, entry: dict[str, Any]) -> str:
    """The URL a file's QR codes point at: the English edition's own calculator (game.yaml calculator_url_en)."""
    if entry.get("edition") == "en" and content.game.calculator_url_en:
        return content.game.calculator_url_en
    return content.game.calculator_url


def inspect_pdf(
    path: Path,
    relpath: str,
    kind: str,
    limits: checks.Limits,
    content: Content,
    programs: dict[str, dict[str, str]],
    url: str | None = None,
) -> FileReport:
    report = FileReport(relpath, kind)
    printing = is_print(kind)
    with Pdf.open(path) as pdf:
        painting = paint(pdf)
        bleed, media = checks.box_list(pdf, "/BleedBox"), checks.box_list(pdf, "/MediaBox")
        if printing:
            report.add("PDF/X", checks.pdfx(path, pdf, content.print_checks.pdfx))
        report.add("boxes", checks.boxes(pdf, required=printing))
        others = {other: found for other, found in programs.items() if other != relpath}
        report.add("fonts", checks.fonts(programs[relpath], others))
        if printing:
            report.add("colour", checks.colour(path, pdf, cmyk_only=True))
            report.add("text", checks.text(painting))
            plates = Separations.of(path, [b[3] for b in media], dpi=INK_DPI)
            report.add("ink", checks.ink(plates, limits.ink, bleed))
            report.add("knocked-out text", checks.knockout(painting, plates, limits.knockout_pt))
            report.add("hairlines", checks.hairlines(painting, limits.line_mm, bleed))
            report.add("outside bleed", checks.outside_bleed(plates, bleed, media))
            report.add("images", checks.images(painting, limits.image_ppi))
        report.add("invisible text", checks.invisible(painting, allowed=kind.endswith(SCREEN_SUFFIX) or not printing))
    if shows_qr(kind):
        report.add("QR", _qr(codes.pdf_codes(path), url or content.game.calculator_url))
    return report


def inspect_qr_image(path: Path, relpath: str, content: Content, url: str | None = None) -> FileReport:
    report = FileReport(relpath, "qr")
    with Image.open(path) as image:
        dpi = image.info.get("dpi", (0, 0))[0]
    report.add(
        "resolution",
        (
            f"{dpi:.1f} ppi",
            []
            if dpi >= content.print_checks.min_image_ppi - PPI_ROUNDING
            else [f"images: {dpi:.0f} ppi, expected at least {content.print_checks.min_image_ppi:g}"],
        ),
    )
    report.add("QR", _qr([(1, text) for text in codes.image_codes(path)], url or content.game.calculator_url))
    return report


def inspect_card_images(build_dir: Path, relpaths: list[str], minimum_ppi: float) -> FileReport:
    """The card PNGs for a print service, as one entry: the resolution each states."""
    report = FileReport(f"{Path(relpaths[0]).parent}/ ({len(relpaths)} PNGs)", "card-image")
    resolutions = {}
    for relpath in relpaths:
        with Image.open(build_dir / relpath) as image:
            resolutions[relpath] = float(image.info.get("dpi", (0, 0))[0])
    low = [path for path, dpi in resolutions.items() if dpi < minimum_ppi - PPI_ROUNDING]
    lowest, highest = round(min(resolutions.values())), round(max(resolutions.values()))
    summary = f"{lowest} ppi" if lowest == highest else f"{lowest}–{highest} ppi"
    report.add("resolution", (summary, [f"images: {len(low)} card PNGs below {minimum_ppi:g} ppi ({low[0]} …)"] if low else []))
    return report


def _qr(found: list[tuple[int, str]], url: str) -> Result:
    if not found:
        return "none decodes", ["QR: no code decodes (expected the calculator URL)"]
    wrong = [text for _, text in found if text != url]
    pages = sorted({page for page, _ in found})
    summary = f"{len(found)} decode ({', '.join(f'p.{p}' for p in pages[:4])}{' …' if len(pages) > 4 else ''}) to {url}"
    return summary, [f"QR: a code reads {text!r}, expected {url!r}" for text in wrong]

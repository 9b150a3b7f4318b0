"""Which checks each file of build/manifest.json gets, by its kind, and running them.

The print files (every kind ending in `-print` or `-print-marks`: booklet, cards, quick reference,
tuck box, and so any later edition) get all of them — PDF/X, boxes, fonts, colour, K-only text, ink
(Ghostscript tiffsep), knocked-out text, hairlines, the bleed, images, invisible text, QR codes, and
the text's contrast on the rendered pages (also on the print-and-play files); screen and home files
the ones that matter off press (fonts, QR, boxes).
The limits are layout.yaml `print` (content.print_checks).

QR codes are expected exactly where the game prints them, as its own files say: the booklet's `qr`
blocks (pages/), the quick-reference card's sides (its Game.quickref_side, also on the print-and-play
sheets), and the calculator's QR files (build/qr/). A file of those kinds where the game prints none
must show none (a game without a calculator: no code anywhere).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from pikepdf import Pdf
from PIL import Image

from ..content.blocks import QrBlock
from ..content.markup import plain
from ..content.model import Content
from ..manifest import MANIFEST
from ..output import sha256
from ..painting import paint
from . import checks, codes
from .checks import Result
from .rendered_contrast import rendered_contrast
from .report import FileReport, Report
from .separations import Separations

PRINT_SUFFIXES = ("-print", "-print-marks")
SCREEN_SUFFIX = "-screen"  # the figures' alternative text belongs there
HOME_SUFFIX = "-pnp"  # the print-and-play files: printed at home, so their contrast is checked like the shop's
BOOKLET, QUICKREF, QR_FILE = "booklet", ("quickref", "cards-pnp"), "qr"  # the kinds that may show a QR code (printed_codes)
QR_PREFIXES = (BOOKLET, *QUICKREF, QR_FILE)
QUICKREF_BODY_PT = 9.0  # any size: a side's parts are the same at every size, only their text is set smaller


def is_print(kind: str) -> bool:
    return kind.endswith(PRINT_SUFFIXES)


def shows_qr(kind: str) -> bool:
    """Whether a file of this kind may show a QR code (then the QR check says whether it does as it should)."""
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
    """Checks the manifest against the files, then every PDF and QR image it lists."""
    limits = checks.Limits.of(content.print_checks)
    listed = manifest_entries(build_dir)
    entries = [e for e in listed if (build_dir / e["path"]).is_file()]
    pdfs = [e for e in entries if e["path"].endswith(".pdf")]
    programs = {}
    for entry in pdfs:
        with Pdf.open(build_dir / entry["path"]) as pdf:
            programs[entry["path"]] = checks.font_programs(pdf)
    files = [inspect_pdf(build_dir / e["path"], e["path"], e["kind"], limits, content, programs, printed_codes(content, e)) for e in pdfs]
    files += [
        inspect_qr_image(build_dir / e["path"], e["path"], content, printed_codes(content, e))
        for e in entries
        if e["kind"] == QR_FILE and e["path"].endswith(".png")
    ]
    folders: dict[str, list[str]] = {}  # each folder of card PNGs (the deck's, each component's), as the manifest lists them
    for entry in entries:
        if entry["kind"] == "card-image":
            folders.setdefault(str(Path(entry["path"]).parent), []).append(entry["path"])
    files += [inspect_card_images(build_dir, cards, limits.image_ppi) for cards in folders.values()]
    if any("sha256" in e for e in listed):  # a manifest a build wrote (a hand-written one lists files without it)
        files.insert(0, inspect_manifest(build_dir, listed))
    return Report(limits, files)


CHANGED = "its sha256 differs: changed since, or the build was cut short; build again"
UPLOADED_WHOLE = ("card-image",)  # the kinds whose folder a shop takes as it is (cards/png/): every file there is printed


def inspect_manifest(build_dir: Path, entries: list[dict[str, Any]]) -> FileReport:
    """The manifest and the files agree: each listed file is there, as the build wrote it (its
    sha256), and a folder a shop uploads whole holds no file the manifest does not list. Other
    unlisted files (a user's notes, the --local tabletop deck, another game's build/NAME/) are no
    output of this build: not inspected, not a problem."""
    report = FileReport(MANIFEST, "manifest")
    problems = []
    for entry in entries:
        path = build_dir / entry["path"]
        if not path.is_file():
            problems.append(f"manifest: {entry['path']} is listed, but there is no such file (build again)")
        elif "sha256" in entry and sha256(path) != entry["sha256"]:
            problems.append(f"manifest: {entry['path']} is not the file the build wrote ({CHANGED})")
    listed = {e["path"] for e in entries}
    for folder in sorted({str(Path(e["path"]).parent) for e in entries if e["kind"] in UPLOADED_WHOLE}):
        found = (build_dir / folder).iterdir() if (build_dir / folder).is_dir() else iter(())
        unlisted = sorted(p.relative_to(build_dir).as_posix() for p in found if p.is_file() and not p.name.startswith("."))
        problems += [
            f"manifest: {path} is in no entry, but a shop uploading {folder}/ would print it (remove it, or build again)"
            for path in unlisted
            if path not in listed
        ]
    report.add("files", (f"{len(entries)} listed, each as built", problems))
    return report


def printed_codes(content: Content, entry: dict[str, Any]) -> tuple[str, ...]:
    """The URLs the QR codes of a manifest entry read, as the game prints them; () for none."""
    kind, shown = entry["kind"], edition_content(content, entry.get("edition"))
    if kind.startswith(BOOKLET):
        return booklet_codes(shown)
    if kind.startswith(QUICKREF):
        return quickref_codes(shown)
    if kind.startswith(QR_FILE):
        return (shown.game.calculator_url,) if shown.game.calculator_url else ()
    return ()


def edition_content(content: Content, edition: str | None) -> Content:
    """The content whose URLs an edition prints: the English edition's {game:url} is its own calculator
    (game.yaml calculator_url_en), as translation/english.py makes it; its other words print no URL."""
    if edition != "en" or not content.game.calculator_url_en:
        return content
    return replace(content, game=replace(content.game, calculator_url=content.game.calculator_url_en))


def booklet_codes(content: Content) -> tuple[str, ...]:
    """The URLs of the booklet's `qr` blocks, page by page, each once."""
    urls = (plain(block.url, content, block.where) for page in content.pages for block in page.blocks if isinstance(block, QrBlock))
    return tuple(dict.fromkeys(urls))


def quickref_codes(content: Content) -> tuple[str, ...]:
    """The URLs of the QR codes the game's design puts on the quick-reference card's sides, each once."""
    from ..cards.quickref import SIDES, side_blocks  # here: reportlab, only for the files that need it
    from ..cards.quickref_parts import Inks

    inks = Inks.of(content, cmyk=True)
    module = content.card_sheets.qr_module
    parts = [part for side in SIDES for part in side_blocks(side, content, QUICKREF_BODY_PT, inks, module)]
    return tuple(dict.fromkeys(url for part in parts for url in part.codes))


def inspect_pdf(
    path: Path,
    relpath: str,
    kind: str,
    limits: checks.Limits,
    content: Content,
    programs: dict[str, dict[str, str]],
    urls: tuple[str, ...] = (),
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
        if printing or kind.endswith(HOME_SUFFIX):
            report.add("contrast", rendered_contrast(path, painting))
        report.add("invisible text", checks.invisible(painting, allowed=kind.endswith(SCREEN_SUFFIX) or not printing))
    if shows_qr(kind):
        report.add("QR", _qr(codes.pdf_codes(path), urls))
    return report


def inspect_qr_image(path: Path, relpath: str, content: Content, urls: tuple[str, ...] = ()) -> FileReport:
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
    report.add("QR", _qr([(1, text) for text in codes.image_codes(path)], urls))
    return report


def inspect_card_images(build_dir: Path, relpaths: list[str], minimum_ppi: float) -> FileReport:
    """The card PNGs of one folder for a print service, as one entry: the resolution each states."""
    report = FileReport(f"{Path(relpaths[0]).parent}/ ({len(relpaths)} PNG{'' if len(relpaths) == 1 else 's'})", "card-image")
    resolutions = {}
    for relpath in relpaths:
        with Image.open(build_dir / relpath) as image:
            resolutions[relpath] = float(image.info.get("dpi", (0, 0))[0])
    low = [path for path, dpi in resolutions.items() if dpi < minimum_ppi - PPI_ROUNDING]
    lowest, highest = round(min(resolutions.values())), round(max(resolutions.values()))
    summary = f"{lowest} ppi" if lowest == highest else f"{lowest}–{highest} ppi"
    report.add("resolution", (summary, [f"images: {len(low)} card PNGs below {minimum_ppi:g} ppi ({low[0]} …)"] if low else []))
    return report


def _qr(found: list[tuple[int, str]], urls: tuple[str, ...]) -> Result:
    """Every code that decodes reads one of `urls`, and each of `urls` is read (none when the game prints none)."""
    pages = sorted({page for page, _ in found})
    listed = f"{', '.join(f'p.{p}' for p in pages[:4])}{' …' if len(pages) > 4 else ''}"
    if not urls:
        wrong = [f"QR: a code on p.{page} reads {text!r}, expected none (the game prints no QR code in this file)" for page, text in found]
        return ("none printed, none decodes" if not found else f"{len(found)} decode ({listed})"), wrong
    if not found:
        return "none decodes", [f"QR: no code decodes, expected one reading {' and '.join(map(repr, urls))}"]
    read = {text for _, text in found}
    wrong = [f"QR: a code reads {text!r}, expected {' or '.join(map(repr, urls))}" for _, text in found if text not in urls]
    missing = [f"QR: no code reads {url!r}, expected one (the game prints it in this file)" for url in urls if url not in read]
    return f"{len(found)} decode ({listed}) to {', '.join(urls)}", wrong + missing

"""The checks a Japanese print shop runs on 入稿データ, one function per item, on one built PDF.

Each returns (summary, problems): a few words for the report, and a sentence per fault.
They read only the file (and the limits of layout.yaml `print`), so they work on any PDF the
project builds: the booklet, cards, the quick reference, a tuck box, an English edition.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

import pikepdf
from pikepdf import Name, Pdf

from ..content.model import PrintChecks
from ..geometry import PT_PER_MM
from ..painting import Painting, TextRun
from . import conformance
from .separations import Separations

Result: TypeAlias = tuple[str, list[str]]
SIZE_TOLERANCE_PT = 0.001  # a size read back through text matrix × CTM: 6 pt set at a figure's scale reads 5.999999
KNOCKOUT_BACKGROUND = 0.10  # mean ink of a plate under a text's box that counts as "printed over something"


@dataclass(frozen=True)
class Limits:
    ink: float  # total area coverage, 1.0 = one solid plate
    knockout_pt: float
    line_mm: float
    image_ppi: float

    @staticmethod
    def of(checks: PrintChecks) -> Limits:
        return Limits(checks.ink_limit, checks.min_knockout_pt, checks.min_line_mm, checks.min_image_ppi)


def _pages(found: Iterable[int]) -> str:
    numbers = sorted(set(found))
    shown = ", ".join(f"p.{n}" for n in numbers[:6])
    return shown + (f" and {len(numbers) - 6} more" if len(numbers) > 6 else "")


def pdfx(path: Path, pdf: Pdf, setting: str) -> Result:
    """The PDF/X requirements; with print.pdfx: none the file need not declare any."""
    declared = conformance.declared(pdf)
    if setting == "none" and declared is None:
        return "not declared (print.pdfx: none)", []
    problems = conformance.problems(path)
    name = str(pdf.docinfo.get("/GTS_PDFXVersion")) if declared else "not declared"
    intents = pdf.Root.get("/OutputIntents")
    condition = f", {intents[0].get('/OutputConditionIdentifier')!s}" if declared and intents else ""
    return f"{name}{condition}", [f"PDF/X: {p}" for p in problems]


def boxes(pdf: Pdf, *, required: bool) -> Result:
    pages = list(pdf.pages)
    with_trim = [n for n, page in enumerate(pages, 1) if "/TrimBox" in page.obj]
    with_bleed = [n for n, page in enumerate(pages, 1) if "/BleedBox" in page.obj]
    problems = []
    if required:
        missing = [n for n in range(1, len(pages) + 1) if n not in with_trim or n not in with_bleed]
        if missing:
            problems.append(f"boxes: no TrimBox or BleedBox on {_pages(missing)}")
    first = pages[0]
    media = [float(v) / PT_PER_MM for v in first.mediabox]
    size = f"{media[2] - media[0]:.0f}×{media[3] - media[1]:.0f} mm"
    if with_trim:
        trim = [float(v) / PT_PER_MM for v in first.obj.TrimBox]
        size += f", trim {trim[2] - trim[0]:.0f}×{trim[3] - trim[1]:.0f} mm"
    return f"{len(pages)} pages, {size}; TrimBox {len(with_trim)}/{len(pages)}, BleedBox {len(with_bleed)}/{len(pages)}", problems


def font_programs(pdf: Pdf) -> dict[str, str]:
    """Subset name → sha256 of its font program, for every embedded font."""
    found = {}
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == Name.Font and obj.get("/Subtype") != Name.Type3:
            font = obj.DescendantFonts[0] if obj.get("/Subtype") == Name.Type0 else obj
            descriptor = font.get("/FontDescriptor")
            program = next((descriptor[k] for k in ("/FontFile", "/FontFile2", "/FontFile3") if descriptor and k in descriptor), None)
            name = str(obj.get("/BaseFont", "?"))[1:]
            found[name] = hashlib.sha256(program.read_bytes()).hexdigest() if program is not None else ""
    return found


def fonts(programs: dict[str, str], elsewhere: dict[str, dict[str, str]]) -> Result:
    """Every font embedded and subset; a subset name means one glyph set, in this file and across build/."""
    problems = [f"fonts: {name} is not embedded" for name, digest in programs.items() if not digest]
    not_subset = [name for name in programs if len(name) < 8 or name[6] != "+"]
    for name, digest in programs.items():
        clashes = [other for other, their in elsewhere.items() if digest and name in their and their[name] != digest]
        if clashes:
            problems.append(
                f"fonts: the subset {name} has other glyphs in {', '.join(clashes)} (a RIP caching fonts by name prints wrong glyphs)"
            )
    note = f", {len(not_subset)} not subset" if not_subset else ""
    return f"{len(programs)} embedded{note}, subset names unique", problems


def colour(path: Path, pdf: Pdf, *, cmyk_only: bool) -> Result:
    """The colour spaces the file uses (X-1a's list covers forms, images and shadings too)."""
    found = conformance.problems(path) if cmyk_only else []
    colour_problems = [p for p in found if p.startswith("colour:") or p.startswith("transparency:")]
    return ("CMYK and gray only" if not colour_problems else "not CMYK only"), colour_problems


def text(painting: Painting) -> Result:
    """Black text must be black only: rich black (K plus C, M or Y) blurs at misregistration."""
    runs = [r for r in painting.text if r.render_mode != 3 and r.text.strip()]
    rich = [r for r in runs if r.fill.cmyk and r.fill.cmyk[3] >= 0.5 and any(v > 0 for v in r.fill.cmyk[:3])]
    coloured = [r for r in runs if r.fill.cmyk and r.fill.cmyk[3] < 0.5 and any(v > 0 for v in r.fill.cmyk[:3])]
    problems = [f"text: black text on more than the K plate (rich black) on {_pages(r.page for r in rich)}"] if rich else []
    return f"{len(runs)} runs, {len(runs) - len(coloured) - len(rich)} K-only or white, {len(coloured)} in colour", problems


def ink(plates: Separations, limit: float, bleed_boxes: list[tuple[float, ...]]) -> Result:
    """The maximum total area coverage inside each page's bleed (trim marks outside are registration)."""
    worst, where = 0.0, 0
    over = []
    edge = 72 / plates.dpi  # one pixel: trim marks start right at the bleed's edge
    for number in range(1, len(plates.pages) + 1):
        x0, y0, x1, y1 = bleed_boxes[number - 1]
        value, _ = plates.max_ink(number, (x0 + edge, y0 + edge, x1 - edge, y1 - edge))
        if value > worst:
            worst, where = value, number
        if value > limit + 1e-6:
            over.append(number)
    problems = [f"ink: total area coverage above {limit:.0%} on {_pages(over)} (at most {worst:.0%})"] if over else []
    spots = f"; spot plates {', '.join(plates.spots)} not counted" if plates.spots else ""
    return f"max {worst:.0%} on p.{where} (limit {limit:.0%}){spots}", problems


def knockout(painting: Painting, plates: Separations | None, minimum_pt: float) -> Result:
    """Text below the minimum that leaves a hole in a plate printed under it (white text on colour,
    or coloured text that does not overprint): it fills in when the plates are off."""
    small = [r for r in painting.text if r.render_mode != 3 and r.text.strip() and r.size_pt < minimum_pt - SIZE_TOLERANCE_PT]
    knocked = [r for r in small if _knocks_out(r, plates)]
    problems = (
        [
            f"knocked-out text below {minimum_pt:g} pt: {len(knocked)} runs on {_pages(r.page for r in knocked)} "
            f"(smallest {min(r.size_pt for r in knocked):.1f} pt)"
        ]
        if knocked
        else []
    )
    return (
        f"none below {minimum_pt:g} pt ({len(small)} small runs overprint or sit on paper)" if not knocked else f"{len(knocked)} runs"
    ), problems


def _knocks_out(run: TextRun, plates: Separations | None) -> bool:
    cmyk = run.fill.cmyk
    if cmyk is None:
        return True  # RGB or a spot colour in a print file: cannot tell, so say so
    if run.overprint and any(cmyk):
        return False
    if plates is None:
        return True
    under = plates.plate_means(run.page, run.box)
    return any(mean > KNOCKOUT_BACKGROUND and value == 0 for mean, value in zip(under, cmyk, strict=True))


def hairlines(painting: Painting, minimum_mm: float, bleed_boxes: list[tuple[float, ...]]) -> Result:
    """Strokes thinner than the minimum inside the bleed (トンボ outside it are hairlines by convention;
    so are die lines, strokes in a spot colour: they are cut, not printed)."""
    minimum_pt = minimum_mm * PT_PER_MM
    thin = [
        s
        for s in painting.strokes
        if s.width_pt < minimum_pt - 1e-6 and _overlaps(s.box, bleed_boxes[s.page - 1]) and s.colour.space not in ("Separation", "DeviceN")
    ]
    problems = [f"hairlines: {len(thin)} strokes thinner than {minimum_mm:g} mm on {_pages(s.page for s in thin)}"] if thin else []
    return (f"none below {minimum_mm:g} mm" if not thin else f"{len(thin)} below {minimum_mm:g} mm"), problems


def _overlaps(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and a[2] > b[0] and a[1] < b[3] and a[3] > b[1]


def outside_bleed(plates: Separations, bleed_boxes: list[tuple[float, ...]], media_boxes: list[tuple[float, ...]]) -> Result:
    """Artwork beyond the BleedBox (trim marks in registration colour are what belongs there)."""
    pages = [n for n in range(1, len(plates.pages) + 1) if bleed_boxes[n - 1] != media_boxes[n - 1]]
    if not pages:
        return "MediaBox = BleedBox", []
    stray = [n for n in pages if plates.ink_outside(n, bleed_boxes[n - 1])]
    problems = [f"outside the bleed: artwork beyond the BleedBox on {_pages(stray)}"] if stray else []
    return "only trim marks (registration colour)" if not stray else "artwork beyond the bleed", problems


def images(painting: Painting, minimum_ppi: float) -> Result:
    low = [i for i in painting.images if i.ppi < minimum_ppi]
    problems = [f"images: {len(low)} below {minimum_ppi:g} ppi on {_pages(i.page for i in low)}"] if low else []
    if not painting.images:
        return "none (all vector)", problems
    return f"{len(painting.images)}, lowest {min(i.ppi for i in painting.images):.0f} ppi", problems


def invisible(painting: Painting, *, allowed: bool) -> Result:
    hidden = [r for r in painting.text if r.render_mode == 3]
    if not hidden:
        return "none", []
    summary = f"{len(hidden)} runs on {_pages(r.page for r in hidden)}"
    return summary, ([] if allowed else [f"invisible text (render mode 3): {summary}"])


def box_list(pdf: Pdf, key: str) -> list[tuple[float, ...]]:
    boxes = []
    for page in pdf.pages:
        value: Any = page.obj.get(key) if key != "/MediaBox" else page.mediabox
        value = value if value is not None else page.mediabox
        boxes.append(tuple(float(v) for v in value))
    return boxes

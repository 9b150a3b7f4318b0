"""The booklet PDFs that are painted from the page plans (derived.py makes the other two).

print:  trim + bleed, TrimBox and BleedBox, CMYK only (the file the print shop gets; the marks
        and home files are made from its pages)
screen: trim size, sRGB, an outline entry per page, clickable cross-references and URL
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from reportlab.pdfgen.canvas import Canvas

from .. import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ..content.model import GameFacts
from ..fonts import REGULAR
from .geometry import Geometry
from .glyph_order import Glyphs, first_used, number
from .inks import PRINT, SCREEN, Inks
from .plan import PagePlan
from .surface import Surface, page_key


@dataclass(frozen=True)
class Job:
    """What every output needs: the pages laid out per colour model, their geometry, the title."""

    plans: Mapping[str, Sequence[PagePlan]]  # PRINT (CMYK) and SCREEN (sRGB)
    inks: Mapping[str, Inks]
    geometry: Geometry
    title: str
    game: GameFacts
    creator: str  # the PDFs' /Creator (Game.booklet_creator)
    pdfx: str = pdfx.X1A  # the print files' conformance (layout.yaml print.pdfx)
    lang: str | None = None  # the files' declared language (pdfx.language_of)

    @cached_property
    def print_painting(self) -> bytes:
        """print_pdf's bytes, painted once: the check phase reads them for contrast, the render phase
        makes the print, marks and home files from them."""
        return print_pdf(self)

    @property
    def page_count(self) -> int:
        return len(self.plans[SCREEN])  # the only plans the live preview has; every build paints them


def _canvas(job: Job, buffer: io.BytesIO, size: tuple[float, float], *, cmyk: bool, **boxes: tuple[float, float, float, float]) -> Canvas:
    canvas = Canvas(
        buffer,
        pagesize=size,
        invariant=1,
        pageCompression=1,
        initialFontName=REGULAR,
        enforceColorSpace="cmyk" if cmyk else None,
        lang="ja",
        **boxes,
    )
    canvas.setTitle(job.title)
    canvas.setAuthor(job.game.publisher)
    canvas.setSubject(job.game.edition)
    canvas.setCreator(job.creator)
    return canvas


def _paint_page(canvas: Canvas, plan: PagePlan, surface: Surface, origin: tuple[float, float], clip: bool) -> None:
    """Paints one plan with its trim origin at `origin`, cropped at the trim or at the bleed."""
    g = surface.geometry
    canvas.saveState()
    canvas.translate(*origin)
    x0, y0, x1, y1 = (0, 0, g.width, g.height) if clip else g.bleed_rect()
    path = canvas.beginPath()
    path.rect(x0, y0, x1 - x0, y1 - y0)
    canvas.clipPath(path, stroke=0, fill=0)
    plan.paint(surface)
    canvas.restoreState()


def print_pdf(job: Job) -> bytes:
    """Trim plus bleed on every side: MediaBox = BleedBox, TrimBox at the bleed. As reportlab wrote
    it, before `pdfx.finish`: the marks and home files are made from it (derived.py)."""
    return print_pages(job, job.plans[PRINT])


def print_pages(job: Job, plans: Sequence[PagePlan], before: Mapping[int, Sequence[Glyphs]] | None = None) -> bytes:
    """Some print pages as print_pdf paints them (the contrast check's pages). `before`: for a page's number,
    the characters the pages before it in the whole file number first (glyph_order.py), so its text is
    written with the same bytes as there."""
    g = job.geometry
    size, trim = g.sheet(g.bleed)
    buffer = io.BytesIO()
    canvas = _canvas(job, buffer, size, cmyk=True, trimBox=trim, bleedBox=g.bleed_box(g.bleed))
    surface = Surface(canvas, job.inks[PRINT], g)
    for plan in plans:
        for glyphs in (before or {}).get(plan.number, ()):
            number(canvas, glyphs)
        _paint_page(canvas, plan, surface, (g.bleed, g.bleed), clip=False)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def glyphs_of(job: Job, plan: PagePlan) -> Glyphs:
    """The characters a print page numbers in each face, in order, painted alone (and not written)."""
    g = job.geometry
    size, trim = g.sheet(g.bleed)
    canvas = _canvas(job, io.BytesIO(), size, cmyk=True, trimBox=trim, bleedBox=g.bleed_box(g.bleed))
    _paint_page(canvas, plan, Surface(canvas, job.inks[PRINT], g), (g.bleed, g.bleed), clip=False)
    return first_used(canvas)


def screen_pdf(job: Job) -> bytes:
    """Trim size, an outline of page headings, links live."""
    buffer = io.BytesIO()
    canvas = _canvas(job, buffer, job.geometry.trim_size, cmyk=False)
    surface = Surface(canvas, job.inks[SCREEN], job.geometry, interactive=True)
    for plan in job.plans[SCREEN]:
        canvas.bookmarkPage(page_key(plan.number), fit="Fit")
        canvas.addOutlineEntry(f"{plan.number}  {plan.title}", page_key(plan.number), level=0)
        _paint_page(canvas, plan, surface, (0, 0), clip=True)
        canvas.showPage()
    canvas.showOutline()
    canvas.save()
    return pdfx.finish(buffer.getvalue(), pdfx.NONE, lang=job.lang)


def proof_pdf(job: Job, plans: Sequence[PagePlan]) -> bytes:
    """Some pages exactly as the screen PDF paints them, without its outline and links: the live
    preview rasterises these (the pixels equal those of build/preview/)."""
    buffer = io.BytesIO()
    canvas = _canvas(job, buffer, job.geometry.trim_size, cmyk=False)
    surface = Surface(canvas, job.inks[SCREEN], job.geometry)
    for plan in plans:
        _paint_page(canvas, plan, surface, (0, 0), clip=True)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()

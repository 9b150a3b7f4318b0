"""build/cards/cards-print.pdf: for a card print shop. One card per page, trim + bleed, TrimBox and
BleedBox, CMYK only, fonts embedded: every front in deck order, then the one shared back.

Each distinct face is drawn once as a PDF form and placed on every page that shows it.
"""

from __future__ import annotations

import io
from typing import IO

from reportlab.pdfgen.canvas import Canvas

from .. import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ..content.model import Content
from ..fonts import REGULAR, register_fonts
from ..game import CardFace
from ..geometry import Box, mm_to_pt
from ..output import StagingFolder
from . import pdf_backend
from .colours import Palette
from .faces import Faces, face_name
from .primitives import Primitive

PRINT_PDF = "cards/cards-print.pdf"
CREATOR = "a print toolchain for card games"  # /Creator, when the caller gives not the game's (Game.pdf_creator)
BACK_FORM = "card-back"
INK_SAVING_BACK_FORM = "card-back-ink-saving"
BACKS = {"full": BACK_FORM, "ink-saving": INK_SAVING_BACK_FORM}  # layout.yaml cards.pnp.back


def print_canvas(
    buffer: IO[bytes], page: Box, trim: Box, *, cmyk: bool = True, title: str = "", spot: bool = False, creator: str = CREATOR
) -> Canvas:
    """A canvas for a print file: page = bleed box (mm, origin at the page corner), trim box inside it.
    `spot`: spot colours (Separation) are allowed besides CMYK (a die-line's cut and crease colours)."""
    register_fonts()
    canvas = Canvas(
        buffer,
        pagesize=(mm_to_pt(page.width), mm_to_pt(page.height)),
        invariant=1,
        trimBox=trim.pt(),
        bleedBox=page.pt(),
        initialFontName=REGULAR,
        enforceColorSpace=("sep_cmyk" if spot else "cmyk") if cmyk else None,
    )
    canvas.setTitle(title)
    canvas.setCreator(creator)
    return canvas


def form_name(card: CardFace) -> str:
    return f"card-{face_name(card)}"


def define_forms(canvas: Canvas, faces: Faces, palette: Palette, *, cmyk: bool = True) -> None:
    """Every face and the back as a form whose origin is the card's trim corner."""
    bbox = faces.geometry.bleed_box.pt()
    for card, prims in faces.fronts.items():
        _form(canvas, form_name(card), bbox, prims, palette, cmyk)
    _form(canvas, BACK_FORM, bbox, faces.back, palette, cmyk)
    if not cmyk:  # the print-and-play sheets offer the ink-saving back too
        _form(canvas, INK_SAVING_BACK_FORM, bbox, faces.ink_saving_back, palette, cmyk)


def _form(canvas: Canvas, name: str, bbox: tuple[float, float, float, float], prims: list[Primitive], palette: Palette, cmyk: bool) -> None:
    canvas.beginForm(name, *bbox)
    pdf_backend.draw(canvas, prims, 0, 0, palette, cmyk=cmyk)
    canvas.endForm()


def print_pdf(
    faces: Faces, palette: Palette, title: str, conformance: str = pdfx.X1A, lang: str | None = None, creator: str = CREATOR
) -> bytes:
    g = faces.geometry
    page = Box(0, 0, g.bleed_box.width, g.bleed_box.height)
    buffer = io.BytesIO()
    canvas = print_canvas(buffer, page, g.trim.moved(g.bleed, g.bleed), title=f"{title} cards", creator=creator)
    define_forms(canvas, faces, palette)
    for name in [form_name(card) for card in faces.deck_order] + [BACK_FORM]:
        canvas.translate(mm_to_pt(g.bleed), mm_to_pt(g.bleed))
        canvas.doForm(name)
        canvas.showPage()
    canvas.save()
    return pdfx.finish(buffer.getvalue(), conformance, lang=lang)


def write_print_pdf(faces: Faces, content: Content, staging: StagingFolder) -> None:
    lang = pdfx.language_of(content.language)
    staging.write_bytes(
        PRINT_PDF, print_pdf(faces, content.palette, content.game.title, content.print_checks.pdfx, lang, content.plugin.pdf_creator)
    )
    g = faces.geometry
    staging.describe(PRINT_PDF, "cards-print", pages=len(faces.deck_order) + 1, page_size_mm=(g.bleed_box.width, g.bleed_box.height))

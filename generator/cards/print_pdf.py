"""build/cards/cards-print.pdf: for a card print shop. One card per page, trim + bleed, TrimBox and
BleedBox, CMYK only, fonts embedded: every front in deck order, then the one shared back.

A game with components.yaml gets one file per component, cards/ID-print.pdf, at its own size and
bleed: a component with one back keeps that order (fronts, then the back); one with backs per group
or per item is in duplex order, each front followed by its own back, as a shop's duplex print needs.

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


def front_form(faces: Faces, card: CardFace) -> str:
    """The form of a face: the default deck's by its key alone, a component's under its id."""
    return form_name(card) if faces.component.is_default else f"{faces.component.id}-{face_name(card)}"


def back_form(faces: Faces, group: str, back: str = "full") -> str:
    """The form of a back group's back (`back`: full, or ink-saving for home printers)."""
    if faces.component.is_default:
        return BACKS[back]
    index = list(faces.backs).index(group) + 1  # a group's name may be any text: the form is named by its place
    return f"{faces.component.id}-back-{index}" + ("-ink-saving" if back == "ink-saving" else "")


def print_path(faces: Faces) -> str:
    return PRINT_PDF if faces.component.is_default else f"cards/{faces.component.id}-print.pdf"


def define_forms(canvas: Canvas, faces: Faces, palette: Palette, *, cmyk: bool = True) -> None:
    """Every face and back as a form whose origin is the card's trim corner."""
    bbox = faces.geometry.bleed_box.pt()
    for card, prims in faces.fronts.items():
        _form(canvas, front_form(faces, card), bbox, prims, palette, cmyk)
    if faces.component.is_default:
        _form(canvas, BACK_FORM, bbox, faces.back, palette, cmyk)
        if not cmyk:  # the print-and-play sheets offer the ink-saving back too
            _form(canvas, INK_SAVING_BACK_FORM, bbox, faces.ink_saving_back, palette, cmyk)
        return
    for group, prims in faces.backs.items():
        _form(canvas, back_form(faces, group), bbox, prims, palette, cmyk)
        if not cmyk:
            _form(canvas, back_form(faces, group, "ink-saving"), bbox, faces.ink_saving_backs[group], palette, cmyk)


def print_pages(faces: Faces) -> list[str]:
    """The forms page by page: the fronts then the one back, or each front followed by its own back (duplex)."""
    if faces.one_back:
        return [front_form(faces, card) for card in faces.deck_order] + [back_form(faces, next(iter(faces.backs), ""))]
    return [name for card in faces.deck_order for name in (front_form(faces, card), back_form(faces, faces.group_of(card)))]


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
    what = "cards" if faces.component.is_default else faces.component.id
    canvas = print_canvas(buffer, page, g.trim.moved(g.bleed, g.bleed), title=f"{title} {what}", creator=creator)
    define_forms(canvas, faces, palette)
    for name in print_pages(faces):
        canvas.translate(mm_to_pt(g.bleed), mm_to_pt(g.bleed))
        canvas.doForm(name)
        canvas.showPage()
    canvas.save()
    return pdfx.finish(buffer.getvalue(), conformance, lang=lang)


def write_print_pdf(faces: Faces, content: Content, staging: StagingFolder) -> None:
    lang = pdfx.language_of(content.language)
    path = print_path(faces)
    staging.write_bytes(
        path, print_pdf(faces, content.palette, content.game.title, content.print_checks.pdfx, lang, content.plugin.pdf_creator)
    )
    g = faces.geometry
    staging.describe(path, "cards-print", pages=len(print_pages(faces)), page_size_mm=(g.bleed_box.width, g.bleed_box.height))
    staging.annotate(path, "component", component_entry(faces))


def component_entry(faces: Faces) -> dict[str, object]:
    """The component as manifest.json lists it: its kind, size, stock, copies and backs."""
    c = faces.component
    size = {"size": c.size.name, "round": c.size.round} if c.size.name else {}
    return {
        "id": c.id,
        "kind": c.kind,
        "size_mm": [round(float(c.size.width), 2), round(float(c.size.height), 2)],
        **size,
        "stock_mm": c.stock,
        "count": len(faces.deck_order),
        "faces": len(faces.fronts),
        "backs": str(c.backs),
        "back_groups": list(faces.backs),
    }

"""The marks and home PDFs, made from the painted print pages instead of painting every page again.

Both only move, and on the home sheet crop, pages that the print PDF already holds, so they are
assembled from its objects with pikepdf (qpdf): each page's content stream and fonts are reused
as they are, which costs a small fraction of painting every page again with reportlab.

marks: each print page on larger paper, its content moved by the marks margin, with the trim
       marks (drawn once, a form XObject) around it; MediaBox, TrimBox and BleedBox to match.
home:  each print page as a form XObject whose BBox is the page's TrimBox (the form clips the bleed
       away), two per A4 landscape side in saddle-stitch order.

The input is reportlab's print PDF before `pdfx.finish`; each result is finished here.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from decimal import Decimal

from pikepdf import Array, Name, Object, Page, Pdf, Stream
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from .. import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ..fonts import REGULAR
from ..pdfx import deflated
from .geometry import A4_LANDSCAPE, Geometry, PtBox
from .imposition import sheet_sides, slot_origins
from .marks import draw_marks


def marks_pdf(print_data: bytes, geometry: Geometry, conformance: str, title: str, lang: str | None = None) -> bytes:
    """The print pages with room for トンボ around the bleed (the marks around every page)."""
    g = geometry
    border = g.bleed + g.marks_margin
    size, trim = g.sheet(border)
    with Pdf.open(io.BytesIO(print_data)) as pdf, Pdf.open(io.BytesIO(_marks_page(g, size, border))) as drawn:
        # `drawn` stays open until the save: qpdf copies a foreign stream's data lazily
        marks = pdf.copy_foreign(page_form(drawn, drawn.pages[0], drawn.pages[0].mediabox))
        shift = _matrix(g.marks_margin, g.marks_margin)
        for page in pdf.pages:
            name = page.add_resource(marks, Name.XObject, Name.TrimMarks)  # named: pikepdf's own names are random
            page.contents_add(deflated(pdf, f"q {shift} cm\n".encode()), prepend=True)
            page.contents_add(deflated(pdf, f"\nQ q {name} Do Q\n".encode()))
            page.MediaBox = _box((0, 0, *size))
            page.TrimBox = _box(trim)
            page.BleedBox = _box(g.bleed_box(border))
        return pdfx.finish_pdf(pdf, conformance, title=title, lang=lang)


def home_pdf(print_data: bytes, geometry: Geometry, lang: str | None = None) -> bytes:
    """Two trimmed pages per A4 landscape side, in the order the printer needs them."""
    g = geometry
    with Pdf.open(io.BytesIO(print_data)) as pdf:
        trimmed = [page_form(pdf, page, page.trimbox) for page in pdf.pages]
        del pdf.pages[:]
        for pair in sheet_sides(len(trimmed)):
            _place(pdf, pdf.add_blank_page(page_size=A4_LANDSCAPE), [trimmed[number - 1] for number in pair], slot_origins(g), g.bleed)
        return pdfx.finish_pdf(pdf, pdfx.NONE, lang=lang)


def _place(pdf: Pdf, sheet: Page, forms: Sequence[Object], origins: Sequence[tuple[float, float]], bleed: float) -> None:
    """Each form with its trim corner (at `bleed`, `bleed` in the print page) on its slot's origin."""
    operators = []
    for slot, (form, (x, y)) in enumerate(zip(forms, origins, strict=True), start=1):
        name = sheet.add_resource(form, Name.XObject, Name(f"/Slot{slot}"))  # named: pikepdf's own names are random
        operators.append(f"q {_matrix(x - bleed, y - bleed)} cm {name} Do Q")
    sheet.obj.Contents = pdf.make_indirect(deflated(pdf, "\n".join(operators).encode()))  # replaces the blank page's empty stream


def page_form(pdf: Pdf, page: Page, bbox: Array) -> Object:
    """The page as a form XObject of `pdf` clipped at `bbox`, its content deflated. reportlab's one
    deflated stream is reused byte for byte (qpdf's `as_form_xobject` would inflate it, and the save
    would then write it so); content in several streams or other filters is joined and deflated."""
    contents = page.obj.Contents
    if isinstance(contents, Stream) and _deflated_only(contents):
        form = Stream(pdf, b"")
        form.write(contents.read_raw_bytes(), filter=Name.FlateDecode)
    else:
        page.contents_coalesce()
        form = deflated(pdf, page.obj.Contents.read_bytes())
    form.Type, form.Subtype = Name.XObject, Name.Form
    form.BBox = Array(list(bbox))
    form.Resources = page.obj.Resources
    return pdf.make_indirect(form)


def _deflated_only(stream: Stream) -> bool:
    filters = stream.get("/Filter")
    names = list(filters) if isinstance(filters, Array) else [filters]
    return names == [Name.FlateDecode] and "/DecodeParms" not in stream


def _marks_page(geometry: Geometry, size: tuple[float, float], border: float) -> bytes:
    """A one-page PDF of the marks size with the trim marks alone, painted by reportlab."""
    buffer = io.BytesIO()
    # a TrueType initial font: reportlab then sets no font, so the marks need none (Helvetica would be unembedded)
    canvas = Canvas(buffer, pagesize=size, invariant=1, pageCompression=1, enforceColorSpace="cmyk", initialFontName=REGULAR)
    canvas.translate(border, border)
    draw_marks(canvas, geometry)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _matrix(dx: float, dy: float) -> str:
    return f"1 0 0 1 {fp_str(dx)} {fp_str(dy)}"


def _box(box: PtBox) -> Array:
    """A page box written as reportlab writes one (its number format), so the boxes read the same."""
    return Array([Decimal(fp_str(v)) for v in box])

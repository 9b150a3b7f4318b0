"""build/cards/cards-pnp-a4.pdf and cards-pnp-letter.pdf: print-and-play sheets for home printers.

Pages: the calibration sheet (front, back), then for every 9 cards a front sheet and its back
sheet (mirrored for a long-edge flip, shifted by the back offset), then a sheet of quick-reference
cards, one per player (front, back). Every page carries the 100 % scale (sheet_scale.py) in its
margin; the cut marks stand only in the margins, outside every card. RGB: home printers and their
drivers expect it.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from reportlab.pdfgen.canvas import Canvas

from .. import reportlab_fixes  # noqa: F401  (how every PDF here is written)
from ..content.markup import filled, plain, sheet_word
from ..content.model import Content, Paper, SheetSettings
from ..errors import Problems
from ..fonts import REGULAR, edition_faces, register_fonts
from ..geometry import Box, mm_to_pt
from . import calibration, pdf_backend, quickref, sheet_scale
from .colours import Palette
from .faces import Faces
from .primitives import Primitive, TextLine
from .print_pdf import BACKS, define_forms, form_name
from .sheets import MIN_MARK, SheetLayout

FOOTER_PT = 7.0
FOOTER_NEEDS = 3.5  # mm between the printable margin and the printed grid for a footer line
QUICKREF_FORMS = {"front": "quickref-front", "back": "quickref-back"}


def pnp_path(paper: Paper) -> str:
    return f"cards/cards-pnp-{paper.name}.pdf"


@dataclass(frozen=True)
class PnpSheet:
    """One sheet of the file: a form for each slot, front and back."""

    label: str
    fronts: list[str]
    backs: list[str]


def sheets_of(faces: Faces, per_sheet: int, quickref_copies: int, labels: tuple[str, str], back: str = "ink-saving") -> list[PnpSheet]:
    """The card sheets (deck order, the last one partly empty), then the quick-reference sheet;
    `labels` name what each holds (content/sheets.yaml's cards and quickref). `back` is
    cards.pnp.back: ink-saving (the default, for home printers) or full."""
    names = [form_name(card) for card in faces.deck_order]
    chunks = [names[i : i + per_sheet] for i in range(0, len(names), per_sheet)]
    sheets = [PnpSheet(labels[0], chunk, [BACKS[back]] * len(chunk)) for chunk in chunks]
    for i in range(0, quickref_copies, per_sheet):
        n = min(per_sheet, quickref_copies - i)
        sheets.append(PnpSheet(labels[1], [QUICKREF_FORMS["front"]] * n, [QUICKREF_FORMS["back"]] * n))
    return sheets


def check_sheets(faces: Faces, settings: SheetSettings, scale: tuple[float, float]) -> None:
    """Before anything is written: every paper holds its grid of cards where a home printer prints,
    with room in its margins for the cut marks and the 100 % scale (`scale`: its length and depth,
    sheet_scale.extent), and the quick reference takes a card's slot (poker size). Raises BuildError
    with every problem: one per paper, the first of these it has."""
    problems = Problems()
    if settings.quickref_size != "poker":
        problems.add(
            settings.where,
            f"cards.quickref.size: found {settings.quickref_size!r}, expected poker "
            f"(the print-and-play sheets hold poker-size quick references only)",
        )
    for paper in settings.papers:
        layout = SheetLayout(paper, faces.geometry.width, faces.geometry.height, settings)
        found = _grid_problem(layout) or _cuts_problem(layout) or _marks_problem(layout) or _scale_problem(layout, scale)
        if found:
            problems.add(paper.where, f"cards.pnp.papers.{paper.name}: {found}")
    problems.raise_if_any()


def _grid_problem(layout: SheetLayout) -> str | None:
    paper, settings = layout.paper, layout.settings
    grid = layout.grid.inset(-paper.gutter / 2)  # the cards with their printed bleed
    if grid.x >= 0 and grid.y >= 0:
        return None
    return (
        f"found a {paper.width:g}×{paper.height:g} mm paper, expected at least {grid.width:.1f}×{grid.height:.1f} mm "
        f"for {settings.columns}×{settings.rows} cards with a {paper.gutter:g} mm gutter"
    )


def _cuts_problem(layout: SheetLayout) -> str | None:
    """Every cut line lies where a home printer prints."""
    paper, grid, margin = layout.paper, layout.grid, layout.settings.printable_margin
    closest = min(grid.x, grid.y, paper.width - grid.right, paper.height - grid.top)
    if closest >= margin:
        return None
    return (
        f"the outer cut lines lie {closest:.1f} mm from the paper's edge, expected at least {margin:g} mm "
        f"(cards.pnp.printable_margin: home printers do not print there); make the gutter smaller or the grid smaller"
    )


def _marks_problem(layout: SheetLayout) -> str | None:
    """Every cut line of a full sheet is marked at both ends, in the margins (never inside the sheet)."""
    for room, sides in zip(layout.mark_room(), ("top and bottom", "left and right"), strict=True):
        if room < MIN_MARK:
            return (
                f"the {sides} margins leave {max(room, 0):.1f} mm for the cut marks, expected at least "
                f"{MIN_MARK:g} mm between the cards' printed edge (and cards.pnp.crop_marks.offset) and "
                f"cards.pnp.printable_margin; make the gutter or the grid smaller"
            )
    return None


def _scale_problem(layout: SheetLayout, scale: tuple[float, float]) -> str | None:
    if layout.scale_at(scale[1], scale[0]) is not None:
        return None
    return (
        f"no margin holds the 100 % scale ({scale[0]:.1f} × {scale[1]:.1f} mm beside a card, inside "
        f"cards.pnp.printable_margin); make the gutter or the grid smaller"
    )


def pnp_pdf(faces: Faces, content: Content, settings: SheetSettings, paper: Paper, qr_fit: quickref.Fit) -> bytes:
    """One print-and-play file; `check_sheets` has passed."""
    layout = SheetLayout(paper, faces.geometry.width, faces.geometry.height, settings)
    register_fonts()
    face, _ = edition_faces(content.language)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(paper.width), mm_to_pt(paper.height)), invariant=1, initialFontName=REGULAR)
    canvas.setTitle(f"{content.game.title} print-and-play ({paper.name})")
    define_forms(canvas, faces, content.palette, cmyk=False)
    _quickref_forms(canvas, faces, content, settings, qr_fit)
    _calibration(canvas, layout, content)
    word = partial(sheet_word, content)
    labels = (plain(word("cards"), content), plain(word("quickref"), content))
    sheets = sheets_of(faces, layout.per_sheet, content.game.players_max, labels, settings.back)
    for number, sheet in enumerate(sheets, start=1):
        _sheet_side(canvas, layout, sheet.fronts, layout.front, content.palette, marks=True)
        front = filled(word("sheet_front"), content, sheet.label, number, len(sheets), paper.name.upper())
        _footer(canvas, layout, front, content, face)
        _sheet_side(canvas, layout, sheet.backs, layout.back, content.palette, marks=False)
        _footer(canvas, layout, filled(word("sheet_back"), content, sheet.label, number, len(sheets)), content, face)
    canvas.save()
    return buffer.getvalue()


def _quickref_forms(canvas: Canvas, faces: Faces, content: Content, settings: SheetSettings, fit: quickref.Fit) -> None:
    sheet = quickref.sheet_of(content, "poker")
    for side, name in QUICKREF_FORMS.items():
        canvas.beginForm(name, *faces.geometry.bleed_box.pt())
        quickref.draw_side(canvas, side, 0, 0, content, sheet, fit, settings.qr_module, cmyk=False)
        canvas.endForm()


def _calibration(canvas: Canvas, layout: SheetLayout, content: Content) -> None:
    palette, paper = content.palette, layout.paper
    pdf_backend.draw(canvas, calibration.front(paper, content) + _scale(layout, content), 0, 0, palette, cmyk=False)
    canvas.showPage()
    pdf_backend.draw(canvas, calibration.back(paper, content) + _scale(layout, content), 0, 0, palette, cmyk=False)
    canvas.showPage()


def _scale(layout: SheetLayout, content: Content) -> list[Primitive]:
    """The 100 % scale where check_sheets found it room."""
    length, depth = sheet_scale.extent(content)
    place = layout.scale_at(depth, length)
    assert place is not None, "check_sheets refuses a paper without room for the scale"
    return sheet_scale.scale(*place, content)


def _sheet_side(
    canvas: Canvas, layout: SheetLayout, forms: list[str], place: Callable[[int], Box], palette: Palette, *, marks: bool
) -> None:
    """One page: each form clipped to its card's printed area; crop marks on the fronts."""
    for slot, name in enumerate(forms):
        _place(canvas, name, place(slot), layout.printed(place(slot)))
    if marks:
        pdf_backend.draw(canvas, layout.crop_marks(len(forms)), 0, 0, palette, cmyk=False)


def _place(canvas: Canvas, name: str, trim: Box, clip: Box) -> None:
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(*(mm_to_pt(v) for v in (clip.x, clip.y, clip.width, clip.height)))
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.translate(mm_to_pt(trim.x), mm_to_pt(trim.y))
    canvas.doForm(name)
    canvas.restoreState()


def _footer(canvas: Canvas, layout: SheetLayout, text: str, content: Content, face: str = REGULAR) -> None:
    """A page label between the printable margin and the cards when there is room, and the 100 %
    scale; then the page ends."""
    bottom, top = layout.printable.y, layout.printed(layout.grid).y - layout.settings.mark_offset
    prims = _scale(layout, content)
    if top - bottom >= FOOTER_NEEDS:
        right = layout.grid.right  # right-aligned under the cards: the scale stands at the left
        prims.append(TextLine(right, bottom + 0.5, text, face, FOOTER_PT, "ink", "end"))
    pdf_backend.draw(canvas, prims, 0, 0, content.palette, cmyk=False)
    canvas.showPage()

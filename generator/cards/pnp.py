"""build/cards/cards-pnp-a4.pdf and cards-pnp-letter.pdf: print-and-play sheets for home printers.

Pages: the calibration sheet (front, back), then for every 9 cards a front sheet and its back
sheet (mirrored for a long-edge flip, shifted by the back offset), then a sheet of quick-reference
cards, one per player (front, back). RGB: home printers and their drivers expect it.

A game with components.yaml has each component's sheets in turn, each in the grid its size fits
on the paper, each slot's own back behind it (its group's, or its own for a two-sided part);
round tokens have sheets of their own (token_sheets.py).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from reportlab.pdfgen.canvas import Canvas

from .. import reportlab_fixes  # noqa: F401  (how every PDF here is written)
from ..content.markup import filled, plain, sheet_word
from ..content.model import Content, Paper, SheetSettings
from ..errors import Problems
from ..fonts import REGULAR, edition_faces, register_fonts
from ..geometry import Box, mm_to_pt
from . import calibration, pdf_backend, quickref
from .colours import Palette
from .design import CardGeometry
from .faces import Faces
from .primitives import TextLine
from .print_pdf import BACKS, back_form, define_forms, form_name, front_form
from .sheets import SheetLayout

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


@dataclass(frozen=True)
class Placed:
    """A sheet in its component's grid."""

    layout: SheetLayout
    sheet: PnpSheet


def component_settings(faces: Faces, settings: SheetSettings, paper: Paper) -> SheetSettings:
    """The default deck's grid is layout.yaml's; a component's is as many columns and rows as fit the paper."""
    if faces.component.is_default:
        return settings
    room = [length - 2 * settings.printable_margin + paper.gutter for length in (paper.width, paper.height)]
    columns, rows = (
        max(0, int(r // (side + paper.gutter))) for r, side in zip(room, (faces.geometry.width, faces.geometry.height), strict=True)
    )
    return replace(settings, columns=columns, rows=rows)


def component_sheets(faces: Faces, per_sheet: int, label: str, back: str) -> list[PnpSheet]:
    """A component's sheets: its items in order, each slot's back the back of its group (or its own)."""
    if faces.component.is_default:
        return sheets_of(faces, per_sheet, 0, (label, label), back)
    fronts = [(front_form(faces, card), back_form(faces, faces.group_of(card), back)) for card in faces.deck_order]
    chunks = [fronts[i : i + per_sheet] for i in range(0, len(fronts), per_sheet)]
    return [PnpSheet(label, [f for f, _ in chunk], [b for _, b in chunk]) for chunk in chunks]


def on_card_sheets(all_faces: Sequence[Faces]) -> list[Faces]:
    """The components the card sheets hold: all but round tokens, which have sheets of their own (token_sheets.py)."""
    return [faces for faces in all_faces if not faces.component.size.round]


def check_sheets(all_faces: Sequence[Faces], settings: SheetSettings, card: CardGeometry | None = None) -> None:
    """Before anything is written: every paper holds its grid of cards (layout.yaml's grid of cards at
    `card`, the cards.trim the quick references share; by default the game's deck's) and each other
    component's, and the quick reference takes a card's slot (poker size). Raises BuildError with every problem."""
    problems = Problems()
    for component in on_card_sheets(all_faces):
        if not component.component.is_default:
            _check_component_fits(component, settings, problems)
    deck = next((faces for faces in all_faces if faces.component.is_default), None)
    card = card or (deck.geometry if deck is not None else None)
    if card is not None:
        _check_cuts_printable(card, settings, problems)
        _check_grid(card, settings, problems)
    problems.raise_if_any()


def _check_grid(card: CardGeometry, settings: SheetSettings, problems: Problems) -> None:
    """layout.yaml's grid of cards fits every paper, and the quick references are poker cards."""
    if settings.quickref_size != "poker":
        problems.add(
            settings.where,
            f"cards.quickref.size: found {settings.quickref_size!r}, expected poker "
            f"(the print-and-play sheets hold poker-size quick references only)",
        )
    for paper in settings.papers:
        layout = SheetLayout(paper, card.width, card.height, settings)
        grid = layout.grid.inset(-paper.gutter / 2)  # the cards with their printed bleed
        if grid.x < 0 or grid.y < 0:
            problems.add(
                paper.where,
                f"cards.pnp.papers.{paper.name}: found a {paper.width:g}×{paper.height:g} mm "
                f"paper, expected at least {grid.width:.1f}×{grid.height:.1f} mm for "
                f"{settings.columns}×{settings.rows} cards with a {paper.gutter:g} mm gutter",
            )


def _check_component_fits(faces: Faces, settings: SheetSettings, problems: Problems) -> None:
    for paper in settings.papers:
        fitted = component_settings(faces, settings, paper)
        if fitted.columns * fitted.rows == 0:
            g = faces.geometry
            problems.add(
                faces.component.where,
                f"components.{faces.component.id}.size: found {g.width:g}×{g.height:g} mm, which does not fit the "
                f"{paper.name} paper ({paper.width:g}×{paper.height:g} mm) within its {settings.printable_margin:g} mm "
                f"printable margin; expected a part that fits (or a larger paper in layout.yaml cards.pnp.papers)",
            )


def _check_cuts_printable(card: CardGeometry, settings: SheetSettings, problems: Problems) -> None:
    """Every cut line lies where a home printer prints (the marks on it too)."""
    for paper in settings.papers:
        layout = SheetLayout(paper, card.width, card.height, settings)
        grid, margin = layout.grid, settings.printable_margin
        closest = min(grid.x, grid.y, paper.width - grid.right, paper.height - grid.top)
        if 0 <= closest < margin:
            problems.add(
                paper.where,
                f"cards.pnp.papers.{paper.name}: the outer cut lines lie {closest:.1f} mm from the "
                f"paper's edge, expected at least {margin:g} mm (cards.pnp.printable_margin: home "
                f"printers do not print there); make the gutter smaller or the grid smaller",
            )


def placed_sheets(all_faces: Sequence[Faces], content: Content, settings: SheetSettings, paper: Paper) -> list[Placed]:
    """Every sheet of the file in order, each in its component's grid: the components', then the quick references'."""
    word = partial(sheet_word, content)
    labels = (plain(word("cards"), content), plain(word("quickref"), content))
    placed: list[Placed] = []
    for faces in on_card_sheets(all_faces):
        layout = SheetLayout(paper, faces.geometry.width, faces.geometry.height, component_settings(faces, settings, paper))
        chunks = component_sheets(faces, layout.per_sheet, labels[0], settings.back)
        placed += [Placed(layout, sheet) for sheet in chunks]
    card = CardGeometry.of(content.card)
    layout = SheetLayout(paper, card.width, card.height, settings)
    quickrefs = sheets_of(_no_cards(all_faces[0]), layout.per_sheet, content.game.players_max, labels, settings.back)
    return placed + [Placed(layout, sheet) for sheet in quickrefs]


def _no_cards(faces: Faces) -> Faces:
    return replace(faces, copies={})


def pnp_pdf(all_faces: Sequence[Faces], content: Content, settings: SheetSettings, paper: Paper, qr_fit: quickref.Fit) -> bytes:
    """One print-and-play file; `check_sheets` has passed."""
    register_fonts()
    face, _ = edition_faces(content.language)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(paper.width), mm_to_pt(paper.height)), invariant=1, initialFontName=REGULAR)
    canvas.setTitle(f"{content.game.title} print-and-play ({paper.name})")
    for faces in on_card_sheets(all_faces):
        define_forms(canvas, faces, content.palette, cmyk=False)
    _quickref_forms(canvas, content, settings, qr_fit)
    _calibration(canvas, paper, settings, content)
    word = partial(sheet_word, content)
    sheets = placed_sheets(all_faces, content, settings, paper)
    for number, placed in enumerate(sheets, start=1):
        layout, sheet = placed.layout, placed.sheet
        _sheet_side(canvas, layout, sheet.fronts, layout.front, content.palette, marks=True)
        front = filled(word("sheet_front"), content, sheet.label, number, len(sheets), paper.name.upper())
        _footer(canvas, layout, front, content.palette, face)
        _sheet_side(canvas, layout, sheet.backs, layout.back, content.palette, marks=False)
        _footer(canvas, layout, filled(word("sheet_back"), content, sheet.label, number, len(sheets)), content.palette, face)
    canvas.save()
    return buffer.getvalue()


def _quickref_forms(canvas: Canvas, content: Content, settings: SheetSettings, fit: quickref.Fit) -> None:
    sheet = quickref.sheet_of(content, "poker")
    for side, name in QUICKREF_FORMS.items():
        canvas.beginForm(name, *CardGeometry.of(content.card).bleed_box.pt())
        quickref.draw_side(canvas, side, 0, 0, content, sheet, fit, settings.qr_module, cmyk=False)
        canvas.endForm()


def _calibration(canvas: Canvas, paper: Paper, settings: SheetSettings, content: Content) -> None:
    palette = content.palette
    pdf_backend.draw(canvas, calibration.front(paper, settings.back_offset, content), 0, 0, palette, cmyk=False)
    canvas.showPage()
    pdf_backend.draw(canvas, calibration.back(paper, content), 0, 0, palette, cmyk=False)
    canvas.showPage()


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


def _footer(canvas: Canvas, layout: SheetLayout, text: str, palette: Palette, face: str = REGULAR) -> None:
    """A page label between the printable margin and the cards when there is room, then the page ends."""
    bottom, top = layout.printable.y, layout.printed(layout.grid).y - layout.settings.mark_offset
    if top - bottom >= FOOTER_NEEDS:
        label = TextLine(layout.paper.width / 2, bottom + 0.5, text, face, FOOTER_PT, "ink", "middle")
        pdf_backend.draw(canvas, [label], 0, 0, palette, cmyk=False)
    canvas.showPage()

"""build/cards/ID-pnp-PAPER.pdf: a component of round tokens (chips, markers) for players who print at home.

Each sheet is a front page with the cut circles and a back page with the same tokens mirrored for a
long-edge flip and shifted by the printer's back offset (the calibration of the card sheets, layout.yaml
cards.pnp.back_offset). The art runs the component's bleed past the cut circle, so a back printed a
little off still shows no white rim; tokens sit `gap` apart, rows centred on the paper. Every guide and
all art stay at least HOME_MARGIN inside the paper. RGB, like the card sheets.

The labels under the tokens are sheets.yaml's `ID_front` and `ID_back` when the game writes them (the
sheet, the sheets, the count, then the game's `token_counts`), else the card sheets' own.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, replace

from reportlab.pdfgen.canvas import Canvas

from .. import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ..content.markup import filled, sheet_word
from ..content.model import Content, Paper
from ..errors import Problems
from ..fonts import REGULAR, edition_faces, register_fonts
from ..game import BACK, FRONT, CardFace
from ..geometry import mm_to_pt
from ..output import StagingFolder
from . import pdf_backend
from .colours import rgb_unit
from .faces import Faces
from .home_paper import HOME_MARGIN
from .primitives import Circle, Picture, Polygon, Primitive, Rect, Segment, TextLine
from .sheet_words import check_sheet_words

GUIDE_PT = 0.3
FOOTER_PT = 7.0
FOOTER_GAP = 5.0  # mm from the lowest token's art down to the label's baseline


@dataclass(frozen=True)
class TokenLayout:
    """Where the tokens' centres go on one side of a sheet (mm, page origin), row by row from the top left."""

    paper: Paper
    diameter: float
    gap: float  # between neighbouring tokens' cut circles
    bleed: float

    @property
    def reach(self) -> float:
        """From a token's centre to the edge of its art."""
        return self.diameter / 2 + self.bleed

    @property
    def pitch(self) -> float:
        return self.diameter + self.gap

    def _count(self, length: float) -> int:
        room = length - 2 * HOME_MARGIN - 2 * self.reach
        return int(room // self.pitch) + 1 if room >= 0 else 0

    @property
    def columns(self) -> int:
        return self._count(self.paper.width)

    @property
    def rows(self) -> int:
        return self._count(self.paper.height)

    @property
    def per_sheet(self) -> int:
        return self.columns * self.rows

    def centres(self, n: int) -> list[tuple[float, float]]:
        """The first n slots of a front page, the rows they fill centred on the paper."""
        width = (self.columns - 1) * self.pitch
        height = (min(self.rows, -(-n // self.columns)) - 1) * self.pitch
        x0, top = (self.paper.width - width) / 2, (self.paper.height + height) / 2
        return [(x0 + (i % self.columns) * self.pitch, top - (i // self.columns) * self.pitch) for i in range(n)]

    def back(self, centre: tuple[float, float], offset: tuple[float, float]) -> tuple[float, float]:
        """Where a token's back goes: mirrored left-right (long-edge flip), then shifted by the back offset."""
        return (self.paper.width - centre[0] + offset[0], centre[1] + offset[1])


def layout_of(faces: Faces, paper: Paper) -> TokenLayout:
    g = faces.geometry
    return TokenLayout(paper, g.width, faces.component.gap, g.bleed)


def token_path(faces: Faces, paper: Paper) -> str:
    return f"cards/{faces.component.id}-pnp-{paper.name}.pdf"


def is_round(faces: Faces) -> bool:
    """Round tokens get sheets of their own; every other component is on the card sheets (pnp.py)."""
    return faces.component.size.round


def sheets_needed(faces: Faces, paper: Paper) -> int:
    """How many sheets the tokens take on this paper (each a front and a back page)."""
    return -(-len(faces.deck_order) // layout_of(faces, paper).per_sheet)


def own_labels(faces: Faces, content: Content) -> bool:
    """Whether the tokens' sheets print labels of their own (sheets.yaml ID_front, ID_back): when the game
    writes them, or gives the counts they fill in (then they must be there)."""
    return f"{faces.component.id}_front" in content.sheet_words or bool(content.plugin.token_counts(faces.component.id, content))


def check_tokens(faces: Faces, content: Content) -> None:
    """Before anything is written: the labels print, and every paper holds at least one token."""
    own = own_labels(faces, content)
    counts = 3 + len(content.plugin.token_counts(faces.component.id, content))
    labels: dict[str, int | None] = {_label(faces, "front"): counts, _label(faces, "back"): counts} if own else {}
    check_sheet_words(content, labels)
    problems = Problems()
    for paper in content.card_sheets.papers:
        if layout_of(faces, paper).per_sheet == 0:
            problems.add(
                faces.component.where,
                f"components.{faces.component.id}.size: found a {paper.width:g}×{paper.height:g} mm paper "
                f"({paper.name}), too small for one {faces.geometry.width:g} mm token with {HOME_MARGIN:g} mm margins",
            )
    problems.raise_if_any()


def _label(faces: Faces, side: str) -> str:
    return f"{faces.component.id}_{side}"


def _footer_text(faces: Faces, content: Content, side: str, sheet: int, sheets: int, paper: Paper) -> str:
    """sheets.yaml's ID_front / ID_back with the sheet, the sheets, the count and the game's counts; else the card sheets' labels."""
    if own_labels(faces, content):
        counts = (sheet, sheets, len(faces.deck_order), *content.plugin.token_counts(faces.component.id, content))
        return filled(sheet_word(content, _label(faces, side)), content, *counts)
    if side == "front":
        return filled(sheet_word(content, "sheet_front"), content, faces.component.id, sheet, sheets, paper.name.upper())
    return filled(sheet_word(content, "sheet_back"), content, faces.component.id, sheet, sheets)


def token_pdf(faces: Faces, content: Content, paper: Paper) -> bytes:
    layout = layout_of(faces, paper)
    items = faces.deck_order
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(paper.width), mm_to_pt(paper.height)), invariant=1, initialFontName=REGULAR)
    canvas.setTitle(f"{content.game.title} {faces.component.id}, print-and-play ({paper.name})")
    sheets = sheets_needed(faces, paper)
    offset, back = content.card_sheets.back_offset, content.card_sheets.back
    for sheet in range(sheets):
        start = sheet * layout.per_sheet
        on_sheet = items[start : start + layout.per_sheet]
        centres = layout.centres(len(on_sheet))
        _side(canvas, content, [p for item, c in zip(on_sheet, centres, strict=True) for p in _at(faces, item, FRONT, c, back)])
        _guides(canvas, content, centres, layout.diameter)
        footer_y = max(HOME_MARGIN, min(y for _, y in centres) - layout.reach - FOOTER_GAP)
        _footer(canvas, content, paper, footer_y, _footer_text(faces, content, "front", sheet + 1, sheets, paper))
        backs = [p for item, c in zip(on_sheet, centres, strict=True) for p in _at(faces, item, BACK, layout.back(c, offset), back)]
        _side(canvas, content, backs)
        _footer(canvas, content, paper, footer_y, _footer_text(faces, content, "back", sheet + 1, sheets, paper))
    canvas.save()
    return pdfx.finish(buffer.getvalue(), pdfx.NONE, lang=pdfx.language_of(content.language))  # its own /ID and subset tags


def _at(faces: Faces, item: CardFace, side: str, centre: tuple[float, float], back: str) -> list[Primitive]:
    """The item's side (its front, or its back group's back as cards.pnp.back says) moved from its trim's corner to `centre`."""
    backs = faces.backs if back == "full" else faces.ink_saving_backs
    prims = faces.fronts[item] if side == FRONT else backs[faces.group_of(item)]
    r = faces.geometry.width / 2
    return moved(prims, centre[0] - r, centre[1] - r)


def moved(prims: list[Primitive], dx: float, dy: float) -> list[Primitive]:
    """The primitives drawn `dx`, `dy` mm further right and up."""
    return [_moved(p, dx, dy) for p in prims]


def _moved(p: Primitive, dx: float, dy: float) -> Primitive:
    if isinstance(p, Circle):
        return replace(p, cx=p.cx + dx, cy=p.cy + dy)
    if isinstance(p, Polygon):
        return replace(p, points=tuple((x + dx, y + dy) for x, y in p.points))
    if isinstance(p, Segment):
        return replace(p, x0=p.x0 + dx, y0=p.y0 + dy, x1=p.x1 + dx, y1=p.y1 + dy)
    if isinstance(p, (Rect, TextLine, Picture)):
        return replace(p, x=p.x + dx, y=p.y + dy)
    raise TypeError(f"no way to move {type(p).__name__}")


def write_tokens(faces: Faces, content: Content, staging: StagingFolder) -> None:
    for paper in content.card_sheets.papers:
        path = token_path(faces, paper)
        staging.write_bytes(path, token_pdf(faces, content, paper))
        staging.describe(path, "tokens-pnp", pages=2 * sheets_needed(faces, paper), page_size_mm=(paper.width, paper.height))


def _side(canvas: Canvas, content: Content, prims: list[Primitive]) -> None:
    pdf_backend.draw(canvas, prims, 0, 0, content.palette, cmyk=False)


def _guides(canvas: Canvas, content: Content, centres: list[tuple[float, float]], diameter: float) -> None:
    """The cut circles, thin ink lines on the front only."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*rgb_unit(content.palette["ink"].rgb))
    canvas.setLineWidth(GUIDE_PT)
    for cx, cy in centres:
        canvas.circle(mm_to_pt(cx), mm_to_pt(cy), mm_to_pt(diameter / 2), stroke=1, fill=0)
    canvas.restoreState()


def _footer(canvas: Canvas, content: Content, paper: Paper, y: float, text: str) -> None:
    """A label under the tokens (never nearer the edge than HOME_MARGIN), then the page ends."""
    label = TextLine(paper.width / 2, y, text, edition_faces(content.language)[0], FOOTER_PT, "ink", "middle")
    pdf_backend.draw(canvas, [label], 0, 0, content.palette, cmyk=False)
    canvas.showPage()

"""build/cards/chips-pnp-PAPER.pdf: round point chips for players who print the game at home.

As many chips as the most players each start with (game.yaml players.max × starting_chips),
one chip a point. Each sheet is a front page with cut guides and a back page with the same chips
mirrored for a long-edge flip and shifted by the printer's back offset (the calibration of the
card sheets, layout.yaml cards.pnp.back_offset). Both sides carry the same design and the art
runs `bleed` past the cut circle, so a back printed a little off still shows no white rim.
Every guide and all art stay at least HOME_MARGIN inside the paper. RGB, like the card sheets.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from .... import pdfx, reportlab_fixes  # noqa: F401  (reportlab_fixes: how every PDF is written)
from ....cards import pdf_backend, sheet_scale
from ....cards.card_text import cap_height_mm
from ....cards.colours import rgb_unit
from ....cards.design import SYMBOLS, star
from ....cards.home_paper import HOME_MARGIN
from ....cards.primitives import Circle, Primitive, TextLine
from ....cards.sheet_words import check_sheet_words
from ....content.markup import filled, sheet_word
from ....content.model import ChipSettings, Content, Paper
from ....errors import Problems
from ....fonts import BOLD, REGULAR, edition_faces, register_fonts
from ....geometry import mm_to_pt
from ....output import StagingFolder
from ..parts import mighty_parts

GUIDE_PT = 0.3
RING_INSET = 0.12  # the paper ring's radius inside the cut × the chip's diameter
RING_WIDTH = 0.05  # × the diameter
STAR_RADIUS = 0.33  # × the diameter
VALUE_PT_PER_MM = 0.8  # the "1" on the star, pt per mm of diameter
FOOTER_PT = 7.0
FOOTER_GAP = 5.0  # mm from the lowest chip's art down to the label's baseline


def chip_count(content: Content) -> int:
    """Every player's starting chips at the largest table."""
    return content.game.players_max * mighty_parts(content).starting_chips


def chips_path(paper: Paper) -> str:
    return f"cards/chips-pnp-{paper.name}.pdf"


def chip_sheets(content: Content, paper: Paper) -> int:
    """How many sheets the chips take on this paper (each a front and a back page)."""
    return -(-chip_count(content) // ChipLayout(paper, mighty_parts(content).chips).per_sheet)


@dataclass(frozen=True)
class ChipLayout:
    """Where the chips' centres go on one side of a sheet (mm, page origin), row by row from the top left."""

    paper: Paper
    chips: ChipSettings

    @property
    def reach(self) -> float:
        """From a chip's centre to the edge of its art."""
        return self.chips.diameter / 2 + self.chips.bleed

    @property
    def pitch(self) -> float:
        return self.chips.diameter + self.chips.gap

    def _count(self, length: float) -> int:
        room = length - 2 * HOME_MARGIN - 2 * self.reach
        return int(room // self.pitch) + 1 if room >= 0 else 0

    @property
    def columns(self) -> int:
        return self._count(self.paper.width)

    @property
    def rows(self) -> int:
        return self._count(self.paper.height - sheet_scale.ROOM)  # the 100 % scale keeps the bottom margin

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
        """Where a chip's back goes: mirrored left-right (long-edge flip), then shifted by the back offset."""
        return (self.paper.width - centre[0] + offset[0], centre[1] + offset[1])


CHIP_LABELS: dict[str, int | None] = {  # sheets.yaml: the sheet, the sheets, the chips, the players, each one's chips
    "chips_front": 5,
    "chips_back": 5,
    "scale": 2,  # the 100 % scale in the bottom margin (cards/sheet_scale.py)
}


def check_chips(content: Content) -> None:
    """Before anything is written: the chip sheets' labels print, and every paper holds at least one chip."""
    check_sheet_words(content, CHIP_LABELS)
    problems = Problems()
    for paper in content.card_sheets.papers:
        if ChipLayout(paper, mighty_parts(content).chips).per_sheet == 0:
            problems.add(
                paper.where,
                f"cards.pnp.papers.{paper.name}: found a {paper.width:g}×{paper.height:g} mm paper, "
                f"too small for one {mighty_parts(content).chips.diameter:g} mm chip with {HOME_MARGIN:g} mm margins",
            )
    problems.raise_if_any()


def chip_face(cx: float, cy: float, chips: ChipSettings) -> list[Primitive]:
    """One side of a chip: the MIGHTY card's red, a paper ring inside the cut, its star carrying a 1."""
    d = chips.diameter
    ring = d / 2 - d * RING_INSET
    value_pt = d * VALUE_PT_PER_MM
    return [
        Circle(cx, cy, d / 2 + chips.bleed, "red"),
        Circle(cx, cy, ring + d * RING_WIDTH / 2, "paper"),
        Circle(cx, cy, ring - d * RING_WIDTH / 2, "red"),
        star(cx, cy, d * STAR_RADIUS, SYMBOLS.star_inner, "paper"),
        TextLine(cx, cy - cap_height_mm(BOLD, value_pt) / 2, "1", BOLD, value_pt, "red", "middle"),
    ]


def chips_pdf(content: Content, paper: Paper) -> bytes:
    layout = ChipLayout(paper, mighty_parts(content).chips)
    total = chip_count(content)
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm_to_pt(paper.width), mm_to_pt(paper.height)), invariant=1, initialFontName=REGULAR)
    canvas.setTitle(f"{content.game.title} chips, print-and-play ({paper.name})")
    sheets = chip_sheets(content, paper)
    offset = content.card_sheets.back_offset
    for sheet in range(sheets):
        n = min(layout.per_sheet, total - sheet * layout.per_sheet)
        centres = layout.centres(n)
        counts = (sheet + 1, sheets, total, content.game.players_max, mighty_parts(content).starting_chips)
        _side(canvas, content, [p for c in centres for p in chip_face(*c, mighty_parts(content).chips)])
        _guides(canvas, content, centres)
        footer_y = max(HOME_MARGIN, min(y for _, y in centres) - layout.reach - FOOTER_GAP)
        _side(canvas, content, sheet_scale.scale(HOME_MARGIN, HOME_MARGIN, True, content))
        _footer(canvas, content, paper, footer_y, filled(sheet_word(content, "chips_front"), content, *counts))
        _side(canvas, content, [p for c in centres for p in chip_face(*layout.back(c, offset), mighty_parts(content).chips)])
        _side(canvas, content, sheet_scale.scale(HOME_MARGIN, HOME_MARGIN, True, content))
        _footer(canvas, content, paper, footer_y, filled(sheet_word(content, "chips_back"), content, *counts))
    canvas.save()
    return pdfx.finish(buffer.getvalue(), pdfx.NONE, lang=pdfx.language_of(content.language))  # its own /ID and subset tags


def write_chips(content: Content, staging: StagingFolder) -> None:
    for paper in content.card_sheets.papers:
        staging.write_bytes(chips_path(paper), chips_pdf(content, paper))
        staging.describe(chips_path(paper), "chips-pnp", pages=2 * chip_sheets(content, paper), page_size_mm=(paper.width, paper.height))


def _side(canvas: Canvas, content: Content, prims: list[Primitive]) -> None:
    pdf_backend.draw(canvas, prims, 0, 0, content.palette, cmyk=False)


def _guides(canvas: Canvas, content: Content, centres: list[tuple[float, float]]) -> None:
    """The cut circles, thin ink lines on the front only."""
    canvas.saveState()
    canvas.setStrokeColorRGB(*rgb_unit(content.palette["ink"].rgb))
    canvas.setLineWidth(GUIDE_PT)
    for cx, cy in centres:
        canvas.circle(mm_to_pt(cx), mm_to_pt(cy), mm_to_pt(mighty_parts(content).chips.diameter / 2), stroke=1, fill=0)
    canvas.restoreState()


def _footer(canvas: Canvas, content: Content, paper: Paper, y: float, text: str) -> None:
    """A label under the chips (never nearer the edge than HOME_MARGIN), then the page ends."""
    label = TextLine(paper.width / 2, y, text, edition_faces(content.language)[0], FOOTER_PT, "ink", "middle")
    pdf_backend.draw(canvas, [label], 0, 0, content.palette, cmyk=False)
    canvas.showPage()

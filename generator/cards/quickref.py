"""The quick-reference card (早見表), both sides: the parts a game's sides are built from, their fitting, the PDF.

What each side says is the game's (Game.quickref_side, from its quickref.yaml),
made of the parts below: paragraphs broken between phrases, gaps, rules, panels, a QR code.

Size: the card is poker size when everything fits at ≥ `min_text` (7 pt), else A6. `best_fit`
measures it: it sets each side at body sizes from 9 pt down to the minimum and keeps the largest
that fits the safe area (text breaks only between phrases, so a phrase wider than the card at a
size rules that size out); `choose_size` tries poker first. build/quickref.pdf is the print file
(trim + bleed, TrimBox/BleedBox, CMYK); the print-and-play sheets place one per player.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from ..content.markup import plain
from ..content.model import QUICKREF_SIZES, Content
from ..errors import Location, fail
from ..fonts import BOLD, LATIN_FACES, LATIN_OF, register_fonts, register_latin_fonts
from ..geometry import Box, mm_to_pt, pt_to_mm
from ..qr import draw_qr, qr_side_mm
from ..typeset import Alignment, JPParagraph, JPStyle, Paragraph
from ..typeset.latin import LatinParagraph
from .card_text import DoesNotFit, wrap
from .print_pdf import print_canvas
from .quickref_parts import Inks, QuickrefPart

QUICKREF_PDF = "quickref.pdf"
A6 = (105.0, 148.0)  # ISO 216, mm
BODY_SIZES_PT = (9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0)  # tried largest first, never below the minimum
LEADING = 1.4  # × size
HEADING_STEP_PT = 1.0  # an ending's title is this much larger than the body
TITLE_STEP_PT = 3.0  # the card's title
GAP_MM = 2.2  # between blocks
RULE_PT = 0.5
PANEL_PADDING_MM = 2.0
PANEL_RADIUS_MM = 2.0
QUICKREF_TITLE = {"ja": "早見表", "en": "quick reference"}  # the PDF's title after the game's: its Info /Title and XMP dc:title
SIDES = ("front", "back")


@dataclass(frozen=True)
class QuickrefGeometry:
    """The quick reference's geometry in mm, trim origin."""

    width: float
    height: float
    bleed: float
    safe: float

    @property
    def trim(self) -> Box:
        return Box(0, 0, self.width, self.height)

    @property
    def safe_box(self) -> Box:
        inside: Box = self.trim.inset(self.safe)
        return inside


def sheet_of(content: Content, size: str) -> QuickrefGeometry:
    """poker: the cards' own trim; a6: 105×148 mm. Bleed and safe margin as for the cards."""
    if size not in QUICKREF_SIZES:
        raise fail(None, f"cards.quickref.size: found {size!r}, expected one of: {', '.join(QUICKREF_SIZES)}")
    width, height = (content.card.width.mm, content.card.height.mm) if size == "poker" else A6
    return QuickrefGeometry(width, height, content.card.bleed.mm, content.card.safe.mm)


# --- the flow of blocks ---------------------------------------------------------------------


def _style(font: str, size: float, colour: Color, alignment: Alignment = Alignment.LEFT, language: str = "ja") -> JPStyle:
    """The style in the edition's faces: BIZ UD Gothic for Japanese, Open Sans for English."""

    def face(name: str) -> str:
        return LATIN_OF[name] if language == "en" else name

    return JPStyle(font=face(font), bold_font=face(BOLD), size=size, leading=size * LEADING, color=colour, alignment=alignment)


def paragraph(text: str, style: JPStyle, where: Location | None = None, *, one_line: bool = False) -> QuickrefPart:
    """Text broken between phrases only (see cards/card_text.py), set by JPParagraph line by line.

    A phrase wider than the line (or, for `one_line`, any break at all) raises DoesNotFit: the
    card does not fit at this size."""

    def lines(width: float) -> Paragraph[Any, Any]:
        if style.font in LATIN_FACES:  # English: the Latin breaker's own lines (hyphenated, no lone last word)
            return _latin(text, style, where, width, one_line)
        broken = wrap(str(text), style.font, style.size, pt_to_mm(width))
        if one_line and len(broken) > 1:
            raise DoesNotFit(f"{str(text)!r} needs {len(broken)} lines at {style.size:g} pt, expected one")
        return JPParagraph("\n".join(broken), style, where)

    def draw(canvas: Canvas, x: float, top: float, width: float) -> None:
        lines(width).draw(canvas, x, top, width)

    return QuickrefPart(lambda width: lines(width).height_at(width), draw)


def _latin(text: str, style: JPStyle, where: Location | None, width: float, one_line: bool) -> LatinParagraph:
    para = LatinParagraph(str(text), style, where)
    if one_line and para.line_count(width) > 1:
        raise DoesNotFit(f"{str(text)!r} needs {para.line_count(width)} lines at {style.size:g} pt, expected one")
    if para.violations(width):
        raise DoesNotFit(f"{str(text)!r} at {style.size:g} pt: " + "; ".join(para.violations(width)))
    return para


def gap(mm: float, flex: bool = False) -> QuickrefPart:
    return QuickrefPart(lambda width: mm_to_pt(mm), lambda canvas, x, top, width: None, flex)


def rule(colour: Color) -> QuickrefPart:
    def draw(canvas: Canvas, x: float, top: float, width: float) -> None:
        canvas.setStrokeColor(colour)
        canvas.setLineWidth(RULE_PT)
        canvas.line(x, top - RULE_PT / 2, x + width, top - RULE_PT / 2)

    return QuickrefPart(lambda width: RULE_PT, draw)


def panel(blocks: list[QuickrefPart], fill: Color) -> QuickrefPart:
    """Blocks on a rounded panel."""
    pad = mm_to_pt(PANEL_PADDING_MM)

    def height(width: float) -> float:
        return sum(b.height(width - 2 * pad) for b in blocks) + 2 * pad

    def draw(canvas: Canvas, x: float, top: float, width: float) -> None:
        canvas.setFillColor(fill)
        canvas.roundRect(x, top - height(width), width, height(width), mm_to_pt(PANEL_RADIUS_MM), stroke=0, fill=1)
        stack(blocks, canvas, x + pad, top - pad, width - 2 * pad)

    return QuickrefPart(height, draw, codes=tuple(url for block in blocks for url in block.codes))


def qr_block(url: str, module_mm: float, caption: QuickrefPart, cmyk: bool) -> QuickrefPart:
    """The QR code centred, its caption under it."""
    side = mm_to_pt(qr_side_mm(url, module_mm))

    def draw(canvas: Canvas, x: float, top: float, width: float) -> None:
        draw_qr(canvas, url, x + (width - side) / 2, top - side, module_mm, cmyk=cmyk)
        caption.draw(canvas, x, top - side, width)

    return QuickrefPart(lambda width: side + caption.height(width), draw, codes=(url, *caption.codes))


def stack(blocks: list[QuickrefPart], canvas: Canvas, x: float, top: float, width: float, room: float | None = None) -> None:
    """Draws blocks top-down; with `room`, flex gaps share the height left over."""
    flexes = sum(block.flex for block in blocks)
    spare = max(0.0, room - flow_height(blocks, width)) / flexes if room is not None and flexes else 0.0
    for block in blocks:
        block.draw(canvas, x, top, width)
        top -= block.height(width) + (spare if block.flex else 0.0)


def flow_height(blocks: list[QuickrefPart], width: float) -> float:
    return sum(block.height(width) for block in blocks)


# --- the two sides --------------------------------------------------------------------------


def styler(content: Content, inks: Inks) -> Callable[..., JPStyle]:
    """_style in ink and in the content's edition."""

    def style(font: str, size: float, alignment: Alignment = Alignment.LEFT) -> JPStyle:
        return _style(font, size, inks.ink, alignment, content.language)

    return style


def where_of(text: str) -> Location | None:
    return getattr(text, "where", None)


def printed(text: str, content: Content) -> str:
    """quickref.yaml text as printed: markup such as {rules:stake} expanded, ** marks dropped."""
    return plain(text, content, where_of(text))


def side_blocks(side: str, content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
    """One side's blocks, as the game's design gives them (Game.quickref_side)."""

    return content.plugin.quickref_side(side, content, body, inks, qr_module)


def _where_to_shorten(content: Content) -> Location | None:

    return content.plugin.quickref_where(content)


# --- fitting --------------------------------------------------------------------------------

Fit = dict[str, float]  # side → body size in pt


def overflow_pt(content: Content, sheet: QuickrefGeometry, side: str, body: float, qr_module: float) -> float:
    """How much a side exceeds the safe area at this body size (≤ 0: it fits).

    Raises DoesNotFit when a phrase is wider than the card at this size."""
    register_fonts() if content.language == "ja" else register_latin_fonts()
    inks = Inks.of(content, cmyk=True)
    safe = sheet.safe_box
    blocks = side_blocks(side, content, body, inks, qr_module)
    return flow_height(blocks, mm_to_pt(safe.width)) - mm_to_pt(safe.height)


def best_fit(content: Content, sheet: QuickrefGeometry, min_pt: float, qr_module: float) -> Fit | None:
    """Per side, the largest body size ≥ min_pt that fits (with the game's `quickref_one_size`, the
    largest at which both sides fit); None when a side fits at none."""
    if content.plugin.quickref_one_size:
        both = [body for body in BODY_SIZES_PT if body >= min_pt and all(_fits(content, sheet, side, body, qr_module) for side in SIDES)]
        return dict.fromkeys(SIDES, both[0]) if both else None
    fit: Fit = {}
    for side in SIDES:
        body = _largest(content, sheet, side, min_pt, qr_module)
        if body is None:
            return None
        fit[side] = body
    return fit


def _largest(content: Content, sheet: QuickrefGeometry, side: str, min_pt: float, qr_module: float) -> float | None:
    for body in BODY_SIZES_PT:
        if body >= min_pt and _fits(content, sheet, side, body, qr_module):
            return body
    return None


def _fits(content: Content, sheet: QuickrefGeometry, side: str, body: float, qr_module: float) -> bool:
    try:
        return overflow_pt(content, sheet, side, body, qr_module) <= 0
    except DoesNotFit:
        return False


def choose_size(content: Content, min_pt: float, qr_module: float) -> tuple[str, Fit]:
    """Poker size if everything fits at ≥ min_pt, else A6; raises when even A6 is too small."""
    for size in QUICKREF_SIZES:
        fit = best_fit(content, sheet_of(content, size), min_pt, qr_module)
        if fit is not None:
            return size, fit
    raise fail(_where_to_shorten(content), f"the quick reference does not fit A6 at {min_pt:g} pt: shorten it")


def fitted(content: Content, size: str, min_pt: float, qr_module: float) -> Fit:
    """The body sizes for the configured card size; raises BuildError naming what does not fit."""
    sheet = sheet_of(content, size)
    fit = best_fit(content, sheet, min_pt, qr_module)
    if fit is None:
        raise fail(
            _where_to_shorten(content),
            f"the quick reference does not fit the {size} card at "
            f"{min_pt:g} pt: {_why(content, sheet, min_pt, qr_module)}; "
            f"expected it to fit: shorten it or set cards.quickref.size to a6",
        )
    return fit


def _why(content: Content, sheet: QuickrefGeometry, body: float, qr_module: float) -> str:
    reasons = []
    for side in SIDES:
        try:
            over = overflow_pt(content, sheet, side, body, qr_module)
            if over > 0:
                reasons.append(f"the {side} is {pt_to_mm(over):.1f} mm too tall")
        except DoesNotFit as error:
            reasons.append(f"on the {side}, {error}")
    return "; ".join(reasons)


# --- drawing --------------------------------------------------------------------------------


def draw_side(
    canvas: Canvas,
    side: str,
    x_pt: float,
    y_pt: float,
    content: Content,
    sheet: QuickrefGeometry,
    fit: Fit,
    qr_module: float,
    *,
    cmyk: bool = True,
) -> None:
    """One side with its lower-left trim corner at (x_pt, y_pt); the tint background runs into the bleed."""
    inks = Inks.of(content, cmyk)
    canvas.saveState()
    canvas.setFillColor(inks.tint)
    bleed = mm_to_pt(sheet.bleed)
    canvas.rect(x_pt - bleed, y_pt - bleed, mm_to_pt(sheet.width) + 2 * bleed, mm_to_pt(sheet.height) + 2 * bleed, stroke=0, fill=1)
    safe = sheet.safe_box
    stack(
        side_blocks(side, content, fit[side], inks, qr_module),
        canvas,
        x_pt + mm_to_pt(safe.x),
        y_pt + mm_to_pt(safe.top),
        mm_to_pt(safe.width),
        mm_to_pt(safe.height),
    )
    canvas.restoreState()


def quickref_pdf(content: Content, size: str, fit: Fit, qr_module: float) -> bytes:
    """build/quickref.pdf: front then back, each trim + bleed with TrimBox and BleedBox, CMYK."""
    sheet = sheet_of(content, size)
    page = Box(0, 0, sheet.width + 2 * sheet.bleed, sheet.height + 2 * sheet.bleed)
    buffer = io.BytesIO()
    canvas = print_canvas(
        buffer,
        page,
        sheet.trim.moved(sheet.bleed, sheet.bleed),
        title=f"{content.game.title} {QUICKREF_TITLE[content.language]}",
        creator=content.plugin.pdf_creator,
    )
    for side in SIDES:
        draw_side(canvas, side, mm_to_pt(sheet.bleed), mm_to_pt(sheet.bleed), content, sheet, fit, qr_module)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()

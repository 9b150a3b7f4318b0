"""Small drawing helpers shared by figure blocks: cards, single lines of text, alt text, arrows."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from ..cards import card_height_pt, check_card, draw_card
from ..content.model import Content
from ..fonts import REGULAR
from ..game import CardFace
from ..geometry import mm_to_pt
from ..typeset.mixed import draw_mixed, mixed_width, write_mixed
from .elements import Element
from .inks import PRINT
from .kit import baseline_drop
from .stylesheet import ARROW, FIGURES, TextStyle
from .surface import Surface

ALT_TEXT_SIZE = 5.0  # pt; invisible, so only its extent matters (it must stay inside the figure)
HEAD_OVERLAP = 0.8  # × head length: an arrow's line ends inside its head, so its square end never shows at the tip


def card_row(
    cards: Sequence[CardFace], content: Content, card_width_mm: float = FIGURES.card_width, gap_mm: float = FIGURES.card_gap
) -> Element:
    """Cards side by side, drawn by the card renderer itself (the same design as the real cards).
    Each face is laid out here, in the check phase: a reminder that does not fit is the booklet's
    problem too, found before anything is painted (raises BuildError)."""
    width_pt, gap = mm_to_pt(card_width_mm), mm_to_pt(gap_mm)
    height = card_height_pt(width_pt, content)
    for card in dict.fromkeys(cards):
        check_card(card, width_pt, content)

    def paint(surface: Surface, x: float, top: float) -> None:
        for index, card in enumerate(cards):
            paint_card(surface, card, x + index * (width_pt + gap), top - height, width_pt, content)

    return Element(len(cards) * width_pt + (len(cards) - 1) * gap, height, paint)


def paint_card(surface: Surface, card: CardFace | None, x: float, y: float, width: float, content: Content) -> None:
    """A card face (None: the back) by the card renderer, `width` pt wide with its lower-left corner at
    (x, y). Each face and size is a form XObject, stored once per PDF: the card's small print stays
    apart from the booklet's own text (tests/booklet/test_print.py tells them apart this way)."""
    height = card_height_pt(width, content)

    def draw(canvas: Canvas) -> None:
        draw_card(canvas, card, 0, 0, width, content, cmyk=surface.inks.mode == PRINT)

    surface.place_form((card, round(width, 3)), (width, height), draw, x, y)


def draw_line(
    surface: Surface, text: str, style: TextStyle, x: float, baseline: float, anchor: str = "start", colour: str | None = None
) -> None:
    """One line of text (no wrapping): for numbers, marks and words that the layout has measured."""
    canvas = surface.canvas
    surface.fill(colour or style.colour)
    draw_mixed(canvas, x, baseline, text, style.font, style.size, anchor)


def line_element(text: str, style: TextStyle, colour: str | None = None) -> Element:
    """A single line as an element, one leading tall."""
    width = mixed_width(text, style.font, style.size)

    def paint(surface: Surface, x: float, top: float) -> None:
        draw_line(surface, text, style, x, top - baseline_drop(style), colour=colour)

    return Element(width, style.leading, paint)


def alt_text(element: Element, words: str) -> Element:
    """The figure with its words as invisible text on top: searchable, copyable, read aloud.

    The manuscript describes each figure in words (カードの例：…, as the alt text of its cards block); the printed figure
    shows the cards, and the words stay in the screen PDF's text layer, inside the figure's area.
    Only there: a print shop's preflight lists invisible text (render mode 3) as a fault.
    """
    size = min(ALT_TEXT_SIZE, element.width / max(len(words), 1))

    def paint(surface: Surface, x: float, top: float) -> None:
        element.paint(surface, x, top)
        if not surface.interactive:
            return
        canvas = surface.canvas
        canvas.saveState()  # the render mode is graphics state: it must not leak into later text
        text = canvas.beginText(x, top - element.height / 2)
        text.setTextRenderMode(3)  # neither fill nor stroke
        write_mixed(text, words, REGULAR, size)
        canvas.drawText(text)
        canvas.restoreState()

    return Element(element.width, element.height, paint, element.spots, sources=element.sources)


def arrow_right(surface: Surface, x0: float, x1: float, y: float, colour: str) -> None:
    """A horizontal arrow with a solid head."""
    canvas, head = surface.canvas, mm_to_pt(ARROW.head)
    surface.stroke(colour)
    surface.fill(colour)
    canvas.setLineWidth(mm_to_pt(ARROW.line))
    canvas.line(x0, y, x1 - head * HEAD_OVERLAP, y)
    fill_polygon(canvas, (x1, y), (x1 - head, y + head / 2), (x1 - head, y - head / 2))


def arrow_down(surface: Surface, x: float, y0: float, y1: float, colour: str) -> None:
    """A vertical arrow from y0 down to y1 (y0 > y1)."""
    canvas, head = surface.canvas, mm_to_pt(ARROW.head)
    surface.stroke(colour)
    surface.fill(colour)
    canvas.setLineWidth(mm_to_pt(ARROW.line))
    canvas.line(x, y0, x, y1 + head * HEAD_OVERLAP)
    fill_polygon(canvas, (x, y1), (x - head / 2, y1 + head), (x + head / 2, y1 + head))


def fill_polygon(canvas: Canvas, *points: tuple[float, float]) -> None:
    """A closed shape through `points`, filled with the current fill colour (arrow heads, icon parts)."""
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)

"""Text blocks: heading, paragraph, list, steps, points, callout (docs/content-format.md)."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import getFont

from ..content.blocks import CalloutBlock, HeadingBlock, ListBlock, ParagraphBlock, PointItem, PointsBlock, StepItem, StepsBlock
from ..fonts import BOLD
from ..geometry import mm_to_pt
from ..typeset import Alignment
from ..typeset.circled import draw_figure
from ..typeset.mixed import draw_mixed
from .elements import Element, Paint, at, boxed, column, layered
from .kit import Kit, baseline_drop, centred_baseline, line_width
from .stylesheet import (
    BODY,
    CIRCLED_MARK,
    FIGURES,
    HEADING,
    HEADING_BAR,
    LEAD,
    NOTE,
    POINT_TITLE,
    SPACING,
    STEP_NUMBER,
    STEP_TITLE,
    STEPS,
    TONE_ACCENTS,
    TextStyle,
)
from .surface import Surface

PARAGRAPH_STYLES = {"body": BODY, "lead": LEAD, "note": NOTE}
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"


def heading(block: HeadingBlock, kit: Kit, width: float) -> Element:
    indent, bar_width = mm_to_pt(HEADING_BAR.text_indent), mm_to_pt(HEADING_BAR.width)
    style = kit.with_role(HEADING, "heading")
    text = kit.text(block.text, width - indent, style, block.where, Alignment.LEFT)
    heading_style = kit.edition_style(style)

    def bar(surface: Surface, x: float, top: float) -> None:
        surface.fill(HEADING_BAR.colour)
        inset = (heading_style.leading - heading_style.size) / 2  # the bar spans the em boxes, not the leading
        surface.canvas.roundRect(x, top - text.height + inset, bar_width, text.height - 2 * inset, bar_width / 2, stroke=0, fill=1)

    def ring(surface: Surface, x: float, top: float) -> None:
        """A small ring on the first line's centre, where the bar would stand."""
        canvas, radius = surface.canvas, (indent - bar_width) / 2
        canvas.setStrokeColor(surface.inks[HEADING_BAR.colour])
        canvas.setLineWidth(bar_width / 2)
        canvas.circle(x + radius - bar_width / 2, top - heading_style.leading / 2, radius - bar_width / 2, stroke=1, fill=0)

    return layered(ring if kit.look.heading_marker == "ring" else bar, at(text, indent, width=width))


def paragraph(block: ParagraphBlock, kit: Kit, width: float) -> Element:
    style = PARAGRAPH_STYLES[block.style]
    return kit.text(block.text, width, style, block.where)


def bullet_list(block: ListBlock, kit: Kit, width: float) -> Element:
    parts = [kit.text(block.title, width, STEP_TITLE, block.where)] if block.title else []
    bullet = kit.phrase("bullet")
    indent = line_width(bullet, BODY)
    for item in block.items:
        text = kit.text(item, width - indent, BODY, block.where)
        parts.append(layered(_marker(bullet, BODY, "accent", kit.marker_baseline(BODY, BODY)), at(text, indent, width=width)))
    return column(parts, mm_to_pt(SPACING.item))


def _marker(mark: str, style: TextStyle, colour: str, line: TextStyle, dx: float = 0.0) -> Paint:
    """Paints `mark` (in `style`'s size) on the first baseline of `line`, the element it is layered under."""

    def paint(surface: Surface, x: float, top: float) -> None:
        surface.fill(colour)
        draw_mixed(surface.canvas, x + dx, top - baseline_drop(line), mark, BOLD, style.size)

    return paint


def _figure_marker(mark: str, font: str, style: TextStyle, line: TextStyle) -> Paint:
    """Paints the circled number `mark` as a figure in `font` (style's size and colour) on the first baseline of `line`."""

    def paint(surface: Surface, x: float, top: float) -> None:
        draw_figure(surface.canvas, x, top - baseline_drop(line), mark, font, style.size, surface.inks[style.colour], bold=True)

    return paint


def steps(block: StepsBlock, kit: Kit, width: float) -> Element:
    if block.marker == "circled":
        return _circled_steps(block, kit, width)
    indent = mm_to_pt(FIGURES.step_indent)
    items = [_numbered_step(number, item, block, kit, width, indent) for number, item in enumerate(block.items, 1)]
    gap = mm_to_pt(STEPS.gap)
    if kit.look.step_marker == "numeral":
        return layered(_hairline(items, gap), column(items, gap))
    return layered(_connector(items, gap, kit.edition_style(STEP_TITLE).leading), column(items, gap))


def _numbered_step(number: int, item: StepItem, block: StepsBlock, kit: Kit, width: float, indent: float) -> Element:
    parts = [kit.text(item.title, width - indent, STEP_TITLE, block.where)]
    if item.text:
        parts.append(kit.text(item.text, width - indent, BODY, block.where))
    body = at(column(parts), indent, width=width)
    disc = mm_to_pt(FIGURES.step_disc)
    body = at(body, 0, 0, width, max(body.height, disc))

    title_leading = kit.edition_style(STEP_TITLE).leading
    if kit.look.step_marker == "numeral":
        return layered(_numeral(str(number), kit.role_font("title"), title_leading), body)

    def number_disc(surface: Surface, x: float, top: float) -> None:
        centre_y = top - title_leading / 2
        surface.fill("accent")
        surface.canvas.circle(x + disc / 2, centre_y, disc / 2, stroke=0, fill=1)
        surface.fill(STEP_NUMBER.colour)
        surface.canvas.setFont(STEP_NUMBER.font, STEP_NUMBER.size)
        surface.canvas.drawCentredString(x + disc / 2, centred_baseline(STEP_NUMBER, centre_y), str(number))

    return layered(number_disc, body)


def _numeral(number: str, font: str, title_leading: float) -> Paint:
    """The step's number as a numeral in the title face, its cap height on the title line's centre."""
    size = STEP_NUMBER.size * NUMERAL_SCALE

    def paint(surface: Surface, x: float, top: float) -> None:
        surface.fill("accent")
        surface.canvas.setFont(font, size)
        cap = getFont(font).face.capHeight / 1000 * size
        surface.canvas.drawCentredString(x + mm_to_pt(FIGURES.step_disc) / 2, top - title_leading / 2 - cap / 2, number)

    return paint


NUMERAL_SCALE = 1.5  # a numeral stands without a disc: larger than the disc's number


def _hairline(items: list[Element], gap: float) -> Paint:
    """A hairline down the numerals' column, between one step's numeral and the next."""
    disc = mm_to_pt(FIGURES.step_disc)

    def paint(surface: Surface, x: float, top: float) -> None:
        down = 0.0
        surface.canvas.setStrokeColor(surface.inks.tint("accent", STEPS.line_tint))
        surface.canvas.setLineWidth(mm_to_pt(STEPS.line) / 3)
        for item in items[:-1]:
            start, down = top - down - disc * 1.1, down + item.height + gap
            surface.canvas.line(x + disc / 2, start, x + disc / 2, top - down + disc * 0.25)

    return paint


def _connector(items: list[Element], gap: float, title_leading: float) -> Paint:
    """A line joining the step discs: the steps are one sequence."""
    disc = mm_to_pt(FIGURES.step_disc)

    def paint(surface: Surface, x: float, top: float) -> None:
        centres, down = [], 0.0
        for item in items:
            centres.append(top - down - title_leading / 2)
            down += item.height + gap
        surface.canvas.setStrokeColor(surface.inks.tint("accent", STEPS.line_tint))
        surface.canvas.setLineWidth(mm_to_pt(STEPS.line))
        surface.canvas.line(x + disc / 2, centres[0], x + disc / 2, centres[-1])

    return paint


def _circled_steps(block: StepsBlock, kit: Kit, width: float) -> Element:
    indent = line_width(CIRCLED[0], CIRCLED_MARK) + mm_to_pt(STEPS.circled_gap)
    items = []
    for number, item in enumerate(block.items):
        parts = [kit.text(item.title, width - indent, BODY, block.where)]
        if item.text:
            parts.append(kit.text(item.text, width - indent, BODY, block.where))
        line = kit.marker_baseline(CIRCLED_MARK, BODY)
        if kit.english:  # Open Sans has no ①: drawn in it as a figure, not borrowed from the Japanese face
            marker = _figure_marker(CIRCLED[number], kit.font(BOLD), CIRCLED_MARK, line)
        else:
            marker = _marker(CIRCLED[number], CIRCLED_MARK, CIRCLED_MARK.colour, line)
        items.append(layered(marker, at(column(parts), indent, width=width)))
    return column(items, mm_to_pt(SPACING.item))


def points(block: PointsBlock, kit: Kit, width: float) -> Element:
    """Titled items, each in its own panel (p.2's three ways to get out)."""
    panels = []
    for item in block.items:

        def inner(inner_width: float, item: PointItem = item) -> Element:
            return column(
                [
                    kit.text(item.title, inner_width, POINT_TITLE, block.where, Alignment.LEFT),
                    kit.text(item.text, inner_width, BODY, block.where),
                ],
                mm_to_pt(STEPS.point_title_gap),
            )

        panels.append(boxed(inner, width, kit.look.points))
    return column(panels, mm_to_pt(STEPS.point_gap))


def callout(block: CalloutBlock, kit: Kit, width: float) -> Element:
    accent = TONE_ACCENTS[block.tone]

    def inner(inner_width: float) -> Element:
        parts = [kit.text(block.title, inner_width, STEP_TITLE, block.where)] if block.title else []
        parts.append(kit.text(block.text, inner_width, BODY, block.where))
        return column(parts, mm_to_pt(SPACING.title))

    return boxed(inner, width, kit.look.callout, accent)

"""The `components` block: what is in the box (cards/component_list.py), one line per component:
a small drawing of it at one scale for all (a card, a tile, a round token, stacked to say "several"),
its name and count, and its size under them, in a panel."""

from __future__ import annotations

from ..cards.component_list import CARD_RADIUS, STACK, TURNED_CORNER, Listed, drawing_scale, listed
from ..content.blocks import ComponentsBlock
from ..geometry import mm_to_pt
from ..typeset import Alignment, BreakMode
from .elements import Element, at, boxed, centred, column, row
from .kit import Kit
from .stylesheet import CAPTION, FIGURES, LABEL, PANEL, STEP_TITLE
from .surface import Surface

OUTLINE = 0.6  # pt
ROW_GAP = 3.0  # mm between rows of components
SLOT_MIN = 26.0  # mm: the narrowest room a component takes in its row
SLOT_PADDING = 2.0  # mm between neighbours' words


def components(block: ComponentsBlock, kit: Kit, width: float) -> Element:
    """The components side by side on one baseline, at one scale (so their sizes compare), each with its
    name and count and its size under it; as many rows as the column needs."""
    lines = listed(block.names, block.where, kit.content, kit.problems)
    if not lines:
        return Element(width, 0.0)
    scale = drawing_scale(lines)
    band = max(_drawn_size(line, scale)[1] for line in lines) + mm_to_pt(STACK[1] * (STACK[0] - 1))

    def inner(inner_width: float) -> Element:
        per_row = max(1, min(len(lines), int(inner_width // mm_to_pt(SLOT_MIN))))
        slot = inner_width / per_row
        slots = [_slot(line, scale, band, slot, block, kit) for line in lines]
        rows = [row(slots[i : i + per_row]) for i in range(0, len(slots), per_row)]
        title = [kit.text(block.title, inner_width, STEP_TITLE, block.where, Alignment.LEFT)] if block.title else []
        return column([*title, *(centred(r, inner_width) for r in rows)], mm_to_pt(ROW_GAP))

    return boxed(inner, width, PANEL)


def _slot(line: Listed, scale: float, band: float, width: float, block: ComponentsBlock, kit: Kit) -> Element:
    """One component: its drawing standing on the band's baseline, its words centred under it."""
    drawing = _drawing(line, scale)
    standing = at(drawing, (width - drawing.width) / 2, band - drawing.height, width, band)
    return column([standing, _words(line, block, kit, width - mm_to_pt(SLOT_PADDING))], mm_to_pt(FIGURES.label_gap))


def _drawn_size(line: Listed, scale: float) -> tuple[float, float]:
    """The part's drawing in pt, without its stack."""
    return mm_to_pt(line.size.width * scale), mm_to_pt(line.size.height * scale)


def _words(line: Listed, block: ComponentsBlock, kit: Kit, width: float) -> Element:
    """マット（両面）, 6枚 and 120×80mm, one over the other, centred (a line ends between phrases)."""
    language = kit.content.language
    name = kit.text(line.named(language), width, LABEL, line.name.where, Alignment.CENTER, BreakMode.PHRASE)
    number = kit.text(line.number(language), width, LABEL, block.where, Alignment.CENTER, BreakMode.PHRASE)
    size = kit.text(line.size_words(language), width, CAPTION, block.where, Alignment.CENTER, BreakMode.PHRASE)
    return at(column([name, number, size]), mm_to_pt(SLOT_PADDING) / 2)


def _drawing(line: Listed, scale: float) -> Element:
    """Up to STACK[0] of the part, each a little up and right of the one under it."""
    w, h = _drawn_size(line, scale)
    shown, step = min(line.count, STACK[0]), mm_to_pt(STACK[1])
    rise = step * (shown - 1)

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        canvas.saveState()
        canvas.setLineWidth(OUTLINE)
        surface.stroke("accent")
        surface.fill("paper")
        for index in range(shown):
            left, bottom = x + step * index, top - rise - h + step * index
            if line.round:
                canvas.circle(left + w / 2, bottom + h / 2, w / 2, stroke=1, fill=1)
            elif line.component.kind == "deck":
                canvas.roundRect(left, bottom, w, h, min(w, h) * CARD_RADIUS, stroke=1, fill=1)
            else:
                canvas.rect(left, bottom, w, h, stroke=1, fill=1)
        if line.two_sided:  # the top part's corner turned over: its other side
            _turned_corner(surface, x + rise + w, top, min(w, h) * TURNED_CORNER)
        canvas.restoreState()

    return Element(w + rise, h + rise, paint)


def _turned_corner(surface: Surface, right: float, top: float, size: float) -> None:
    """The top-right corner folded down: the panel shows where it was, the other side (in the accent) on the flap."""
    canvas = surface.canvas
    surface.fill(PANEL.fill)
    corner = canvas.beginPath()
    corner.moveTo(right - size, top)
    corner.lineTo(right + OUTLINE, top + OUTLINE)
    corner.lineTo(right, top - size)
    corner.close()
    canvas.drawPath(corner, stroke=0, fill=1)
    surface.fill("accent")
    flap = canvas.beginPath()
    flap.moveTo(right - size, top)
    flap.lineTo(right - size, top - size)
    flap.lineTo(right, top - size)
    flap.close()
    canvas.drawPath(flap, stroke=1, fill=1)

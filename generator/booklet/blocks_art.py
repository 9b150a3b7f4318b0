"""The `image` block: a game's art file on a page (generator/art.py), checked as a print shop would."""

from __future__ import annotations

from .. import art
from ..content.blocks import ImageBlock
from ..geometry import PT_PER_MM, mm_to_pt
from ..typeset import Alignment
from .elements import Element, centred, column
from .inks import PRINT
from .kit import Kit
from .stylesheet import CAPTION, FIGURES
from .surface import Surface


def image(block: ImageBlock, kit: Kit, width: float) -> Element:
    """The art centred in the column at its box's size, its caption under it; its problems noted at its file."""
    try:
        drawn = art.read(block.file.path)
    except art.ArtError as error:
        kit.problems.add(block.file.where, f"image: {error}")
        return Element(width, 0.0)
    box_w, box_h = _box(block, drawn, width)
    if box_w > width + 0.01:
        kit.problems.add(
            block.where,
            f"image: {block.file.written} is {box_w / mm_to_pt(1):.1f} mm wide, expected at most the column's {width / mm_to_pt(1):.1f} mm",
        )
    placed = art.fitted(drawn, 0.0, 0.0, box_w, box_h, block.fit)
    in_mm = art.Placed(*(v / PT_PER_MM for v in (placed.x, placed.y, placed.width, placed.height)))
    for problem in art.problems(drawn, in_mm, kit.content.print_checks.min_image_ppi):
        kit.problems.add(block.file.where, f"image: {problem}")

    def paint(surface: Surface, x: float, top: float) -> None:
        y = top - box_h
        moved = art.Placed(x + placed.x, y + placed.y, placed.width, placed.height)
        art.draw(surface.canvas, drawn, moved, (x, y, box_w, box_h), cmyk=surface.inks.mode == PRINT)

    picture = centred(Element(box_w, box_h, paint), width)
    if not block.caption:
        return picture
    caption = kit.text(block.caption, width, CAPTION, block.where, Alignment.CENTER)
    return column([picture, caption], mm_to_pt(FIGURES.label_gap))


def _box(block: ImageBlock, drawn: art.Art, width: float) -> tuple[float, float]:
    """The art's box in pt: as written, or the other side from the art's proportions (the column's width by default)."""
    ratio = drawn.height / drawn.width
    if block.width and block.height:
        return mm_to_pt(block.width.mm), mm_to_pt(block.height.mm)
    if block.height:
        return mm_to_pt(block.height.mm) / ratio, mm_to_pt(block.height.mm)
    w = mm_to_pt(block.width.mm) if block.width else width
    return w, w * ratio

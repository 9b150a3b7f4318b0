"""The core's sides of a part (`Game.side`'s default, face_or_back), and its drawing of a plain part (a
component with a count and no items): the palette's tint over the bleed, an ink ring or frame inside the trim."""

from __future__ import annotations

from ..game import FRONT, CardDrawing, CardFace, Part
from .design import CardGeometry
from .primitives import Circle, Primitive, Rect

FRAME = 0.06  # the frame's inset × the shorter side


def plain_side(item: CardFace, side: str, geometry: CardGeometry) -> list[Primitive]:
    """Both sides alike: a tint field and, inside it, a paper field a frame's width smaller."""
    g = geometry
    inset = FRAME * min(g.width, g.height)
    if g.width == g.height:  # a token may be round: a disc is a square's inscribed circle
        centre, radius = g.width / 2, g.width / 2
        return [Circle(centre, centre, radius + g.bleed, "tint"), Circle(centre, centre, radius - inset, "paper")]
    inner = g.trim.inset(inset)
    return [
        Rect(-g.bleed, -g.bleed, g.width + 2 * g.bleed, g.height + 2 * g.bleed, "tint"),
        Rect(inner.x, inner.y, inner.width, inner.height, "paper"),
    ]


def face_or_back(drawing: CardDrawing, item: CardFace, side: str, geometry: CardGeometry) -> list[Primitive]:
    """The front is the item's face, the back the back of the group its key names; a plain `Part`
    (a count of tokens) is a plain tile or disc in the palette's tint."""
    if isinstance(item, Part):
        return plain_side(item, side, geometry)
    return drawing.face(item, geometry) if side == FRONT else drawing.back(item.key, geometry)

"""Card primitives moved and scaled: a card face drawn small on another surface (the tuck box's front)."""

from __future__ import annotations

from dataclasses import replace

from generator.cards.primitives import Circle, Polygon, Primitive, Rect, Segment


def placed(prims: list[Primitive], scale: float, dx: float, dy: float) -> list[Primitive]:
    """Each primitive scaled about the origin by `scale`, then moved by (dx, dy) mm."""
    return [_placed(p, scale, dx, dy) for p in prims]


def _placed(p: Primitive, k: float, dx: float, dy: float) -> Primitive:
    if isinstance(p, Rect):
        return Rect(p.x * k + dx, p.y * k + dy, p.width * k, p.height * k, p.colour, p.radius * k)
    if isinstance(p, Circle):
        return Circle(p.cx * k + dx, p.cy * k + dy, p.r * k, p.colour)
    if isinstance(p, Polygon):
        return Polygon(tuple((x * k + dx, y * k + dy) for x, y in p.points), p.colour)
    if isinstance(p, Segment):
        return Segment(p.x0 * k + dx, p.y0 * k + dy, p.x1 * k + dx, p.y1 * k + dy, p.colour, p.width_pt * k)
    return replace(p, x=p.x * k + dx, y=p.y * k + dy, size_pt=p.size_pt * k)

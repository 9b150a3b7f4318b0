"""The Mind's icons as vector shapes (card primitives, mm): a heart for a life, a shuriken.

Drawn as polygons, not a font's glyphs, so they print at any size in the palette's colours and
read the same in every edition. deck.yaml names them (`icon: heart`, `reward_icons`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from generator.cards.primitives import Circle, Polygon, Primitive

HEART_POINTS = 72  # points along the outline: smooth at 40 mm, cheap at 5 mm
SHURIKEN_BLADES = 4
SHURIKEN_INNER = 0.40  # the notch between two blades, × the outer radius
SHURIKEN_BEND = 0.46  # where a blade's edge is pulled in to, × the outer radius: concave edges
SHURIKEN_LEAN = 0.12  # radians each notch turns ahead of the middle between two tips
SHURIKEN_EDGE_POINTS = 10  # points along each curved edge
SHURIKEN_HOLE = 0.16  # the centre hole's radius, × the outer radius

Icon = Callable[[float, float, float, str, str], list[Primitive]]
"""(cx, cy, size mm across, colour, the colour under it) → primitives."""


def heart(cx: float, cy: float, size: float, colour: str, under: str) -> list[Primitive]:
    """The classic heart curve, `size` mm wide, centred on its box."""
    raw = [_heart_point(2 * math.pi * i / HEART_POINTS) for i in range(HEART_POINTS)]
    xs, ys = [x for x, _ in raw], [y for _, y in raw]
    unit = size / (max(xs) - min(xs))
    mid_y = (max(ys) + min(ys)) / 2
    return [Polygon(tuple((cx + x * unit, cy + (y - mid_y) * unit) for x, y in raw), colour)]


def _heart_point(t: float) -> tuple[float, float]:
    return (16 * math.sin(t) ** 3, 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))


def shuriken(cx: float, cy: float, size: float, colour: str, under: str) -> list[Primitive]:
    """Four blades with concave edges, one pointing up, leaning a little (a throwing star in flight),
    with a hole in the middle in the colour under it."""
    outer = size / 2
    points: list[tuple[float, float]] = []
    step = 2 * math.pi / SHURIKEN_BLADES
    for blade in range(SHURIKEN_BLADES):
        tip = math.pi / 2 + blade * step
        notch = tip + step / 2 + SHURIKEN_LEAN
        bend = _polar(cx, cy, outer * SHURIKEN_BEND, (tip + notch) / 2)
        start, end = _polar(cx, cy, outer, tip), _polar(cx, cy, outer * SHURIKEN_INNER, notch)
        points += [_bezier(start, bend, end, i / SHURIKEN_EDGE_POINTS) for i in range(SHURIKEN_EDGE_POINTS)]
        after = _polar(cx, cy, outer, tip + step)
        bend = _polar(cx, cy, outer * SHURIKEN_BEND, (notch + tip + step) / 2)
        points += [_bezier(end, bend, after, i / SHURIKEN_EDGE_POINTS) for i in range(SHURIKEN_EDGE_POINTS)]
    return [Polygon(tuple(points), colour), Circle(cx, cy, outer * SHURIKEN_HOLE, under)]


def _bezier(a: tuple[float, float], control: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    """A point of the quadratic curve from a to b pulled towards control."""
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * control[0] + t * t * b[0], u * u * a[1] + 2 * u * t * control[1] + t * t * b[1])


def _polar(cx: float, cy: float, radius: float, angle: float) -> tuple[float, float]:
    return (cx + radius * math.cos(angle), cy + radius * math.sin(angle))


ICONS: dict[str, Icon] = {"heart": heart, "shuriken": shuriken}
"""Every icon deck.yaml may name."""

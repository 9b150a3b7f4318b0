"""The Mind's icons as vector shapes (card primitives, mm): a heart for a life, a shuriken.

Drawn as polygons, not a font's glyphs, so they print at any size in the palette's colours and
read the same in every edition. deck.yaml names them (`icon: heart`, `reward_icons`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ....cards.primitives import Circle, Polygon, Primitive

HEART_POINTS = 72  # points along the outline: smooth at 40 mm, cheap at 5 mm
SHURIKEN_BLADES = 4
SHURIKEN_INNER = 0.30  # the notch between two blades, × the outer radius
SHURIKEN_SWEEP = 0.42  # radians the blade's inner edge leans back: a throwing star's swirl
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
    """Four curved blades, one pointing up, with a hole in the middle in the colour under it."""
    outer = size / 2
    points: list[tuple[float, float]] = []
    for blade in range(SHURIKEN_BLADES):
        tip = math.pi / 2 + blade * 2 * math.pi / SHURIKEN_BLADES
        notch = tip + math.pi / SHURIKEN_BLADES
        points.append(_polar(cx, cy, outer, tip))
        points.append(_polar(cx, cy, outer * (SHURIKEN_INNER + 1) / 2, notch - SHURIKEN_SWEEP))  # the leaning edge
        points.append(_polar(cx, cy, outer * SHURIKEN_INNER, notch))
    return [Polygon(tuple(points), colour), Circle(cx, cy, outer * SHURIKEN_HOLE, under)]


def _polar(cx: float, cy: float, radius: float, angle: float) -> tuple[float, float]:
    return (cx + radius * math.cos(angle), cy + radius * math.sin(angle))


ICONS: dict[str, Icon] = {"heart": heart, "shuriken": shuriken}
"""Every icon deck.yaml may name."""

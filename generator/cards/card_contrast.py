"""The print contrast check (contrast.py) on what a card design draws: its primitives.

A card's texts and shapes are primitives in palette names, so a text too faint on what is under it
is said at its own colour's palette entry (game.yaml), with the card it is on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ..content.palette_roles import with_roles
from ..contrast import Drawn, Lettering, Patch, name_of, report, shortfalls, srgb
from ..errors import Problems
from ..geometry import pt_to_mm
from .card_text import width_mm
from .colours import Palette
from .primitives import Circle, Polygon, Primitive, Rect, TextLine

CIRCLE_POINTS = 32  # a disc as a polygon: within 0.5 % of its radius
LETTER_SHARES = (0.1, 0.3, 0.5, 0.7, 0.9)  # where along a line its letters are sampled


def drawn_of(prims: Sequence[Primitive], palette: Palette, place: str, scale: float = 1.0) -> list[Drawn]:
    """The card's shapes and texts as the contrast check reads them (mm; sizes as printed at `scale`)."""
    colours = with_roles(palette)
    drawn: list[Drawn] = []
    for prim in prims:
        cmyk = colours[prim.colour].cmyk
        name = name_of(cmyk, palette)
        if isinstance(prim, TextLine):
            drawn.append(Lettering(_letters(prim), srgb(cmyk), prim.size_pt * scale, "Bold" in prim.font, name, prim.text, place))
        elif not isinstance(prim, Polygon | Rect | Circle):
            continue  # a stroke (a crop mark, a ruler tick) is too thin to set the colour under a text
        else:
            drawn.append(Patch((_outline(prim),), srgb(cmyk), name))
    return drawn


def check_cards(cards: Iterable[tuple[str, Sequence[Primitive]]], palette: Palette, problems: Problems, scale: float = 1.0) -> None:
    """Every text of every card (place, primitives) against what is under it, into `problems`."""
    found = [short for place, prims in cards for short in shortfalls(drawn_of(prims, palette, place, scale))]
    report(found, palette, "the cards", problems)


def _outline(prim: Polygon | Rect | Circle) -> tuple[tuple[float, float], ...]:
    if isinstance(prim, Polygon):
        return prim.points
    if isinstance(prim, Rect):
        return ((prim.x, prim.y), (prim.right, prim.y), (prim.right, prim.top), (prim.x, prim.top))
    step = 2 * math.pi / CIRCLE_POINTS
    return tuple((prim.cx + prim.r * math.cos(i * step), prim.cy + prim.r * math.sin(i * step)) for i in range(CIRCLE_POINTS))


def _letters(text: TextLine) -> tuple[tuple[float, float], ...]:
    """Points along the middle of the line's letters (half the x-height up), turned with the line."""
    width = width_mm(text.text, text.font, text.size_pt)
    start = {"start": 0.0, "middle": -width / 2, "end": -width}[text.anchor]
    turn = -1 if text.rotation == 180 else 1
    up = pt_to_mm(0.3 * text.size_pt)
    return tuple((text.x + turn * (start + share * width), text.y + turn * up) for share in LETTER_SHARES)

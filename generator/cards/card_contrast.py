"""The print contrast check (contrast.py) on what a card design draws: its primitives.

A card's texts and shapes are primitives in palette names, so a text too faint on what is under it
is said at its own colour's palette entry (game.yaml), with the card it is on.

Art (a Picture) has no one colour: under a text it could be anything from its darkest to its
lightest pixel, and where the letters fall on it depends on the art. The check does not guess: a
text with a letter over a picture (the picture's whole box, the topmost thing painted there) is
refused, saying the check cannot vouch for it; a solid panel between the art and the text, in a
palette colour, makes it checkable again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from .. import art
from ..content.palette_roles import with_roles
from ..contrast import Drawn, Lettering, Patch, name_of, over_art, report, shortfalls, srgb
from ..errors import Problems
from ..geometry import pt_to_mm
from .card_text import width_mm
from .colours import Palette
from .primitives import Circle, Picture, Polygon, Primitive, Rect, TextLine

CIRCLE_POINTS = 32  # a disc as a polygon: within 0.5 % of its radius
LETTER_SHARES = (0.1, 0.3, 0.5, 0.7, 0.9)  # where along a line its letters are sampled


def drawn_of(prims: Sequence[Primitive], palette: Palette, place: str, scale: float = 1.0) -> list[Drawn]:
    """The card's shapes and texts as the contrast check reads them (mm; sizes as printed at `scale`)."""
    colours = with_roles(palette)
    drawn: list[Drawn] = []
    for prim in prims:
        if isinstance(prim, Picture):
            drawn.append(Patch((_outline(prim),), (0, 0, 0), _art_name(prim), art=True))
            continue
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
    read = [(place, prims, drawn_of(prims, palette, place, scale)) for place, prims in cards]
    report([short for _, _, drawn in read for short in shortfalls(drawn)], palette, "the cards", problems)
    for place, prims, drawn in read:
        _texts_over_art(place, prims, drawn, problems)


def _texts_over_art(place: str, prims: Sequence[Primitive], drawn: Sequence[Drawn], problems: Problems) -> None:
    pictures = {_art_name(p): p for p in prims if isinstance(p, Picture)}
    for text, picture in over_art(drawn):
        placed = pictures[picture.name]
        problems.add(
            placed.where,
            f"{placed.placed_by}: the text {text.text!r} on {place} is printed over the art {picture.name}, expected text "
            "on a solid colour: the print contrast check cannot vouch for text on a picture (its colours vary under "
            "the letters); move the text off the art or put a palette-colour panel under it",
        )


def _art_name(picture: Picture) -> str:
    return art.shown(picture.file)


def _outline(prim: Polygon | Rect | Circle | Picture) -> tuple[tuple[float, float], ...]:
    if isinstance(prim, Polygon):
        return prim.points
    if isinstance(prim, Rect | Picture):  # a picture: its whole box (contained art may paint less)
        right, top = prim.x + prim.width, prim.y + prim.height
        return ((prim.x, prim.y), (right, prim.y), (right, top), (prim.x, top))
    step = 2 * math.pi / CIRCLE_POINTS
    return tuple((prim.cx + prim.r * math.cos(i * step), prim.cy + prim.r * math.sin(i * step)) for i in range(CIRCLE_POINTS))


def _letters(text: TextLine) -> tuple[tuple[float, float], ...]:
    """Points along the middle of the line's letters (half the x-height up), turned with the line."""
    width = width_mm(text.text, text.font, text.size_pt)
    start = {"start": 0.0, "middle": -width / 2, "end": -width}[text.anchor]
    turn = -1 if text.rotation == 180 else 1
    up = pt_to_mm(0.3 * text.size_pt)
    return tuple((text.x + turn * (start + share * width), text.y + turn * up) for share in LETTER_SHARES)

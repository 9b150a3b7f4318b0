"""MIGHTY?'s tuck-box front: the red cards' red with their star, above the core's title and facts."""

from __future__ import annotations

from ....cards.design import SYMBOLS, star
from ....cards.primitives import Primitive, Rect
from ....geometry import Box

STAR_RADIUS = 0.27  # × the front's width
STAR_CENTRE = 0.65  # × the front's height (clear of the notch and the title panel)


def red_front(wall: Box, art: Box) -> list[Primitive]:
    """The front's art: red into the bleed (`art`), a paper star in the wall's upper part."""
    return [
        Rect(art.x, art.y, art.width, art.height, "red"),
        star(wall.x + wall.width / 2, wall.y + wall.height * STAR_CENTRE, wall.width * STAR_RADIUS, SYMBOLS.star_inner, "paper"),
    ]

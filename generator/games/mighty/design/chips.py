"""MIGHTY?'s point chips: a token component (content/components.yaml `chips`), one chip a point.

As many chips as the most players each start with (game.yaml players.max × starting_chips): the
component's items (`component_items`). Both sides carry the same design (`side`), drawn on the
token's square from its lower-left corner; the core lays them out on the print-and-play sheets
(cards/chips-pnp-PAPER.pdf: generator/cards/token_sheets.py) and in their print file.
"""

from __future__ import annotations

from collections.abc import Mapping

from ....cards.card_text import cap_height_mm
from ....cards.design import SYMBOLS, CardGeometry, star
from ....cards.primitives import Circle, Primitive, TextLine
from ....content.model import Content
from ....fonts import BOLD
from ....game import CardFace, Part, part

CHIPS = "chips"  # the component's group in components.yaml (`items: {group: chips}`)
RING_INSET = 0.12  # the paper ring's radius inside the cut × the chip's diameter
RING_WIDTH = 0.05  # × the diameter
STAR_RADIUS = 0.33  # × the diameter
VALUE_PT_PER_MM = 0.8  # the "1" on the star, pt per mm of diameter


def chip_count(content: Content) -> int:
    """Every player's starting chips at the largest table."""
    return content.game.players_max * _starting_chips(content)


def _starting_chips(content: Content) -> int:
    """game.yaml's starting_chips (read alone: the chips need nothing else of MIGHTY?'s parts)."""
    return part(content, "starting_chips", int)


def chip_items(group: str, content: Content) -> Mapping[CardFace, int]:
    """The chips component's items: one chip, as many copies as the most players start with."""
    return {Part(CHIPS, CHIPS): chip_count(content)} if group == CHIPS else {}


def chip_counts(component: str, content: Content) -> tuple[int, ...]:
    """What the chip sheets' labels fill in after the sheet, the sheets and the chips: the players, each one's chips."""
    return (content.game.players_max, _starting_chips(content)) if component == CHIPS else ()


def chip_face(cx: float, cy: float, diameter: float, bleed: float) -> list[Primitive]:
    """One side of a chip: the MIGHTY card's red, a paper ring inside the cut, its star carrying a 1."""
    d = diameter
    ring = d / 2 - d * RING_INSET
    value_pt = d * VALUE_PT_PER_MM
    return [
        Circle(cx, cy, d / 2 + bleed, "red"),
        Circle(cx, cy, ring + d * RING_WIDTH / 2, "paper"),
        Circle(cx, cy, ring - d * RING_WIDTH / 2, "red"),
        star(cx, cy, d * STAR_RADIUS, SYMBOLS.star_inner, "paper"),
        TextLine(cx, cy - cap_height_mm(BOLD, value_pt) / 2, "1", BOLD, value_pt, "red", "middle"),
    ]


def chip_side(geometry: CardGeometry) -> list[Primitive]:
    """Either side of a chip on its token's square (the trim's lower-left corner at the origin)."""
    r = geometry.width / 2
    return chip_face(r, r, geometry.width, geometry.bleed)

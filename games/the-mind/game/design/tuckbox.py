"""The tuck box's front art under the core's words: the back's rings on the band colour, and three
number cards in rising order (the deck's lowest, middle and highest) in the wall's upper third, which
the core keeps free of text: what the game is about, at a glance, on the shelf."""

from __future__ import annotations

from generator.cards.design import CardGeometry
from generator.cards.primitives import Circle, Primitive, Rect
from generator.geometry import Box

from ..cards import CardKind, MindCard
from .faces import face_layout
from .look import MindLook
from .placing import placed
from .style import STYLE, MindStyle

CARDS_SHOWN = 3  # lowest, middle, highest: the order of play in one look


def front_art(wall: Box, art: Box, card: CardGeometry, look: MindLook, style: MindStyle = STYLE) -> list[Primitive]:
    """Band to the bleed, rings around the cards' centre, the cards drawn at a fraction of their size."""
    width = (wall.width - 2 * style.box_margin - (CARDS_SHOWN - 1) * style.box_card_gap) / CARDS_SHOWN
    scale = width / card.width
    height = card.height * scale
    cx, cy = wall.x + wall.width / 2, wall.y + wall.height * style.box_cards_centre
    prims: list[Primitive] = [Rect(art.x, art.y, art.width, art.height, "band"), *_rings(art, cx, cy, style)]
    trimmed = CardGeometry(card.width, card.height, 0.0, card.safe)  # no bleed: the card's edge is its trim
    for i, value in enumerate(_values(look)):
        x = cx - wall.width / 2 + style.box_margin + i * (width + style.box_card_gap)
        face = face_layout(MindCard(CardKind.NUMBER, value), trimmed, look, scale=scale, style=style)
        prims += placed(face, scale, x, cy - height / 2)
    return prims


def _values(look: MindLook) -> tuple[int, int, int]:
    return (look.lowest, (look.lowest + look.highest) // 2, look.highest)


def _rings(art: Box, cx: float, cy: float, style: MindStyle) -> list[Primitive]:
    reach = max(abs(x - cx) ** 2 + abs(y - cy) ** 2 for x in (art.x, art.right) for y in (art.y, art.top)) ** 0.5
    prims: list[Primitive] = []
    radius = reach + style.back_ring_pitch
    while radius > style.back_ring_width:
        prims += [Circle(cx, cy, radius, "accent"), Circle(cx, cy, radius - style.back_ring_width, "band")]
        radius -= style.back_ring_pitch
    return prims

"""The tuck box's front, The Mind's own (issue 29), in its cover's language (design/cover_pages.py):
the night field out to the bleed, fine rings spreading from the middle, the lowest, middle and
highest number cards in a rising stair on them, THE MIND above in the title face and ザ・マインド in
the heading face, the tagline and the facts below. No panels: the words stand on the field.

`front_art` is the field, rings and stair (the card design's `tuckbox_front`); `box_front` (the
Game's hook) sets the words around them, every one inside the wall's safe area."""

from __future__ import annotations

from generator.cards.card_text import cap_height_mm, descent_mm
from generator.cards.design import CardGeometry
from generator.cards.primitives import Circle, Primitive, Rect, TextLine
from generator.cards.tuckbox_art import BOX_STYLE, FrontWall, fitted_pt, front_facts
from generator.content.game_fonts import role_face
from generator.content.model import Content
from generator.fonts import edition_faces
from generator.game import CardDrawing
from generator.geometry import Box

from ..cards import CardKind, MindCard
from .faces import face_layout
from .look import MindLook
from .placing import placed
from .style import STYLE, MindStyle


def front_art(wall: Box, art: Box, card: CardGeometry, look: MindLook, style: MindStyle = STYLE) -> list[Primitive]:
    """The field to the bleed, fine rings around the stair's middle, the stair (box_stair)."""
    cards = stair_boxes(wall, card, style)
    cx, cy = (cards[0].x + cards[-1].right) / 2, (cards[0].y + cards[-1].top) / 2
    prims: list[Primitive] = [Rect(art.x, art.y, art.width, art.height, style.box_field), *_rings(art, cx, cy, style)]
    trimmed = CardGeometry(card.width, card.height, 0.0, card.safe)  # no bleed: the card's edge is its trim
    edge = style.box_card_edge
    for box, value in zip(cards, _values(look), strict=True):
        face = face_layout(MindCard(CardKind.NUMBER, value), trimmed, look, scale=box.width / card.width, style=style)
        prims.append(Rect(box.x - edge, box.y - edge, box.width + 2 * edge, box.height + 2 * edge, style.box_card_edge_colour))
        prims += placed(face, box.width / card.width, box.x, box.y)
    return prims


def stair_boxes(wall: Box, card: CardGeometry, style: MindStyle = STYLE) -> list[Box]:
    """Where the three cards lie, lowest first: each a step right and up from the one before, the
    stair centred across the wall with its middle at style.box_stair_centre of the wall's height."""
    width = style.box_card_width
    height = card.height * width / card.width
    across, up = width + 2 * style.box_card_step, height + 2 * style.box_card_rise
    x0, y0 = wall.x + (wall.width - across) / 2, wall.y + wall.height * style.box_stair_centre - up / 2
    return [Box(x0 + i * style.box_card_step, y0 + i * style.box_card_rise, width, height) for i in range(3)]


def box_front(content: Content, drawing: CardDrawing, front: FrontWall, style: MindStyle = STYLE) -> list[Primitive]:
    """The art, then THE MIND (and ザ・マインド in the Japanese edition) from the safe area's top down,
    the facts and the tagline from its bottom up, all centred on the wall."""
    room, game = front.room, content.game
    title_face, heading_face = role_face(game, "title"), role_face(game, "heading")
    words = edition_faces(content.language)[0]
    middle = room.x + room.width / 2
    prims = drawing.tuckbox_front(front.wall, front.art)
    title_pt = fitted_pt(game.title, title_face, style.box_title_pt, room.width, "title", BOX_STYLE)
    top = room.top - cap_height_mm(title_face, title_pt)
    prims.append(TextLine(middle, top, game.title, title_face, title_pt, "paper", "middle"))
    if content.language == "ja":  # the title in kana is for Japanese readers, as on the cover
        title_ja_pt = fitted_pt(game.title_ja, heading_face, style.box_title_ja_pt, room.width, "title_ja", BOX_STYLE)
        top -= descent_mm(title_face, title_pt) + style.box_word_gap + cap_height_mm(heading_face, title_ja_pt)
        prims.append(TextLine(middle, top, game.title_ja, heading_face, title_ja_pt, "tint", "middle"))
    facts = front_facts(content)
    facts_pt = fitted_pt(facts, words, style.box_facts_pt, room.width, "players/minutes/age", BOX_STYLE)
    bottom = room.y + descent_mm(words, facts_pt)
    prims.append(TextLine(middle, bottom, facts, words, facts_pt, "tint", "middle"))
    tagline_pt = fitted_pt(game.tagline, heading_face, style.box_tagline_pt, room.width, "tagline", BOX_STYLE)
    bottom += cap_height_mm(words, facts_pt) + style.box_word_gap + descent_mm(heading_face, tagline_pt)
    prims.append(TextLine(middle, bottom, game.tagline, heading_face, tagline_pt, "paper", "middle"))
    return prims


def _values(look: MindLook) -> tuple[int, int, int]:
    """The lowest, middle and highest number, as the cover's stair shows them (1, 51, 100)."""
    return (look.lowest, (look.lowest + look.highest + 1) // 2, look.highest)


def _rings(art: Box, cx: float, cy: float, style: MindStyle) -> list[Primitive]:
    """Fine rings out to the art box's farthest corner: each a ring colour disc under a field disc."""
    reach = max(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for x in (art.x, art.right) for y in (art.y, art.top))
    prims: list[Primitive] = []
    radius = style.box_ring_pitch * (int(reach / style.box_ring_pitch) + 1)
    while radius > 0:
        prims += [Circle(cx, cy, radius, style.box_ring), Circle(cx, cy, radius - style.box_ring_width, style.box_field)]
        radius -= style.box_ring_pitch
    return prims

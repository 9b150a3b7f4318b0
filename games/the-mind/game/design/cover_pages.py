"""The Mind's covers, its own page designs (issue 29), in place of the core's cover and credits.

Front: the night field out to the bleed, quiet rings spreading from the middle of the page (the
cards' and the back's motif), and on them the game's number cards in a rising stair, upright: the
whole game (play the cards in rising order, without a word) in one look. THE MIND in the title face
above, ザ・マインド and the tagline in the heading face, the subtitle and the facts below.
Back: the same field and rings, the card back on them, the publisher, the credits and the © line
(game.yaml copyright_year) under it.
The page's words come from the cover and credits blocks and game.yaml, as the core's covers read them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.booklet.covers import cover_cards
from generator.booklet.elements import Element, Placed, centred, column, compose
from generator.booklet.figures import paint_card
from generator.booklet.kit import Kit
from generator.booklet.stylesheet import TextStyle
from generator.booklet.surface import Surface
from generator.booklet.template import cover_frame
from generator.cards import card_height_pt, check_card
from generator.content.blocks import CoverBlock, CreditsBlock
from generator.content.game_fonts import role_face
from generator.fonts import BOLD, REGULAR
from generator.geometry import mm_to_pt
from generator.typeset import Alignment


@dataclass(frozen=True)
class CoverStyle:
    field: str = "band"  # the night field, out to the bleed
    ring: str = "accent"
    ring_pitch: float = 9.0  # mm between two rings
    ring_width: float = 0.4  # mm
    rings: int = 9
    rings_centre: float = 0.56  # × the frame's height, from its top: the middle of the stair
    card_width: float = 30.0  # mm
    card_step: float = 21.0  # mm right from one card to the next
    card_rise: float = 12.0  # mm up from one card to the next
    card_edge: str = "tint"  # a fine light edge: a card of the night field on the night field
    card_edge_width: float = 0.3  # mm
    title_gap: float = 2.5  # mm between THE MIND and ザ・マインド
    bottom_gap: float = 3.0  # mm between the tagline, the subtitle and the facts
    back_card_width: float = 38.0  # mm
    credits_gap: float = 4.0  # mm


STYLE = CoverStyle()
TITLE = TextStyle("", 50, 58, colour="paper")  # the font is the game's title face
TITLE_JA = TextStyle("", 14, 20, colour="tint")  # the heading face
TAGLINE = TextStyle("", 14, 22, colour="paper")
SUBTITLE = TextStyle("", 18, 26, colour="paper")
FACTS = TextStyle(REGULAR, 11, 16, colour="tint")
CREDIT_TITLE = TextStyle(BOLD, 10.5, 18, colour="paper")
CREDIT_LINE = TextStyle(REGULAR, 10, 16, colour="tint")


def front_cover(block: CoverBlock, kit: Kit, width: float) -> Element:
    where, game = block.where, kit.content.game
    height = cover_frame(kit.geometry).height
    title_face, heading_face = kit.font(role_face(game, "title")), kit.font(role_face(game, "heading"))

    def line(text: str, style: TextStyle, face: str | None = None) -> Element:
        styled = style if face is None else TextStyle(face, style.size, style.leading, style.colour)
        return centred(kit.shrink_wrapped(text, width, styled, where, Alignment.CENTER), width)

    top = column([line(block.title, TITLE, title_face), line(game.title_ja, TITLE_JA, heading_face)], mm_to_pt(STYLE.title_gap))
    bottom = column(
        [line(block.tagline, TAGLINE, heading_face), line(block.subtitle, SUBTITLE, heading_face), line(block.facts, FACTS)],
        mm_to_pt(STYLE.bottom_gap),
    )
    stair = _stair(cover_cards(kit.content, where), kit)
    centre = height * STYLE.rings_centre
    parts = [
        Placed(top, 0.0, 0.0),
        Placed(centred(stair, width), 0.0, centre - stair.height / 2),
        Placed(bottom, 0.0, height - bottom.height),
    ]
    return _on_the_field(kit, compose(parts, width, height), centre)


def back_cover(block: CreditsBlock, kit: Kit, width: float) -> Element:
    game, where = kit.content.game, block.where
    height = cover_frame(kit.geometry).height

    def line(text: str, style: TextStyle) -> Element:
        return centred(kit.shrink_wrapped(text, width, style, where, Alignment.CENTER), width)

    lines = [line(kit.phrase("label", label=block.publisher_label, value=game.publisher), CREDIT_TITLE)]
    lines += [line(text, CREDIT_LINE) for text in game.address]
    people = [line(kit.phrase("label", label=role, value=name), CREDIT_LINE) for role, name in game.credits]
    groups = [column(lines), column(people)]
    if game.copyright_year is not None:
        groups.append(line(f"© {game.copyright_year} {game.publisher}", CREDIT_LINE))
    text = column(groups, mm_to_pt(STYLE.credits_gap))
    back = _card(None, mm_to_pt(STYLE.back_card_width), kit)
    centre = height * 0.4
    parts = [Placed(centred(back, width), 0.0, centre - back.height / 2), Placed(text, 0.0, height - text.height)]
    return _on_the_field(kit, compose(parts, width, height), centre)


def _stair(cards: Sequence[object], kit: Kit) -> Element:
    """The number cards upright, each a step right and up from the one before."""
    card_w, step, rise = (mm_to_pt(v) for v in (STYLE.card_width, STYLE.card_step, STYLE.card_rise))
    card_h = card_height_pt(card_w, kit.content)
    count = len(cards)
    width, height = card_w + step * (count - 1), card_h + rise * (count - 1)
    placed = [Placed(_card(card, card_w, kit), step * index, rise * (count - 1 - index)) for index, card in enumerate(cards)]
    return compose(placed, width, height)


def _card(card: object, card_w: float, kit: Kit) -> Element:
    """A face (None: the back) with a fine light edge, so a night card shows on the night field."""
    check_card(card, card_w, kit.content)  # type: ignore[arg-type]  # a MindCard is a CardFace
    card_h = card_height_pt(card_w, kit.content)

    def paint(surface: Surface, x: float, top: float) -> None:
        paint_card(surface, card, x, top - card_h, card_w, kit.content)  # type: ignore[arg-type]
        canvas = surface.canvas
        canvas.setStrokeColor(surface.inks[STYLE.card_edge])
        canvas.setLineWidth(mm_to_pt(STYLE.card_edge_width))
        canvas.roundRect(x, top - card_h, card_w, card_h, mm_to_pt(2.5), stroke=1, fill=0)

    return Element(card_w, card_h, paint)


def _on_the_field(kit: Kit, page: Element, rings_down: float) -> Element:
    """The page on the night field out to the bleed, rings spreading from `rings_down` below the frame's top."""

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        x0, y0, x1, y1 = kit.geometry.bleed_rect()
        surface.fill(STYLE.field)
        canvas.rect(x0, y0, x1 - x0, y1 - y0, stroke=0, fill=1)
        canvas.setStrokeColor(surface.inks[STYLE.ring])
        canvas.setLineWidth(mm_to_pt(STYLE.ring_width))
        cx, cy = kit.geometry.width / 2, top - rings_down
        for ring in range(1, STYLE.rings + 1):
            canvas.circle(cx, cy, mm_to_pt(STYLE.ring_pitch * ring), stroke=1, fill=0)
        page.paint(surface, x, top)

    return Element(page.width, page.height, paint, page.spots, sources=page.sources)

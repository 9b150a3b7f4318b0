"""The covers: the front (p.1) and the back (p.24) are page designs, not flowing text.

Both fill the page inside the cover margins and paint their background out to the bleed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from ..cards import card_height_pt, check_card
from ..content.blocks import CoverBlock, CreditsBlock
from ..content.model import Content
from ..errors import Location, fail
from ..game import CardFace
from ..geometry import mm_to_pt
from ..typeset import Alignment
from .elements import Element, Paint, at, centred, column, layered, pill, sources_of
from .figures import paint_card
from .kit import Kit
from .stylesheet import COVER, COVER_FACTS, COVER_PILL, COVER_SUBTITLE, COVER_TAGLINE, COVER_TITLE, CREDIT_LINE, CREDIT_TITLE, TextStyle
from .surface import Surface
from .template import cover_frame


def cover_cards(content: Content, where: Location | None = None) -> list[CardFace]:
    """The fan on the cover, as the game's design chooses it (Game.cover_cards); BuildError at
    the cover block when it chooses none (the fan is sized by its cards, and there is no size of none)."""

    cards = content.plugin.cover_cards(content, where)
    if not cards:
        raise fail(where, "cover: found no card to fan out, expected at least one: the game's Game.cover_cards chose none")
    return cards


def cover_words(block: CoverBlock, kit: Kit, width: float) -> tuple[Element, Element]:
    """The front's words: tagline and title (the top), subtitle and facts in pills (the foot); a game's
    own cover places its picture between them."""
    where = block.where
    tagline = kit.shrink_wrapped(block.tagline, width, COVER_TAGLINE, where, Alignment.CENTER)
    title = kit.shrink_wrapped(block.title, width, title_style(block, kit, width), where, Alignment.CENTER)
    subtitle = pill(kit.shrink_wrapped(block.subtitle, width, COVER_SUBTITLE, where), "paper", COVER_PILL)
    facts = pill(kit.shrink_wrapped(block.facts, width, COVER_FACTS, where), "accent", COVER_PILL)
    top = column([centred(tagline, width), centred(title, width)], mm_to_pt(COVER.title_gap))
    bottom = column([centred(subtitle, width), centred(facts, width)], mm_to_pt(COVER.bottom_gap))
    return top, bottom


def cover(block: CoverBlock, kit: Kit, width: float) -> Element:
    """The front: tagline and title at the top, the fan of cards, the subtitle and facts at the foot."""
    height = cover_frame(kit.geometry).height
    top, bottom = cover_words(block, kit, width)
    cards = fan(cover_cards(kit.content, block.where), kit)
    fan_top = top.height + (height - top.height - bottom.height - cards.height) / 2
    page = placed_from_top(width, height, (top, 0.0), (centred(cards, width), fan_top), (bottom, height - bottom.height))
    return layered(bleed_background(kit, COVER.background), page)


def title_style(block: CoverBlock, kit: Kit, width: float) -> TextStyle:
    """The title's style, made smaller (down to TITLE_MIN_SCALE) until it sets on one line: a title is
    a logotype, not a sentence to break (a word over a lone "?")."""
    title = kit.with_role(COVER_TITLE, "title")
    natural = kit.shrink_wrapped(block.title, math.inf, title, block.where, Alignment.CENTER).width
    scale = max(min(1.0, width / natural), TITLE_MIN_SCALE)
    size = math.floor(title.size * scale * 2) / 2  # in half points
    return replace(title, size=size, leading=title.leading * size / title.size)


TITLE_MIN_SCALE = 0.6


def placed_from_top(width: float, height: float, *parts: tuple[Element, float]) -> Element:
    """Parts placed at fixed distances from the top."""

    def paint(surface: Surface, x: float, top: float) -> None:
        for element, down in parts:
            element.paint(surface, x, top - down)

    spots = tuple(s for element, down in parts for s in at(element, 0, down).spots)
    return Element(width, height, paint, spots, sources=sources_of([element for element, _ in parts]))


def bleed_background(kit: Kit, colour: str) -> Paint:
    """The page's colour out to the bleed."""

    def paint(surface: Surface, x: float, top: float) -> None:
        x0, y0, x1, y1 = kit.geometry.bleed_rect()
        surface.fill(colour)
        surface.canvas.rect(x0, y0, x1 - x0, y1 - y0, stroke=0, fill=1)

    return paint


def fan(cards: Sequence[CardFace | None], kit: Kit, card_width: float = COVER.card_width, degrees: float = COVER.fan_degrees) -> Element:
    """The cards fanned out from a point under their middle, like a hand held up; sized by its real extent.
    `card_width` in mm, `degrees` from the first card to the last; a None is a card's back."""
    card_w = mm_to_pt(card_width)
    card_h = card_height_pt(card_w, kit.content)
    for card in dict.fromkeys(cards):
        check_card(card, card_w, kit.content)  # in the check phase: a face that does not fit is found before painting
    pivot_drop = card_h * COVER.fan_pivot  # the pivot sits this far below the cards' tops
    angles = [degrees * (i - (len(cards) - 1) / 2) / max(len(cards) - 1, 1) for i in range(len(cards))]
    corners = [_turned(x, y, angle) for angle in angles for x in (-card_w / 2, card_w / 2) for y in (pivot_drop - card_h, pivot_drop)]
    x_reach = max(abs(x) for x, _ in corners) + mm_to_pt(COVER.card_rim)
    y_low, y_high = min(y for _, y in corners), max(y for _, y in corners)

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        for card, angle in zip(cards, angles, strict=True):
            canvas.saveState()
            canvas.translate(x + x_reach, top - y_high)
            canvas.rotate(-angle)
            _card_edge(surface, -card_w / 2, pivot_drop - card_h, card_w, card_h)
            paint_card(surface, card, -card_w / 2, pivot_drop - card_h, card_w, kit.content)
            canvas.restoreState()

    return Element(2 * x_reach, y_high - y_low, paint)


def _turned(x: float, y: float, degrees: float) -> tuple[float, float]:
    """(x, y) turned clockwise by `degrees` about the origin, as canvas.rotate(-degrees) does."""
    a = math.radians(-degrees)
    return (x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a))


def _card_edge(surface: Surface, x: float, y: float, width: float, height: float) -> None:
    """A soft shadow and a white rim, so a card stands out on a cover of its own colour."""
    canvas, rim, radius = surface.canvas, mm_to_pt(COVER.card_rim), mm_to_pt(COVER.card_rim + COVER.rim_corner)
    right, down = (mm_to_pt(v) for v in COVER.shadow_offset)
    canvas.setFillColor(surface.inks.tint("ink", COVER.shadow_amount))
    canvas.roundRect(x - rim + right, y - rim - down, width + 2 * rim, height + 2 * rim, radius, stroke=0, fill=1)
    surface.fill("paper")
    canvas.roundRect(x - rim, y - rim, width + 2 * rim, height + 2 * rim, radius, stroke=0, fill=1)


def credits(block: CreditsBlock, kit: Kit, width: float) -> Element:
    """The back cover: the card back, the publisher with its address, then who made the game."""
    game, where = kit.content.game, block.where
    height = cover_frame(kit.geometry).height
    label = block.publisher_label
    lines = [kit.shrink_wrapped(kit.phrase("label", label=label, value=game.publisher), width, CREDIT_TITLE, where, Alignment.CENTER)]
    lines += [kit.shrink_wrapped(line, width, CREDIT_LINE, where, Alignment.CENTER) for line in game.address]
    people = [
        kit.shrink_wrapped(kit.phrase("label", label=role, value=name), width, CREDIT_LINE, where, Alignment.CENTER)
        for role, name in game.credits
    ]
    text = column([column([centred(e, width) for e in lines]), column([centred(e, width) for e in people])], mm_to_pt(COVER.credits_gap))
    back = card_back(kit)
    page = placed_from_top(width, height, (centred(back, width), height * COVER.back_card_top), (text, height - text.height))
    return layered(bleed_background(kit, COVER.back_background), page)


def card_back(kit: Kit) -> Element:
    """The card back of the back cover, COVER.back_card_width wide."""
    card_w = mm_to_pt(COVER.back_card_width)
    card_h = card_height_pt(card_w, kit.content)
    check_card(None, card_w, kit.content)

    def paint(surface: Surface, x: float, top: float) -> None:
        paint_card(surface, None, x, top - card_h, card_w, kit.content)

    return Element(card_w, card_h, paint)

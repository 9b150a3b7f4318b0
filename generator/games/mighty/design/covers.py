"""MIGHTY?'s covers (issue 29), drawn by its own design rather than the core's defaults.

The front: on the yellow of the cover, the cards fanned on a white table top, so that the yellow
card reads as well as the red and the blue, with the starting chips (game.yaml) before them; the
table fills the space between the title and the pills at the foot. The back: the same table with
a card back and the MIGHTY face, the tagline, and the publisher, the credits and the © line
(game.yaml copyright_year) on a white panel.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....booklet.covers import bleed_background, cover_cards, cover_words, fan, placed_from_top
from ....booklet.elements import Element, at, boxed, centred, column, layered
from ....booklet.kit import Kit
from ....booklet.stylesheet import (
    COVER,
    COVER_TAGLINE,
    CREDIT_LINE,
    CREDIT_TITLE,
    BoxStyle,
)
from ....booklet.surface import Surface
from ....booklet.template import cover_frame
from ....content.blocks import CoverBlock, CreditsBlock
from ....geometry import mm_to_pt
from ....typeset import Alignment
from ..parts import mighty_parts
from ..rules import Card
from .figures import chips_row


@dataclass(frozen=True)
class CoverSizes:
    """mm: MIGHTY?'s covers."""

    card_width: float = 31  # the front's fan
    back_card_width: float = 40  # the back's pair of cards
    back_degrees: float = 22  # between them
    table_margin: float = 4  # between the table top and the title above it, the pills below it
    chip: float = 8
    chips_gap: float = 5  # between the fan and the chips
    back_tagline_gap: float = 6


SIZES = CoverSizes()
CREDITS_PANEL = BoxStyle(padding=5, radius=3, fill="paper")


def _on_table(group: Element, width: float, top: float, bottom: float) -> tuple[Element, float]:
    """`group` centred on a white disc filling the space from `top` to `bottom` (pt down the frame):
    the element (as wide as the frame, from `top`) and its distance from the frame's top."""
    margin = mm_to_pt(SIZES.table_margin)
    diameter = min(bottom - top - 2 * margin, width)
    height = bottom - top

    def disc(surface: Surface, x: float, down_top: float) -> None:
        surface.fill("paper")
        surface.canvas.circle(x + width / 2, down_top - height / 2, diameter / 2, stroke=0, fill=1)

    return layered(disc, at(centred(group, width), 0, (height - group.height) / 2, width, height)), top


def cover(block: CoverBlock, kit: Kit, width: float) -> Element:
    """The front: tagline and title, the fan and the chips on the table, the subtitle and facts."""
    height = cover_frame(kit.geometry).height
    top, bottom = cover_words(block, kit, width)
    cards = fan(cover_cards(kit.content, block.where), kit, SIZES.card_width)
    chips = chips_row(mighty_parts(kit.content).starting_chips, mm_to_pt(SIZES.chip))
    group = column([cards, centred(chips, cards.width)], mm_to_pt(SIZES.chips_gap))
    table, table_top = _on_table(group, width, top.height, height - bottom.height)
    page = placed_from_top(width, height, (top, 0.0), (table, table_top), (bottom, height - bottom.height))
    return layered(bleed_background(kit, COVER.background), page)


def credits(block: CreditsBlock, kit: Kit, width: float) -> Element:
    """The back: the tagline, a card back and the MIGHTY face on the table, then the publisher, its
    address, who made the game and the © line on a white panel at the foot."""
    game, where = kit.content.game, block.where
    height = cover_frame(kit.geometry).height
    tagline = centred(kit.shrink_wrapped(game.tagline, width, COVER_TAGLINE, where, Alignment.CENTER), width)
    panel = boxed(lambda inner: _credit_lines(block, kit, inner), width, CREDITS_PANEL)
    mighty = [face for face in cover_cards(kit.content, where) if isinstance(face, Card) and face.is_red][:1]
    cards = fan([None, *mighty], kit, SIZES.back_card_width, SIZES.back_degrees)
    table, table_top = _on_table(cards, width, tagline.height, height - panel.height)
    page = placed_from_top(width, height, (tagline, 0.0), (table, table_top), (panel, height - panel.height))
    return layered(bleed_background(kit, COVER.background), page)


def _credit_lines(block: CreditsBlock, kit: Kit, width: float) -> Element:
    game, where = kit.content.game, block.where
    lines = [
        kit.shrink_wrapped(
            kit.phrase("label", label=block.publisher_label, value=game.publisher), width, CREDIT_TITLE, where, Alignment.CENTER
        )
    ]
    lines += [kit.shrink_wrapped(line, width, CREDIT_LINE, where, Alignment.CENTER) for line in game.address]
    people = [
        kit.shrink_wrapped(kit.phrase("label", label=role, value=name), width, CREDIT_LINE, where, Alignment.CENTER)
        for role, name in game.credits
    ]
    groups = [column([centred(e, width) for e in lines]), column([centred(e, width) for e in people])]
    if game.copyright_year is not None:
        mark = f"© {game.copyright_year} {game.publisher}"
        groups.append(centred(kit.shrink_wrapped(mark, width, CREDIT_LINE, where, Alignment.CENTER), width))
    return column(groups, mm_to_pt(COVER.credits_gap))

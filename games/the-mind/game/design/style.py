"""The Mind's card measurements, in one place (mm unless the name says pt).

Positions hang from the card's safe box (layout.yaml `cards.safe`), so another card size moves
everything with it. Sizes were chosen by looking at the cards at 100 % and at figure size.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class IconSize:
    """An icon and the word under it (the icon is never the only cue)."""

    across: float  # mm
    word_pt: float
    word_gap: float  # mm between the icon and the word's cap height


@dataclass(frozen=True)
class MindStyle:
    # Every face: one field out to the bleed; the corner indexes hang inside the safe box.
    padding: float = 1.0  # between the safe line and the corner indexes

    # Number cards: two thin rings around the value (the back's rings, quietly).
    halo_radii: tuple[float, ...] = (24.0, 20.5)
    halo_width: float = 0.5

    # Number cards: the value, one size for all (the widest value must fit: else a message at its card).
    value_pt: float = 70.0  # "100" in the title face fits inside the inner ring: it reads across a table
    value_room: float = 0.86  # × the panel's width: the widest a value may be
    value_raise: float = 0.0  # the value's centre above the card's centre

    # Corner indexes (top-left, and turned 180° bottom-right), wide enough for three digits.
    index_pt: float = 19.0
    index_room: float = 14.0  # the widest an index may be

    # A 6 or a 9 (and 66, 68 …) that reads as another card upside down is underlined.
    underline: float = 0.07  # the bar's height × the text's size in mm
    underline_gap: float = 0.09  # between the baseline and the bar, × the text's size in mm

    # Level cards: the word レベル over the level, in paper on the accent field; the reward icon below.
    level_word_pt: float = 22.0
    level_word_top: float = 0.80  # × card height: the word's baseline
    level_pt: float = 84.0
    level_centre: float = 0.58  # × card height: the level's optical centre (its bar, on 6 and 9, clears the icon)
    reward_centre: float = 0.24  # × card height: the reward icon's centre
    reward: IconSize = IconSize(across=18.0, word_pt=12.0, word_gap=2.2)

    # Life and shuriken cards: a large icon and its word.
    token_centre: float = 0.58  # × card height
    token: IconSize = IconSize(across=36.0, word_pt=24.0, word_gap=5.0)

    # The back: rings around the centre in the accent colour on the band colour, the titles on top,
    # twice (upright and turned). Three rings reach 28.5 mm: 3 mm inside a 63 mm card's sides.
    back_ring_pitch: float = 4.0  # one ring and its gap
    back_ring_width: float = 1.5
    back_core: float = 16.5  # the radius of the disc the titles sit on
    back_padding: float = 2.0  # between the disc's edge and the titles
    back_title_pt: float = 11.5  # proportional capitals: THE MIND fills the disc's chord at this size
    back_title_ja_pt: float = 8.0
    back_title_gap: float = 1.6  # between the title and the Japanese title
    back_centre_gap: float = 2.4  # between the upright and the turned Japanese titles

    # The tuck box's front (design/tuckbox.py): the cover's night field, rings and stair, at box size.
    box_field: str = "band"
    box_ring: str = "accent"
    box_ring_pitch: float = 6.0  # between two rings
    box_ring_width: float = 0.3
    box_card_width: float = 18.5
    box_card_step: float = 13.5  # right from one card to the next
    box_card_rise: float = 7.0  # up from one card to the next
    box_card_edge: float = 0.25  # a fine light edge: a card of the night field on the night field
    box_card_edge_colour: str = "tint"
    box_stair_centre: float = 0.41  # × the wall's height: between the title (top) and the tagline (bottom)
    box_title_pt: float = 26.0  # the largest; smaller when the wall is narrower
    box_title_ja_pt: float = 9.0
    box_tagline_pt: float = 9.0
    box_facts_pt: float = 7.5
    box_word_gap: float = 2.0

    # Below this size, once scaled for a figure, text is left out; the value, level and icons stay.
    min_text_pt: float = 4.0


STYLE = MindStyle()

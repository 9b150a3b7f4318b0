"""MIGHTY?'s card design's measurements, in one place (mm unless the name says pt).

Positions are measured from the card's safe box (content/layout.yaml `cards.safe`), so a
different card size in content moves everything with it. Sizes were chosen by looking at
the cards at 100 % and at booklet-figure size (14–18 mm wide). The symbols' proportions are the
core's (generator/cards/design.py SYMBOLS), shared with the web page.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardStyle:
    # Corner index (top-left, and rotated 180° bottom-right): readable in a fanned hand.
    index_width: float = 8.0  # the index column, from the safe edge
    index_value_pt: float = 22.0  # "3", "M", "D"
    index_shape: float = 4.4  # the colour's symbol under the value
    index_label_pt: float = 8.5  # 黄 / 青 / 赤 under the symbol
    index_gap: float = 1.6

    # Number cards: a big paper-coloured symbol carrying the value, the colour's name below it.
    centre_raise: float = 4.0  # the symbol sits this far above the card's centre
    circle_diameter: float = 0.78  # × safe width (yellow's circle)
    square_side: float = 0.66  # × safe width (blue's square: about the circle's area)
    value_room: float = 0.8  # the big value may take this share of its symbol's width
    value_pt: float = 100.0  # the big value
    # A value wider than its room (10, 100) is set smaller to fit, in the centre and in the index,
    # down to this share of its size: below it, it no longer reads as the card's value across a table
    min_value_fit: float = 0.5
    name_pt: float = 22.0  # the colour's name (黄) under the symbol
    name_gap: float = 3.0

    # Red cards: a star, the card's name, a one-line reminder of what it does.
    star_radius: float = 0.24  # × safe width, outer radius
    star_centre: float = 0.70  # × card height
    double_star_scale: float = 0.72  # DOUBLE's two stars, each × the single star
    double_star_spacing: float = 1.05  # × a small star's radius, from the card's centre line to each star
    title_pt: float = 30.0  # MIGHTY / DOUBLE
    title_baseline: float = 0.47  # × card height
    reminder_pt: float = 8.5
    reminder_leading: float = 1.45  # × size
    reminder_padding: float = 2.6
    reminder_max_lines: int = 3
    reminder_bottom: float = 22.0  # the panel's bottom, above the bottom-right index
    panel_radius: float = 2.0

    # The back: one design for every card, a lattice of the three symbols under the title, the lower
    # half the upper turned: 7 × 10 symbols at 8 mm leave 5.6 mm (sides) and 6.0 mm (ends) to the cut.
    back_pitch: float = 8.0  # distance between lattice symbols
    back_symbol: float = 3.4
    back_keep_out: float = 1.0  # free space between the title panel and the symbols
    back_panel: float = 0.86  # × safe width: the title panel
    back_panel_height: float = 17.0
    back_title_pt: float = 18.0  # twice, upright and turned, in the panel
    back_title_gap: float = 2.4  # between the two titles' letters


STYLE = CardStyle()

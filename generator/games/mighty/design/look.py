"""The design's view of content: per colour its name, symbol and text colour; the red cards' reminders."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ....cards.colours import TEXT_COLOURS, check_palette, text_colour
from ....content.markup import plain
from ....content.model import Content
from ....errors import Location
from ....fonts import BOLD, LATIN_OF, REGULAR, register_latin_fonts
from ..parts import mighty_parts
from ..rules import Card, Color

CARD_COLOURS = {color.value: color.ja for color in Color}  # yellow, blue, red → 黄, 青, 赤: each needs a name and a symbol


@dataclass(frozen=True)
class Look:
    """What the design reads from content: names, symbols and text colours per palette colour."""

    labels: Mapping[str, str]  # palette name → 黄 / 青 / 赤
    shapes: Mapping[str, str]  # palette name → circle / square / star
    text_on: Mapping[str, str]  # background palette name → "ink" or "paper"
    reminders: Mapping[Card, str]  # red card → one-line reminder
    title: str  # the game's title, on the back (a content SourceText: it knows its line)
    where: Mapping[Card, Location]  # deck.yaml line of each card, for error messages
    word_font: str = REGULAR  # the faces of the edition's words (colour names, reminders): Open Sans in English
    word_bold: str = BOLD
    # reversed (paper-coloured) text is never printed smaller: it fills in when the plates are a
    # little off (layout.yaml print.min_knockout_text)
    min_reversed_pt: float = 6.0
    back_band: float = 3.0  # mm inside the cut the back's symbols keep to (layout.yaml print.back_band)


def look_of(content: Content) -> Look:
    """Raises BuildError when a card colour lacks its label or symbol in the palette."""
    check_palette(content.palette, card_colours=CARD_COLOURS)
    if content.language == "en":
        register_latin_fonts()
    palette = content.palette
    return Look(
        labels={name: _checked(palette[name].label) for name in CARD_COLOURS},
        shapes={name: _checked(palette[name].shape) for name in CARD_COLOURS},
        text_on={name: text_colour(palette[name].rgb, palette) for name in (*CARD_COLOURS, *TEXT_COLOURS)},
        reminders={card: plain(text, content) for card, text in mighty_parts(content).reminders.items()},  # markup printed
        title=content.game.title,
        where=dict(content.deck_where),
        min_reversed_pt=content.print_checks.min_knockout_pt,
        back_band=content.print_checks.back_band_mm,
        **({"word_font": LATIN_OF[REGULAR], "word_bold": LATIN_OF[BOLD]} if content.language == "en" else {}),
    )


def _checked(value: str | None) -> str:
    """A card colour's label or shape, which check_palette has made sure of."""
    assert value is not None
    return value

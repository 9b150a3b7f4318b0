"""The design's view of content: per colour its name, symbol and text colour; the red cards' reminders."""

from __future__ import annotations

from ..content.model import Content
from ..fonts import BOLD, LATIN_OF, REGULAR, register_latin_fonts
from .colours import CARD_COLOURS, TEXT_COLOURS, check_palette, text_colour
from .design import Look


def look_of(content: Content) -> Look:
    """Raises BuildError when a card colour lacks its label or symbol in the palette."""
    check_palette(content.palette)
    if content.language == "en":
        register_latin_fonts()
    palette = content.palette
    return Look(
        labels={name: _checked(palette[name].label) for name in CARD_COLOURS},
        shapes={name: _checked(palette[name].shape) for name in CARD_COLOURS},
        text_on={name: text_colour(palette[name].rgb, palette) for name in (*CARD_COLOURS, *TEXT_COLOURS)},
        reminders={card: str(text) for card, text in content.deck_reminders.items()},
        title=content.game.title,
        where=dict(content.deck_where),
        min_reversed_pt=content.print_checks.min_knockout_pt,
        **({"word_font": LATIN_OF[REGULAR], "word_bold": LATIN_OF[BOLD]} if content.language == "en" else {}),
    )


def _checked(value: str | None) -> str:
    """A card colour's label or shape, which check_palette has made sure of."""
    assert value is not None
    return value

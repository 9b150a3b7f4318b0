"""The design's view of content: per colour its name, symbol and text colour; the red cards' reminders."""
from __future__ import annotations

from ..content.model import Content
from ..errors import Problems
from ..rules import Color
from .design import SHAPES, Look, text_colour

CARD_COLOURS = tuple(color.value for color in Color)  # yellow, blue, red: each needs a name and a symbol


def look_of(content: Content) -> Look:
    """Raises BuildError when a card colour lacks its label or symbol in the palette."""
    _check_palette(content)
    palette = content.palette
    rgb = {name: colour.rgb for name, colour in palette.items()}
    return Look(
        labels={name: palette[name].label for name in CARD_COLOURS},
        shapes={name: palette[name].shape for name in CARD_COLOURS},
        text_on={name: text_colour(palette[name].rgb, rgb) for name in (*CARD_COLOURS, "ink", "paper")},
        reminders={card: str(text) for card, text in content.deck_reminders.items()},
        title=content.game.title,
        where=dict(content.deck_where),
    )


def _check_palette(content: Content) -> None:
    problems = Problems()
    for name in CARD_COLOURS:
        colour = content.palette[name]
        if not colour.label:
            problems.add(colour.where, f"palette.{name}: found no label, expected the colour's name for the cards (黄, 青, 赤)")
        if colour.shape not in SHAPES:
            problems.add(colour.where, f"palette.{name}.shape: found {colour.shape!r}, expected one of: {', '.join(SHAPES)}")
    shapes = [content.palette[name].shape for name in CARD_COLOURS]
    if len(set(shapes)) != len(shapes):
        problems.add(content.palette["yellow"].where, f"palette: found the shapes {', '.join(map(str, shapes))}, "
                                                       f"expected a different shape for each card colour")
    problems.raise_if_any()

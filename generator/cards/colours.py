"""Palette colours as numbers, and the checks every design that shows cards makes on the palette.

The cards, the PDF and PNG backends, the quick reference and the web page read "#RRGGBB"
through here, so they agree on channels, on contrast and on the text colour each background gets.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..content.model import Colour
from ..content.palette_roles import palette_where, with_roles
from ..errors import Location, Problems

TEXT_COLOURS = ("ink", "paper")  # the two colours text can take, on any background
SHAPES = ("circle", "square", "star")  # the symbols the cards and the web page can draw

Palette = Mapping[str, Colour]  # content.palette: the roles (accent, alert …), ink, paper and a game's own colours


def rgb_bytes(hex_colour: str) -> tuple[int, int, int]:
    """ "#F8C500" → (248, 197, 0)."""
    return (int(hex_colour[1:3], 16), int(hex_colour[3:5], 16), int(hex_colour[5:7], 16))


def rgb_unit(hex_colour: str) -> tuple[float, float, float]:
    """ "#FFFFFF" → (1.0, 1.0, 1.0): what reportlab wants."""
    r, g, b = rgb_bytes(hex_colour)
    return (r / 255, g / 255, b / 255)


def relative_luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance (0 black … 1 white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb_unit(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(hex_a: str, hex_b: str) -> float:
    """WCAG contrast ratio of two sRGB colours (1 to 21)."""
    high, low = sorted((relative_luminance(hex_a), relative_luminance(hex_b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_colour(background: str, palette: Palette) -> str:
    """ "ink" or "paper", whichever contrasts more with the background "#RRGGBB" (ink on a tie)."""
    return max(TEXT_COLOURS, key=lambda name: contrast(background, palette[name].rgb))


def check_palette(palette: Palette, extra: tuple[str, ...] = (), card_colours: Mapping[str, str] | None = None) -> None:
    """Raises BuildError with every problem: a colour the design uses (the card colours, ink, paper
    and `extra`) is missing, or a card colour lacks its name or a shape of its own that can be drawn.

    `card_colours`: the palette entries a game's cards are told apart by (name → the word the
    message suggests for its label), each of which colour must never be the only cue of."""
    card_colours = card_colours or {}
    problems = Problems()
    given = with_roles(palette)  # a role (accent, alert …) counts by the colour that plays it
    for name in dict.fromkeys((*card_colours, *TEXT_COLOURS, *extra)):  # each name once, in order
        if name not in given:
            problems.add(
                _palette_where(palette),
                f"palette: found no colour {name!r}, expected one (the cards, the quick reference and the web page use it)",
            )
    for name, word in card_colours.items():
        if name in palette:
            _check_card_colour(name, word, palette[name], problems)
    shapes = [palette[name].shape for name in card_colours if name in palette]
    if len(set(shapes)) != len(shapes):
        problems.add(
            _palette_where(palette),
            f"palette: found the shapes {', '.join(map(str, shapes))}, expected a different shape for each card colour",
        )
    problems.raise_if_any()


def _check_card_colour(name: str, word: str, colour: Colour, problems: Problems) -> None:
    if not colour.label:
        problems.add(colour.where, f"palette.{name}.label: found none, expected the colour's name ({word}): colour is never the only cue")
    if colour.shape not in SHAPES:
        problems.add(colour.where, f"palette.{name}.shape: found {colour.shape!r}, expected one of {', '.join(SHAPES)}")


def _palette_where(palette: Palette) -> Location | None:
    """Where a missing colour or a clash of shapes is to be fixed: the palette in game.yaml."""
    return palette_where(palette)

"""The palette of content/game.yaml as reportlab colours: CMYK for print, sRGB for screens."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from reportlab.lib.colors import CMYKColor, Color, HexColor

from ..cards.colours import rgb_unit
from ..content.model import Colour
from ..content.palette_roles import palette_where, unknown_colour, with_roles
from ..errors import Location, fail

PRINT = "cmyk"
SCREEN = "rgb"


@dataclass(frozen=True)
class Inks:
    """Named colours in one colour model; `mode` is PRINT or SCREEN."""

    mode: str
    colours: Mapping[str, Color]
    sources: Mapping[str, Colour]  # the palette's entries behind them (by name and by role)
    where: Location | None = None  # the palette in game.yaml

    @staticmethod
    def of(palette: Mapping[str, Colour], mode: str) -> Inks:
        convert = _cmyk if mode == PRINT else _rgb
        sources = with_roles(palette)
        return Inks(mode, {name: convert(colour) for name, colour in sources.items()}, sources, palette_where(palette))

    def __getitem__(self, name: str) -> Color:
        try:
            return self.colours[name]
        except KeyError:
            raise fail(self.where, unknown_colour(name, self.where, self.sources, "the booklet draws with")) from None

    def tint(self, name: str, amount: float) -> Color:
        """A lighter screen of a palette colour (amount 0–1 of the full colour), still one colour model."""
        self[name]  # an unknown name is a BuildError
        source = self.sources[name]
        if self.mode == PRINT:
            c, m, y, k = (v * amount for v in source.cmyk)
            return CMYKColor(c, m, y, k)
        r, g, b = (1 - (1 - v) * amount for v in rgb_unit(source.rgb))
        return Color(r, g, b)


def _cmyk(colour: Colour) -> Color:
    return CMYKColor(*colour.cmyk)


def _rgb(colour: Colour) -> Color:
    return HexColor(colour.rgb)

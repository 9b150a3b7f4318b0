"""The parts a game's quick-reference sides are made of (Game.quickref_side speaks
in them), apart from the card's layout in cards/quickref.py, so that the protocol needs no layout code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import CMYKColor, Color
from reportlab.pdfgen.canvas import Canvas

from ..content.model import Content
from ..content.palette_roles import with_roles
from .colours import rgb_unit

PALETTE = ("ink", "paper", "tint", "alert")  # text, panels, the background, the rules between sections


@dataclass(frozen=True)
class QuickrefPart:
    """A piece of a side: its height at a width (pt) and how to draw it from a top edge.

    A `flex` part (a gap) also takes an equal share of the side's spare height."""

    height: Callable[[float], float]
    draw: Callable[[Canvas, float, float, float], None]  # (canvas, x_pt, top_pt, width_pt)
    flex: bool = False
    codes: tuple[str, ...] = ()  # the URLs of the QR codes it draws: what the preflight expects the card to read


@dataclass(frozen=True)
class Inks:
    """The palette colours a side uses (PALETTE), as reportlab colours (CMYK for print, RGB for home)."""

    ink: Color
    paper: Color
    tint: Color
    alert: Color
    cmyk: bool

    @staticmethod
    def of(content: Content, cmyk: bool) -> Inks:
        palette = with_roles(content.palette)

        def colour(name: str) -> Color:
            entry = palette[name]
            return CMYKColor(*entry.cmyk) if cmyk else Color(*rgb_unit(entry.rgb))

        return Inks(colour("ink"), colour("paper"), colour("tint"), colour("alert"), cmyk)  # PALETTE, in order

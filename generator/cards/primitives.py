"""What a card is made of: a few drawing primitives in millimetres, lower-left origin at the trim.

A layout is a plain list of these; the PDF and PNG backends draw the same list, so a print
card, a PNG for a card service and a figure in the booklet cannot disagree. Colours are palette
names (content/game.yaml); the backend picks CMYK or RGB.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import geometry
from ..errors import Location


@dataclass(frozen=True)
class Rect(geometry.Rect):
    """A filled rectangle: the shared geometry.Rect (x, y, width, height in mm, with right/top/inset/moved)
    plus a palette colour and a corner radius."""

    colour: str
    radius: float = 0.0


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    colour: str


@dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    colour: str


@dataclass(frozen=True)
class Segment:
    """A straight stroke from (x0, y0) to (x1, y1): a crop mark, a ruler tick."""

    x0: float
    y0: float
    x1: float
    y1: float
    colour: str
    width_pt: float


@dataclass(frozen=True)
class TextLine:
    """One line of text. (x, y) is the anchor point on the baseline; `rotation` is 0 or 180 degrees."""

    x: float
    y: float
    text: str
    font: str
    size_pt: float
    colour: str
    anchor: str = "start"  # start, middle or end of the line, before rotation
    rotation: int = 0


@dataclass(frozen=True)
class Picture:
    """A game's art file (PNG, JPEG, SVG or PDF: generator/art.py) in the box (x, y, width, height).

    `fit`: contain (the whole art, centred) or cover (the box filled, the art cut to it). `bleed`: the
    art is meant to reach the bleed edge, and the card's check refuses it when it does not. `where` is
    the YAML that places it; art a game's code places has none, and `placed_by` names the hook
    ("the face of card 5") for messages. The backends draw it sRGB on screens and converted to CMYK
    (print_profile.PROFILE) in print; `rotation` is 0 or 180 degrees about the box's centre.
    `seamless`: the art is declared an even field (a texture the same wherever the cut falls), so on a
    card back it may run over the whole bleed like a solid field (back_check)."""

    x: float
    y: float
    width: float
    height: float
    file: Path
    fit: str = "contain"
    bleed: bool = False
    placed_by: str = "the game's code"
    where: Location | None = None
    rotation: int = 0
    seamless: bool = False


Primitive = Rect | Circle | Polygon | Segment | TextLine | Picture
Shape = Rect | Circle | Polygon  # a filled outline: what a colour's symbol is

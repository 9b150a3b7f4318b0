"""What a card is made of: a few drawing primitives in millimetres, lower-left origin at the trim.

A layout is a plain list of these; the PDF and PNG backends draw the same list, so a print
card, a PNG for a card service and a figure in the booklet cannot disagree. Colours are palette
names (content/game.yaml); the backend picks CMYK or RGB.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import geometry


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


Primitive = Rect | Circle | Polygon | Segment | TextLine
Shape = Rect | Circle | Polygon  # a filled outline: what a colour's symbol is

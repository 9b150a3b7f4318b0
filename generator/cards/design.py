"""The core's card-drawing kit: card geometry, the symbols and the rules every card design follows.

A game's design (its Game.drawing) lays out each face as primitives in mm
(cards/primitives.py) with these: the origin at the trim's lower-left corner, the background into the
bleed, text left out when it is too small to read at a figure's scale, reversed text never below
the print's minimum, values fitted to their room or the build says at which card and by how much.
Pure (no canvas, no image): the PDF and PNG backends draw what a design returns.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..content.model import PrintSpec
from ..errors import Location, fail
from ..fonts import BOLD
from ..geometry import Box
from .card_text import width_mm
from .colours import SHAPES
from .primitives import Circle, Polygon, Primitive, Rect, Segment, Shape, TextLine

MIN_TEXT_PT = 4.0  # below this, once scaled for a figure, text is left out (a 15 mm figure's fine print)


@dataclass(frozen=True)
class CardGeometry:
    """Trim size, bleed and safe margin in mm (from content/layout.yaml `cards:`)."""

    width: float
    height: float
    bleed: float
    safe: float

    @staticmethod
    def of(spec: PrintSpec) -> CardGeometry:
        """From a content PrintSpec (Lengths)."""
        return CardGeometry(spec.width.mm, spec.height.mm, spec.bleed.mm, spec.safe.mm)

    @property
    def trim(self) -> Box:
        return Box(0, 0, self.width, self.height)

    @property
    def bleed_box(self) -> Box:
        return self.trim.inset(-self.bleed)

    @property
    def safe_box(self) -> Box:
        return self.trim.inset(self.safe)


# --- symbols -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Symbols:
    """The shapes' proportions, "size" mm across: circle and square about the same area, the star a
    little larger so its points look as big. The web page draws the same shapes."""

    square_fill: float = 0.88  # a square's side × size
    square_corner: float = 0.12  # a square's corner radius × its side
    star_fill: float = 0.58  # a star's outer radius × size
    star_inner: float = 0.45  # a star's inner/outer radius ratio


SYMBOLS = Symbols()


def symbol(shape: str, cx: float, cy: float, size: float, colour: str, symbols: Symbols = SYMBOLS) -> Shape:
    """The shape centred on (cx, cy), about `size` mm across, optically balanced."""
    if shape == "circle":
        return Circle(cx, cy, size / 2, colour)
    if shape == "square":
        side = size * symbols.square_fill
        return Rect(cx - side / 2, cy - side / 2, side, side, colour, radius=side * symbols.square_corner)
    if shape == "star":
        return star(cx, cy, size * symbols.star_fill, symbols.star_inner, colour)
    raise ValueError(f"found the shape {shape!r}, expected one of: {', '.join(SHAPES)}")


def star(cx: float, cy: float, outer: float, inner_ratio: float, colour: str) -> Polygon:
    """A five-pointed star, one point up."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * inner_ratio
        angle = math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), colour)


def centre_of(p: Shape) -> tuple[float, float]:
    """The middle of a shape's extent."""
    if isinstance(p, Circle):
        return (p.cx, p.cy)
    if isinstance(p, Rect):
        return (p.x + p.width / 2, p.y + p.height / 2)
    xs, ys = zip(*p.points, strict=True)
    return ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)


def rotated_180(prims: Sequence[Primitive], width: float, height: float) -> list[Primitive]:
    """The same primitives turned half a turn about the card's centre (a bottom-right corner index)."""
    return [_turn(p, width, height) for p in prims]


def _turn(p: Primitive, w: float, h: float) -> Primitive:
    if isinstance(p, Rect):
        return Rect(w - p.x - p.width, h - p.y - p.height, p.width, p.height, p.colour, p.radius)
    if isinstance(p, Circle):
        return Circle(w - p.cx, h - p.cy, p.r, p.colour)
    if isinstance(p, Polygon):
        return Polygon(tuple((w - x, h - y) for x, y in p.points), p.colour)
    if isinstance(p, Segment):
        return Segment(w - p.x0, h - p.y0, w - p.x1, h - p.y1, p.colour, p.width_pt)
    return TextLine(w - p.x, h - p.y, p.text, p.font, p.size_pt, p.colour, p.anchor, (p.rotation + 180) % 360)


def background(geometry: CardGeometry, colour: str) -> Rect:
    """A face's background, out to the bleed."""
    box = geometry.bleed_box
    return Rect(box.x, box.y, box.width, box.height, colour)


# --- text on a card ------------------------------------------------------------------------


@dataclass(frozen=True)
class Legibility:
    """When a text is drawn: `scale` is the drawn size over the real size (a booklet figure < 1)."""

    scale: float = 1.0
    min_text_pt: float = MIN_TEXT_PT  # smaller, once scaled, is left out
    # reversed (paper-coloured) text is never printed smaller: it fills in when the plates are a
    # little off (layout.yaml print.min_knockout_text)
    min_reversed_pt: float = 6.0

    def shows(self, size_pt: float) -> bool:
        """Whether text of this size is drawn at this scale."""
        return size_pt * self.scale >= self.min_text_pt

    def text(self, x: float, y: float, text: str, font: str, size_pt: float, colour: str, anchor: str = "middle") -> TextLine | None:
        """A text primitive, or None when it would be too small to read at this scale. Reversed
        (paper-coloured) text is never printed below min_reversed_pt: in a small figure it is set at
        that size, a little larger than on the real card, rather than fill in when the plates are off."""
        if not self.shows(size_pt):
            return None
        if colour == "paper" and size_pt * self.scale < self.min_reversed_pt:
            size_pt = self.min_reversed_pt / self.scale  # a figure's reversed text grows to the size print holds
        return TextLine(x, y, text, font, size_pt, colour, anchor)


@dataclass(frozen=True)
class OnCard:
    """Which card a text is on, for the message when it does not fit: its name and deck.yaml line."""

    name: str
    where: Location | None


def check_width(on: OnCard, text: str, font: str, size_pt: float, room: float, what: str) -> None:
    """Raises BuildError at the card, saying by how much, when `text` is wider than `room` mm at `size_pt`."""
    width = width_mm(text, font, size_pt)
    if width > room:
        raise fail(
            on.where,
            f"the {what} {text!r} of {on.name} is {width:.1f} mm wide at "
            f"{size_pt:g} pt, the card has {room:.1f} mm, so it is {width - room:.1f} mm too wide (inside cards.safe of cards.trim, "
            "content/layout.yaml)",
        )


def fitted_pt(on: OnCard, value: str, size_pt: float, room: float, what: str, smallest_share: float, font: str = BOLD) -> float:
    """The size at which `value` fits `room` mm: `size_pt`, or smaller for a wider value (10, 100),
    down to `smallest_share` of it; a value that does not fit even then is an error at the card
    that says by how much."""
    width = width_mm(value, font, size_pt)
    if width <= room:
        return size_pt
    smallest_pt, smallest = size_pt * smallest_share, width * smallest_share  # widths scale with the size
    if smallest > room:
        raise fail(
            on.where,
            f"the {what} {value!r} of {on.name} is {width:.1f} mm wide at {size_pt:g} pt and {smallest:.1f} mm at "
            f"{smallest_pt:g} pt, the smallest the design sets it; the card has {room:.1f} mm, so it is {smallest - room:.1f} mm "
            "too wide (inside cards.safe of cards.trim, content/layout.yaml)",
        )
    return size_pt * room / width


def widest_pt(on: OnCard, values: list[str], size_pt: float, room: float, what: str, smallest_share: float, font: str = BOLD) -> float:
    """One size for a set of values shown alike (every card's corner index, say): the size at which
    the widest fits `room`, as fitted_pt gives it, so the values of a deck do not change size card by
    card; an error names the widest value and `on` (the first card that shows it)."""
    widest = max(values, key=lambda value: width_mm(value, font, size_pt))
    return fitted_pt(on, widest, size_pt, room, what, smallest_share, font)


def room_note(geometry: CardGeometry) -> str:
    """Which settings make a line this long: after a change to layout.yaml, the text is not what to fix."""
    return (
        f"; the line's room is set by the card, {geometry.width:g} mm wide with a {geometry.safe:g} mm safe zone "
        "(cards.trim and cards.safe in layout.yaml)"
    )

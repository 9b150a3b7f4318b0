"""The card design as data: `card_layout(card, geometry, look)` → primitives in mm.

Pure (no canvas, no image): the PDF and PNG backends draw what this returns. Coordinates have
their origin at the trim's lower-left corner; the background runs into the bleed.

Every card: the colour's background to the bleed; a corner index (value, the colour's symbol,
the colour's name) top-left and, turned 180°, bottom-right, so it reads in a fanned hand.
Number cards: a big paper-coloured symbol (circle for yellow, square for blue) carrying the
value, the colour's name below. Red cards: a star, the name, the one-line reminder.
Colour is never the only cue: name and symbol say it too, and the backgrounds differ in grey.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..content.model import PrintSpec
from ..errors import Location, fail
from ..fonts import BOLD, REGULAR
from ..geometry import Box, pt_to_mm
from ..rules import Card, Kind
from .card_text import DoesNotFit, cap_height_mm, ink_top_mm, width_mm, wrap
from .colours import SHAPES
from .measurements import STYLE, CardStyle
from .primitives import Circle, Polygon, Primitive, Rect, Segment, Shape, TextLine


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


# --- symbols -------------------------------------------------------------------------------


def symbol(shape: str, cx: float, cy: float, size: float, colour: str, style: CardStyle = STYLE) -> Shape:
    """The colour's symbol centred on (cx, cy), about `size` mm across, optically balanced."""
    if shape == "circle":
        return Circle(cx, cy, size / 2, colour)
    if shape == "square":
        side = size * style.square_fill
        return Rect(cx - side / 2, cy - side / 2, side, side, colour, radius=side * style.square_corner)
    if shape == "star":
        return star(cx, cy, size * style.star_fill, style.star_inner, colour)
    raise ValueError(f"found the shape {shape!r}, expected one of: {', '.join(SHAPES)}")


def star(cx: float, cy: float, outer: float, inner_ratio: float, colour: str) -> Polygon:
    """A five-pointed star, one point up."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * inner_ratio
        angle = math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), colour)


def rotated_180(prims: list[Primitive], width: float, height: float) -> list[Primitive]:
    """The same primitives turned half a turn about the card's centre (the bottom-right index)."""
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


INDEX_GLYPHS = "0123456789MD"  # every corner value a deck can show: all indexes hang from one baseline


# --- the faces -----------------------------------------------------------------------------


def card_layout(card: Card, geometry: CardGeometry, look: Look, *, scale: float = 1.0, style: CardStyle = STYLE) -> list[Primitive]:
    """Every primitive of one face. `scale` is the drawn size over the real size: text that would
    fall below style.min_text_pt at that scale is left out (figures in the booklet); paper-coloured
    text is set at least at look.min_reversed_pt."""
    colour = card.color.value
    prims: list[Primitive] = [_background(geometry, colour)]
    prims += _red_centre(card, geometry, look, scale, style) if card.is_red else _number_centre(card, geometry, look, scale, style)
    index = _index(card, geometry, look, scale, style)
    return prims + index + rotated_180(index, geometry.width, geometry.height)


def back_layout(
    geometry: CardGeometry, look: Look, *, scale: float = 1.0, style: CardStyle = STYLE, ink_saving: bool = False
) -> list[Primitive]:
    """The one back: an ink field with a lattice of the three symbols and the title in a panel.

    The lattice runs to the bleed, so a back printed a little off still looks right, and its
    symbols and colours sit symmetric under a half turn. The ink-saving back (home printers) is
    the same lattice and title on paper: a near-solid dark field is about 200 % ink from an
    inkjet, which cockles the sheet and smears on the second duplex pass.
    """
    panel = _back_panel(geometry, style)
    keep_out = panel.inset(-style.back_symbol / 2 - style.back_keep_out)
    lattice = [p for p in _lattice(geometry, look, style) if not _inside(_centre(p), keep_out)]
    if ink_saving:
        return [_background(geometry, "paper"), *lattice, *_title_panel(panel, geometry, look, scale, style)[1:]]
    return [_background(geometry, "ink"), *lattice, *_title_panel(panel, geometry, look, scale, style)]


def _back_panel(geometry: CardGeometry, style: CardStyle) -> Box:
    width = geometry.safe_box.width * style.back_panel
    return Box((geometry.width - width) / 2, (geometry.height - style.back_panel_height) / 2, width, style.back_panel_height)


def _centre(p: Shape) -> tuple[float, float]:
    if isinstance(p, Circle):
        return (p.cx, p.cy)
    if isinstance(p, Rect):
        return (p.x + p.width / 2, p.y + p.height / 2)
    xs, ys = zip(*p.points, strict=True)
    return ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)


def _inside(point: tuple[float, float], box: Box) -> bool:
    return box.x <= point[0] <= box.right and box.y <= point[1] <= box.top


def _background(geometry: CardGeometry, colour: str) -> Rect:
    box = geometry.bleed_box
    return Rect(box.x, box.y, box.width, box.height, colour)


def _index(card: Card, geometry: CardGeometry, look: Look, scale: float, style: CardStyle) -> list[Primitive]:
    """Top-left: the value (or M / D), the symbol, the colour's name, on the card's text colour."""
    colour = card.color.value
    ink = look.text_on[colour]
    safe = geometry.safe_box
    cx = safe.x + style.index_width / 2
    value = str(card.value) if not card.is_red else card.short
    # hung from the safe line by the glyphs' real height, so nothing but background crosses it
    baseline = safe.top - ink_top_mm(INDEX_GLYPHS, BOLD, style.index_value_pt)
    value_pt = _fitted_pt(card, look, value, style.index_value_pt, style.index_width, "corner index", style)
    value_base = safe.top - ink_top_mm(INDEX_GLYPHS, BOLD, value_pt)  # a narrowed value hangs from the same line
    shape_cy = baseline - style.index_gap - style.index_shape / 2
    prims: list[Primitive | None] = [_text(cx, value_base, value, BOLD, value_pt, ink, scale, style, look)]
    prims.append(symbol(look.shapes[colour], cx, shape_cy, style.index_shape, ink, style))
    label_base = shape_cy - style.index_shape / 2 - style.index_gap - cap_height_mm(BOLD, style.index_label_pt)
    prims.append(_text(cx, label_base, look.labels[colour], look.word_bold, style.index_label_pt, ink, scale, style, look))
    return [p for p in prims if p is not None]


def _text(
    x: float,
    y: float,
    text: str,
    font: str,
    size_pt: float,
    colour: str,
    scale: float,
    style: CardStyle,
    look: Look,
    anchor: str = "middle",
) -> TextLine | None:
    """A text primitive, or None when it would be too small to read at this scale. Reversed
    (paper-coloured) text is never printed below look.min_reversed_pt: in a small figure it is set
    at that size, a little larger than on the real card, rather than fill in when the plates are off."""
    if size_pt * scale < style.min_text_pt:
        return None
    if colour == "paper" and size_pt * scale < look.min_reversed_pt:
        size_pt = look.min_reversed_pt / scale  # a figure's reversed text grows to the size print holds
    return TextLine(x, y, text, font, size_pt, colour, anchor)


def _number_centre(card: Card, geometry: CardGeometry, look: Look, scale: float, style: CardStyle) -> list[Primitive]:
    colour = card.color.value
    safe = geometry.safe_box
    cx, cy = geometry.width / 2, geometry.height / 2 + style.centre_raise
    shape = look.shapes[colour]
    size = safe.width * (style.circle_diameter if shape == "circle" else style.square_side / style.square_fill)
    value = str(card.value)
    value_pt = _fitted_pt(card, look, value, style.value_pt, size * style.value_room, "value", style)
    value_base = cy - cap_height_mm(BOLD, value_pt) / 2
    name_base = cy - _half_height(shape, size, style) - style.name_gap - cap_height_mm(BOLD, style.name_pt)
    name = _text(cx, name_base, look.labels[colour], look.word_bold, style.name_pt, look.text_on[colour], scale, style, look)
    return [
        symbol(shape, cx, cy, size, "paper", style),
        TextLine(cx, value_base, value, BOLD, value_pt, "ink", "middle"),
        *([name] if name else []),
    ]


def _half_height(shape: str, size: float, style: CardStyle) -> float:
    return size * style.square_fill / 2 if shape == "square" else size / 2


def _red_centre(card: Card, geometry: CardGeometry, look: Look, scale: float, style: CardStyle) -> list[Primitive]:
    ink = look.text_on[card.color.value]
    safe = geometry.safe_box
    cx = geometry.width / 2
    name = card.kind.value
    _check_width(card, look, name, BOLD, style.title_pt, safe.width, "name")
    prims: list[Primitive] = _stars(card, geometry, style)
    title = _text(cx, geometry.height * style.title_baseline, name, BOLD, style.title_pt, ink, scale, style, look)
    prims += [title] if title else []
    if style.reminder_pt * scale >= style.min_text_pt:
        prims += _reminder(card, geometry, look, style)
    return prims


def star_count(card: Card) -> int:
    """How many stars a red card shows (the web page draws the same): DOUBLE two, MIGHTY one."""
    return 2 if card.kind is Kind.DOUBLE else 1


def _stars(card: Card, geometry: CardGeometry, style: CardStyle) -> list[Primitive]:
    """MIGHTY has one big star; DOUBLE, which copies a card, shows its star twice."""
    cy = geometry.height * style.star_centre
    radius = geometry.safe_box.width * style.star_radius
    if star_count(card) == 1:
        return [star(geometry.width / 2, cy, radius, style.star_inner, "paper")]
    small = radius * style.double_star_scale
    spacing = small * style.double_star_spacing
    return [star(geometry.width / 2 + dx * spacing, cy, small, style.star_inner, "paper") for dx in (-1, 1)]


def _reminder(card: Card, geometry: CardGeometry, look: Look, style: CardStyle) -> list[Primitive]:
    """The reminder in a paper panel above the bottom-right index, lines broken between phrases."""
    safe = geometry.safe_box
    inner = safe.width - 2 * style.reminder_padding
    lines = _reminder_lines(card, look, inner, style, geometry)
    leading = pt_to_mm(style.reminder_pt * style.reminder_leading)
    block = pt_to_mm(style.reminder_pt) + (len(lines) - 1) * leading
    panel = Rect(safe.x, style.reminder_bottom, safe.width, block + 2 * style.reminder_padding, "paper", radius=style.panel_radius)
    first = panel.y + panel.height - style.reminder_padding - cap_height_mm(REGULAR, style.reminder_pt)
    cx = geometry.width / 2
    return [
        panel,
        *[TextLine(cx, first - i * leading, line, look.word_font, style.reminder_pt, "ink", "middle") for i, line in enumerate(lines)],
    ]


def _room(geometry: CardGeometry) -> str:
    """Which settings make the line this long: after a change to layout.yaml, the text is not what to fix."""
    return (
        f"; the line's room is set by the card, {geometry.width:g} mm wide with a {geometry.safe:g} mm safe zone "
        "(cards.trim and cards.safe in layout.yaml)"
    )


def _reminder_lines(card: Card, look: Look, inner: float, style: CardStyle, geometry: CardGeometry) -> list[str]:
    text = look.reminders.get(card, "").strip()
    if not text:
        raise fail(look.where.get(card), f"{card.name} has no reminder, expected a one-line reminder of what it does")
    try:
        lines = wrap(text, look.word_font, style.reminder_pt, inner)
    except DoesNotFit as error:
        raise fail(look.where.get(card), f"the reminder of {card.name} does not fit the card: {error}{_room(geometry)}") from None
    if len(lines) > style.reminder_max_lines:
        raise fail(
            look.where.get(card),
            f"the reminder of {card.name} takes {len(lines)} lines at "
            f"{style.reminder_pt:g} pt, the card has room for {style.reminder_max_lines}: "
            f"shorten it{_room(geometry)}",
        )
    return lines


def _check_width(card: Card, look: Look, text: str, font: str, size_pt: float, room: float, what: str) -> None:
    width = width_mm(text, font, size_pt)
    if width > room:
        raise fail(
            look.where.get(card),
            f"the {what} {text!r} of {card.name} is {width:.1f} mm wide at "
            f"{size_pt:g} pt, the card has {room:.1f} mm (inside cards.safe of cards.trim, "
            "content/layout.yaml)",
        )


def _fitted_pt(card: Card, look: Look, value: str, size_pt: float, room: float, what: str, style: CardStyle) -> float:
    """The bold size at which `value` fits `room` mm: `size_pt`, or smaller for a wider value (10,
    100), down to style.min_value_fit of it; a value that does not fit even then is an error at the card."""
    width = width_mm(value, BOLD, size_pt)
    if width <= room:
        return size_pt
    smallest_pt, smallest = size_pt * style.min_value_fit, width * style.min_value_fit  # widths scale with the size
    if smallest > room:
        raise fail(
            look.where.get(card),
            f"the {what} {value!r} of {card.name} is {width:.1f} mm wide at {size_pt:g} pt and {smallest:.1f} mm at "
            f"{smallest_pt:g} pt, the smallest the design sets it; the card has {room:.1f} mm, so it is {smallest - room:.1f} mm "
            "too wide (inside cards.safe of cards.trim, content/layout.yaml)",
        )
    return size_pt * room / width


def _lattice(geometry: CardGeometry, look: Look, style: CardStyle) -> list[Shape]:
    """Symbols on a grid centred on the card, rows half a pitch off the centre line (so the title
    panel takes one pair of rows), in diamond rings of yellow, blue, red: symmetric under a half turn."""
    colours = ("yellow", "blue", "red")
    cx, cy = geometry.width / 2, geometry.height / 2
    half_x = int(geometry.bleed_box.width / 2 // style.back_pitch) + 1
    half_y = int(geometry.bleed_box.height / 2 // style.back_pitch) + 1
    prims: list[Shape] = []
    for j in range(-half_y, half_y):
        for i in range(-half_x, half_x + 1):
            ring = abs(i) + (j if j >= 0 else -j - 1)
            prims.append(
                symbol(
                    look.shapes[colours[ring % 3]],
                    cx + i * style.back_pitch,
                    cy + (j + 0.5) * style.back_pitch,
                    style.back_symbol,
                    colours[ring % 3],
                    style,
                )
            )
    return prims


def _title_panel(box: Box, geometry: CardGeometry, look: Look, scale: float, style: CardStyle) -> list[Primitive]:
    panel = Rect(box.x, box.y, box.width, box.height, "paper", radius=box.height / 2)
    width, room = width_mm(look.title, BOLD, style.back_title_pt), box.width - box.height / 2
    if width > room:
        raise fail(
            getattr(look.title, "where", None),
            f"title: found {str(look.title)!r}, {width:.1f} mm wide at {style.back_title_pt:g} pt; the card back has {room:.1f} mm",
        )
    base = geometry.height / 2 - cap_height_mm(BOLD, style.back_title_pt) / 2
    title = _text(geometry.width / 2, base, look.title, BOLD, style.back_title_pt, "ink", scale, style, look)
    return [panel, title] if title else [panel]

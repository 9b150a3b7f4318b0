"""MIGHTY?'s card faces and back as data: `card_layout(card, geometry, look)` → primitives in mm.

Every card: the colour's background to the bleed; a corner index (value, the colour's symbol,
the colour's name) top-left and, turned 180°, bottom-right, so it reads in a fanned hand.
Number cards: a big paper-coloured symbol (circle for yellow, square for blue) carrying the
value, the colour's name below. Red cards: a star, the name, the one-line reminder.
Colour is never the only cue: name and symbol say it too, and the backgrounds differ in grey.
"""

from __future__ import annotations

from ....cards.back_check import extent
from ....cards.card_text import DoesNotFit, cap_height_mm, ink_top_mm, width_mm, wrap
from ....cards.design import (
    SYMBOLS,
    CardGeometry,
    Legibility,
    OnCard,
    background,
    centre_of,
    check_width,
    fitted_pt,
    room_note,
    rotated_180,
    star,
    symbol,
)
from ....cards.primitives import Primitive, Rect, Shape, TextLine
from ....errors import fail
from ....fonts import BOLD, REGULAR
from ....geometry import Box, pt_to_mm
from ..rules import Card, Kind
from .look import Look
from .measurements import STYLE, CardStyle

INDEX_GLYPHS = "0123456789MD"  # every corner value a deck can show: all indexes hang from one baseline


def card_layout(card: Card, geometry: CardGeometry, look: Look, *, scale: float = 1.0, style: CardStyle = STYLE) -> list[Primitive]:
    """Every primitive of one face. `scale` is the drawn size over the real size: text that would
    fall below the core's minimum at that scale is left out (figures in the booklet); paper-coloured
    text is set at least at look.min_reversed_pt."""
    legible = Legibility(scale, min_reversed_pt=look.min_reversed_pt)
    prims: list[Primitive] = [background(geometry, card.color.value)]
    prims += _red_centre(card, geometry, look, legible, style) if card.is_red else _number_centre(card, geometry, look, legible, style)
    index = _index(card, geometry, look, legible, style)
    return prims + index + rotated_180(index, geometry.width, geometry.height)


def back_layout(
    geometry: CardGeometry, look: Look, *, scale: float = 1.0, style: CardStyle = STYLE, ink_saving: bool = False
) -> list[Primitive]:
    """The one back: an ink field to the bleed, a lattice of the three symbols and the title in a panel,
    twice: the upper half and the same turned half a turn, like a court card.

    A card turned in the hand or cut a little off must not be known from its back (layout.yaml
    print.back_band, back_turns): the lattice keeps its whole symbols inside the band (the field
    alone runs to the bleed), and the lower half is the upper half turned, stars and title too. The
    ink-saving back (home printers) is the same lattice and titles on paper: a near-solid dark field
    is about 200 % ink from an inkjet, which cockles the sheet and smears on the second duplex pass.
    """
    legible = Legibility(scale, min_reversed_pt=look.min_reversed_pt)
    panel = _back_panel(geometry, style)
    keep_out = panel.inset(-style.back_symbol / 2 - style.back_keep_out)
    room = geometry.trim.inset(look.back_band)
    upper = [p for p in _upper_lattice(geometry, look, style) if _within(p, room) and not _inside(centre_of(p), keep_out)]
    titles = _title_panel(panel, geometry, look, legible, style)
    field = background(geometry, "paper" if ink_saving else "ink")
    return [field, *upper, *rotated_180(upper, geometry.width, geometry.height), *titles[ink_saving:]]


def _back_panel(geometry: CardGeometry, style: CardStyle) -> Box:
    width = geometry.safe_box.width * style.back_panel
    return Box((geometry.width - width) / 2, (geometry.height - style.back_panel_height) / 2, width, style.back_panel_height)


def _within(shape: Shape, room: Box) -> bool:
    x0, y0, x1, y1 = extent(shape)
    return room.x <= x0 and room.y <= y0 and x1 <= room.right and y1 <= room.top


def _inside(point: tuple[float, float], box: Box) -> bool:
    return box.x <= point[0] <= box.right and box.y <= point[1] <= box.top


def _on(card: Card, look: Look) -> OnCard:
    return OnCard(card.name, look.where.get(card))


def _index(card: Card, geometry: CardGeometry, look: Look, legible: Legibility, style: CardStyle) -> list[Primitive]:
    """Top-left: the value (or M / D), the symbol, the colour's name, on the card's text colour."""
    colour = card.color.value
    ink = look.text_on[colour]
    safe = geometry.safe_box
    cx = safe.x + style.index_width / 2
    value = str(card.value) if not card.is_red else card.short
    # hung from the safe line by the glyphs' real height, so nothing but background crosses it
    baseline = safe.top - ink_top_mm(INDEX_GLYPHS, BOLD, style.index_value_pt)
    value_pt = fitted_pt(_on(card, look), value, style.index_value_pt, style.index_width, "corner index", style.min_value_fit)
    value_base = safe.top - ink_top_mm(INDEX_GLYPHS, BOLD, value_pt)  # a narrowed value hangs from the same line
    shape_cy = baseline - style.index_gap - style.index_shape / 2
    prims: list[Primitive | None] = [legible.text(cx, value_base, value, BOLD, value_pt, ink)]
    prims.append(symbol(look.shapes[colour], cx, shape_cy, style.index_shape, ink))
    label_base = shape_cy - style.index_shape / 2 - style.index_gap - cap_height_mm(BOLD, style.index_label_pt)
    prims.append(legible.text(cx, label_base, look.labels[colour], look.word_bold, style.index_label_pt, ink))
    return [p for p in prims if p is not None]


def _number_centre(card: Card, geometry: CardGeometry, look: Look, legible: Legibility, style: CardStyle) -> list[Primitive]:
    colour = card.color.value
    safe = geometry.safe_box
    cx, cy = geometry.width / 2, geometry.height / 2 + style.centre_raise
    shape = look.shapes[colour]
    size = safe.width * (style.circle_diameter if shape == "circle" else style.square_side / SYMBOLS.square_fill)
    value = str(card.value)
    value_pt = fitted_pt(_on(card, look), value, style.value_pt, size * style.value_room, "value", style.min_value_fit)
    value_base = cy - cap_height_mm(BOLD, value_pt) / 2
    name_base = cy - _half_height(shape, size) - style.name_gap - cap_height_mm(BOLD, style.name_pt)
    name = legible.text(cx, name_base, look.labels[colour], look.word_bold, style.name_pt, look.text_on[colour])
    return [
        symbol(shape, cx, cy, size, "paper"),
        TextLine(cx, value_base, value, BOLD, value_pt, "ink", "middle"),
        *([name] if name else []),
    ]


def _half_height(shape: str, size: float) -> float:
    return size * SYMBOLS.square_fill / 2 if shape == "square" else size / 2


def _red_centre(card: Card, geometry: CardGeometry, look: Look, legible: Legibility, style: CardStyle) -> list[Primitive]:
    ink = look.text_on[card.color.value]
    safe = geometry.safe_box
    cx = geometry.width / 2
    name = card.kind.value
    check_width(_on(card, look), name, BOLD, style.title_pt, safe.width, "name")
    prims: list[Primitive] = _stars(card, geometry, style)
    title = legible.text(cx, geometry.height * style.title_baseline, name, BOLD, style.title_pt, ink)
    prims += [title] if title else []
    if legible.shows(style.reminder_pt):
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
        return [star(geometry.width / 2, cy, radius, SYMBOLS.star_inner, "paper")]
    small = radius * style.double_star_scale
    spacing = small * style.double_star_spacing
    return [star(geometry.width / 2 + dx * spacing, cy, small, SYMBOLS.star_inner, "paper") for dx in (-1, 1)]


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


def _reminder_lines(card: Card, look: Look, inner: float, style: CardStyle, geometry: CardGeometry) -> list[str]:
    text = look.reminders.get(card, "").strip()
    if not text:
        raise fail(look.where.get(card), f"{card.name} has no reminder, expected a one-line reminder of what it does")
    try:
        lines = wrap(text, look.word_font, style.reminder_pt, inner)
    except DoesNotFit as error:
        raise fail(look.where.get(card), f"the reminder of {card.name} does not fit the card: {error}{room_note(geometry)}") from None
    if len(lines) > style.reminder_max_lines:
        raise fail(
            look.where.get(card),
            f"the reminder of {card.name} takes {len(lines)} lines at "
            f"{style.reminder_pt:g} pt, the card has room for {style.reminder_max_lines}: "
            f"shorten it{room_note(geometry)}",
        )
    return lines


def _upper_lattice(geometry: CardGeometry, look: Look, style: CardStyle) -> list[Shape]:
    """The upper half's symbols on a grid centred on the card, rows half a pitch off the centre line
    (so the title panel takes one pair of rows), in diamond rings of yellow, blue, red; the lower half
    is this turned (back_layout)."""
    colours = ("yellow", "blue", "red")
    cx, cy = geometry.width / 2, geometry.height / 2
    half_x = int(geometry.width / 2 // style.back_pitch) + 1
    rows = int(geometry.height / 2 // style.back_pitch) + 1
    prims: list[Shape] = []
    for j in range(rows):
        for i in range(-half_x, half_x + 1):
            colour = colours[(abs(i) + j) % 3]
            x, y = cx + i * style.back_pitch, cy + (j + 0.5) * style.back_pitch
            prims.append(symbol(look.shapes[colour], x, y, style.back_symbol, colour))
    return prims


def _title_panel(box: Box, geometry: CardGeometry, look: Look, legible: Legibility, style: CardStyle) -> list[Primitive]:
    """The panel and the title twice: upright above the centre line, turned below it, its letters
    style.back_title_gap apart."""
    panel = Rect(box.x, box.y, box.width, box.height, "paper", radius=box.height / 2)
    width, room = width_mm(look.title, look.word_bold, style.back_title_pt), box.width - box.height / 2
    if width > room:
        raise fail(
            getattr(look.title, "where", None),
            f"title: found {str(look.title)!r}, {width:.1f} mm wide at {style.back_title_pt:g} pt; the card back has {room:.1f} mm",
        )
    base = geometry.height / 2 + style.back_title_gap / 2
    title = legible.text(geometry.width / 2, base, look.title, look.word_bold, style.back_title_pt, "ink")
    return [panel, title, *rotated_180([title], geometry.width, geometry.height)] if title else [panel]

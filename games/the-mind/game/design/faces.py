"""The Mind's faces and back as card primitives (mm, origin at the trim's lower-left corner).

Every face is one field of colour out to the bleed, with no frame: a card cut a little off shows
nothing (a thin border would show every miscut). The night field (`band`) carries the number and
token cards, the lighter `accent` field the level cards, so a level card is known at a glance.
- number cards: the value in the game's title face, large, in the centre of two quiet rings; small
  in the top-left corner and, turned half a turn, bottom-right, so the card reads the same from
  either end and a fanned hand reads; a value that reads as another card upside down (6 and 9,
  68 and 89 …) is underlined;
- level cards: レベル (in the heading face) over the level; the reward the loaded rules give that
  level (the card's `reward`) as its icon in the lower third with its word under it, or nothing;
- life and shuriken cards: the icon large in its role's colour on the night field, its word under it;
- the back: rings on the `band` colour around a disc carrying the titles.
Pure: `MindLook` brings every word and colour role; a text that does not fit raises BuildError at
the card's deck.yaml line, saying by how much.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.cards.card_text import cap_height_mm, ink_top_mm, width_mm
from generator.cards.design import CardGeometry, rotated_180
from generator.cards.primitives import Circle, Primitive, Rect, TextLine
from generator.errors import Location, fail

from ..cards import CardKind, MindCard
from ..model import Reward
from .icons import ICONS
from .look import MindLook
from .style import STYLE, IconSize, MindStyle

DIGITS = "0123456789"  # every index hangs from the safe line by the digits' real height
TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}  # digits that read as a digit upside down


def face_layout(card: MindCard, geometry: CardGeometry, look: MindLook, *, scale: float = 1.0, style: MindStyle = STYLE) -> list[Primitive]:
    """Every primitive of one face. `scale`: the drawn size over the real size (a booklet figure
    leaves out text smaller than style.min_text_pt there)."""
    draw = {CardKind.NUMBER: _number, CardKind.LEVEL: _level, CardKind.LIFE: _token, CardKind.SHURIKEN: _token}[card.kind]
    return [*_field(geometry, FIELDS[card.kind]), *draw(card, geometry, look, scale, style)]


FIELDS = {CardKind.NUMBER: "band", CardKind.LEVEL: "accent", CardKind.LIFE: "band", CardKind.SHURIKEN: "band"}


def _field(geometry: CardGeometry, colour: str) -> list[Primitive]:
    """One colour out to the bleed: no edge for a miscut to show."""
    bleed = geometry.bleed_box
    return [Rect(bleed.x, bleed.y, bleed.width, bleed.height, colour)]


def _halo(cx: float, cy: float, field: str, style: MindStyle) -> list[Primitive]:
    """Two thin rings in `accent` around the centre: the back's rings, quietly, on the face."""
    prims: list[Primitive] = []
    for radius in style.halo_radii:
        prims += [Circle(cx, cy, radius, "accent"), Circle(cx, cy, radius - style.halo_width, field)]
    return prims


# --- number cards --------------------------------------------------------------------------


def reads_as_another(value: int, lowest: int, highest: int) -> bool:
    """Whether the value, turned half a turn, reads as another number of the deck (6 → 9, 86 → 98)."""
    digits = str(value)
    if any(d not in TURNED for d in digits):
        return False
    turned = "".join(TURNED[d] for d in reversed(digits))
    return turned != digits and not turned.startswith("0") and lowest <= int(turned) <= highest


def _number(card: MindCard, geometry: CardGeometry, look: MindLook, scale: float, style: MindStyle) -> list[Primitive]:
    value, font = str(card.value), look.number_font
    room = geometry.safe_box.width * style.value_room
    _check_width(look.at(card), card, value, font, style.value_pt, room, "value")
    cx, cy = geometry.width / 2, geometry.height / 2 + style.value_raise
    marked = reads_as_another(card.value or 0, look.lowest, look.highest)
    centre = _value(cx, cy - cap_height_mm(font, style.value_pt) / 2, value, font, style.value_pt, "paper", marked, style)
    index = _index(card, value, "paper", geometry, look, marked, scale, style)
    return _halo(cx, cy, FIELDS[card.kind], style) + centre + index + rotated_180(index, geometry.width, geometry.height)


def _value(
    x: float, base: float, text: str, font: str, size_pt: float, colour: str, underlined: bool, style: MindStyle, anchor: str = "middle"
) -> list[Primitive]:
    """A number, with a bar under it when it must not be read upside down."""
    line = TextLine(x, base, text, font, size_pt, colour, anchor)
    if not underlined:
        return [line]
    width, em = width_mm(text, font, size_pt), size_pt * 25.4 / 72
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    bar = em * style.underline
    return [line, Rect(left, base - em * style.underline_gap - bar, width, bar, colour, radius=bar / 2)]


def _index(
    card: MindCard, text: str, colour: str, geometry: CardGeometry, look: MindLook, marked: bool, scale: float, style: MindStyle
) -> list[Primitive]:
    """Top-left, inside the safe box: the value small, hung from the safe line by the digits' height."""
    font = look.number_font
    _check_width(look.at(card), card, text, font, style.index_pt, style.index_room, "corner index")
    if style.index_pt * scale < style.min_text_pt:
        return []
    size_pt = _readable_pt(style.index_pt, colour, scale, look)
    safe = geometry.safe_box
    base = safe.top - style.padding - ink_top_mm(DIGITS, font, size_pt)
    return _value(safe.x + style.padding, base, text, font, size_pt, colour, marked, style, anchor="start")


# --- level cards ---------------------------------------------------------------------------


def _level(card: MindCard, geometry: CardGeometry, look: MindLook, scale: float, style: MindStyle) -> list[Primitive]:
    level, cx, panel, font = str(card.value), geometry.width / 2, geometry.safe_box, look.number_font
    _check_width(look.at(card), card, level, font, style.level_pt, panel.width * style.value_room, "level")
    word_room = panel.width - 2 * style.padding
    _check_width(look.at(card), card, look.level_word, look.heading_font, style.level_word_pt, word_room, "level word")
    word_base = geometry.height * style.level_word_top
    word = _text(cx, word_base, look.level_word, look.heading_font, style.level_word_pt, "paper", scale, style, look)
    level_base = geometry.height * style.level_centre - cap_height_mm(font, style.level_pt) / 2
    marked = reads_as_another(card.value or 0, 1, look.highest_level)  # level 6 turned is level 9: underlined too
    prims: list[Primitive] = [*([word] if word else []), *_value(cx, level_base, level, font, style.level_pt, "paper", marked, style)]
    if card.reward is not Reward.NONE:
        icon = IconPlace(look.reward_icons[card.reward], card.reward, geometry.height * style.reward_centre, style.reward)
        prims += _icon_with_word(card, icon, geometry, look, scale, style, FIELDS[card.kind])
    index = _index(card, level, "paper", geometry, look, marked, scale, style)
    return prims + index + rotated_180(index, geometry.width, geometry.height)


# --- life and shuriken cards ---------------------------------------------------------------


def _token(card: MindCard, geometry: CardGeometry, look: MindLook, scale: float, style: MindStyle) -> list[Primitive]:
    reward = Reward(card.kind.value)  # a life card is what a life reward adds: the same word and colour
    icon = IconPlace(look.token_icons[card.kind], reward, geometry.height * style.token_centre, style.token)
    return _icon_with_word(card, icon, geometry, look, scale, style, FIELDS[card.kind])


@dataclass(frozen=True)
class IconPlace:
    icon: str  # deck.yaml's name of the icon: heart, shuriken
    reward: Reward  # whose word goes under it and whose palette role colours it
    cy: float  # the icon's centre, mm from the trim's bottom
    size: IconSize


def _icon_with_word(
    card: MindCard, place: IconPlace, geometry: CardGeometry, look: MindLook, scale: float, style: MindStyle, field: str
) -> list[Primitive]:
    """The icon centred on place.cy in its role's colour, its word under it in paper (on the `field`)."""
    cx, word, size = geometry.width / 2, look.words[place.reward], place.size
    room = geometry.safe_box.width - 2 * style.padding
    _check_width(look.at(card), card, word, look.word_bold, size.word_pt, room, f"{place.reward.value} word")
    prims = ICONS[place.icon](cx, place.cy, size.across, place.reward.value, field)
    base = place.cy - size.across / 2 - size.word_gap - cap_height_mm(look.word_bold, size.word_pt)
    text = _text(cx, base, word, look.word_bold, size.word_pt, "paper", scale, style, look)
    return prims + ([text] if text else [])


# --- the back ------------------------------------------------------------------------------


def back_layout(
    geometry: CardGeometry, look: MindLook, *, scale: float = 1.0, style: MindStyle = STYLE, ink_saving: bool = False
) -> list[Primitive]:
    """One back for every card: rings spreading from a disc in the middle on a field that runs to the
    bleed, the titles on the disc twice, upright above its centre and turned below. The rings stop
    whole inside the cut less the danger band (layout.yaml print.back_band) and the titles read the
    same either way up, so no card is known from its back, cut a little off or turned. The
    ink-saving back (home printers) draws the rings in `tint` on paper: a near-solid dark field
    cockles an inkjet's sheet."""
    field, ring = ("paper", "tint") if ink_saving else ("band", "accent")
    bleed = geometry.bleed_box
    cx, cy = geometry.width / 2, geometry.height / 2
    prims: list[Primitive] = [Rect(bleed.x, bleed.y, bleed.width, bleed.height, field)]
    reach = min(geometry.width, geometry.height) / 2 - look.back_band  # the largest ring that stays inside the band
    rings = int((reach - style.back_core) / style.back_ring_pitch + 1e-9)
    for radius in (style.back_core + k * style.back_ring_pitch for k in range(rings, 0, -1)):  # the rings hit the core's edge exactly
        prims.append(Circle(cx, cy, radius, ring))
        prims.append(Circle(cx, cy, radius - style.back_ring_width, field))
    prims.append(Circle(cx, cy, style.back_core, ring))
    titles = _back_titles(geometry, look, scale, style, look.text_on[ring])
    return prims + titles + rotated_180(titles, geometry.width, geometry.height)


def _back_titles(geometry: CardGeometry, look: MindLook, scale: float, style: MindStyle, colour: str) -> list[Primitive]:
    """The title over the Japanese title, above the disc's centre, in ink or paper, whichever reads on it."""
    cx, cy = geometry.width / 2, geometry.height / 2
    title_font, ja_font = look.number_font, look.heading_font
    title_h, ja_h = cap_height_mm(title_font, style.back_title_pt), cap_height_mm(ja_font, style.back_title_ja_pt)
    ja_base = cy + style.back_centre_gap / 2
    title_base = ja_base + ja_h + style.back_title_gap
    top = title_base + title_h - cy
    room = 2 * ((style.back_core - style.back_padding) ** 2 - top**2) ** 0.5  # the disc's width at the title's top
    lines = (  # the title in the game's title face, the Japanese title in its heading face (game.yaml fonts:)
        (look.title, title_font, style.back_title_pt, title_base, "title"),
        (look.title_ja, ja_font, style.back_title_ja_pt, ja_base, "title_ja"),
    )
    prims: list[Primitive] = []
    for text, font, size, base, name in lines:
        _check_width(getattr(text, "where", None), None, text, font, size, room, name)
        line = _text(cx, base, text, font, size, colour, scale, style, look)
        prims += [line] if line else []
    return prims


# --- text ----------------------------------------------------------------------------------


def _text(
    x: float, y: float, text: str, font: str, size_pt: float, colour: str, scale: float, style: MindStyle, look: MindLook
) -> TextLine | None:
    """A centred line, or None when too small to read at this scale; paper-coloured text is never
    set below look.min_reversed_pt (it fills in when the plates are a little off)."""
    if size_pt * scale < style.min_text_pt:
        return None
    return TextLine(x, y, text, font, _readable_pt(size_pt, colour, scale, look), colour, "middle")


def _readable_pt(size_pt: float, colour: str, scale: float, look: MindLook) -> float:
    """The size to set text at: paper-coloured (knocked-out) text never prints below
    look.min_reversed_pt, so small card figures set it larger than the card's own proportion."""
    if colour == "paper" and size_pt * scale < look.min_reversed_pt:
        return look.min_reversed_pt / scale
    return size_pt


def _check_width(where: Location | None, card: MindCard | None, text: str, font: str, size_pt: float, room: float, what: str) -> None:
    width = width_mm(text, font, size_pt)
    if width > room:
        on = f"card {card.name}" if card else "the card back"
        raise fail(
            where,
            f"{on}: {what} {str(text)!r} is {width:.1f} mm wide at {size_pt:g} pt, expected at most {room:.1f} mm "
            f"({width - room:.1f} mm too wide: shorten it, or widen cards.trim in layout.yaml)",
        )

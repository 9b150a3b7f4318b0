"""COLOUR CALL's cards (`Game.drawing`) and quick reference (`Game.quickref_side`) as the core's primitives
in mm. Drawing code is imported inside the functions: the game is imported for every command."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine import CALL_CARDS, CALL_WORD, COLOURS, MATS

if TYPE_CHECKING:
    from generator.cards.design import CardGeometry
    from generator.cards.primitives import Primitive
    from generator.cards.quickref_parts import Inks, QuickrefPart
    from generator.content.model import Content
    from generator.game import CardDrawing, CardFace
    from generator.geometry import Box

VALUE_SHARE = 0.45  # the value's size, as a share of the part's width
FRAME_MM = 3.0  # the colour's frame inside the trim
PT_MM = 0.3528  # one point in mm
STAR_POINTS = 6  # the win mark: a six-pointed star reads the same either way up
TITLE_PT, POKER_WIDTH_MM = 14.0, 63.0  # the backs' title, on a poker card
ART = Path(__file__).resolve().parents[1] / "art"  # the game's art files, beside game.yaml
TABLE_ART = ART / "table.png"  # raster: the mats' plain side, over the whole bleed
STAR_ART = ART / "star.svg"  # vector: the emblem on the call cards
EMBLEM_MM = 12.0  # the call cards' emblem, square
CHIP_STAR = 0.3  # the win mark's outer radius on a chip, as a share of its diameter
MAT_PANEL = (0.6, 0.4)  # the paper panel under the colour's name on a mat, as shares of its width and height


def player_role(part: Any) -> str:
    """The palette role of a part's colour (player-red), or the accent colour for the shared call cards."""
    return f"player-{part.colour.key}" if part.colour is not None else "accent"


def _centred(text: str, w: float, y: float, size_pt: float, colour: str) -> Primitive:
    from generator.cards.primitives import TextLine
    from generator.fonts import BOLD

    return TextLine(w / 2, y - size_pt * PT_MM * 0.35, text, BOLD, size_pt, colour, "middle")


def win_star(cx: float, cy: float, radius: float, colour: str) -> Primitive:
    """The win mark: a six-pointed star (inner radius half the outer)."""
    from generator.cards.primitives import Polygon

    corners = 2 * STAR_POINTS
    points = tuple(
        (cx + r * math.sin(math.pi * i / STAR_POINTS), cy + r * math.cos(math.pi * i / STAR_POINTS))
        for i, r in ((i, radius if i % 2 == 0 else radius / 2) for i in range(corners))
    )
    return Polygon(tuple((round(x, 4), round(y, 4)) for x, y in points), colour)


class ColourCallDrawing:
    """Faces: the part's colour into the bleed, a paper panel, the value (or the colour's name) in the middle.
    Backs, by the group the core asks for: a player colour's back (red), a mat's win side (mat-red), or
    the shared back (any other group: the call cards', today's one deck's)."""

    def __init__(self, content: Content):
        self._title = str(content.game.title)
        self._colours = {colour.key: colour for colour in COLOURS}
        self._where = content.deck_where  # each part's deck.yaml entry: where art a part places is said to be

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        from generator.cards.primitives import Rect

        part: Any = card
        w, h, b = geometry.width, geometry.height, geometry.bleed
        role = player_role(part)
        size_pt = min(w, h) * VALUE_SHARE / PT_MM * 0.8  # the value's height is about the share of the shorter side
        panel = Rect(FRAME_MM, FRAME_MM, w - 2 * FRAME_MM, h - 2 * FRAME_MM, "paper", radius=2.0)
        field = [Rect(-b, -b, w + 2 * b, h + 2 * b, role), panel]
        if part.group == MATS:
            return self._mat_face(part, geometry, size_pt * 0.4)
        value = _centred(str(part.value), w, h / 2, size_pt, role)
        label = part.colour.name if part.colour is not None else CALL_WORD
        small = [_centred(label, w, h - FRAME_MM - 6.0, 9.0, "ink")] if scale >= 0.5 else []
        return [*field, value, *small, *(self._emblem(part, w) if part.group == CALL_CARDS else [])]

    def _mat_face(self, part: Any, geometry: CardGeometry, size_pt: float) -> list[Primitive]:
        """A mat's plain side: the table art over the whole bleed, the colour's name on a paper panel."""
        from generator.cards.primitives import Picture, Rect

        w, h, b = geometry.width, geometry.height, geometry.bleed
        where = self._where.get(part)
        art = Picture(
            -b, -b, w + 2 * b, h + 2 * b, TABLE_ART, fit="cover", bleed=True, placed_by=f"the plain side of {part.key}", where=where
        )
        pw, ph = w * MAT_PANEL[0], h * MAT_PANEL[1]
        panel = Rect((w - pw) / 2, (h - ph) / 2, pw, ph, "paper", radius=2.0)
        return [art, panel, _centred(part.colour.name, w, h / 2, size_pt, f"player-{part.colour.key}")]

    def _emblem(self, part: Any, w: float) -> list[Primitive]:
        """The star emblem (vector art) at the foot of a call card, inside the frame."""
        from generator.cards.primitives import Picture

        x, y = (w - EMBLEM_MM) / 2, FRAME_MM + 4.0
        return [Picture(x, y, EMBLEM_MM, EMBLEM_MM, STAR_ART, placed_by=f"the emblem of {part.key}", where=self._where.get(part))]

    def back(self, group: str, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        """The same either way up (layout.yaml print.back_turns): the upper half, and it turned 180°.
        `ink_saving`: a light field for home printers."""
        from generator.cards.design import rotated_180
        from generator.cards.primitives import Rect

        w, h, b = geometry.width, geometry.height, geometry.bleed
        colour = self._colours.get(group.removeprefix("mat-"))
        role = f"player-{colour.key}" if colour is not None else "band"
        field, words = ("tint", "ink") if ink_saving else (role, "paper")
        if group.startswith("mat-") and colour is not None:  # a mat's other side: the win mark
            return [Rect(-b, -b, w + 2 * b, h + 2 * b, role), win_star(w / 2, h / 2, min(w, h) * 0.3, "paper")]
        size_pt = TITLE_PT * min(1.0, w / POKER_WIDTH_MM)  # the title keeps clear of the back's band on smaller cards
        title = [_centred(self._title, w, h / 2 + 6.0, size_pt, words)] if scale >= 0.5 else []
        return [Rect(-b, -b, w + 2 * b, h + 2 * b, field), *title, *rotated_180(title, w, h)]

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        """The tuck box's front: the accent colour behind the core's title panel and words."""
        from generator.cards.primitives import Rect

        return [Rect(art.x, art.y, art.width, art.height, "accent")]


def side(drawing: CardDrawing, item: CardFace, which: str, geometry: CardGeometry) -> list[Primitive]:
    """Game.side: a chip (a plain part of components.yaml's `chips`) is the accent colour with the win mark on
    both sides; a mat's sides are its face and its back (the win mark), as the core draws them."""
    from generator.cards.plain_parts import face_or_back
    from generator.cards.primitives import Rect
    from generator.game import Part

    if not isinstance(item, Part):
        return face_or_back(drawing, item, which, geometry)
    w, h, b = geometry.width, geometry.height, geometry.bleed
    return [Rect(-b, -b, w + 2 * b, h + 2 * b, "accent"), win_star(w / 2, h / 2, min(w, h) * CHIP_STAR, "paper")]


def drawing(content: Content) -> CardDrawing:
    """The design bound to one edition's content (its title for the backs)."""
    return ColourCallDrawing(content)


def quickref_side(side: str, content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
    """Front: the title and quickref.yaml's sections; back: the game's title (docs/new-game.md: a QR code)."""
    from generator.cards import quickref
    from generator.fonts import BOLD, REGULAR
    from generator.typeset import Alignment

    style = quickref.styler(content, inks)

    def line(text: object, font: str, size: float, alignment: Alignment = Alignment.LEFT) -> QuickrefPart:
        return quickref.paragraph(quickref.printed(str(text), content), style(font, size, alignment), quickref.where_of(str(text)))

    if side == "back":
        return [line(content.game.title, BOLD, body + 3, Alignment.CENTER)]
    blocks = [line(content.quickref.title, BOLD, body + 3, Alignment.CENTER)]
    for section in content.parts.get("sections") or ():
        blocks += [quickref.gap(2.0), line(section["title"], BOLD, body + 1)]
        blocks += [line(text, REGULAR, body) for text in section["lines"]]
    return blocks

"""The colours a game's card drawing names, checked against its palette where the drawing is made.

A card design's hooks (generator/game.py `CardDrawing`: `face`, `back`, `tuckbox_front`) return
primitives that name palette colours (`Rect(…, "band")`). A name the palette lacks would otherwise be
a KeyError wherever the primitives are painted: in the web page's SVG, in a PNG, or in a print PDF
after `check` had passed. Every drawing the core asks for goes through `checked_drawing`, so such a
name is one message at game.yaml's palette, naming the hook, in `check` and `build` alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..content.model import Colour, Content
from ..content.palette_roles import palette_where, unknown_colour, with_roles
from ..errors import fail

if TYPE_CHECKING:
    from ..game import CardDrawing, CardFace
    from ..geometry import Box
    from .design import CardGeometry
    from .primitives import Primitive


class CheckedDrawing:
    """A game's CardDrawing whose every primitive names a colour of the palette (or a role it gives)."""

    def __init__(self, drawing: CardDrawing, palette: Mapping[str, Colour]):
        self.drawing = drawing
        self.palette = palette
        self.known = with_roles(palette)

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        return self._checked(self.drawing.face(card, geometry, scale=scale), f"face of card {card.name}")

    def back(self, group: str, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        return self._checked(self.drawing.back(group, geometry, scale=scale, ink_saving=ink_saving), "back")

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        return self._checked(self.drawing.tuckbox_front(wall, art), "tuckbox_front")

    def _checked(self, primitives: list[Primitive], hook: str) -> list[Primitive]:
        unknown = next((p.colour for p in primitives if p.colour not in self.known), None)
        if unknown is not None:
            where = palette_where(self.palette)
            user = f"the game's card design draws with (its Game hook drawing(content).{hook})"
            raise fail(where, unknown_colour(unknown, where, self.palette, user))
        return primitives


def checked_drawing(drawing: CardDrawing, palette: Mapping[str, Colour]) -> CardDrawing:
    """The drawing, each of whose primitives is checked against the palette as it is made."""
    return CheckedDrawing(drawing, palette)


def drawing_of(content: Content) -> CardDrawing:
    """The card design of `content`'s game (Game.drawing), bound to this edition and checked: every
    drawing the core asks for comes from here."""
    return checked_drawing(content.plugin.drawing(content), content.palette)

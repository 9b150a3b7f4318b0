"""MIGHTY?: the plug-in's cards hooks (hooks of its Game, game.py).

The drawing code (design/) is imported inside the hooks: the plug-in is imported for every command,
and the card design pulls in reportlab.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from collections.abc import Mapping

if TYPE_CHECKING:
    from ...cards.design import CardGeometry
    from ...cards.primitives import Primitive
    from ...cards.quickref_parts import Inks, QuickrefPart
    from ...content.model import Content
    from ...errors import Location
    from ...game import CardDrawing, CardFace, Painter
    from ...geometry import Box
    from .design.look import Look
    from .rules import Card


class MightyDrawing:
    """MIGHTY?'s faces for one edition: the colour's symbol and value, red cards' stars, the lattice back."""

    def __init__(self, content: Content):
        from .design.look import look_of

        self._look: Look = look_of(content)

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        from .design.faces import card_layout
        from .rules import Card

        assert isinstance(card, Card)  # MIGHTY?'s deck holds its own cards only
        return card_layout(card, geometry, self._look, scale=scale)

    def back(self, group: str, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        from .design.faces import back_layout

        return back_layout(geometry, self._look, scale=scale, ink_saving=ink_saving)

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        from .design.tuckbox import red_front

        return red_front(wall, art)


class MightyCards:
    """MIGHTY?'s hooks of its Game (game.py)."""

    pdf_creator = "MIGHTY? print toolchain"  # its print PDFs' /Creator since the first edition

    def drawing(self, content: Content) -> CardDrawing:
        return MightyDrawing(content)

    def quickref_side(self, side: str, content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
        from .design import quickref

        return quickref.front(content, body, inks) if side == "front" else quickref.back(content, body, inks, qr_module)

    def quickref_where(self, content: Content) -> Location | None:
        return getattr(content.quickref.title, "where", None)

    def card_name(self, card: CardFace, content: Content) -> str:
        """黄0, MIGHTY; in English, yellow 0 (as the rulebook and the tabletop deck name it)."""
        from .fields import card_name

        return card_name(cast("Card", card), content)

    def extras(self, content: Content) -> list[Painter]:
        from functools import partial

        from ...cards.outputs import write_calculator_qr

        return [partial(write_calculator_qr, content)]

    def component_items(self, group: str, content: Content) -> Mapping[CardFace, int]:
        """components.yaml's `items: {group: chips}`: the point chips."""
        from .design.chips import chip_items

        return chip_items(group, content)

    def side(self, drawing: CardDrawing, item: CardFace, side: str, geometry: CardGeometry) -> list[Primitive]:
        """A chip's sides (both alike); any other part as the core draws it."""
        from ...cards.plain_parts import face_or_back
        from ...game import Part
        from .design.chips import CHIPS, chip_side

        return chip_side(geometry) if isinstance(item, Part) and item.key == CHIPS else face_or_back(drawing, item, side, geometry)

    def token_counts(self, component: str, content: Content) -> tuple[int, ...]:
        from .design.chips import chip_counts

        return chip_counts(component, content)


CARDS = MightyCards()

"""Every distinct face of the deck laid out once, for all outputs to share."""

from __future__ import annotations

from dataclasses import dataclass

from ..content.model import Content
from ..game import DECK, CardDrawing, CardFace
from .design import CardGeometry
from .drawn_colours import drawing_of
from .primitives import Primitive


@dataclass(frozen=True)
class Faces:
    geometry: CardGeometry
    drawing: CardDrawing
    fronts: dict[CardFace, list[Primitive]]  # deck order (content.deck.faces())
    back: list[Primitive]
    copies: dict[CardFace, int]
    ink_saving_back: list[Primitive]  # for home printers: the lattice and title on paper

    @property
    def deck_order(self) -> list[CardFace]:
        """Every physical card, face by face (39 for the game's deck)."""
        return [card for card, n in self.copies.items() for _ in range(n)]


def faces_of(content: Content) -> Faces:
    """Lays out each face; raises BuildError naming the card when its text does not fit."""
    geometry = CardGeometry.of(content.card)
    drawing = drawing_of(content)
    fronts: dict[CardFace, list[Primitive]] = {card: drawing.face(card, geometry) for card in content.deck.faces()}
    return Faces(
        geometry,
        drawing,
        fronts,
        drawing.back(DECK, geometry),
        {card: n for card, n in content.deck.copies.items()},
        drawing.back(DECK, geometry, ink_saving=True),
    )


def face_name(card: CardFace) -> str:
    """ASCII file-name part: the card's key (plugins.CardFace)."""
    key: str = card.key
    return key

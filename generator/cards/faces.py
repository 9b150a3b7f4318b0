"""Every distinct face of the deck laid out once, for all outputs to share."""

from __future__ import annotations

from dataclasses import dataclass

from ..content.model import Content
from ..rules import Card
from .design import CardGeometry
from .plugin import CardDrawing, drawing_of
from .primitives import Primitive


@dataclass(frozen=True)
class Faces:
    geometry: CardGeometry
    drawing: CardDrawing
    fronts: dict[Card, list[Primitive]]  # deck order (content.deck.faces())
    back: list[Primitive]
    copies: dict[Card, int]
    ink_saving_back: list[Primitive]  # for home printers: the lattice and title on paper

    @property
    def deck_order(self) -> list[Card]:
        """Every physical card, face by face (39 for the game's deck)."""
        return [card for card, n in self.copies.items() for _ in range(n)]


def faces_of(content: Content) -> Faces:
    """Lays out each face; raises BuildError naming the card when its text does not fit."""
    geometry = CardGeometry.of(content.card)
    drawing = drawing_of(content)
    fronts = {card: drawing.face(card, geometry) for card in content.deck.faces()}
    return Faces(geometry, drawing, fronts, drawing.back(geometry), dict(content.deck.copies), drawing.back(geometry, ink_saving=True))


def face_name(card: Card) -> str:
    """ASCII file-name part: Y3, B0, MIGHTY, DOUBLE."""
    return card.key

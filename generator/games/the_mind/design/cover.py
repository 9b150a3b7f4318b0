"""The cards the booklet's front cover fans out: a level card, three number cards in rising order
(the deck's lowest, middle and highest: the whole game in one look), a life and a shuriken card."""

from __future__ import annotations

from collections.abc import Sequence

from ....errors import Location, fail
from ..cards import CardKind, MindCard


def cover_cards(faces: Sequence[MindCard], where: Location | None) -> list[MindCard]:
    """From the deck's faces (deck order); BuildError at the cover block when the deck has no number card."""
    numbers = [card for card in faces if card.kind is CardKind.NUMBER]
    if not numbers:
        raise fail(where, "cover: found no number card in deck.yaml, expected one: the cover fans out number cards in rising order")
    rising = sorted({numbers[0], numbers[len(numbers) // 2], numbers[-1]})
    level = [card for card in faces if card.kind is CardKind.LEVEL][:1]
    tokens = [
        next(card for card in faces if card.kind is kind)
        for kind in (CardKind.LIFE, CardKind.SHURIKEN)
        if any(c.kind is kind for c in faces)
    ]
    return [*level, *rising, *tokens]

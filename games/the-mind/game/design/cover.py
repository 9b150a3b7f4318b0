"""The cards the booklet shows of the deck: the cover's stair (three number cards in rising order:
the whole game in one look; design/cover_pages.py) and the deck figure's rows (p.3)."""

from __future__ import annotations

from collections.abc import Sequence

from generator.errors import Location, fail

from ..cards import CardKind, MindCard
from ..model import Reward


def cover_cards(faces: Sequence[MindCard], where: Location | None) -> list[MindCard]:
    """From the deck's faces (deck order); BuildError at the cover block when the deck has no number card.

    The stair rises from the lowest number card through the middle one to the highest, each a step
    right and up from the one before."""
    numbers = [card for card in faces if card.kind is CardKind.NUMBER]
    if not numbers:
        raise fail(where, "cover: found no number card in deck.yaml, expected one: the cover lays out number cards in rising order")
    return lowest_middle_highest(numbers)


def deck_rows(faces: Sequence[MindCard]) -> list[list[MindCard]]:
    """The deck figure (p.3), one row: 114 faces do not fit a page beside the glossary, so a few of
    each kind (the caption gives the counts): the lowest and highest number, the first level with
    each reward the rules give, a life and a shuriken card."""
    numbers = [card for card in faces if card.kind is CardKind.NUMBER]
    rewarded: dict[object, MindCard] = {}
    for card in faces:
        if card.kind is CardKind.LEVEL and card.reward is not Reward.NONE:
            rewarded.setdefault(card.reward, card)
    tokens = [card for card in faces if card.kind in (CardKind.LIFE, CardKind.SHURIKEN)]
    shown = [*numbers[:1], *numbers[-1:][len(numbers) < 2 :], *sorted(rewarded.values()), *tokens]
    return [shown] if shown else []


def lowest_middle_highest(numbers: Sequence[MindCard]) -> list[MindCard]:
    """Number cards in rising order: the order of play in one look (fewer when the deck has fewer)."""
    return sorted({numbers[0], numbers[len(numbers) // 2], numbers[-1]})

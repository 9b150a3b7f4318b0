"""MIGHTY?: the plug-in's tabletop hooks (hooks of its Game, game.py)."""

from __future__ import annotations

from typing import cast

from ...content.markup import plain, sheet_word
from ...content.model import Content
from ...game import CardFace
from .parts import mighty_parts
from .rules import Card


class MightyTabletop:
    """MIGHTY?'s hooks of its Game (game.py)."""

    def nickname(self, card: CardFace, content: Content) -> str:
        """黄0, MIGHTY; in English, yellow 0."""
        from .fields import card_name

        return card_name(cast(Card, card), content)

    def part_name(self, component: str, content: Content) -> str:
        """A point chip: チップ; in English, Chip (content/sheets.yaml's `chip`, translated as the sheets' words are)."""
        return plain(sheet_word(content, "chip", "the tabletop save names each chip by it"), content)

    def description(self, card: CardFace, content: Content) -> str:
        """A red card's one-line rule (deck.yaml reminders, its markup printed); nothing on a number card."""
        reminder = mighty_parts(content).reminders.get(cast(Card, card))
        return plain(reminder, content) if reminder is not None else ""


TABLETOP = MightyTabletop()

"""The Mind: the plug-in's translation hooks (hooks of its Game, game.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.content.model import Example
    from generator.game import Word


class MindTranslation:
    """The Mind's hooks of its Game (game.py): its cards are numbers, its engine's words plain."""

    def unit_words(self) -> tuple[str, ...]:
        return ("cards", "card", "lives", "life", "shurikens", "shuriken", "levels", "level", "players", "player")

    def example_words(self, example: Example) -> Iterator[Word]:
        """The players dealt a hand (Aさん), in seating order; nobody speaks in The Mind."""
        for player, _ in example.part.example.hands:  # plugin_rules.MindExamplePart: the engine's example
            yield "players", player, example.where


TRANSLATION = MindTranslation()

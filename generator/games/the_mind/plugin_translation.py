"""The Mind: the plug-in's translation hooks (TRANSLATION, by generator.translation.plugin.TranslationDesign)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...content.model import Block, Content, Example
    from ...translation.plugin import Word


class MindTranslation:
    """The Mind's generator.translation.plugin.TranslationDesign: its cards are numbers, its engine's words plain."""

    def unit_words(self) -> tuple[str, ...]:
        return ("cards", "card", "lives", "life", "shurikens", "shuriken", "levels", "level", "players", "player")

    def joined_names(self) -> tuple[str, ...]:
        return ()

    def example_words(self, example: Example) -> Iterator[Word]:
        """The players dealt a hand (Aさん), in seating order; nobody speaks in The Mind."""
        for player, _ in example.part.example.hands:  # plugin_rules.MindExamplePart: the engine's example
            yield "players", player, example.where

    def english_names(self, value: str, content: Content) -> str:
        return value

    def localised_block(self, block: Block, content: Content) -> Block:
        return block


TRANSLATION = MindTranslation()

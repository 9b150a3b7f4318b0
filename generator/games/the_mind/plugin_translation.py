"""The Mind: the plug-in's translation hooks (TRANSLATION, by generator.translation.plugin.TranslationDesign)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...content.model import Block, Content


class MindTranslation:
    """The Mind's generator.translation.plugin.TranslationDesign: its cards are numbers, its engine's words plain."""

    def unit_words(self) -> tuple[str, ...]:
        return ("cards", "card", "lives", "life", "shurikens", "shuriken", "levels", "level", "players", "player")

    def joined_names(self) -> tuple[str, ...]:
        return ()

    def english_names(self, value: str, content: Content) -> str:
        return value

    def localised_block(self, block: Block, content: Content) -> Block:
        return block


TRANSLATION = MindTranslation()

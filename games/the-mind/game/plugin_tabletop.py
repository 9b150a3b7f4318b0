"""The Mind: the plug-in's tabletop hooks (hooks of its Game, game.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.content.model import Content
    from generator.game import CardFace


class MindTabletop:
    """The Mind's hooks of its Game (game.py): a card's name as the rulebook page's deck names it."""

    def nickname(self, card: CardFace, content: Content) -> str:
        """57; レベル3, ライフ, 手裏剣 (in English: level 3, life, shuriken)."""
        from .plugin_web import WEB

        return WEB.card_label(content, card)


TABLETOP = MindTabletop()

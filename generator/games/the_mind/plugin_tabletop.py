"""The Mind: the plug-in's tabletop hooks (TABLETOP, by generator.tabletop.plugin.TabletopDesign)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...content.model import Content
    from ...plugins import CardFace


class MindTabletop:
    """The Mind's generator.tabletop.plugin.TabletopDesign: a card's name as the rulebook page's deck names it."""

    def nickname(self, card: CardFace, content: Content) -> str:
        """57; レベル3, ライフ, 手裏剣 (in English: level 3, life, shuriken)."""
        from .plugin_web import WEB

        return WEB.card_label(content, card)

    def description(self, card: CardFace, content: Content) -> str:
        return ""


TABLETOP = MindTabletop()

"""The Mind: the plug-in's booklet hooks (hooks of its Game, game.py).

The drawings are in design/booklet.py and design/cover.py, imported inside the hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.booklet.block_drawings import BlockDrawings
    from generator.booklet.stylesheet import BookletLook
    from generator.content.model import Content
    from generator.errors import Location
    from generator.game import CardFace


class MindBooklet:
    """The Mind's hooks of its Game (game.py)."""

    def cover_cards(self, content: Content, where: Location | None) -> list[CardFace]:
        from .design.cover import cover_cards
        from .design.loading import mind_deck

        return list(cover_cards(mind_deck(content).faces(), where))

    def deck_rows(self, content: Content) -> list[list[CardFace]]:
        from .design.cover import deck_rows
        from .design.loading import mind_deck

        return [list(row) for row in deck_rows(mind_deck(content).faces())]

    def block_drawings(self) -> BlockDrawings:
        from .design.booklet import DRAWINGS

        return DRAWINGS

    def look(self, content: Content) -> BookletLook:
        from .design.booklet import LOOK

        return LOOK


BOOKLET = MindBooklet()

"""MIGHTY?: the plug-in's booklet hooks (hooks of its Game, game.py).

The drawing code (design/) is imported inside the hooks: the plug-in is imported for every command.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...booklet.block_drawings import BlockDrawings
    from ...content.model import Content
    from ...errors import Location
    from ...game import CardFace, Icon


class MightyBooklet:
    """MIGHTY?'s hooks of its Game (game.py)."""

    pdf_creator = "mighty-print"  # its booklet PDFs' /Creator since the first edition

    def cover_cards(self, content: Content, where: Location | None) -> list[CardFace]:
        from .design.cover import cover_fan

        return list(cover_fan(content, where))

    def deck_rows(self, content: Content) -> list[list[CardFace]]:
        from .design.cover import deck_rows

        return deck_rows(content)

    def block_drawings(self) -> BlockDrawings:
        from .design.blocks import GAME_BLOCKS

        return GAME_BLOCKS

    def icons(self) -> Mapping[str, Icon]:
        from .design.icons import ICONS

        return ICONS


BOOKLET = MightyBooklet()

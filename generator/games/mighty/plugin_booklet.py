"""MIGHTY?: the plug-in's booklet hooks (BOOKLET, by generator.booklet.plugin.BookletDesign)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...booklet.block_drawings import BlockDrawings
    from ...booklet.plugin import Icon
    from ...content.model import Content
    from ...errors import Location
    from ...plugins import CardFace


class MightyBooklet:
    """MIGHTY?'s generator.booklet.plugin.BookletDesign."""

    def cover_cards(self, content: Content, where: Location | None) -> list[CardFace]:
        from ...booklet.covers import cover_fan

        return list(cover_fan(content, where))

    def block_drawings(self) -> BlockDrawings:
        from ...booklet.page_layout import GAME_BLOCKS

        return GAME_BLOCKS

    def icons(self) -> Mapping[str, Icon]:
        from ...booklet.icons import GAME_ICONS

        return GAME_ICONS


BOOKLET = MightyBooklet()

"""The Mind: the plug-in's booklet hooks (BOOKLET, by generator.booklet.plugin.BookletDesign).

The drawings are in design/booklet.py and design/cover.py, imported inside the hooks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...booklet.block_drawings import BlockDrawings
    from ...booklet.plugin import Icon
    from ...content.model import Content
    from ...errors import Location
    from ...plugins import CardFace


class MindBooklet:
    """The Mind's generator.booklet.plugin.BookletDesign."""

    pdf_creator = "THE MIND print toolchain"  # the /Creator of its PDFs

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

    def icons(self) -> Mapping[str, Icon]:
        return {}  # the materials block is MIGHTY?'s; The Mind's components are cards, drawn as cards


BOOKLET = MindBooklet()

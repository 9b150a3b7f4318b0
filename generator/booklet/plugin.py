"""What the booklet part reads from a game's plug-in (issue 19).

The booklet's game parts: the cards a cover shows, how the game's own block kinds are drawn, the
pictures of its materials. Everything else of the booklet (page flow, templates, the generic blocks,
card figures through cards.plugin.CardDesign, the PDFs and PNGs) is the core's, for every game.

A plug-in defines it as `BOOKLET` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol, cast

from ..plugins import CardFace, plugin_part

if TYPE_CHECKING:
    from ..content.model import Content
    from ..errors import Location
    from .block_drawings import BlockDrawings
    from .surface import Surface

Icon = Callable[["Surface"], None]  # draws in palette roles on a 100 × 100 grid, origin lower left


class BookletDesign(Protocol):
    """A game's booklet parts (BOOKLET)."""

    @property
    def pdf_creator(self) -> str:
        """The /Creator of the booklet's PDFs (print, marks, screen, home), as the game's files give it."""
        ...

    def cover_cards(self, content: Content, where: Location | None) -> list[CardFace]:
        """The faces the front cover fans out, left to right (drawn by the game's CardDesign); at
        least one. Called when the cover block is laid out; raises BuildError at `where` (the cover
        block's line) when the deck lacks a card the choice needs: never an empty list."""
        ...

    def deck_rows(self, content: Content) -> list[list[CardFace]]:
        """The deck figure's rows: every face of the deck once, in groups that each start a row (by
        colour, by kind …); a group wider than the column wraps onto further rows. Called when a deck
        block is laid out."""
        ...

    def block_drawings(self) -> BlockDrawings:
        """How the booklet draws the game's own block kinds (a formula, a score sheet, a flow
        chart …): kind → draw(block, kit, width) -> Element. Looked up before the
        core's generic kinds when a page is laid out; empty for a game with none."""
        ...

    def icons(self) -> Mapping[str, Icon]:
        """The game's own pictures for the materials block (name → icon), beside the core's
        generic ones (paper, pencil); called when a materials block is drawn."""
        ...


def booklet_design(plugin: str) -> BookletDesign:
    """The BOOKLET of the plug-in game.yaml names (`plugin:`)."""
    return cast(BookletDesign, plugin_part(plugin, "BOOKLET"))  # a game module's attribute, read by its protocol

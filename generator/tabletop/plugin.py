"""What the tabletop part reads from a game's plug-in (issue 19).

What the Tabletop Simulator deck says of each card: its nickname (shown when a player hovers over
it) and its description (the card's own rule, for a card that has one). Its faces and back are the
game's card design (CARDS), drawn as for print.

A plug-in defines it as `TABLETOP` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol, cast

from ..content.model import Content
from ..plugins import CardFace, plugin_part


class TabletopDesign(Protocol):
    """The game's hooks of the tabletop export, called once per physical card when the deck is checked."""

    def nickname(self, card: CardFace, content: Content) -> str:
        """The card's name in the content's edition (the simulator's Nickname): as the deck and the
        rulebook name it in that language."""
        ...

    def description(self, card: CardFace, content: Content) -> str:
        """The card's Description in the simulator: its one-line rule in the content's edition, "" for none."""
        ...


def tabletop_design(plugin: str) -> TabletopDesign:
    """The TABLETOP of the plug-in game.yaml names (`plugin:`)."""
    return cast(TabletopDesign, plugin_part(plugin, "TABLETOP"))  # a game module's attribute, read by its protocol

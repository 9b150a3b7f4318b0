"""What the cards part reads from a game's plug-in (issue 19).

The game's cards as drawn: faces and backs from the core's primitives and card geometry, the tuck
box's front, the quick-reference sides.

A plug-in defines it as `CARDS` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol

from ..plugins import plugin_part


class CardDesign(Protocol):
    """Filled in as the seam is cut: each hook documented where it is declared."""


def card_design(plugin: str) -> CardDesign:
    """The CARDS of the plug-in game.yaml names (`plugin:`)."""
    return plugin_part(plugin, "CARDS")  # a game module's attribute, read by its protocol

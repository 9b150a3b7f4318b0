"""What the booklet part reads from a game's plug-in (issue 19).

The booklet's game parts: the cards a cover shows, how the game's own block kinds are drawn.

A plug-in defines it as `BOOKLET` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol

from ..plugins import plugin_part


class BookletDesign(Protocol):
    """Filled in as the seam is cut: each hook documented where it is declared."""


def booklet_design(plugin: str) -> BookletDesign:
    """The BOOKLET of the plug-in game.yaml names (`plugin:`)."""
    return plugin_part(plugin, "BOOKLET")  # a game module's attribute, read by its protocol

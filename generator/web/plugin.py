"""What the web part reads from a game's plug-in (issue 19).

The web pages' game parts: the views of the game's own block kinds.

A plug-in defines it as `WEB` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol

from ..plugins import plugin_part


class WebDesign(Protocol):
    """Filled in as the seam is cut: each hook documented where it is declared."""


def web_design(plugin: str) -> WebDesign:
    """The WEB of the plug-in game.yaml names (`plugin:`)."""
    return plugin_part(plugin, "WEB")  # a game module's attribute, read by its protocol

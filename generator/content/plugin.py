"""What the content part reads from a game's plug-in (issue 19).

The game's content: cards, deck, rules schema and validation, worked examples and their replay, the
text markers' fields, its own block kinds.

A plug-in defines it as `RULES` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol

from ..plugins import plugin_part


class GameRules(Protocol):
    """Filled in as the seam is cut: each hook documented where it is declared."""


def game_rules(plugin: str) -> GameRules:
    """The RULES of the plug-in game.yaml names (`plugin:`)."""
    return plugin_part(plugin, "RULES")  # a game module's attribute, read by its protocol

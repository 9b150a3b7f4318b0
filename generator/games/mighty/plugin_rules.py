"""MIGHTY?: the plug-in's rules hooks (RULES, by generator.content.plugin.GameRules)."""

from __future__ import annotations


class MightyRules:
    """MIGHTY?'s generator.content.plugin.GameRules."""


RULES = MightyRules()

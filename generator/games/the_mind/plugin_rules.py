"""The Mind: the plug-in's rules hooks (RULES, by generator.content.plugin.GameRules)."""

from __future__ import annotations


class MindRules:
    """The Mind's generator.content.plugin.GameRules."""


RULES = MindRules()

"""The Mind: the plug-in's web hooks (WEB, by generator.web.plugin.WebDesign)."""

from __future__ import annotations


class MindWeb:
    """The Mind's generator.web.plugin.WebDesign."""


WEB = MindWeb()

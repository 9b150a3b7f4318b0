"""MIGHTY?: the plug-in's web hooks (WEB, by generator.web.plugin.WebDesign)."""

from __future__ import annotations


class MightyWeb:
    """MIGHTY?'s generator.web.plugin.WebDesign."""


WEB = MightyWeb()

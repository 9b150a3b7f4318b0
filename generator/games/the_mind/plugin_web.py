"""The Mind: the plug-in's web hooks (WEB, by generator.web.plugin.WebDesign), in web/design.py."""

from __future__ import annotations

from .web.design import MindWeb

WEB = MindWeb()

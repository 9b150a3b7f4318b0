"""The Mind: the plug-in's web hooks (hooks of its Game, game.py), in web/design.py."""

from __future__ import annotations

from .web.design import MindWeb

WEB = MindWeb()

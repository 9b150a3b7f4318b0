"""What the web part reads from a game's plug-in (issue 19).

The web pages' game parts: what the live preview shows as the game's web page. A game's own pages
(MIGHTY?'s calculator) are outputs of its plug-in (OUTPUTS), not hooks.

A plug-in defines it as `WEB` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from typing import Protocol, cast

from ..content.model import Content
from ..plugins import plugin_part


class WebDesign(Protocol):
    """The game's hooks of the web part, each called with the verified content of one edition."""

    def live_page(self, content: Content) -> str:
        """The HTML of the web page the live preview (generator/preview) shows beside the booklet: the
        game's own page, or the core's rulebook page (web.booklet.rules_html). Called whenever its
        fingerprint changes (`live_page_sections`); raises BuildError as the build's check would."""
        ...

    def live_page_sections(self, content: Content) -> tuple[str, ...]:
        """The ids of the booklet pages (content/pages/) whose text the live page shows; with every
        file outside pages/, their files are what the preview renders it again for."""
        ...


def web_design(plugin: str) -> WebDesign:
    """The WEB of the plug-in game.yaml names (`plugin:`)."""
    return cast(WebDesign, plugin_part(plugin, "WEB"))  # a game module's attribute, read by its protocol

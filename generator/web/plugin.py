"""What the web part reads from a game's plug-in (issue 19).

The game's parts of the core's rulebook page (build/web/rules.html): the views of its own block
kinds, the ids of its card figures (the faces are its CARDS' drawing), its look (style sheet, theme colour), the rows of its deck block,
the page it links to; and what the live preview shows as the game's web page. A game's own pages
are outputs of its plug-in (OUTPUTS), not hooks.

A plug-in defines it as `WEB` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, cast

from markupsafe import Markup

from ..content.model import Content
from ..plugins import CardFace, plugin_part

if TYPE_CHECKING:
    from .booklet import BlockViews


class WebDesign(Protocol):
    """The game's hooks of the web part. `content` is the verified content of one edition; each hook
    may raise BuildError (its problems are the web output's, reported by `check`)."""

    def block_views(self) -> BlockViews:
        """The views of the game's own block kinds on rules.html (web.booklet.BlockViews: `add(kind,
        show)`, `show(view, block) -> dict`; a view the template does not know gives {"html": Markup}).
        Joined to the core's BLOCK_VIEWS each time the page is made."""
        ...

    def figure_id(self, card: CardFace) -> str:
        """The card's id in the page's SVG <symbol>s (ASCII letters, digits, '-' and '_', unique in the
        deck; card.key will do); the faces themselves are drawn by the game's CARDS (CardDrawing.face)."""
        ...

    def card_label(self, content: Content, card: CardFace) -> str:
        """A face's name in the deck block's text alternative, in the content's language."""
        ...

    def deck_rows(self, content: Content) -> Sequence[Sequence[CardFace]]:
        """The deck block's faces, in the rows rules.html shows them (by colour, by kind …), each face once."""
        ...

    def stylesheet(self, content: Content) -> Markup:
        """The CSS of the page (and of the game's own pages, which share it): web.page.default_stylesheet
        with the CSS of the game's block kinds, or the game's own. Checks the palette's contrast."""
        ...

    def theme_colour(self, content: Content) -> str:
        """The page's <meta name="theme-color">: "#RRGGBB" of the game's palette."""
        ...

    def companion_page(self, content: Content) -> str | None:
        """The file beside rules.html (in build/web/) that the page links to from its header, its
        footer and its QR block, labelled by web.yaml's rules_open_calculator; None: the page links to
        none, and a QR block links to its own URL."""
        ...

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

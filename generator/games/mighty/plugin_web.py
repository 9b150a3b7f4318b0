"""MIGHTY?: the plug-in's web hooks (hooks of its Game, game.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from markupsafe import Markup

from ...content.model import Content
from ...game import CardFace
from .parts import mighty_parts
from .rules import Card

if TYPE_CHECKING:
    from ...web.booklet import BlockViews

CALCULATOR_PAGE = "index.html"  # the calculator (calculator.OUTPUT), beside rules.html in build/web/


class MightyWeb:
    """MIGHTY?'s hooks of its Game (game.py)."""

    def block_views(self) -> BlockViews:
        """The formula, record, ranking, challenge flow and dialogue (web/views.py)."""
        from .web.views import block_views

        return block_views()

    def figure_id(self, card: CardFace) -> str:
        """Y3, B4, M, D: the ASCII names the calculator uses too."""
        return cast(Card, card).short

    def card_label(self, content: Content, card: CardFace) -> str:
        """黄色3 as the Japanese captions read it; yellow 3 in English."""
        from .fields import card_name, card_words

        face = cast(Card, card)
        return card_words(face) if content.language == "ja" else card_name(face, content)

    def deck_rows(self, content: Content) -> Sequence[Sequence[CardFace]]:
        """One row per colour (黄, 青, the red cards), faces in deck order."""
        rows: dict[object, list[CardFace]] = {}
        for face in mighty_parts(content).deck.faces():
            rows.setdefault(face.color, []).append(face)
        return list(rows.values())

    def stylesheet(self, content: Content) -> Markup:
        """The core's sheet extended by MIGHTY?'s (web/style.css, shared with the calculator), then the
        rulebook page's own figures (web/rulebook.css)."""
        from .web.style import rulebook_stylesheet

        return rulebook_stylesheet(content)

    def theme_colour(self, content: Content) -> str:
        return content.palette["red"].rgb

    def companion_page(self, content: Content) -> str | None:
        """The strength calculator."""
        return CALCULATOR_PAGE

    def live_page(self, content: Content) -> str:
        """The strength calculator: the page editors check their web.yaml labels on."""
        from .calculator.page import page_html

        return page_html(content)

    def live_page_sections(self, content: Content) -> tuple[str, ...]:
        """The booklet's p.13, which the calculator repeats as its help."""
        from .calculator.page import HELP_SECTION

        return (HELP_SECTION,)


WEB = MightyWeb()

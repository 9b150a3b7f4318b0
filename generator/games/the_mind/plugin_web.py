"""The Mind: the plug-in's web hooks (WEB, by generator.web.plugin.WebDesign)."""

from __future__ import annotations

from ...content.model import Content


class MindWeb:
    """The Mind's generator.web.plugin.WebDesign: no page of its own, the core's rulebook page."""

    def live_page(self, content: Content) -> str:
        """The rulebook page, as `build web` writes it."""
        from ...web.booklet import rules_html

        return rules_html(content)

    def live_page_sections(self, content: Content) -> tuple[str, ...]:
        """Every page: rules.html shows them all."""
        return tuple(page.id for page in content.pages)


WEB = MindWeb()

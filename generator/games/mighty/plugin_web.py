"""MIGHTY?: the plug-in's web hooks (WEB, by generator.web.plugin.WebDesign)."""

from __future__ import annotations

from ...content.model import Content


class MightyWeb:
    """MIGHTY?'s generator.web.plugin.WebDesign."""

    def live_page(self, content: Content) -> str:
        """The strength calculator: the page editors check their web.yaml labels on."""
        from .calculator.page import page_html

        return page_html(content)

    def live_page_sections(self, content: Content) -> tuple[str, ...]:
        """The booklet's p.13, which the calculator repeats as its help."""
        from .calculator.page import HELP_SECTION

        return (HELP_SECTION,)


WEB = MightyWeb()

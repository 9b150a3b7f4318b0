"""The Mind: the plug-in's booklet hooks (BOOKLET, by generator.booklet.plugin.BookletDesign)."""

from __future__ import annotations


class MindBooklet:
    """The Mind's generator.booklet.plugin.BookletDesign."""


BOOKLET = MindBooklet()

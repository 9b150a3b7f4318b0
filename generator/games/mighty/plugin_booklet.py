"""MIGHTY?: the plug-in's booklet hooks (BOOKLET, by generator.booklet.plugin.BookletDesign)."""

from __future__ import annotations


class MightyBooklet:
    """MIGHTY?'s generator.booklet.plugin.BookletDesign."""


BOOKLET = MightyBooklet()

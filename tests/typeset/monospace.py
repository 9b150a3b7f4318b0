"""Which letters of a PDF are set in a fixed-width face: read per glyph (pdfplumber's chars)."""

from __future__ import annotations

import re
from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.fonts import register_latin_fonts

LATIN_LETTER = re.compile(r"[A-Za-z]")


@cache
def _faces() -> dict[str, TTFont]:
    """Every face the toolchain embeds, by the PostScript name a PDF calls it (after the subset tag)."""
    register_latin_fonts()
    fonts = (pdfmetrics.getFont(name) for name in pdfmetrics.getRegisteredFontNames())
    return {font.face.name.decode(): font for font in fonts if isinstance(font, TTFont)}


def monospaced(postscript_name: str) -> bool:
    """Whether a face sets its Latin letters fixed-width (an i as wide as an M); an unknown face is refused."""
    if postscript_name not in _faces():
        _faces.cache_clear()  # a face registered since (another game's build in this process)
    font = _faces()[postscript_name]
    return bool(font.stringWidth("i", 10) == font.stringWidth("M", 10))


def fixed_width_letters(chars: list[dict]) -> list[str]:
    """'letter (face)' for each Latin letter set in a monospaced face."""
    found = []
    for char in chars:
        face = char["fontname"].split("+")[-1]
        if LATIN_LETTER.fullmatch(char["text"]) and monospaced(face):
            found.append(f"{char['text']} ({face})")
    return found

"""The order in which a PDF's pages first use each character of each TrueType face.

reportlab numbers a face's characters in a file in the order they are first drawn (in subsets of 256
codes, ASCII kept as itself), so the bytes of a page's text, and where a run of text is split between
two subsets, depend on every page painted before it in the same file. The contrast check reads those
bytes and runs (its messages quote the text), and paints only the pages it has not judged before: it
first has each face number the characters the pages before them would have (`number`), from the order
each of those pages first uses them (`first_used` of the page painted alone), so a page is painted
with the same bytes as in the whole file.

reportlab 5.1 (pinned) keeps this numbering per file in `TTFont.state[canvas._doc]`.
"""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

Glyphs = dict[str, str]  # a face's name → the characters it numbered, in the order it numbered them


def first_used(canvas: Canvas) -> Glyphs:
    """The characters each TrueType face numbered in the file of `canvas`, in order (those it numbers
    before any is drawn, ASCII, left out)."""
    document, found = _document(canvas), {}
    for name in pdfmetrics.getRegisteredFontNames():
        font = pdfmetrics.getFont(name)
        if isinstance(font, TTFont) and document in font.state:
            given = _numbered_from_the_start(name)
            numbered = font.state[document].assignments.items()
            found[name] = "".join(chr(code) for _, code in sorted((n, code) for code, n in numbered if code not in given))
    return found


def number(canvas: Canvas, glyphs: Glyphs) -> None:
    """Has each face number the characters of `glyphs` in the file of `canvas`, in that order, as the
    pages that used them would have (one already numbered keeps its number)."""
    for name, characters in glyphs.items():
        font = pdfmetrics.getFont(name)
        assert isinstance(font, TTFont)  # first_used lists TrueType faces only
        font.splitString(characters, _document(canvas))


@cache
def _numbered_from_the_start(name: str) -> frozenset[int]:
    """The characters a face numbers in a new file before any is drawn."""
    font = pdfmetrics.getFont(name)
    assert isinstance(font, TTFont)
    return frozenset(TTFont.State(font._asciiReadable, font).assignments)


def _document(canvas: Canvas) -> object:
    return canvas._doc

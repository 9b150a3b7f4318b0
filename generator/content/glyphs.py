"""Every printed character must be one the font draws: else the PDF shows a blank box (豆腐).

Checked while loading, on every text an editor wrote (page titles and blocks, game facts, card
reminders, glossary, quick reference), so that each character is one message at the line and
column where it is written, whatever else is wrong in the content.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable

from .. import fonts
from ..errors import BuildError, Problems
from .model import SourceText
from .yamlsource import locate

UNPRINTED = {"\n", "\r"}  # line breaks of a |- text: never drawn as characters
TAB = "\t"  # the typesetter refuses it (no tab stops): told here, at its line and column, so `check` finds it too


def check_glyphs(
    texts: Iterable[SourceText],
    problems: Problems,
    drawable_of: Callable[[], frozenset[int]] = fonts.drawable,
    font_name: str = fonts.FONT_NAME,
) -> None:
    """One problem per character the font lacks, per text, at its first place in that text.
    The English edition passes fonts.drawable_latin and its font's name."""
    try:
        drawable = drawable_of()
    except BuildError as error:  # the font is missing or damaged: that is the one problem to report
        problems.found.extend(error.problems)
        return
    for text in texts:
        seen: set[str] = set()
        for index, character in enumerate(text):
            if ord(character) in drawable or character in UNPRINTED or character in seen:
                continue
            seen.add(character)
            problems.add(locate(text, text.where, index, character), _message(character, font_name))


def _message(character: str, font_name: str) -> str:
    if character == TAB:
        return "found a tab inside a text, expected spaces (a text has no tab stops: type a space, or nothing)"
    name = unicodedata.name(character, "")
    shown = f"{character!r} (U+{ord(character):04X}{' ' + name if name else ''})"
    return (
        f"found {shown}, which the font {font_name} cannot draw (it would print as a blank box); "
        "expected a character the font has: write it another way (a common kanji, kana or ASCII)"
    )

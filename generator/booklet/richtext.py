"""Content text made ready for the typesetter: markup expanded, bold runs, and where links go.

`{ref:…}` expands to its page ("11ページ"), `{side:…}` to the facing page ("左ページ"); each is one
unbreakable run (never 19ペー | ジ) and a link to that page on screen. A URL in the text becomes a
link to itself. Offsets index the paragraph's characters (bold marks removed), so they can be turned
into rectangles once the paragraph is laid out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..content.markup import BOLD, MARKUP, REFERENCES, URL, MarkupError, resolve
from ..content.model import Content
from ..errors import Location, fail
from ..typeset import Run

TOKEN = re.compile(re.escape(BOLD) + "|" + MARKUP.pattern)  # the same markup `check` and `expand` read


@dataclass(frozen=True)
class Anchor:
    """Characters [start, stop) of a paragraph that link to a page or a URL."""

    start: int
    stop: int
    page: int | None = None
    url: str | None = None


class RichRun(NamedTuple):
    text: str
    bold: bool
    no_break: bool = False  # a page reference: one unit for line breaking


@dataclass
class RichText:
    runs: list[RichRun] = field(default_factory=list)
    anchors: list[Anchor] = field(default_factory=list)

    @property
    def plain(self) -> str:
        return "".join(piece.text for piece in self.runs)

    def add(self, text: str, bold: bool, no_break: bool = False) -> None:
        if text:
            self.runs.append(RichRun(text, bold, no_break))

    def to_runs(self, bold_font: str, colour: Any = None) -> list[Run]:
        return [Run(p.text, font=bold_font if p.bold else None, color=colour, no_break=p.no_break) for p in self.runs]


def rich(text: str, content: Content, where: Location | None = None) -> RichText:
    """Expands `{…}` markup and splits `**bold**`; raises BuildError for markup that does not resolve.

    A content Text carries where it was written, which wins over `where` (the block drawing it):
    {side:…} is relative to the page the text is on.
    """
    where = getattr(text, "where", None) or where
    result, bold, at = RichText(), False, 0
    for match in TOKEN.finditer(text):
        result.add(text[at : match.start()], bold)
        if match.group(0) == BOLD:
            bold = not bold
        else:
            _markup(result, match, bold, content, where)
        at = match.end()
    result.add(text[at:], bold)
    if bold:
        raise fail(where, f"found an unpaired ** in {text!r}, expected **bold** pairs")
    result.anchors.extend(_urls(result.plain))
    return result


def _markup(result: RichText, match: re.Match[str], bold: bool, content: Content, where: Location | None) -> None:
    namespace, argument = match.group(1), match.group(2)
    try:
        expanded = resolve(namespace, argument, content, where)
    except MarkupError as error:
        raise fail(where, str(error)) from None
    start = len(result.plain)
    is_reference = namespace in REFERENCES
    result.add(expanded, bold, no_break=is_reference)
    if is_reference:
        first_section = argument.split(",")[0].strip()
        result.anchors.append(Anchor(start, start + len(expanded), page=content.page_of(first_section)))


def _urls(plain: str) -> list[Anchor]:
    return [Anchor(m.start(), m.end(), url=m.group(0)) for m in URL.finditer(plain)]


def plain_text(text: str, content: Content, where: Location | None = None) -> str:
    """The printed characters of a text (markup expanded, bold marks gone)."""
    return rich(text, content, where).plain

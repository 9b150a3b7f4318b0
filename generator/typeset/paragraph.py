"""JPParagraph: a reportlab Flowable that sets Japanese text by JLREQ rules, justified by character spacing.

Our own Flowable on reportlab's public canvas API (no reportlab Paragraph internals): stock
`Paragraph(wordWrap='CJK')` breaks kinsoku rules, cannot justify Japanese and adds spaces when a
marked-up paragraph splits across pages. docs/booklet.md lists the rules this one follows.
"""
from __future__ import annotations

from dataclasses import replace

from reportlab.pdfbase import pdfmetrics
from reportlab.platypus.flowables import Flowable

from ..errors import Location
from . import kinsoku
from .layout import Line, Measure, break_lines, char_lefts, min_width, natural_width, place
from .style import Alignment, JPStyle, Run
from .text import Face, Text, markup_runs, prepare

SPLIT_TOLERANCE = 1e-6  # pt: a frame exactly n lines tall holds n lines


class JPParagraph(Flowable):
    """A paragraph of Japanese text. `text` may hold `**bold**` and `\\n` (a forced line break)."""

    def __init__(self, text: str, style: JPStyle, where: Location | None = None):
        super().__init__()
        self._setup(prepare(markup_runs(text, style, where), style, where), style, ends_paragraph=True)

    @classmethod
    def from_runs(cls, runs: list[Run], style: JPStyle, where: Location | None = None) -> JPParagraph:
        """A paragraph of runs, each with its own face, size or colour (e.g. 黄 in the yellow of the palette)."""
        return cls._of(prepare(runs, style, where), style, ends_paragraph=True)

    @classmethod
    def _of(cls, text: Text, style: JPStyle, ends_paragraph: bool) -> JPParagraph:
        paragraph = cls.__new__(cls)
        Flowable.__init__(paragraph)
        paragraph._setup(text, style, ends_paragraph)
        return paragraph

    def _setup(self, text: Text, style: JPStyle, ends_paragraph: bool) -> None:
        self._text = text
        self.style = style
        self._ends_paragraph = ends_paragraph
        self._layouts: dict[float, list[Line]] = {}
        self._lines: list[Line] = []
        self.width = self.height = 0.0

    # ---- measuring, for callers that must know before drawing ----

    @property
    def text(self) -> str:
        """The plain text, markup removed."""
        return self._text.chars

    @property
    def measured(self) -> Text:
        """The characters with their faces, glyph widths and break opportunities."""
        return self._text

    def layout(self, width: float) -> list[Line]:
        """The lines at this width (cached)."""
        if width not in self._layouts:
            measure = Measure(width, self.style.first_line_indent, self._hangs(), self._ends_paragraph)
            self._layouts[width] = break_lines(self._text, measure)
        return self._layouts[width]

    def _hangs(self) -> bool:
        return self.style.hanging and self.style.alignment in (Alignment.JUSTIFY, Alignment.LEFT)

    def min_width(self) -> float:
        """The narrowest width at which no line has to break inside a word or against kinsoku."""
        return min_width(self._text, self.style.first_line_indent)

    def natural_width(self) -> float:
        """The width of the widest line when only forced breaks (\\n) end lines: to shrink-wrap a label."""
        return natural_width(self._text, self.style.first_line_indent)

    def line_count(self, width: float) -> int:
        return len(self.layout(width))

    def height_at(self, width: float) -> float:
        """Height of the lines alone; `style.space_before/after` come on top, as in any Flowable."""
        return self.line_count(width) * self.style.leading

    def lines(self, width: float) -> list[str]:
        """Each line's printed text: without trailing spaces and forced breaks, with a hanging mark."""
        return [self._text.chars[line.start:line.ink_end + line.hangs] for line in self.layout(width)]

    def char_boxes(self, width: float, start: int, stop: int) -> list[tuple[float, float, float, float]]:
        """Where the printed characters [start, stop) of `text` land, one box per line they fall on:
        (x0, down0, x1, down1) in points right and down from the paragraph's top-left (for link spots)."""
        boxes, leading = [], self.style.leading
        for number, line in enumerate(self.layout(width)):
            first, last = max(start, line.start), min(stop, line.ink_end + line.hangs)
            if first < last:
                lefts = char_lefts(self._text, line, self.style.alignment)
                right = lefts[last - 1 - line.start] + self._text.widths[last - 1]
                boxes.append((lefts[first - line.start], number * leading, right, (number + 1) * leading))
        return boxes

    def violations(self, width: float) -> list[str]:
        """Line-breaking rules broken at this width (a line after a forced break counts as a fresh start)."""
        marked: list[str] = []
        for line, printed in zip(self.layout(width), self.lines(width), strict=True):
            marked.append(printed)
            if line.last:
                marked.append("")
        return kinsoku.violations(marked, source=self.text)

    # ---- the Flowable protocol ----

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self._lines = self.layout(availWidth)
        self.width, self.height = availWidth, self.height_at(availWidth)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        lines = self.layout(availWidth)
        fitting = int((availHeight + SPLIT_TOLERANCE) // self.style.leading)
        if fitting >= len(lines):
            return [self]
        if fitting <= 0:
            return []
        cut = lines[fitting].start
        head = replace(self.style, space_after=0.0)
        tail = replace(self.style, space_before=0.0, first_line_indent=0.0)
        return [
            self._of(self._text.slice(0, cut), head, ends_paragraph=False),
            self._of(self._text.slice(cut, len(self._text)), tail, ends_paragraph=self._ends_paragraph),
        ]

    def getSpaceBefore(self) -> float:
        return self.style.space_before

    def getSpaceAfter(self) -> float:
        return self.style.space_after

    def draw(self) -> None:
        text_object = self.canv.beginText()
        pen = _Pen(text_object, self._text.faces)
        first_baseline = self.height - self.baseline_drop()
        for number, line in enumerate(self._lines):
            baseline = first_baseline - number * self.style.leading
            for piece in place(self._text, line, self.style.alignment):
                pen.write(piece.face, piece.char_space, piece.x, baseline, piece.text)
        self.canv.drawText(text_object)

    def baseline_drop(self) -> float:
        """From the top of a line to its baseline: the em box sits centred in the leading."""
        face = pdfmetrics.getFont(self.style.font).face
        ascent_share = face.ascent / (face.ascent - face.descent)
        return (self.style.leading - self.style.size) / 2 + self.style.size * ascent_share


class _Pen:
    """Writes pieces into one PDF text object, setting font, colour and Tc only when they change."""

    def __init__(self, text_object, faces: tuple[Face, ...]):
        self.text_object = text_object
        self.faces = faces
        self.face: int | None = None
        self.char_space = 0.0

    def write(self, face: int, char_space: float, x: float, y: float, chars: str) -> None:
        if face != self.face:
            look = self.faces[face]
            self.text_object.setFont(look.font, look.size)
            self.text_object.setFillColor(look.color)
            self.face = face
        if char_space != self.char_space:
            self.text_object.setCharSpace(char_space)
            self.char_space = char_space
        self.text_object.setTextOrigin(x, y)
        self.text_object.textOut(chars)

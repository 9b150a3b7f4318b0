"""JPParagraph: Japanese text set by JLREQ rules, justified by character spacing, drawn on a canvas.

Our own paragraph on reportlab's public canvas API (no reportlab Paragraph internals): stock
`Paragraph(wordWrap='CJK')` breaks kinsoku rules and cannot justify Japanese. docs/booklet.md
lists the rules this one follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Location
from . import kinsoku
from .base import Paragraph
from .lines import MIN_LAST_LINE, JPLine, Measure, Piece, break_lines, char_lefts, min_width, natural_width, place, short_last_lines
from .measure import JPText, prepare
from .ruby import RUBY_SCALE, ascent_share, draw_reading, ruby_width
from .runs import Alignment, JPStyle, Run

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


class JPParagraph(Paragraph[JPText, JPLine]):
    """A paragraph of Japanese text. `text` may hold `**bold**` and `\\n` (a forced line break)."""

    def _measure(self, runs: list[Run], style: JPStyle, where: Location | None) -> JPText:
        return prepare(runs, style, where)

    def _break(self, width: float) -> list[JPLine]:
        return break_lines(self._text, Measure(width, self.style.first_line_indent, self._hangs(), self._min_last_line()))

    def _min_last_line(self) -> int:
        """Running text (justified or flush left) never ends in a line of 1–3 characters (lines.py)."""
        return MIN_LAST_LINE if self.style.alignment in (Alignment.JUSTIFY, Alignment.LEFT) else 0

    def short_last_lines(self, width: float) -> list[str]:
        """The last lines (of the paragraph, or before a forced break) the rebreaking could not lengthen."""
        return short_last_lines(self._text, self.layout(width), self._min_last_line())

    def _hangs(self) -> bool:
        return self.style.hanging and self.style.alignment in (Alignment.JUSTIFY, Alignment.LEFT)

    def _printed_stop(self, line: JPLine) -> int:
        return line.ink_end + line.hangs

    def char_lefts(self, line: JPLine) -> list[float]:
        return char_lefts(self._text, line, self.style.alignment)

    def _pieces(self, line: JPLine) -> list[Piece]:
        return place(self._text, line, self.style.alignment)

    def _draw_figures(self, canvas: Canvas, line: JPLine, baseline: float) -> None:
        """The readings of the line's ruby runs, centred over their base, on its em box (ruby.py)."""
        lefts = self.char_lefts(line)
        for group in self._text.ruby:
            if not line.start <= group.start < group.stop <= line.ink_end:
                continue
            face = self._text.faces[group.face]
            left = lefts[group.start - line.start]
            right = lefts[group.stop - 1 - line.start] + self._text.widths[group.stop - 1]
            em_top = baseline + face.size * ascent_share(face.font)
            size, wide = face.size * RUBY_SCALE, ruby_width(group, face.font, face.size)
            # centred over its base, but never past the line's head or end (JLREQ)
            start = min(max((left + right - wide) / 2, lefts[0]), line.indent + line.measure - wide)
            canvas.setFillColor(face.color)
            draw_reading(canvas, start, em_top + size * (1 - ascent_share(face.font)), group.reading, face.font, size)

    def min_width(self) -> float:
        """The narrowest width at which no line has to break inside a word or against kinsoku."""
        return min_width(self._text, self.style.first_line_indent)

    def natural_width(self) -> float:
        return natural_width(self._text, self.style.first_line_indent)

    def lines(self, width: float) -> list[str]:
        """Each line's printed text: without trailing spaces and forced breaks, with a hanging mark."""
        return [self._text.chars[line.start : self._printed_stop(line)] for line in self.layout(width)]

    def violations(self, width: float) -> list[str]:
        """Line-breaking rules broken at this width (a line after a forced break counts as a fresh start)."""
        marked: list[str] = []
        for line, printed in zip(self.layout(width), self.lines(width), strict=True):
            marked.append(printed)
            if line.last:
                marked.append("")
        return kinsoku.violations(marked, source=self.text)

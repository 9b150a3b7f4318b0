"""Paragraph: what both typesetters do alike: measure once, lay out once per width, draw on a canvas.

A paragraph is set at a width and drawn whole, its top-left corner at a point of a reportlab
canvas (the booklet never splits a block across pages, and nothing lays paragraphs out in a
platypus story, whose import alone costs a build 0.05 s). JPParagraph (paragraph.py: Japanese,
JLREQ) and LatinParagraph (latin.py: English, hyphenated) differ only in how they measure the
characters, where lines break and where each character lands.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic, Protocol, Self, TypeVar

from reportlab.pdfbase import pdfmetrics

from ..errors import Location
from .lines import Piece
from .measure import Face, Measured, markup_runs
from .runs import JPStyle, Run

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.pdfgen.textobject import PDFTextObject


class SetLine(Protocol):
    """What every laid-out line tells: the index of its first character."""

    @property
    def start(self) -> int: ...


TextT = TypeVar("TextT", bound=Measured)
LineT = TypeVar("LineT", bound=SetLine)
PtBox = tuple[float, float, float, float]  # x0, y0, x1, y1 in points (geometry.Box is a rectangle in mm)


class Paragraph(ABC, Generic[TextT, LineT]):
    """A paragraph of text. `text` may hold `**bold**` and `\\n` (a forced line break)."""

    def __init__(self, text: str, style: JPStyle, where: Location | None = None):
        self._setup(markup_runs(text, style, where), style, where)

    @classmethod
    def from_runs(cls, runs: list[Run], style: JPStyle, where: Location | None = None) -> Self:
        """A paragraph of runs, each with its own face, size or colour (e.g. one word in the accent colour of the palette)."""
        paragraph = cls.__new__(cls)
        paragraph._setup(runs, style, where)
        return paragraph

    def _setup(self, runs: list[Run], style: JPStyle, where: Location | None) -> None:
        self.style = style
        self._text = self._measure(runs, style, where)
        self._layouts: dict[float, list[LineT]] = {}

    # ---- what each typesetter does its own way ----

    @abstractmethod
    def _measure(self, runs: list[Run], style: JPStyle, where: Location | None) -> TextT:
        """The characters with their faces and widths, and where lines may end."""

    @abstractmethod
    def _break(self, width: float) -> list[LineT]:
        """The lines at this width."""

    @abstractmethod
    def _printed_stop(self, line: LineT) -> int:
        """The index after the line's last printed character."""

    @abstractmethod
    def char_lefts(self, line: LineT) -> list[float]:
        """The x of each printed character of the line, from the paragraph's left edge."""

    @abstractmethod
    def _pieces(self, line: LineT) -> Iterable[Piece]:
        """The line as stretches of one face and one character spacing, each drawn at its own x."""

    @abstractmethod
    def lines(self, width: float) -> list[str]:
        """Each line's printed text."""

    @abstractmethod
    def min_width(self) -> float:
        """The narrowest width at which no line has to break against the rules."""

    @abstractmethod
    def natural_width(self) -> float:
        """The width of the widest line when only forced breaks (\\n) end lines: to shrink-wrap a label."""

    @abstractmethod
    def violations(self, width: float) -> list[str]:
        """Line-breaking rules broken at this width."""

    # ---- measuring, for callers that must know before drawing ----

    @property
    def text(self) -> str:
        """The plain text, markup removed."""
        return self._text.chars

    @property
    def measured(self) -> TextT:
        """The characters with their faces, glyph widths and break opportunities."""
        return self._text

    def layout(self, width: float) -> list[LineT]:
        """The lines at this width (cached: a paragraph is measured for its box, then drawn)."""
        if width not in self._layouts:
            self._layouts[width] = self._break(width)
        return self._layouts[width]

    def line_count(self, width: float) -> int:
        return len(self.layout(width))

    def height_at(self, width: float) -> float:
        """The height of the lines at this width: one leading each."""
        return self.line_count(width) * self.style.leading

    def char_boxes(self, width: float, start: int, stop: int) -> list[PtBox]:
        """Where the printed characters [start, stop) of `text` land, one box per line they fall on:
        (x0, down0, x1, down1) in points right and down from the paragraph's top-left (for link spots)."""
        boxes, leading = [], self.style.leading
        for number, line in enumerate(self.layout(width)):
            first, last = max(start, line.start), min(stop, self._printed_stop(line))
            if first < last:
                lefts = self.char_lefts(line)
                right = lefts[last - 1 - line.start] + self._text.widths[last - 1]
                boxes.append((lefts[first - line.start], number * leading, right, (number + 1) * leading))
        return boxes

    def baseline_drop(self) -> float:
        """From the top of a line to its baseline: the em box sits centred in the leading."""
        face = pdfmetrics.getFont(self.style.font).face
        ascent, descent = float(face.ascent), float(face.descent)
        return (self.style.leading - self.style.size) / 2 + self.style.size * ascent / (ascent - descent)

    # ---- drawing ----

    def draw(self, canvas: Canvas, x: float, top: float, width: float) -> None:
        """Draw the lines at `width` in one PDF text object, the paragraph's top-left corner at (x, top)."""
        height = self.height_at(width)
        canvas.saveState()
        canvas.translate(x, top - height)
        text_object = canvas.beginText()
        pen = _Pen(text_object, self._text.faces)
        first_baseline = height - self.baseline_drop()
        for number, line in enumerate(self.layout(width)):
            baseline = first_baseline - number * self.style.leading
            for piece in self._pieces(line):
                pen.write(piece, baseline)
        canvas.drawText(text_object)
        for number, line in enumerate(self.layout(width)):
            self._draw_figures(canvas, line, first_baseline - number * self.style.leading)
        canvas.restoreState()

    def _draw_figures(self, canvas: Canvas, line: LineT, baseline: float) -> None:
        """What a line has besides its text (the rings of circled numbers: latin.py), drawn after it."""


class _Pen:
    """Writes pieces into one PDF text object, setting font, colour, Tc and Tw only when they change."""

    def __init__(self, text_object: PDFTextObject, faces: tuple[Face, ...]):
        self.text_object = text_object
        self.faces = faces
        self.face: int | None = None
        self.char_space = 0.0
        self.word_space = 0.0
        self.rise = 0.0

    def write(self, piece: Piece, y: float) -> None:
        if piece.face != self.face:
            look = self.faces[piece.face]
            self.text_object.setFont(look.font, look.size)
            self.text_object.setFillColor(look.color)
            self.face = piece.face
        if piece.char_space != self.char_space:
            self.text_object.setCharSpace(piece.char_space)
            self.char_space = piece.char_space
        if piece.word_space != self.word_space:
            self.text_object.setWordSpace(piece.word_space)
            self.word_space = piece.word_space
        if piece.rise != self.rise:
            self.text_object.setRise(piece.rise)
            self.rise = piece.rise
        if not piece.follows:
            self.text_object.setTextOrigin(piece.x, y)
        if piece.actual_text is not None:
            self.text_object._code.append(f"/Span <</ActualText {pdf_text_string(piece.actual_text)}>> BDC")
        self.text_object.textOut(piece.text)
        if piece.ends_actual:
            self.text_object._code.append("EMC")


def pdf_text_string(text: str) -> str:
    """A PDF text string in UTF-16BE with its byte order mark, written in hex: any character, nothing to escape."""
    return "<FEFF" + text.encode("utf-16-be").hex().upper() + ">"

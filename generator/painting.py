"""What each page of a PDF paints, read from its content streams (and every form they call):
text runs with their size, colour, render mode and overprint; filled and stroked paths with their
extent (cut by the clip in force); images with their placed size. The preflight's text and line
checks and the print contrast check (contrast.py) work on these.

    for run in text_runs(pdf): run.page, run.size_pt, run.fill, run.render_mode, run.overprint, run.box

A small PDF interpreter (graphics state, text state, forms); glyph widths come from the font's
/Widths, so each run's box is where its glyphs are (simple fonts; composite fonts are estimated).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from copy import copy
from dataclasses import dataclass, field
from typing import Any

import pikepdf
from pikepdf import Dictionary, Name, Pdf

from .polygons import Point, inside_polygon

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF's row-vector convention: [x y 1] · m · n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def scale_of(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    return (x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5])


@dataclass(frozen=True)
class Colour:
    """A fill or stroke colour as the file sets it; `cmyk` is its ink per plate (0–1) where known."""

    space: str  # DeviceCMYK, DeviceGray, DeviceRGB, or a colour space name
    values: tuple[float, ...]

    @property
    def cmyk(self) -> tuple[float, float, float, float] | None:
        if self.space == "DeviceCMYK" and len(self.values) == 4:
            c, m, y, k = self.values
            return (c, m, y, k)
        if self.space == "DeviceGray" and len(self.values) == 1:
            return (0.0, 0.0, 0.0, 1 - self.values[0])
        return None


BLACK_GRAY = Colour("DeviceGray", (0.0,))


@dataclass(frozen=True)
class TextRun:
    page: int
    text: str
    size_pt: float  # the effective size on the page
    fill: Colour
    render_mode: int
    overprint: bool  # fill overprint (op) in force
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 on the page, pt
    font: str = ""  # the font's BaseFont, subset tag and all ("ABCDEF+BIZUDGothic-Bold")
    order: int = 0  # its place in the page's painting order, among text runs and fills
    letters: tuple[Point, ...] = ()  # points along the middle of its letters (x-height), on the page

    @property
    def bold(self) -> bool:
        return "bold" in self.font.lower()


@dataclass(frozen=True)
class Fill:
    """A filled path: its colour, its outline on the page (each subpath's points, a curve by its
    control points) and the extent of the clip in force."""

    page: int
    colour: Colour
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 on the page, pt, inside the clip in force
    order: int = 0
    outline: tuple[tuple[Point, ...], ...] = ()
    clip: tuple[float, float, float, float] | None = None

    def covers(self, point: Point) -> bool:
        """Whether the fill paints `point` (inside the clip's extent and inside a subpath, even-odd)."""
        x, y = point
        if self.clip is not None and not (self.clip[0] <= x <= self.clip[2] and self.clip[1] <= y <= self.clip[3]):
            return False
        return any(inside_polygon(x, y, subpath) for subpath in self.outline)


@dataclass(frozen=True)
class Stroke:
    page: int
    width_pt: float
    colour: Colour
    box: tuple[float, float, float, float]  # the stroked path's extent on the page, pt


@dataclass(frozen=True)
class PlacedImage:
    """An image as placed: pixels, the size it is drawn at, where (its outline on the page, the clip
    in force) and when (its painting order, among text runs and fills)."""

    page: int
    pixels: tuple[int, int]
    size_pt: tuple[float, float]
    order: int = 0
    outline: tuple[Point, ...] = ()
    clip: tuple[float, float, float, float] | None = None

    @property
    def ppi(self) -> float:
        return min(self.pixels[0] / max(self.size_pt[0], 1e-6), self.pixels[1] / max(self.size_pt[1], 1e-6)) * 72


@dataclass
class _State:
    ctm: Matrix = IDENTITY
    fill: Colour = BLACK_GRAY
    stroke: Colour = BLACK_GRAY
    fill_space: str = "DeviceGray"
    stroke_space: str = "DeviceGray"
    line_width: float = 1.0
    overprint_fill: bool = False
    font: Any = None
    font_size: float = 0.0
    render_mode: int = 0
    char_space: float = 0.0
    word_space: float = 0.0
    horizontal: float = 1.0
    leading: float = 0.0
    rise: float = 0.0
    clip: tuple[float, float, float, float] | None = None  # the clip's extent on the page, None: none yet


@dataclass
class Painting:
    """Everything found on the pages of one file."""

    text: list[TextRun] = field(default_factory=list)
    strokes: list[Stroke] = field(default_factory=list)
    images: list[PlacedImage] = field(default_factory=list)
    fills: list[Fill] = field(default_factory=list)
    painted: int = 0  # text runs, fills and images recorded so far: the next one's order

    def next_order(self) -> int:
        self.painted += 1
        return self.painted


DEVICE = {"g": ("DeviceGray", 1), "k": ("DeviceCMYK", 4), "rg": ("DeviceRGB", 3)}
PAINT_STROKE = {"S", "s", "b", "B", "b*", "B*"}
PAINT_OTHER = {"f", "F", "f*", "n"}  # paths filled or only clipped: they end the path too
PAINT_FILL = {"f", "F", "f*", "b", "B", "b*", "B*"}
PATH_POINTS = {"m", "l", "c", "v", "y", "re"}
DEVICE_OPERATORS = {*DEVICE, *(op.upper() for op in DEVICE)}


Instruction = tuple[str, list[Any]]  # an operator and its operands
Widths = tuple[int, list[float]]  # a font's /FirstChar and /Widths


def paint(pdf: Pdf) -> Painting:
    found = Painting()
    parsed: dict[tuple[int, int], list[Instruction]] = {}  # a form's instructions, read once however often it is placed
    widths: dict[tuple[int, int], Widths | None] = {}  # a font's /FirstChar and /Widths, read once
    for number, page in enumerate(pdf.pages, start=1):
        _Interpreter(found, number, parsed, widths).run(page.obj, page.obj.get("/Resources", Dictionary()), _State())
    return found


class _Interpreter:
    def __init__(
        self,
        found: Painting,
        page: int,
        parsed: dict[tuple[int, int], list[Instruction]],
        widths: dict[tuple[int, int], Widths | None],
    ):
        self.found, self.page, self.parsed, self.widths = found, page, parsed, widths

    def instructions(self, holder: Any) -> list[Instruction]:
        key = holder.objgen
        if key == (0, 0):  # a direct object: nothing to share
            return _read(holder)
        if key not in self.parsed:
            self.parsed[key] = _read(holder)
        return self.parsed[key]

    def glyph_widths(self, font: Any) -> Widths | None:
        """The font's first code and widths (None: no /Widths), read from the file once per font."""
        key = font.objgen
        if key in self.widths:
            return self.widths[key]
        widths = font.get("/Widths")
        found = None if widths is None else (int(font.get("/FirstChar", 0)), [float(w) for w in widths])
        if key != (0, 0):
            self.widths[key] = found
        return found

    def run(self, holder: Any, resources: Any, state: _State, depth: int = 0) -> None:
        stack: list[_State] = []
        tm: Matrix = IDENTITY
        tlm: Matrix = IDENTITY
        path: list[list[Point]] = []
        clipping = False
        for op, args in self.instructions(holder):
            if op in PATH_POINTS:  # the most frequent: its numbers read once (_read), a rectangle as its corners
                if op in ("m", "re") or not path:
                    path.append([])
                a, b, c, d, e, f = state.ctm
                path[-1] += [(x * a + y * c + e, x * b + y * d + f) for x, y in zip(args[0::2], args[1::2], strict=False)]
                if op == "re":
                    path.append([])
            elif op == "q":
                stack.append(copy(state))
            elif op == "Q" and stack:
                state = stack.pop()
            elif op == "cm":
                state.ctm = multiply(_matrix(args), state.ctm)
            elif op == "w":
                state.line_width = float(args[0])
            elif op == "gs":
                self._ext_gstate(resources, args[0], state)
            elif op in DEVICE_OPERATORS:  # its colour made once (_read)
                colour = args[0]
                if op.islower():
                    state.fill, state.fill_space = colour, colour.space
                else:
                    state.stroke, state.stroke_space = colour, colour.space
            elif op in ("cs", "CS"):
                space = _space_name(resources, args[0])
                if op == "cs":
                    state.fill_space = space
                else:
                    state.stroke_space = space
            elif op in ("sc", "scn", "SC", "SCN"):
                values = tuple(float(a) for a in args if isinstance(a, int | float | pikepdf.objects.Object) and not isinstance(a, Name))
                if op.islower():
                    state.fill = Colour(state.fill_space, values)
                else:
                    state.stroke = Colour(state.stroke_space, values)
            elif op in ("W", "W*"):
                clipping = True
            elif op in PAINT_STROKE or op in PAINT_OTHER:
                path = [sub for sub in path if sub]
                if path:
                    self._painted(op, path, state)
                    if clipping:
                        state.clip = _cut(_extent(path), state.clip)
                path, clipping = [], False
            elif op == "BT":
                tm = tlm = IDENTITY
            elif op == "Tf":
                state.font = resources.get("/Font", Dictionary()).get(str(args[0]))
                state.font_size = float(args[1])
            elif op == "Tr":
                state.render_mode = int(args[0])
            elif op == "Tc":
                state.char_space = float(args[0])
            elif op == "Tw":
                state.word_space = float(args[0])
            elif op == "Tz":
                state.horizontal = float(args[0]) / 100
            elif op == "TL":
                state.leading = float(args[0])
            elif op == "Ts":
                state.rise = float(args[0])
            elif op == "Tm":
                tm = tlm = _matrix(args)
            elif op in ("Td", "TD"):
                if op == "TD":
                    state.leading = -float(args[1])
                tm = tlm = multiply((1, 0, 0, 1, float(args[0]), float(args[1])), tlm)
            elif op == "T*":
                tm = tlm = multiply((1, 0, 0, 1, 0, -state.leading), tlm)
            elif op in ("Tj", "'", '"', "TJ"):
                if op in ("'", '"'):
                    tm = tlm = multiply((1, 0, 0, 1, 0, -state.leading), tlm)
                tm = self._show(args[-1], state, tm)
            elif op == "Do":
                self._do(resources, args[0], state, depth)

    def _painted(self, op: str, path: list[list[Point]], state: _State) -> None:
        box = _extent(path)
        if op in PAINT_STROKE:
            self.found.strokes.append(Stroke(self.page, state.line_width * scale_of(state.ctm), state.stroke, box))
        if op in PAINT_FILL:
            shown = _cut(box, state.clip)
            if shown[0] < shown[2] and shown[1] < shown[3]:
                outline = tuple(tuple(subpath) for subpath in path if len(subpath) > 2)
                self.found.fills.append(Fill(self.page, state.fill, shown, self.found.next_order(), outline, state.clip))

    def _ext_gstate(self, resources: Any, name: Any, state: _State) -> None:
        gs = resources.get("/ExtGState", Dictionary()).get(str(name))
        if gs is None:
            return
        if "/LW" in gs:
            state.line_width = float(gs.LW)
        if "/op" in gs:
            state.overprint_fill = bool(gs.op)
        elif "/OP" in gs:
            state.overprint_fill = bool(gs.OP)

    def _show(self, operand: Any, state: _State, tm: Matrix) -> Matrix:
        """Records one text run and returns the text matrix after its glyphs."""
        pieces = list(operand) if isinstance(operand, pikepdf.Array) else [operand]
        text, advance = "", 0.0
        widths = None if state.font is None else self.glyph_widths(state.font)
        for piece in pieces:
            if isinstance(piece, pikepdf.String):
                raw = bytes(piece)
                text += raw.decode("latin-1")
                advance += (
                    sum(
                        _width(widths, code) / 1000 * state.font_size + state.char_space + (state.word_space if code == 32 else 0)
                        for code in raw
                    )
                    * state.horizontal
                )
            else:
                advance -= float(piece) / 1000 * state.font_size * state.horizontal
        render = multiply(tm, state.ctm)
        corners = [
            apply(render, x, y) for x in (0, advance) for y in (state.rise - 0.2 * state.font_size, state.rise + 0.8 * state.font_size)
        ]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        size = state.font_size * scale_of(render)
        font = str(state.font.get("/BaseFont", "")) if state.font is not None else ""
        middle = state.rise + 0.3 * state.font_size  # half the x-height up
        letters = tuple(apply(render, advance * share, middle) for share in (0.1, 0.3, 0.5, 0.7, 0.9))
        self.found.text.append(
            TextRun(
                self.page,
                text,
                size,
                state.fill,
                state.render_mode,
                state.overprint_fill,
                (min(xs), min(ys), max(xs), max(ys)),
                font.lstrip("/"),
                self.found.next_order(),
                letters,
            )
        )
        return multiply((1, 0, 0, 1, advance, 0), tm)

    def _do(self, resources: Any, name: Any, state: _State, depth: int) -> None:
        xobject = resources.get("/XObject", Dictionary()).get(str(name))
        if xobject is None:
            return
        if xobject.get("/Subtype") == Name.Image:
            width = math.hypot(state.ctm[0], state.ctm[1])
            height = math.hypot(state.ctm[2], state.ctm[3])
            outline = tuple(apply(state.ctm, x, y) for x, y in ((0, 0), (1, 0), (1, 1), (0, 1)))  # the unit square, placed
            pixels = (int(xobject.Width), int(xobject.Height))
            self.found.images.append(PlacedImage(self.page, pixels, (width, height), self.found.next_order(), outline, state.clip))
        elif xobject.get("/Subtype") == Name.Form and depth < 20:
            inner = copy(state)
            if "/Matrix" in xobject:
                inner.ctm = multiply(_matrix(list(xobject.Matrix)), state.ctm)
            self.run(xobject, xobject.get("/Resources", resources), inner, depth + 1)


def _extent(path: list[list[Point]]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for sub in path for p in sub], [p[1] for sub in path for p in sub]
    return (min(xs), min(ys), max(xs), max(ys))


def _cut(box: tuple[float, float, float, float], clip: tuple[float, float, float, float] | None) -> tuple[float, float, float, float]:
    """The part of `box` inside the clip's extent."""
    if clip is None:
        return box
    return (max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]), min(box[3], clip[3]))


def _matrix(args: list[Any]) -> Matrix:
    a, b, c, d, e, f = (float(v) for v in args[:6])
    return (a, b, c, d, e, f)


def _space_name(resources: Any, name: Any) -> str:
    text = str(name)[1:]
    if text in ("DeviceCMYK", "DeviceGray", "DeviceRGB", "Pattern"):
        return text
    space = resources.get("/ColorSpace", Dictionary()).get(str(name))
    if isinstance(space, pikepdf.Array) and len(space):
        return str(space[0])[1:]
    return text


def _width(widths: Widths | None, code: int) -> float:
    """A glyph's width in the font's thousandths of an em (500 where the font does not say)."""
    if widths is not None:
        first, values = widths
        if first <= code < first + len(values):
            return values[code - first]
    return 500.0


def _read(holder: Any) -> list[Instruction]:
    """A content stream's instructions, inline images left out (nothing here reads them)."""
    found = []
    for instruction in pikepdf.parse_content_stream(holder):
        op = str(instruction.operator)
        if op != "INLINE IMAGE":
            found.append((op, _operands(op, list(instruction.operands))))
    return found


def _operands(op: str, operands: list[Any]) -> list[Any]:
    """A path point's numbers as floats (a rectangle as its four corners), a device colour as its
    Colour: read once, however often a form is placed."""
    if op in PATH_POINTS:
        numbers = [float(a) for a in operands]
        if op == "re":
            x, y, w, h = numbers
            numbers = [x, y, x + w, y, x + w, y + h, x, y + h]
        return numbers
    if op in DEVICE_OPERATORS:
        space, n = DEVICE[op.lower()]
        return [Colour(space, tuple(float(a) for a in operands[:n]))]
    return operands


def runs(pdf: Pdf) -> Iterator[TextRun]:
    yield from paint(pdf).text

"""The stroked paths of a PDF page, read from its content stream (pypdf): what a cutter would follow.

Tracks the transformation matrix (q, Q, cm), the stroking colour space (CS) and the overprint
graphics states (gs); collects each stroked path's subpaths as points in page coordinates (pt),
curves by their end points.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

PAINT_STROKE = {b"S", b"s", b"B", b"B*", b"b", b"b*"}
PAINT_OTHER = {b"f", b"F", b"f*", b"n"}


@dataclass
class Stroke:
    colour_space: str | None  # the resource name of the stroking colour space (/CutContour …)
    overprint: bool  # /OP true in the graphics state when it was stroked
    subpaths: list[list[tuple[float, float]]] = field(default_factory=list)


@dataclass
class _State:
    ctm: tuple[float, ...] = (1, 0, 0, 1, 0, 0)
    stroke_cs: str | None = None
    overprint: bool = False


def _mul(m, n):
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def strokes(pdf: Path, page: int = 0) -> tuple[list[Stroke], dict]:
    """Every stroked path of the page and the page's resources."""
    reader = PdfReader(str(pdf))
    pg = reader.pages[page]
    resources = pg["/Resources"]
    states = {k: v.get_object() for k, v in resources.get("/ExtGState", {}).items()}
    stack, state = [], _State()
    found: list[Stroke] = []
    subpaths: list[list[tuple[float, float]]] = []

    def point(x, y):
        a, b, c, d, e, f = state.ctm
        return (a * x + c * y + e, b * x + d * y + f)

    for operands, op in ContentStream(pg.get_contents(), reader).operations:
        nums = [float(v) for v in operands] if op in {b"m", b"l", b"c", b"v", b"y", b"re", b"cm"} else []
        if op == b"q":
            stack.append(_State(state.ctm, state.stroke_cs, state.overprint))
        elif op == b"Q":
            state = stack.pop()
        elif op == b"cm":
            state.ctm = _mul(tuple(nums), state.ctm)
        elif op == b"CS":
            state.stroke_cs = str(operands[0])
        elif op in {b"K", b"RG", b"G"}:
            state.stroke_cs = None
        elif op == b"gs":
            gs = states.get(str(operands[0]), {})
            if "/OP" in gs:
                state.overprint = bool(gs["/OP"])
        elif op == b"m":
            subpaths.append([point(*nums)])
        elif op == b"l":
            subpaths[-1].append(point(*nums))
        elif op in {b"c", b"v", b"y"}:
            subpaths[-1].append(point(*nums[-2:]))
        elif op == b"re":
            x, y, w, h = nums
            subpaths.append([point(x, y), point(x + w, y), point(x + w, y + h), point(x, y + h), point(x, y)])
        elif op == b"h" and subpaths and subpaths[-1]:
            subpaths[-1].append(subpaths[-1][0])
        elif op in PAINT_STROKE:
            found.append(Stroke(state.stroke_cs, state.overprint, subpaths))
            subpaths = []
        elif op in PAINT_OTHER:
            subpaths = []
    return found, resources


def segments(stroke_list: list[Stroke]) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Every straight piece between consecutive points (curves count by their chords)."""
    return [(a, b) for s in stroke_list for path in s.subpaths for a, b in zip(path, path[1:], strict=False)]

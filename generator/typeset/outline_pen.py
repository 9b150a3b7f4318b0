"""A glyph's outline as the segments ruby.py traces: fontTools' pen, in a module of its own so that
fontTools is imported only by a process that reads a glyph's outline from the font (not from the cache)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fontTools.pens.basePen import BasePen

if TYPE_CHECKING:
    from .ruby import Point, Segment


class SegmentsPen(BasePen):
    """A glyph's outline as segments (quadratics as cubics: BasePen)."""

    def __init__(self) -> None:
        super().__init__(None)
        self.segments: list[Segment] = []

    def _moveTo(self, point: Point) -> None:
        self.segments.append(("M", (point,)))

    def _lineTo(self, point: Point) -> None:
        self.segments.append(("L", (point,)))

    def _curveToOne(self, one: Point, two: Point, three: Point) -> None:
        self.segments.append(("C", (one, two, three)))

    def _closePath(self) -> None:
        self.segments.append(("Z", ()))

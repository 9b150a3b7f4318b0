"""Units: millimetres for design, points for reportlab, pixels for Pillow. One place converts."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

MM_PER_INCH = 25.4
PT_PER_INCH = 72.0
PT_PER_MM = PT_PER_INCH / MM_PER_INCH


def mm_to_pt(mm: float) -> float:
    return mm * PT_PER_MM


def pt_to_mm(pt: float) -> float:
    return pt / PT_PER_MM


def mm_to_px(mm: float, dpi: float) -> float:
    return mm * dpi / MM_PER_INCH


@dataclass(frozen=True)
class Rect:
    """A rectangle, lower-left origin (PDF convention), in one unit throughout: mm in card designs
    (`Box`), points in the booklet's page frames."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def inset(self, d: float) -> Self:
        """The same kind of rectangle shrunk by d on every side (negative d grows it)."""
        return replace(self, x=self.x + d, y=self.y + d, width=self.width - 2 * d, height=self.height - 2 * d)

    def moved(self, dx: float, dy: float) -> Self:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def edges(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in the rectangle's own unit."""
        return (self.x, self.y, self.right, self.top)


@dataclass(frozen=True)
class Box(Rect):
    """A rectangle in mm."""

    def pt(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in points: what reportlab's trimBox/bleedBox take."""
        x0, y0, x1, y1 = self.edges()
        return (mm_to_pt(x0), mm_to_pt(y0), mm_to_pt(x1), mm_to_pt(y1))

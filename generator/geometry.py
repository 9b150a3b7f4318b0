"""Units: millimetres for design, points for reportlab, pixels for Pillow. One place converts."""
from __future__ import annotations

from dataclasses import dataclass

MM_PER_INCH = 25.4
PT_PER_INCH = 72.0
PT_PER_MM = PT_PER_INCH / MM_PER_INCH


def mm_to_pt(mm: float) -> float:
    return mm * PT_PER_MM


def pt_to_mm(pt: float) -> float:
    return pt / PT_PER_MM


def mm_to_px(mm: float, dpi: float) -> float:
    return mm * dpi / MM_PER_INCH


def pt_to_px(pt: float, dpi: float) -> float:
    return pt * dpi / PT_PER_INCH


@dataclass(frozen=True)
class Box:
    """A rectangle in mm, lower-left origin (PDF convention)."""

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

    def inset(self, d: float) -> "Box":
        """The box shrunk by d on every side (negative d grows it)."""
        return Box(self.x + d, self.y + d, self.width - 2 * d, self.height - 2 * d)

    def moved(self, dx: float, dy: float) -> "Box":
        return Box(self.x + dx, self.y + dy, self.width, self.height)

    def pt(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in points: what reportlab's trimBox/bleedBox take."""
        return (mm_to_pt(self.x), mm_to_pt(self.y), mm_to_pt(self.right), mm_to_pt(self.top))

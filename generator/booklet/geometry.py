"""Page geometry of the booklet, computed from content/layout.yaml (never typed here). Rectangles in
points are `generator.geometry.Rect`.

All lengths are PDF points. Page content is drawn in *trim coordinates*: (0, 0) is the
bottom-left corner of the trimmed page; each output variant only moves that origin.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..content.model import PrintSpec
from ..errors import Location
from ..geometry import mm_to_pt, pt_to_mm

PtBox = tuple[float, float, float, float]  # x0, y0, x1, y1 in points
A4_LANDSCAPE = (mm_to_pt(297), mm_to_pt(210))  # the home-print sheet: ISO paper, not a design choice


@dataclass(frozen=True)
class Geometry:
    """Trim size, bleed and safe margin of one booklet page, plus the paper around marks."""

    width: float
    height: float
    bleed: float
    safe: float
    marks_margin: float
    where: Location | None = field(default=None, compare=False)  # the trim in layout.yaml

    @staticmethod
    def of(spec: PrintSpec) -> Geometry:
        assert spec.marks_margin is not None  # layout.yaml's booklet requires one
        return Geometry(spec.width.pt, spec.height.pt, spec.bleed.pt, spec.safe.pt, spec.marks_margin.pt, spec.where)

    @property
    def trim_size(self) -> tuple[float, float]:
        return (self.width, self.height)

    def bleed_rect(self) -> PtBox:
        """The area colour may cover, in trim coordinates (it reaches past the page edge)."""
        return (-self.bleed, -self.bleed, self.width + self.bleed, self.height + self.bleed)

    def safe_rect(self) -> PtBox:
        """Where text and key art must stay, in trim coordinates."""
        return (self.safe, self.safe, self.width - self.safe, self.height - self.safe)

    def sheet(self, border: float) -> tuple[tuple[float, float], PtBox]:
        """A page with `border` of paper around the trim: its size and its TrimBox."""
        size = (self.width + 2 * border, self.height + 2 * border)
        return size, (border, border, border + self.width, border + self.height)

    def bleed_box(self, border: float) -> PtBox:
        """The BleedBox of a page whose trim sits `border` points inside the paper."""
        return (border - self.bleed, border - self.bleed, border + self.width + self.bleed, border + self.height + self.bleed)


def size_mm(size: tuple[float, float]) -> tuple[float, float]:
    return (pt_to_mm(size[0]), pt_to_mm(size[1]))

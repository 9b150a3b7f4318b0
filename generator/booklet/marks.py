"""Japanese trim marks (トンボ), drawn by hand: reportlab's cropMarks distorts the page.

Two-line corner marks: at each corner an inner pair of lines on the trim (仕上がり線) and an outer
pair on the bleed (裁ち落とし線), 3 mm apart, running outward from the bleed. Centre marks (センタートンボ):
a cross at the middle of each side. All in registration colour, hairline.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from ..geometry import mm_to_pt
from .geometry import Geometry
from .stylesheet import MARKS


def draw_marks(canvas: Canvas, geometry: Geometry) -> None:
    """Draws every mark around a page whose trim origin is the current (0, 0)."""
    canvas.saveState()
    canvas.setStrokeColorCMYK(*MARKS.registration)
    canvas.setLineWidth(mm_to_pt(MARKS.line))
    reach = geometry.marks_margin - mm_to_pt(MARKS.paper_edge)
    for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        _corner(canvas, geometry, sx, sy, reach)
    _centre_marks(canvas, geometry, reach)
    canvas.restoreState()


def _corner(canvas: Canvas, g: Geometry, sx: int, sy: int, reach: float) -> None:
    """One corner; sx, sy = −1 for the left/bottom side, +1 for the right/top side."""
    x_trim = 0 if sx < 0 else g.width
    y_trim = 0 if sy < 0 else g.height
    x_bleed, y_bleed = x_trim + sx * g.bleed, y_trim + sy * g.bleed
    x_end, y_end = x_bleed + sx * reach, y_bleed + sy * reach
    lines = canvas.beginPath()
    lines.moveTo(x_end, y_bleed)  # outer L: both arms on the bleed lines
    lines.lineTo(x_bleed, y_bleed)
    lines.lineTo(x_bleed, y_end)
    lines.moveTo(x_trim, y_bleed)  # inner arms: the trim lines, from the bleed outward
    lines.lineTo(x_trim, y_end)
    lines.moveTo(x_bleed, y_trim)
    lines.lineTo(x_end, y_trim)
    canvas.drawPath(lines, stroke=1, fill=0)


def _centre_marks(canvas: Canvas, g: Geometry, reach: float) -> None:
    """A cross outside the middle of each side: a line on the axis and a tick across it."""
    tick = mm_to_pt(MARKS.centre_tick) / 2
    cx, cy = g.width / 2, g.height / 2
    lines = canvas.beginPath()
    for y_start, direction in ((-g.bleed, -1), (g.height + g.bleed, 1)):
        y_mid = y_start + direction * reach / 2
        lines.moveTo(cx, y_start)
        lines.lineTo(cx, y_start + direction * reach)
        lines.moveTo(cx - tick, y_mid)
        lines.lineTo(cx + tick, y_mid)
    for x_start, direction in ((-g.bleed, -1), (g.width + g.bleed, 1)):
        x_mid = x_start + direction * reach / 2
        lines.moveTo(x_start, cy)
        lines.lineTo(x_start + direction * reach, cy)
        lines.moveTo(x_mid, cy - tick)
        lines.lineTo(x_mid, cy + tick)
    canvas.drawPath(lines, stroke=1, fill=0)

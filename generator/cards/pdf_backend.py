"""Draws card primitives on a reportlab canvas: vector, CMYK for print (RGB for screens)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .. import reportlab_fixes  # noqa: F401  (card forms keep their overprint)
from ..content.model import Colour
from ..geometry import PT_PER_MM
from ..typeset.mixed import draw_mixed
from .colours import Palette, rgb_unit
from .primitives import Circle, Polygon, Primitive, Rect, Segment, TextLine

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def draw(
    canvas: Canvas, prims: Sequence[Primitive], x_pt: float, y_pt: float, palette: Palette, *, scale: float = 1.0, cmyk: bool = True
) -> None:
    """Draws `prims` (mm, trim origin) with the trim's lower-left corner at (x_pt, y_pt)."""
    canvas.saveState()
    canvas.translate(x_pt, y_pt)
    canvas.scale(PT_PER_MM * scale, PT_PER_MM * scale)  # from here on, one unit is one mm
    for prim in prims:
        _fill(canvas, palette[prim.colour], cmyk)
        if cmyk and isinstance(prim, TextLine) and _black_only(palette[prim.colour]):
            _overprinted_text(canvas, prim)
        else:
            DRAWERS[type(prim)](canvas, prim)
    canvas.restoreState()


def _black_only(colour: Colour) -> bool:
    c, m, y, k = colour.cmyk
    return c == m == y == 0 and k > 0


def _overprinted_text(canvas: Canvas, p: TextLine) -> None:
    """Black-only text overprints (スミノセ) so it never knocks a hole in the colour under it: small
    black text on a coloured card cannot show a white rim when the plates are a little off. Set here,
    never left to the shop's RIP setting."""
    canvas.saveState()
    canvas.setFillOverprint(True)
    canvas.setOverprintMask(1)
    _text(canvas, p)
    canvas.restoreState()


def _fill(canvas: Canvas, colour: Colour, cmyk: bool) -> None:
    if cmyk:
        canvas.setFillColorCMYK(*colour.cmyk)
        canvas.setStrokeColorCMYK(*colour.cmyk)
    else:
        rgb = rgb_unit(colour.rgb)
        canvas.setFillColorRGB(*rgb)
        canvas.setStrokeColorRGB(*rgb)


def _rect(canvas: Canvas, p: Rect) -> None:
    if p.radius:
        canvas.roundRect(p.x, p.y, p.width, p.height, p.radius, stroke=0, fill=1)
    else:
        canvas.rect(p.x, p.y, p.width, p.height, stroke=0, fill=1)


def _circle(canvas: Canvas, p: Circle) -> None:
    canvas.circle(p.cx, p.cy, p.r, stroke=0, fill=1)


def _polygon(canvas: Canvas, p: Polygon) -> None:
    path = canvas.beginPath()
    path.moveTo(*p.points[0])
    for point in p.points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


def _line(canvas: Canvas, p: Segment) -> None:
    canvas.setLineWidth(p.width_pt / PT_PER_MM)
    canvas.line(p.x0, p.y0, p.x1, p.y1)


def _text(canvas: Canvas, p: TextLine) -> None:
    canvas.saveState()
    canvas.translate(p.x, p.y)
    canvas.rotate(p.rotation)
    draw_mixed(canvas, 0, 0, p.text, p.font, p.size_pt / PT_PER_MM, p.anchor)
    canvas.restoreState()


DRAWERS: dict[type, Callable[..., None]] = {Rect: _rect, Circle: _circle, Polygon: _polygon, Segment: _line, TextLine: _text}

"""Home printing: 2-up on A4 landscape in saddle-stitch order, duplex flipped on the short edge.

Sheet sides, for a booklet of 24 pages: (24, 1) (2, 23) (22, 3) (4, 21) … (12, 13): fold the stack once and
the pages read in order. Each page is placed at 100 % and cropped at its trim.
"""

from __future__ import annotations

from ..errors import fail
from ..geometry import pt_to_mm
from .geometry import A4_LANDSCAPE, Geometry

PAGES_PER_SHEET = 4  # two sides, two pages each


def sheet_sides(page_count: int) -> list[tuple[int, int]]:
    """(left page, right page) for every printed side, front then back, sheet by sheet."""
    if page_count % PAGES_PER_SHEET:
        raise fail(
            None,
            f"the booklet has {page_count} pages, expected a multiple of {PAGES_PER_SHEET} "
            f"(a saddle-stitched booklet is made of folded sheets)",
        )
    sides = []
    for side in range(page_count // 2):
        outer, inner = page_count - side, side + 1
        sides.append((outer, inner) if side % 2 == 0 else (inner, outer))
    return sides


def slot_origins(geometry: Geometry) -> tuple[tuple[float, float], tuple[float, float]]:
    """Trim origins of the left and right page: the spread centred on the sheet, meeting at the fold."""
    sheet_w, sheet_h = A4_LANDSCAPE
    x = (sheet_w - 2 * geometry.width) / 2
    y = (sheet_h - geometry.height) / 2
    if x < 0 or y < 0:
        raise fail(
            geometry.where,
            f"booklet.trim: found {pt_to_mm(geometry.width):g}×{pt_to_mm(geometry.height):g} mm, "
            f"expected two pages side by side to fit A4 landscape ({pt_to_mm(sheet_w):g}×"
            f"{pt_to_mm(sheet_h):g} mm) for the home-print file",
        )
    return (x, y), (x + geometry.width, y)

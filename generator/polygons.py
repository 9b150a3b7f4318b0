"""Points and polygons on a page: what the PDF reader (painting.py) finds and the contrast check
(contrast.py) tests, kept apart from the reader so the check can judge without importing pikepdf."""

from __future__ import annotations

Point = tuple[float, float]


def inside_polygon(x: float, y: float, polygon: tuple[Point, ...]) -> bool:
    """Whether (x, y) is inside the closed polygon (even-odd ray casting)."""
    inside = False
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside

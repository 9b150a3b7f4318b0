"""MIGHTY?'s own icon for the materials block (p.5): its chips, on the core's 100 × 100 grid."""

from __future__ import annotations

from ....booklet.surface import Surface
from ....game import Icon


def _chips(surface: Surface) -> None:
    """Three poker chips in a stack: each a short cylinder with a white ring on its face."""
    canvas = surface.canvas
    for bottom in (14, 32, 50):
        canvas.setFillColor(surface.inks.tint("blue", 1.0))
        canvas.ellipse(12, bottom, 88, bottom + 28, stroke=0, fill=1)  # the rim below
        canvas.rect(12, bottom + 14, 76, 10, stroke=0, fill=1)  # the side
        canvas.setFillColor(surface.inks.tint("blue", 0.7))
        canvas.ellipse(12, bottom + 10, 88, bottom + 38, stroke=0, fill=1)  # the face
        surface.fill("paper")
        canvas.ellipse(28, bottom + 16, 72, bottom + 32, stroke=0, fill=1)  # the white ring
        canvas.setFillColor(surface.inks.tint("blue", 0.7))
        canvas.ellipse(34, bottom + 19, 66, bottom + 29, stroke=0, fill=1)


ICONS: dict[str, Icon] = {"chips": _chips}

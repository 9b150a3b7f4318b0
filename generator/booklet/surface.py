"""What page drawing code draws on: a canvas in trim coordinates, the inks of this output, links.

The same page plan is painted onto several outputs (print, marks, screen, home A4); only the
surface differs. Links are recorded only where the output is read on a screen.
"""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from .geometry import Box, Geometry
from .inks import Inks


@dataclass
class Surface:
    canvas: Canvas
    inks: Inks
    geometry: Geometry
    interactive: bool = False  # the screen PDF: links become clickable

    def fill(self, colour: str) -> None:
        self.canvas.setFillColor(self.inks[colour])

    def stroke(self, colour: str) -> None:
        self.canvas.setStrokeColor(self.inks[colour])

    def link_to_page(self, rect: Box, page: int) -> None:
        if self.interactive:
            self.canvas.linkRect("", page_key(page), rect, relative=1, thickness=0)

    def link_to_url(self, rect: Box, url: str) -> None:
        if self.interactive:
            self.canvas.linkURL(url, rect, relative=1, thickness=0)


def page_key(page: int) -> str:
    """The bookmark name of a page: outline entries and cross-reference links point at it."""
    return f"page-{page:02d}"

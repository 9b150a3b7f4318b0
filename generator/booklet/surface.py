"""What page drawing code draws on: a canvas in trim coordinates, the inks of this output, links.

The same page plan is painted onto several outputs (print, marks, screen, home A4); only the
surface differs. Links are recorded only where the output is read on a screen.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .geometry import Geometry, PtBox
from .inks import Inks

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


@dataclass
class Surface:
    canvas: Canvas
    inks: Inks
    geometry: Geometry
    interactive: bool = False  # the screen PDF: links become clickable
    forms: dict[Hashable, str] = field(default_factory=dict)  # drawings stored once in this PDF, by key

    def place_form(self, key: Hashable, size: tuple[float, float], draw: Callable[[Canvas], None], x: float, y: float) -> None:
        """Draws `draw` (into a `size` box at the origin) as a form XObject with its corner at (x, y).
        The form is made the first time its key is seen: a drawing used many times is stored once."""
        if key not in self.forms:
            self.forms[key] = name = f"{FORM_PREFIX}{len(self.forms) + 1}"
            self.canvas.beginForm(name, 0, 0, *size)
            draw(self.canvas)
            self.canvas.endForm()
        self.canvas.saveState()
        self.canvas.translate(x, y)
        self.canvas.doForm(self.forms[key])
        self.canvas.restoreState()

    def fill(self, colour: str) -> None:
        self.canvas.setFillColor(self.inks[colour])

    def stroke(self, colour: str) -> None:
        self.canvas.setStrokeColor(self.inks[colour])

    def link_to_page(self, rect: PtBox, page: int) -> None:
        if self.interactive:
            self.canvas.linkRect("", page_key(page), rect, relative=1, thickness=0)

    def link_to_url(self, rect: PtBox, url: str) -> None:
        if self.interactive:
            self.canvas.linkURL(url, rect, relative=1, thickness=0)


FORM_PREFIX = "Card"  # the booklet's forms are card faces and backs (figures.paint_card)


def page_key(page: int) -> str:
    """The bookmark name of a page: outline entries and cross-reference links point at it."""
    return f"page-{page:02d}"

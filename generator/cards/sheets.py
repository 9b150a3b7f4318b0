"""Print-and-play sheet geometry, pure: where each card and each back goes on a sheet (mm, page origin).

Cards sit in a centred grid with a gutter between trims. A card prints its bleed half-way into
the gutter, so a cut a little off the line still shows no white. Home printers lose 3–5 mm at the
paper's edge, so nothing is printed within `printable_margin` of it. Every cut line is marked at
both its ends outside the grid, in the margin, and nowhere else: a mark inside the sheet would lie
on a card's printed bleed and stay on the card as a fragment when the cut falls a little outside
the line. The 100 % scale (sheet_scale.py) stands in a margin too. Backs are mirrored left-right
for duplex printing flipped on the long edge: the back of the card at column c is at column
(columns − 1 − c) of the back sheet, shifted by the printer's back offset (measured with the
calibration sheet).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..content.model import Paper, SheetSettings
from ..geometry import Box
from .primitives import Segment

MARK_WIDTH_PT = 0.25
MIN_MARK = 1.5  # mm: a shorter margin mark is left out (check_sheets refuses a paper whose full sheet would lose one)
SCALE_CLEARANCE = 1.0  # mm between the 100 % scale and a card's printed edge or a cut mark


@dataclass(frozen=True)
class SheetLayout:
    paper: Paper
    card_width: float
    card_height: float
    settings: SheetSettings

    @property
    def per_sheet(self) -> int:
        return self.settings.columns * self.settings.rows

    @property
    def grid(self) -> Box:
        """The trims of all cards together."""
        s, g = self.settings, self.paper.gutter
        width = s.columns * self.card_width + (s.columns - 1) * g
        height = s.rows * self.card_height + (s.rows - 1) * g
        return Box((self.paper.width - width) / 2, (self.paper.height - height) / 2, width, height)

    def front(self, slot: int) -> Box:
        """The trim of the card in `slot` (0 = top-left, row by row)."""
        row, column = divmod(slot, self.settings.columns)
        g, grid = self.paper.gutter, self.grid
        x = grid.x + column * (self.card_width + g)
        y = grid.top - (row + 1) * self.card_height - row * g
        return Box(x, y, self.card_width, self.card_height)

    def back(self, slot: int) -> Box:
        """Where the back of `slot` is drawn on the back sheet: mirrored, then offset."""
        front = self.front(slot)
        dx, dy = self.settings.back_offset
        return Box(self.paper.width - front.right + dx, front.y + dy, front.width, front.height)

    @property
    def printable(self) -> Box:
        """Where a home printer prints: the paper less its printable margin."""
        return Box(0, 0, self.paper.width, self.paper.height).inset(self.settings.printable_margin)

    def printed(self, trim: Box) -> Box:
        """The part of a card's artwork printed around its trim: half the gutter, within the printable area."""
        box, area = trim.inset(-self.paper.gutter / 2), self.printable
        x0, y0 = max(box.x, area.x), max(box.y, area.y)
        x1, y1 = min(box.right, area.right), min(box.top, area.top)
        return Box(x0, y0, x1 - x0, y1 - y0)

    def used(self, count: int | None = None) -> tuple[int, int]:
        """(rows, columns) holding cards when a sheet has `count` of them (all by default)."""
        s = self.settings
        count = self.per_sheet if count is None else max(1, min(count, self.per_sheet))
        return -(-count // s.columns), min(count, s.columns)

    def cut_xs(self, count: int | None = None) -> list[float]:
        """The vertical cut lines: both sides of every used column's trim."""
        columns = range(self.used(count)[1])
        return sorted({self.front(c).x for c in columns} | {self.front(c).right for c in columns})

    def cut_ys(self, count: int | None = None) -> list[float]:
        rows = [self.front(r * self.settings.columns) for r in range(self.used(count)[0])]
        return sorted({b.y for b in rows} | {b.top for b in rows})

    def crop_marks(self, count: int | None = None) -> list[Segment]:
        """Every cut line of the `count` cards on a sheet (all by default) marked at both its ends, in the
        margin outside the printed grid: a partly filled sheet gets no marks in its blank part."""
        return self._margin_marks(count)

    def mark_room(self) -> tuple[float, float]:
        """(across the top and bottom, across the sides): how long the margin marks of a full sheet can be."""
        grid, area, start = self.printed(self.grid), self.printable, self.settings.mark_offset
        vertical = min(grid.y - area.y, area.top - grid.top) - start
        horizontal = min(grid.x - area.x, area.right - grid.right) - start
        return min(vertical, self.settings.mark_length), min(horizontal, self.settings.mark_length)

    def scale_at(self, depth: float, length: float) -> tuple[float, float, bool] | None:
        """Where the 100 % scale goes (its outer corner, and True when it runs along x): in the bottom
        margin below the cut marks, or there between the first column's marks (centred on the card);
        else likewise in the left margin, turned a quarter; None when no margin holds it."""
        grid, area, first, s = self.printed(self.grid), self.printable, self.front(0), self.settings
        need = depth + SCALE_CLEARANCE
        if grid.y - s.mark_offset - s.mark_length - area.y >= need and area.width >= length:
            return max(grid.x, area.x), area.y, True
        if grid.y - area.y >= need and first.width >= length + 2 * SCALE_CLEARANCE:
            return first.x + (first.width - length) / 2, area.y, True
        if grid.x - s.mark_offset - s.mark_length - area.x >= need and area.height >= length:
            return area.x, min(grid.top, area.top) - length, False
        if grid.x - area.x >= need and first.height >= length + 2 * SCALE_CLEARANCE:
            return area.x, first.y + (first.height - length) / 2, False
        return None

    def _margin_marks(self, count: int | None) -> list[Segment]:
        """Short lines outside the used grid's printed area, inside the printable margin."""
        rows, columns = self.used(count)
        first, last = self.front(0), self.front((rows - 1) * self.settings.columns + columns - 1)
        grid = self.printed(Box(first.x, last.y, last.right - first.x, first.top - last.y))
        marks = []
        for x in self.cut_xs(count):
            marks += [self._mark(x, grid.top, 0, 1), self._mark(x, grid.y, 0, -1)]
        for y in self.cut_ys(count):
            marks += [self._mark(grid.right, y, 1, 0), self._mark(grid.x, y, -1, 0)]
        return [m for m in marks if m is not None]

    def _mark(self, x: float, y: float, dx: int, dy: int) -> Segment | None:
        """A mark from (x, y) + offset outward along (dx, dy), ending at the printable area's edge."""
        start = self.settings.mark_offset
        end = min(start + self.settings.mark_length, self._room(x, y, dx, dy))
        if end - start < MIN_MARK:
            return None
        return self._line(x + dx * start, y + dy * start, x + dx * end, y + dy * end)

    def _room(self, x: float, y: float, dx: int, dy: int) -> float:
        """How far from (x, y) along (dx, dy) the printable area goes."""
        area = self.printable
        if dx:
            return area.right - x if dx > 0 else x - area.x
        return area.top - y if dy > 0 else y - area.y

    @staticmethod
    def _line(x0: float, y0: float, x1: float, y1: float) -> Segment:
        return Segment(x0, y0, x1, y1, "ink", MARK_WIDTH_PT)

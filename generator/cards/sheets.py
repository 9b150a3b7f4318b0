"""Print-and-play sheet geometry, pure: where each card and each back goes on a sheet (mm, page origin).

Cards sit in a centred grid with a gutter between trims. A card prints its bleed half-way into
the gutter, so a cut a little off the line still shows no white. Crop marks stand outside the
grid only. Backs are mirrored left-right for duplex printing flipped on the long edge: the back
of the card at column c is at column (columns − 1 − c) of the back sheet, shifted by the printer's
back offset (measured with the calibration sheet).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..geometry import Box
from .primitives import Line
from ..content.model import Paper, SheetSettings

MARK_WIDTH_PT = 0.25


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

    def printed(self, trim: Box) -> Box:
        """The part of a card's artwork printed around its trim: half the gutter."""
        return trim.inset(-self.paper.gutter / 2)

    def crop_marks(self) -> list[Line]:
        """Short lines continuing every cut line into the margins, outside the grid's printed area."""
        grid = self.printed(self.grid)
        xs = sorted({self.front(c).x for c in range(self.settings.columns)} |
                    {self.front(c).right for c in range(self.settings.columns)})
        ys = sorted({self.front(r * self.settings.columns).y for r in range(self.settings.rows)} |
                    {self.front(r * self.settings.columns).top for r in range(self.settings.rows)})
        marks = []
        for x in xs:
            marks += [self._mark(x, grid.top, 0, 1), self._mark(x, grid.y, 0, -1)]
        for y in ys:
            marks += [self._mark(grid.right, y, 1, 0), self._mark(grid.x, y, -1, 0)]
        return [m for m in marks if m is not None]

    def _mark(self, x: float, y: float, dx: int, dy: int) -> Line | None:
        """A mark from (x, y) + offset outward along (dx, dy), cut at the paper's edge."""
        start = self.settings.mark_offset
        room = self._room(x, y, dx, dy)
        end = min(start + self.settings.mark_length, room)
        if end <= start:
            return None
        return Line(x + dx * start, y + dy * start, x + dx * end, y + dy * end, "ink", MARK_WIDTH_PT)

    def _room(self, x: float, y: float, dx: int, dy: int) -> float:
        if dx:
            return self.paper.width - x if dx > 0 else x
        return self.paper.height - y if dy > 0 else y

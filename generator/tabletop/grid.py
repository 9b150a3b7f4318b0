"""The face sheet's grid, pure: how many columns and rows, and each cell's pixel size.

Tabletop Simulator reads a deck's faces from one image cut into a grid of at most 10 columns ×
7 rows, row by row from the top left; every cell is one card without bleed. Sheets above
about 4096 px on their longer side load slowly or not at all, so the cells shrink to keep
the sheet inside that limit.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import Location, fail

MAX_COLUMNS = 10
MAX_ROWS = 7
MIN_CELLS_PER_SIDE = 2  # a conservative choice: not every importer takes a one-row sheet; a second row costs nothing


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int
    cell_width: int  # px
    cell_height: int  # px

    @property
    def size(self) -> tuple[int, int]:
        return (self.columns * self.cell_width, self.rows * self.cell_height)

    def cell(self, index: int) -> tuple[int, int, int, int]:
        """(left, top, right, bottom) in px of cell `index`, counted from 0 row by row."""
        row, column = divmod(index, self.columns)
        left, top = column * self.cell_width, row * self.cell_height
        return (left, top, left + self.cell_width, top + self.cell_height)


def grid_for(
    faces: int, trim_mm: tuple[float, float], card_width_px: int, max_side_px: int, where: Mapping[str, Location] | None = None
) -> Grid:
    """The fewest rows that hold `faces` (the sheet stays wide and the cells large), then as few
    columns as fill them; cells `card_width_px` wide unless the sheet would pass `max_side_px`.
    `where`: layout.yaml's tabletop settings by key, for messages."""
    where = where or {}
    if faces > MAX_COLUMNS * MAX_ROWS:
        raise fail(
            None,
            f"the deck has {faces} different faces, expected at most {MAX_COLUMNS * MAX_ROWS} "
            f"(one Tabletop Simulator sheet of {MAX_COLUMNS}×{MAX_ROWS})",
        )
    rows = max(MIN_CELLS_PER_SIDE, math.ceil(faces / MAX_COLUMNS))
    columns = max(MIN_CELLS_PER_SIDE, math.ceil(faces / rows))
    aspect = trim_mm[1] / trim_mm[0]
    width = min(card_width_px, max_side_px // columns, math.floor(max_side_px / rows / aspect))
    if width < 1:
        raise fail(where.get("max_side"), f"tabletop.max_side: found {max_side_px}px, expected room for {columns}×{rows} cards")
    return Grid(columns, rows, width, round(width * aspect))

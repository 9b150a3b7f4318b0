"""The face sheets' grids, pure: how many sheets, columns and rows, and each cell's pixel size.

Tabletop Simulator reads a deck's faces from images cut into a grid of at most 10 columns ×
7 rows, row by row from the top left; every cell is one card without bleed. A deck with more
faces takes several sheets, each its own `CustomDeck` entry. Sheets above about 4096 px on
their longer side load slowly or not at all, so the cells shrink to keep every sheet inside
that limit.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import Location, fail

MAX_COLUMNS = 10
MAX_ROWS = 7
CELLS_PER_SHEET = MAX_COLUMNS * MAX_ROWS
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


def sheet_sizes(faces: int) -> list[int]:
    """How many faces each sheet holds: full sheets in deck order, the rest on the last."""
    full, rest = divmod(faces, CELLS_PER_SHEET)
    return [CELLS_PER_SHEET] * full + ([rest] if rest else [])


def place(face: int) -> tuple[int, int]:
    """(sheet number counted from 1, cell counted from 0) of the deck's `face`-th distinct face."""
    sheet, cell = divmod(face, CELLS_PER_SHEET)
    return sheet + 1, cell


def _shape(faces: int) -> tuple[int, int]:
    """The fewest rows that hold `faces` (the sheet stays wide and the cells large), then as few columns as fill them."""
    rows = max(MIN_CELLS_PER_SIDE, math.ceil(faces / MAX_COLUMNS))
    return max(MIN_CELLS_PER_SIDE, math.ceil(faces / rows)), rows


def sheets_for(
    faces: int, trim_mm: tuple[float, float], card_width_px: int, max_side_px: int, where: Mapping[str, Location] | None = None
) -> list[Grid]:
    """One grid per sheet of at most 10×7 faces; cells `card_width_px` wide unless a sheet would pass
    `max_side_px`. Every sheet has the cells of the most crowded one, so every card has the same
    resolution. `where`: layout.yaml's tabletop settings by key, for messages."""
    shapes = [_shape(n) for n in sheet_sizes(faces)] or [_shape(0)]
    aspect = trim_mm[1] / trim_mm[0]
    width = min(min(card_width_px, max_side_px // columns, math.floor(max_side_px / rows / aspect)) for columns, rows in shapes)
    if width < 1:
        columns, rows = shapes[0]
        raise fail((where or {}).get("max_side"), f"tabletop.max_side: found {max_side_px}px, expected room for {columns}×{rows} cards")
    return [Grid(columns, rows, width, round(width * aspect)) for columns, rows in shapes]


def grid_for(
    faces: int, trim_mm: tuple[float, float], card_width_px: int, max_side_px: int, where: Mapping[str, Location] | None = None
) -> Grid:
    """The grid of a deck whose faces fit one sheet (at most 70)."""
    (grid,) = sheets_for(faces, trim_mm, card_width_px, max_side_px, where)
    return grid

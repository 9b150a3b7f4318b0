"""The face sheet's grid: the simulator's limits, whatever the number of faces."""

import pytest

from generator.errors import BuildError
from generator.tabletop.grid import grid_for

POKER = (63.0, 88.0)
MAX_COLUMNS, MAX_ROWS = 10, 7  # the simulator's custom-deck grid (tabletop.md)


@pytest.mark.parametrize("faces, columns, rows", [(14, 7, 2), (39, 10, 4), (70, 10, 7), (3, 2, 2), (11, 6, 2)])
def test_fewest_rows_then_fewest_columns(faces, columns, rows):
    grid = grid_for(faces, POKER, 512, 4096)
    assert (grid.columns, grid.rows) == (columns, rows)
    assert grid.columns * grid.rows >= faces


@pytest.mark.parametrize("faces", range(1, MAX_COLUMNS * MAX_ROWS + 1))
def test_every_deck_size_stays_inside_the_limits(faces):
    grid = grid_for(faces, POKER, 800, 4096)
    assert grid.columns <= MAX_COLUMNS and grid.rows <= MAX_ROWS
    assert max(grid.size) <= 4096
    assert grid.cell_height / grid.cell_width == pytest.approx(88 / 63, abs=1 / grid.cell_width)


@pytest.mark.parametrize("trim", [POKER, (63.0, 176.0)])  # 10 columns limit the poker sheet; 7 rows the tall one
def test_cells_shrink_to_keep_the_sheet_inside_the_longest_side(trim):
    grid = grid_for(70, trim, 800, 4096)
    assert max(grid.size) <= 4096
    wider = grid.cell_width + 1  # the largest cells that fit: one pixel wider passes the limit
    assert max(grid.columns * wider, grid.rows * wider * trim[1] / trim[0]) > 4096
    assert grid_for(14, POKER, 512, 4096).cell_width == 512  # room enough: the configured width


def test_cells_read_row_by_row_from_the_top_left():
    grid = grid_for(14, POKER, 100, 4096)
    assert grid.cell(0) == (0, 0, 100, grid.cell_height)
    assert grid.cell(7) == (0, grid.cell_height, 100, 2 * grid.cell_height)
    assert grid.cell(8)[0] == 100


def test_more_faces_than_one_sheet_holds_is_an_error():
    with pytest.raises(BuildError, match="at most 70"):
        grid_for(71, POKER, 512, 4096)


def test_a_sheet_side_too_small_for_the_grid_is_an_error_at_its_setting():
    from generator.errors import Location

    with pytest.raises(BuildError, match="tabletop.max_side") as error:
        grid_for(14, POKER, 512, 5, {"max_side": Location("content/layout.yaml", 53, 13)})
    assert str(error.value).startswith("content/layout.yaml:53:13")

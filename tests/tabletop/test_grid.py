"""The face sheet's grid: the simulator's limits, whatever the number of faces."""

import pytest

from generator.errors import BuildError
from generator.tabletop.grid import grid_for, place, sheets_for

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


def test_a_deck_of_more_faces_fills_one_sheet_after_another_with_the_same_cells():
    sheets = sheets_for(120, POKER, 800, 4096)
    assert [(grid.columns, grid.rows) for grid in sheets] == [(10, 7), (10, 5)]
    assert {(grid.cell_width, grid.cell_height) for grid in sheets} == {(sheets[0].cell_width, sheets[0].cell_height)}
    assert [(g.columns, g.rows) for g in sheets_for(71, POKER, 800, 4096)] == [(10, 7), (2, 2)]
    assert len(sheets_for(70, POKER, 800, 4096)) == 1


@pytest.mark.parametrize("faces", [71, 139, 140, 141, 350])
def test_every_sheet_stays_inside_the_limits(faces):
    sheets = sheets_for(faces, POKER, 800, 4096)
    assert sum(grid.columns * grid.rows for grid in sheets) >= faces > sum(grid.columns * grid.rows for grid in sheets[:-1])
    assert all(grid.columns <= MAX_COLUMNS and grid.rows <= MAX_ROWS and max(grid.size) <= 4096 for grid in sheets)


def test_a_face_s_place_is_its_sheet_from_1_and_its_cell_from_0():
    assert [place(face) for face in (0, 69, 70, 119, 140)] == [(1, 0), (1, 69), (2, 0), (2, 49), (3, 0)]


def test_a_sheet_side_too_small_for_the_grid_is_an_error_at_its_setting():
    from generator.errors import Location

    with pytest.raises(BuildError, match="tabletop.max_side") as error:
        grid_for(14, POKER, 512, 5, {"max_side": Location("content/layout.yaml", 53, 13)})
    assert str(error.value).startswith("content/layout.yaml:53:13")

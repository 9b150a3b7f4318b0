"""Print-and-play geometry: a centred grid, cut marks only in its margins, backs mirrored for a long-edge flip."""

from dataclasses import replace

import pytest

from generator.cards.sheets import SheetLayout
from generator.content.model import Paper, SheetSettings

A4 = Paper("a4", 210.0, 297.0, 1.0)
LETTER = Paper("letter", 215.9, 279.4, 0.0)
SETTINGS = SheetSettings(  # the values of content/layout.yaml, fixed here so the geometry tests stand alone
    papers=(A4, LETTER),
    columns=3,
    rows=3,
    mark_offset=1.0,
    mark_length=4.0,
    back_offset=(0.0, 0.0),
    quickref_size="poker",
    quickref_min_pt=7.0,
    qr_module=0.5,
    printable_margin=5.0,
)


def layout(paper=A4, **changes):
    return SheetLayout(paper, 63.0, 88.0, replace(SETTINGS, **changes))


def mirrored(box, paper):
    return (round(paper.width - box.right, 6), round(box.y, 6))


def test_grid_is_centred_with_the_margins_of_the_print_notes():
    grid = layout().grid
    assert round(grid.x, 6) == 9.5 and round(grid.y, 6) == 15.5  # a 1 mm gutter
    assert round(layout(LETTER).grid.y, 6) == 7.7  # cards side by side: Letter keeps 7.7 mm above and below


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_each_back_lands_behind_its_front_after_a_long_edge_flip(paper):
    sheet = layout(paper)
    for slot in range(9):
        front, back = sheet.front(slot), sheet.back(slot)
        assert mirrored(back, paper) == (round(front.x, 6), round(front.y, 6))
        assert (back.width, back.height) == (front.width, front.height)


def test_back_column_is_the_mirrored_column():
    sheet = layout()
    assert round(sheet.back(0).x, 6) == round(sheet.front(2).x, 6)
    assert round(sheet.back(4).x, 6) == round(sheet.front(4).x, 6)


def test_back_offset_shifts_every_back_and_no_front():
    plain, shifted = layout(), layout(back_offset=(1.5, -2.0))
    for slot in range(9):
        assert shifted.front(slot) == plain.front(slot)
        assert round(shifted.back(slot).x - plain.back(slot).x, 6) == 1.5
        assert round(shifted.back(slot).y - plain.back(slot).y, 6) == -2.0


def test_slots_do_not_overlap_and_keep_the_gutter():
    sheet = layout(replace(A4, gutter=3.0))
    assert round(sheet.front(1).x - sheet.front(0).right, 6) == 3.0
    assert round(sheet.front(0).y - sheet.front(3).top, 6) == 3.0


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_marks_and_cuts_lie_where_a_home_printer_prints(paper):
    """Home printers lose 3–5 mm at the edge: every mark and every cut line is inside the printable margin (defect 4)."""
    sheet = layout(paper)
    margin = SETTINGS.printable_margin
    for m in sheet.crop_marks():
        for x, y in ((m.x0, m.y0), (m.x1, m.y1)):
            assert margin - 1e-9 <= x <= paper.width - margin + 1e-9 and margin - 1e-9 <= y <= paper.height - margin + 1e-9, m
    for x in sheet.cut_xs():
        assert margin <= x <= paper.width - margin
    for y in sheet.cut_ys():
        assert margin <= y <= paper.height - margin
    printed = sheet.printed(sheet.grid)
    assert printed.x >= margin and printed.y >= margin and printed.right <= paper.width - margin


def _crosses(mark, box) -> bool:
    """Whether a horizontal or vertical mark touches the box (its edges included)."""
    x0, x1 = sorted((mark.x0, mark.x1))
    y0, y1 = sorted((mark.y0, mark.y1))
    return x0 <= box.right + 1e-6 and x1 >= box.x - 1e-6 and y0 <= box.top + 1e-6 and y1 >= box.y - 1e-6


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("count", range(1, 10))
def test_no_cut_mark_lies_on_a_card(paper, count):
    """Marks stand only in the margins (issue 28): none touches a card's printed area (its trim and the
    bleed printed round it), so a cut a little outside the line leaves no fragment of a mark on a card."""
    sheet = layout(paper)
    printed = [sheet.printed(sheet.front(slot)) for slot in range(count)]
    for m in sheet.crop_marks(count):
        assert not any(_crosses(m, box) for box in printed), m


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_the_scale_stands_in_a_margin_clear_of_the_cards_and_marks(paper):
    sheet = layout(paper)
    x, y, along_x = sheet.scale_at(5.0, 50.0)
    assert along_x == (paper is A4)  # Letter's top and bottom margins are too narrow: it stands at the left
    reach = (x, y, x + 50.0, y + 5.0) if along_x else (x, y, x + 5.0, y + 50.0)
    area, grid = sheet.printable, sheet.printed(sheet.grid)
    assert area.x <= reach[0] and area.y <= reach[1]
    assert reach[3] < grid.y if along_x else reach[2] < grid.x
    for m in sheet.crop_marks():
        assert not (
            min(m.x0, m.x1) <= reach[2] and max(m.x0, m.x1) >= reach[0] and min(m.y0, m.y1) <= reach[3] and max(m.y0, m.y1) >= reach[1]
        ), m


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_every_cut_line_is_marked_at_two_places_at_least(paper):
    """Two marks on a line are what a ruler needs."""
    sheet = layout(paper)
    marks = sheet.crop_marks()
    for x in sheet.cut_xs():
        assert sum(1 for m in marks if abs(m.x0 - x) < 1e-6 and abs(m.x1 - x) < 1e-6) >= 2, x
    for y in sheet.cut_ys():
        assert sum(1 for m in marks if abs(m.y0 - y) < 1e-6 and abs(m.y1 - y) < 1e-6) >= 2, y


def test_crop_marks_continue_the_cut_lines():
    sheet = layout()
    cut_xs = {round(sheet.front(c).x, 6) for c in range(3)} | {round(sheet.front(c).right, 6) for c in range(3)}
    assert len(cut_xs) == 6  # a 1 mm gutter: two cuts between neighbours
    vertical = {round(m.x0, 6) for m in sheet.crop_marks() if m.x0 == m.x1}
    assert vertical == cut_xs


def test_a_partly_filled_sheet_marks_only_its_cards():
    """The last card sheet holds 3 cards: no marks stand in its blank rows."""
    sheet = layout()
    marks = sheet.crop_marks(3)
    first_row = sheet.front(0)
    lowest = min(min(m.y0, m.y1) for m in marks)
    assert lowest >= first_row.y - sheet.paper.gutter / 2 - SETTINGS.mark_offset - SETTINGS.mark_length - 1e-6
    assert sheet.cut_ys(3) == [first_row.y, first_row.top]
    for y in sheet.cut_ys(3):
        assert sum(1 for m in marks if abs(m.y0 - y) < 1e-6 and abs(m.y1 - y) < 1e-6) >= 2

"""generator/booklet/imposition.py: the saddle-stitch order a home printer needs."""

import pytest

from generator.booklet.imposition import sheet_sides
from generator.errors import BuildError


def test_24_pages_follow_the_print_notes_order():
    assert sheet_sides(24) == [
        (24, 1),
        (2, 23),
        (22, 3),
        (4, 21),
        (20, 5),
        (6, 19),
        (18, 7),
        (8, 17),
        (16, 9),
        (10, 15),
        (14, 11),
        (12, 13),
    ]


@pytest.mark.parametrize("pages", [4, 8, 24, 48])
def test_every_page_is_printed_once_and_facing_pages_add_up(pages):
    sides = sheet_sides(pages)
    assert sorted(p for side in sides for p in side) == list(range(1, pages + 1))
    assert all(left + right == pages + 1 for left, right in sides)


def test_a_page_count_that_cannot_be_folded_is_refused():
    with pytest.raises(BuildError, match="has 23 pages, expected a multiple of 4"):
        sheet_sides(23)

"""The home A4 file: two trimmed pages per landscape side, in saddle-stitch order (pdftotext per half)."""

import pytest

from generator.booklet.imposition import sheet_sides

from .conftest import HOME, MM, PRINT, pdftotext_pages, run, squeeze

HALF_WIDTH = 148 * MM
SHEET_HEIGHT = 210 * MM
OFFSET = (297 - 2 * 148) / 2 * MM  # the spread is centred on the sheet


def half_text(path, sheet: int, side: int) -> str:
    x = OFFSET + side * HALF_WIDTH
    return squeeze(
        run(
            "pdftotext",
            "-raw",
            "-f",
            str(sheet),
            "-l",
            str(sheet),
            "-x",
            f"{x:.0f}",
            "-y",
            "0",
            "-W",
            f"{HALF_WIDTH:.0f}",
            "-H",
            f"{SHEET_HEIGHT:.0f}",
            str(path),
            "-",
        )
    )


@pytest.fixture(scope="module")
def halves(built):
    return [(half_text(built / HOME, sheet, 0), half_text(built / HOME, sheet, 1)) for sheet in range(1, 13)]


@pytest.fixture(scope="module")
def print_text(built):
    """The print PDF's pages: the same text as the home sheets (the screen PDF adds the figures' alt text)."""
    return pdftotext_pages(built / PRINT, "-raw")


def test_sheets_hold_the_pages_in_saddle_stitch_order(halves, print_text):
    pages = [squeeze(text) for text in print_text]
    found = [(pages.index(left) + 1, pages.index(right) + 1) for left, right in halves]
    assert found == [(24, 1), (2, 23), (22, 3), (4, 21), (20, 5), (6, 19), (18, 7), (8, 17), (16, 9), (10, 15), (14, 11), (12, 13)]
    assert found == sheet_sides(24)


def test_every_page_is_cropped_at_its_trim(halves, print_text):
    """Nothing of a page spills into its neighbour: each half holds exactly one page's text."""
    pages = {squeeze(text) for text in print_text}
    assert all(left in pages and right in pages for left, right in halves)


def pixel(path, page: int, x_mm: float, y_mm: float, tmp_path) -> tuple[int, ...]:
    """The colour at (x, y) mm from the top-left of a page rendered at 72 dpi."""
    from PIL import Image

    prefix = tmp_path / f"p{page}"
    run("pdftoppm", "-r", "72", "-png", "-singlefile", "-f", str(page), "-l", str(page), str(path), str(prefix))
    with Image.open(f"{prefix}.png") as image:
        return image.convert("RGB").getpixel((round(x_mm * MM), round(y_mm * MM)))


def test_backgrounds_stop_at_the_fold(built, tmp_path):
    """Beside the fold, the home sheet shows each page's own trimmed edge: page 24's just left of it, the
    cover's just right (a bleed reaching across would show the other page's colour there). Both covers
    are yellow at the fold now (issue 29's back cover on the cover's table), so the check is at 1.5 mm
    from the fold on each side, against each page's own pixel there."""
    from .conftest import PRINT

    fold = OFFSET / MM + 148
    for y in (40, 100, 160):
        assert pixel(built / HOME, 1, fold - 1.5, y - 3, tmp_path) == pixel(built / PRINT, 24, 3 + 148 - 1.5, y, tmp_path)
        assert pixel(built / HOME, 1, fold + 1.5, y - 3, tmp_path) == pixel(built / PRINT, 1, 3 + 1.5, y, tmp_path)

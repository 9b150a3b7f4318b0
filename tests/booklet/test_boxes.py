"""Page counts, page sizes and the print boxes of every output (pdfinfo -box)."""

import pytest

from .conftest import HOME, MARKS, MM, PDFS, PRINT, SCREEN, page_boxes, run

TRIM_MM = (148, 210)
BLEED_MM = 3
MARKS_MARGIN_MM = 12


def close(a, b, tolerance=0.02):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("name, pages", [(PRINT, 24), (MARKS, 24), (SCREEN, 24), (HOME, 12)])
def test_page_count(built, name, pages):
    assert f"Pages:           {pages}\n" in run("pdfinfo", str(built / name))


def test_print_pages_are_trim_plus_bleed_with_trim_and_bleed_boxes(built):
    width, height = (TRIM_MM[0] + 2 * BLEED_MM) * MM, (TRIM_MM[1] + 2 * BLEED_MM) * MM
    boxes = page_boxes(built / PRINT)
    assert len(boxes) == 24
    for page in boxes:
        assert close(page.media, (0, 0, width, height))
        assert close(page.bleed, page.media)
        assert close(page.trim, (8.504, 8.504, 428.03, 603.78))


def test_marked_pages_keep_the_trim_and_bleed_inside_a_larger_sheet(built):
    border = (BLEED_MM + MARKS_MARGIN_MM) * MM
    for page in page_boxes(built / MARKS):
        assert close(page.media, (0, 0, TRIM_MM[0] * MM + 2 * border, TRIM_MM[1] * MM + 2 * border))
        assert close(page.trim, (border, border, border + TRIM_MM[0] * MM, border + TRIM_MM[1] * MM))
        bleed = BLEED_MM * MM
        assert close(page.bleed, (border - bleed, border - bleed, page.trim[2] + bleed, page.trim[3] + bleed))


def test_screen_pages_are_the_trim_size(built):
    for page in page_boxes(built / SCREEN):
        assert close(page.media, (0, 0, TRIM_MM[0] * MM, TRIM_MM[1] * MM))


def test_home_sheets_are_a4_landscape(built):
    for page in page_boxes(built / HOME):
        assert close(page.media, (0, 0, 297 * MM, 210 * MM))


@pytest.mark.parametrize("name", PDFS)
def test_every_font_is_embedded(built, name):
    rows = run("pdffonts", str(built / name)).splitlines()[2:]
    assert rows, "no fonts at all"
    for row in rows:
        columns = row.split()
        assert columns[-5] == "yes", row  # emb
    faces = {row.split()[0].split("+")[-1] for row in rows}
    # BIZ UD Gothic, and its proportional sister for the Latin words (typeset/mixed.py)
    assert faces == {"BIZUDGothic-Regular", "BIZUDGothic-Bold", "BIZUDPGothic-Regular", "BIZUDPGothic-Bold"}


@pytest.mark.parametrize("name", PDFS)
def test_qpdf_finds_the_file_clean(built, name):
    run("qpdf", "--check", str(built / name))  # exit 0 only for a clean file


def test_manifest_lists_every_output_with_pages_and_size(built):
    import json

    entries = {e["path"]: e for e in json.loads((built / "manifest.json").read_text())["outputs"]}
    assert entries[PRINT]["page_size_mm"] == [154.0, 216.0] and entries[PRINT]["pages"] == 24
    assert entries[MARKS]["page_size_mm"] == [178.0, 240.0]
    assert entries[SCREEN]["page_size_mm"] == [148.0, 210.0]
    assert entries[HOME]["page_size_mm"] == [297.0, 210.0] and entries[HOME]["pages"] == 12
    previews = [p for p in entries if p.startswith("preview/")]
    assert previews == [f"preview/page-{n:02d}.png" for n in range(1, 25)]
    assert all(len(e["sha256"]) == 64 for e in entries.values())

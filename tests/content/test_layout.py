"""layout.yaml `cards:` → Content.card_sheets: the print-and-play sheets, the quick reference, QR files;
and `booklet.qr_module`."""

from __future__ import annotations

import pytest

from generator.content.loader import load_content
from generator.content.model import Paper, SheetSettings
from generator.errors import BuildError

from .conftest import REPO, edit

LAYOUT = "layout.yaml"


def at(folder, needle: str) -> str:
    """content/layout.yaml:LINE:COL of the first occurrence of `needle`: where a message points."""
    lines = (folder / LAYOUT).read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines, start=1) if needle in line)
    return f"content/{LAYOUT}:{number}:{lines[number - 1].index(needle) + 1}"


def problems(folder) -> list[str]:
    with pytest.raises(BuildError) as error:
        load_content(folder)
    return str(error.value).splitlines()


def test_the_sheet_settings_are_read_in_millimetres():
    assert load_content(REPO / "content").card_sheets == SheetSettings(
        papers=(Paper("a4", 210.0, 297.0, 1.0), Paper("letter", 215.9, 279.4, 0.0)),  # 8.5 × 11 in
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


def test_the_papers_and_the_quickref_size_keep_where_they_are_written():
    folder = REPO / "content"
    sheets = load_content(folder).card_sheets
    assert [str(paper.where) for paper in sheets.papers] == [at(folder, "{width: 210mm"), at(folder, "{width: 8.5in")]
    assert str(sheets.where) == at(folder, "poker, min_text")


def test_other_units_and_a_signed_back_offset(copy):
    edit(copy, LAYOUT, "back_offset: {x: 0mm, y: 0mm}", "back_offset: {x: -0.5mm, y: +1pt}")
    edit(copy, LAYOUT, "min_text: 7pt", "min_text: 0.1in")
    edit(copy, LAYOUT, "qr_module: 0.5mm", "qr_module: 0.05cm")
    sheets = load_content(copy).card_sheets
    assert sheets.back_offset == (-0.5, round(25.4 / 72, 6))
    assert sheets.quickref_min_pt == pytest.approx(7.2)
    assert sheets.qr_module == 0.5


def test_papers_keep_their_order(copy):
    layout = (copy / LAYOUT).read_text(encoding="utf-8")
    a4 = next(line for line in layout.splitlines(keepends=True) if line.startswith("      a4:"))
    edit(copy, LAYOUT, a4, "")
    edit(copy, LAYOUT, "gutter: 0mm}", "gutter: 0mm}\n      a3: {width: 297mm, height: 420mm, gutter: 4mm}")
    assert [paper.name for paper in load_content(copy).card_sheets.papers] == ["letter", "a3"]


def test_a_misspelt_key_is_one_message_naming_the_missing_one(copy):
    edit(copy, LAYOUT, "crop_marks: {", "crop_mark: {")
    assert problems(copy) == [
        f"{at(copy, 'crop_mark:')}: cards.pnp: found unknown key 'crop_mark', expected one of: "
        "papers, columns, rows, crop_marks, back_offset, back, printable_margin (did you mean 'crop_marks'?)",
    ]


def test_an_unknown_key_under_cards(copy):
    edit(copy, LAYOUT, "  qr_module: 0.5mm", "  qr_modul: 0.5mm")
    assert problems(copy) == [
        f"{at(copy, 'qr_modul:')}: cards: found unknown key 'qr_modul', expected one of: trim, bleed, safe, "
        "preset, presets, pnp, quickref, qr_module (did you mean 'qr_module'?)",
    ]


def test_a_length_without_a_unit(copy):
    edit(copy, LAYOUT, "gutter: 1mm", "gutter: 3")
    assert problems(copy) == [
        f"{at(copy, '3}')}: cards.pnp.papers.a4.gutter: found 3, expected a length with a unit: mm, cm, pt, in",
    ]


def test_a_back_offset_without_a_unit(copy):
    edit(copy, LAYOUT, "back_offset: {x: 0mm", "back_offset: {x: -0.5")
    assert problems(copy) == [
        f"{at(copy, '-0.5')}: cards.pnp.back_offset.x: found -0.5, expected a length with a unit and an "
        "optional sign, such as -0.5mm (mm, cm, pt, in)",
    ]


def test_a_negative_size_is_not_an_offset(copy):
    edit(copy, LAYOUT, "length: 4mm", "length: -4mm")
    assert problems(copy) == [
        f"{at(copy, '-4mm')}: cards.pnp.crop_marks.length: found '-4mm', expected a length from 1mm to 10mm",
    ]


def test_a_paper_of_no_size(copy):
    edit(copy, LAYOUT, "width: 8.5in", "width: 0in")
    assert problems(copy) == [
        f"{at(copy, '0in')}: cards.pnp.papers.letter.width: found '0in', expected a length from 100mm to 1000mm (a sheet of paper)"
    ]


def test_an_unknown_quickref_size(copy):
    edit(copy, LAYOUT, "size: poker", "size: pokr")
    assert problems(copy) == [
        f"{at(copy, 'pokr')}: cards.quickref.size: found 'pokr', expected a card size: poker, a6 (did you mean 'poker'?)",
    ]


def test_columns_must_be_a_whole_number(copy):
    edit(copy, LAYOUT, "columns: 3", "columns: three")
    assert problems(copy) == [f"{at(copy, 'three')}: cards.pnp.columns: found 'three', expected a whole number from 1 to 10"]


def test_a_paper_name_must_make_a_file_name(copy):
    edit(copy, LAYOUT, "      a4:     {", "      A 4:     {")
    assert problems(copy) == [
        f"{at(copy, 'A 4')}: cards.pnp.papers.A 4: found the name 'A 4', expected lowercase letters, digits and "
        "hyphens (it names the file cards/cards-pnp-NAME.pdf)",
    ]


def test_a_paper_needs_its_three_lengths(copy):
    edit(copy, LAYOUT, "height: 11in, gutter: 0mm}", "height: 11in}")
    assert problems(copy) == [
        f"{at(copy, '{width: 8.5in')}: cards.pnp.papers.letter: found no 'gutter', expected 'gutter' (a length from 0mm to 20mm)"
    ]


def test_without_the_print_and_play_section(copy):
    text = (copy / LAYOUT).read_text(encoding="utf-8")
    start, end = text.index("  pnp:"), text.index("  quickref:")
    (copy / LAYOUT).write_text(text[:start] + text[end:], encoding="utf-8")
    assert problems(copy) == [
        f"{at(copy, 'trim: {width: 63mm')}: cards: found no 'pnp', expected 'pnp' (a mapping with the keys "
        "papers, columns, rows, crop_marks, back_offset, back, printable_margin)"
    ]


# ---- booklet.qr_module: p.12's QR code ----


def test_the_booklet_qr_module_is_read_with_its_unit(copy):
    assert load_content(REPO / "content").booklet.qr_module.mm == pytest.approx(0.8)
    edit(copy, LAYOUT, "  qr_module: 0.8mm", "  qr_module: 0.06cm")
    assert load_content(copy).booklet.qr_module.mm == pytest.approx(0.6)


def test_a_qr_module_below_0_4_mm_is_refused_where_it_is_written(copy):
    edit(copy, LAYOUT, "  qr_module: 0.8mm", "  qr_module: 0.3mm")
    edit(copy, LAYOUT, "  qr_module: 0.5mm", "  qr_module: 1pt")  # 0.35 mm
    assert problems(copy) == [
        f"{at(copy, '0.3mm')}: booklet.qr_module: found '0.3mm', expected a length from 0.4mm to 2mm "
        "(smaller QR codes do not scan reliably in print, larger ones do not fit the page)",
        f"{at(copy, '1pt')}: cards.qr_module: found '1pt', expected a length from 0.4mm to 2mm "
        "(smaller QR codes do not scan reliably in print, larger ones do not fit the page)",
    ]
    edit(copy, LAYOUT, "  qr_module: 0.3mm", "  qr_module: 0.4mm")
    edit(copy, LAYOUT, "  qr_module: 1pt", "  qr_module: 0.5mm")
    assert load_content(copy).booklet.qr_module.mm == pytest.approx(0.4)


def test_the_booklet_qr_module_is_required(copy):
    edit(copy, LAYOUT, "  qr_module: 0.8mm ", "  # qr_module: 0.8mm ")
    assert problems(copy) == [
        f"{at(copy, 'trim: {width: 148mm')}: booklet: found no 'qr_module', expected 'qr_module' (a length from 0.4mm to 2mm)"
    ]


def test_the_booklet_marks_margin_is_required(copy):
    """The paper around the bleed for trim marks: `check` reports it missing, not only the build."""
    edit(copy, LAYOUT, "  marks_margin: 12mm ", "  # marks_margin: 12mm ")
    assert problems(copy) == [
        f"{at(copy, 'trim: {width: 148mm')}: booklet: found no 'marks_margin', expected 'marks_margin' (a length from 5mm to 30mm)"
    ]

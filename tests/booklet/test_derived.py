"""The marks and home files are made from the print PDF's pages: the same drawing, moved (and on the
home sheet cropped at the trim), never painted again. Read back from the built files with pikepdf."""

from __future__ import annotations

import pikepdf
import pytest

from generator.booklet import plan, prepare
from generator.booklet.derived import page_form
from generator.booklet.imposition import sheet_sides
from generator.booklet.inks import PRINT as PRINT_INKS
from generator.booklet.inks import SCREEN as SCREEN_INKS
from generator.pipeline import build

from .conftest import CONTENT, HOME, MARKS, MM, PRINT

BLEED = 3 * MM
MARKS_MARGIN = 12 * MM
TRIM = (148 * MM, 210 * MM)
HOME_ORIGIN = ((297 - 2 * 148) / 2 * MM, (210 - 210) / 2 * MM)  # the spread centred on A4 landscape


def operations(stream_owner) -> list[tuple[str, list]]:
    """(operator, operands) of a page's or a form's content, comparable across files."""
    return [(str(op), [_plain(o) for o in operands]) for operands, op in pikepdf.parse_content_stream(stream_owner)]


def _plain(operand):
    if isinstance(operand, pikepdf.Name | pikepdf.String):
        return str(operand)
    if isinstance(operand, pikepdf.Array):
        return [_plain(o) for o in operand]
    return float(operand) if not isinstance(operand, pikepdf.Object) else repr(operand)


@pytest.fixture(scope="module")
def pdfs(built):
    with pikepdf.open(built / PRINT) as print_pdf, pikepdf.open(built / MARKS) as marks, pikepdf.open(built / HOME) as home:
        yield print_pdf, marks, home


def test_each_marked_page_is_its_print_page_moved_by_the_margin_then_the_marks(pdfs):
    print_pdf, marks, _ = pdfs
    assert len(marks.pages) == len(print_pdf.pages) == 24
    for printed, marked in zip(print_pdf.pages, marks.pages, strict=True):
        ops = operations(marked)
        assert ops[:2] == [("q", []), ("cm", [1, 0, 0, 1, pytest.approx(MARKS_MARGIN, abs=1e-3), pytest.approx(MARKS_MARGIN, abs=1e-3)])]
        assert ops[2:-4] == operations(printed)
        assert ops[-4:] == [("Q", []), ("q", []), ("Do", ["/TrimMarks"]), ("Q", [])]


def test_the_marks_are_one_form_shared_by_every_page_and_need_no_font(pdfs):
    _, marks, _ = pdfs
    forms = {page.Resources.XObject.TrimMarks.objgen for page in marks.pages}
    assert len(forms) == 1
    form = marks.pages[0].Resources.XObject.TrimMarks
    assert len(form.Resources.get("/Font", {})) == 0
    ops = operations(form)
    assert ("K", [1, 1, 1, 1]) in ops  # registration colour
    assert sum(op == "S" for op, _ in ops) >= 5  # four corners and the centre marks


def test_each_home_slot_is_a_print_page_cropped_at_its_trim_on_its_place(pdfs):
    print_pdf, _, home = pdfs
    printed = [operations(page) for page in print_pdf.pages]
    for sheet, pair in zip(home.pages, sheet_sides(24), strict=True):
        ops = operations(sheet)
        for slot, number in enumerate(pair):
            form = sheet.Resources.XObject[f"/Slot{slot + 1}"]
            assert [float(v) for v in form.BBox] == pytest.approx([BLEED, BLEED, BLEED + TRIM[0], BLEED + TRIM[1]], abs=1e-3)
            assert operations(form) == printed[number - 1], f"sheet side {pair}: slot {slot + 1}"
            x, y = HOME_ORIGIN[0] + slot * TRIM[0] - BLEED, HOME_ORIGIN[1] - BLEED
            assert ("cm", [1, 0, 0, 1, pytest.approx(x, abs=1e-3), pytest.approx(y, abs=1e-3)]) in ops


@pytest.mark.slow  # a whole booklet build
def test_the_pages_are_painted_twice_once_per_colour_model(tmp_path, monkeypatch):
    """Print (CMYK) and screen (sRGB): the marks and home files reuse the print pages."""
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")  # count in this process
    painted = []
    original = plan.PagePlan.paint
    monkeypatch.setattr(plan.PagePlan, "paint", lambda self, surface: (painted.append(self.number), original(self, surface)))
    build(["booklet"], CONTENT, tmp_path / "out")
    assert sorted(painted) == sorted(list(range(1, 25)) * 2)


@pytest.mark.parametrize("name", [PRINT, MARKS, HOME])
def test_every_stream_is_deflated(built, name):
    """The finishing save writes streams as they are: whatever derived.py adds, it deflates itself."""
    with pikepdf.open(built / name) as pdf:
        raw = [o.objgen for o in pdf.objects if isinstance(o, pikepdf.Stream) and "/Filter" not in o and o.get("/Type") != "/Metadata"]
    assert raw == []


def test_a_page_of_several_streams_becomes_one_deflated_form():
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(100, 100))
    page = pdf.pages[0]
    page.obj.Contents = pikepdf.Array([pdf.make_stream(b"0 0 m"), pdf.make_stream(b"10 10 l S")])
    form = page_form(pdf, page, page.mediabox)
    assert form.Filter == pikepdf.Name.FlateDecode and form.Subtype == pikepdf.Name.Form
    assert [str(op) for _, op in pikepdf.parse_content_stream(form)] == ["m", "l", "S"]
    assert [float(v) for v in form.BBox] == [0, 0, 100, 100]


def test_the_print_and_screen_plans_differ_only_in_their_inks(content):
    """What the screen layout checked (every page fits) holds for the print pages laid out later."""
    job = prepare(content)
    print_plans, screen_plans = job.plans[PRINT_INKS], job.plans[SCREEN_INKS]
    assert [(p.number, p.title, len(p.painters), p.links) for p in print_plans] == [
        (p.number, p.title, len(p.painters), p.links) for p in screen_plans
    ]


def test_asking_whether_a_colour_model_is_laid_out_lays_out_nothing(content, monkeypatch):
    job = prepare(content)
    monkeypatch.setattr("generator.booklet.page_layout.plan_pages", lambda *a, **k: pytest.fail("laid out again"))
    assert PRINT_INKS in job.plans and "grey" not in job.plans

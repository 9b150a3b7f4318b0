"""Adjacent punctuation (」。 」「 「「 」・) set in 1.5 em, as JLREQ §3.1.4 asks, in the layout and in the PDF."""

import re
import subprocess
from dataclasses import replace

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.typeset import Alignment, JPParagraph, JPStyle
from generator.typeset.lines import Measure, break_lines, char_lefts
from generator.typeset.measure import markup_runs, prepare
from generator.typeset.yakumono import AFTER, BEFORE, squeezed_mark

from .conftest import BODY_SIZE, K100

EM = BODY_SIZE
TOLERANCE = 0.01  # pt


@pytest.fixture
def plain(fonts):
    return JPStyle("Gothic", "Gothic-Bold", EM, 16.0, K100, alignment=Alignment.LEFT)


def text_of(chars: str, style: JPStyle):
    return prepare(markup_runs(chars, style), style)


@pytest.mark.parametrize(
    "pair, mark",
    [
        ("」。", BEFORE),
        ("。」", BEFORE),
        ("、」", BEFORE),
        ("）」", BEFORE),  # closing before closing: nothing between
        ("」「", BEFORE),
        ("。（", BEFORE),  # closing before opening: half an em
        ("」・", BEFORE),  # closing before a middle dot: its quarter
        ("「「", AFTER),
        ("・「", AFTER),  # opening after opening or middle dot
        ("あ「", None),
        ("」あ", None),
        ("「あ", None),
        ("・・", None),
        ("」！", None),
    ],
)
def test_which_mark_gives_up_half_an_em(pair, mark):
    assert squeezed_mark(*pair) == mark


@pytest.mark.parametrize("chars", ["」。", "」「", "「「", "」・", "。（", "、」"])
def test_a_pair_of_full_width_marks_takes_one_and_a_half_em(plain, chars):
    assert text_of(chars, plain).span_width(0, 2) == pytest.approx(1.5 * EM)


def test_half_width_marks_and_other_neighbours_keep_their_widths(plain):
    text = text_of("(a)「あ」い", plain)
    assert text.squeeze == (0.0,) * len(text)
    assert text.span_width(0, len(text)) == pytest.approx(sum(text.widths))


def test_the_squeeze_follows_the_size_of_the_mark_that_loses_its_blank(plain):
    from generator.typeset import Run

    text = prepare([Run("」", size=20), Run("。")], plain)
    assert text.squeeze[0] == pytest.approx(10)  # half of the closing bracket's 20 pt em


def test_a_squeezed_pair_fits_where_two_full_ems_would_not(plain):
    """p.11: 「M」、 — 」、 takes 1.5 em, so 「M」、 fits 3.7 em (M is proportional, 0.98 em: 1 + 0.98 + 1 + 1 = 3.98 em unsqueezed)."""
    no_hanging = replace(plain, hanging=False)
    assert JPParagraph("「M」、", no_hanging).lines(3.7 * EM) == ["「M」、"]
    assert JPParagraph("「M」あ", no_hanging).lines(3.7 * EM) != ["「M」あ"]  # あ has no blank to give


def test_a_pair_split_across_lines_keeps_both_blanks(plain):
    text = text_of("あいう」「えお", plain)
    first, second = break_lines(text, Measure(4 * EM, 0, hanging=True))
    assert text.chars[first.start : first.ink_end] == "あいう」" and first.natural == pytest.approx(4 * EM)
    assert text.chars[second.start : second.ink_end] == "「えお"


def test_characters_after_the_pair_move_left_by_half_an_em(plain):
    text = text_of("あ」「い」。う", plain)
    line = break_lines(text, Measure(20 * EM, 0, hanging=True))[0]
    lefts = char_lefts(text, line, Alignment.LEFT)
    assert [round(x / EM, 3) for x in lefts] == [0, 1, 1.5, 2.5, 3.5, 4, 5]


def test_a_full_stop_hanging_after_a_closing_bracket_sits_close_to_it(plain):
    """」。 at the margin: the 。 hangs, drawn right after the bracket's glyph, not an em past it."""
    style = JPStyle("Gothic", "Gothic-Bold", EM, 16.0, K100)
    text = text_of("あいう」。えお", style)
    line = break_lines(text, Measure(4 * EM, 0, hanging=True))[0]
    assert line.hangs and text.chars[line.ink_end] == "。"
    assert char_lefts(text, line, Alignment.JUSTIFY)[-1] == pytest.approx(3.5 * EM)


def test_the_pdf_draws_the_squeeze(tmp_path, plain):
    """The PDF puts each glyph where the layout says: a line's words end 1.5 em after the 」 of 」。 starts."""
    path = tmp_path / "pairs.pdf"
    canvas = Canvas(str(path), pagesize=(300, 100), invariant=1, initialFontName="Gothic")
    paragraph = JPParagraph("あ」。", plain)
    paragraph.draw(canvas, 40, 50 + paragraph.height_at(200), 200)
    canvas.save()
    xml = subprocess.run(["pdftotext", "-bbox", str(path), "-"], check=True, capture_output=True, text=True).stdout
    right = max(float(x) for x in re.findall(r'xMax="([\d.]+)"', xml))
    assert right == pytest.approx(40 + 2.5 * EM, abs=TOLERANCE)


@pytest.mark.parametrize("module", ["yakumono", "phrases"])
def test_the_rules_modules_are_pure(module):
    """Like kinsoku.py: rules only, no reportlab, so the checks can run on text from anywhere."""
    import ast
    from importlib import import_module
    from pathlib import Path

    tree = ast.parse(Path(import_module(f"generator.typeset.{module}").__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= {"__future__", "kinsoku"}

"""Latin words in Japanese text set proportional (typeset/mixed.py): found, measured as painted."""

from __future__ import annotations

import io

import pdfplumber
from reportlab.lib.colors import CMYKColor
from reportlab.pdfgen.canvas import Canvas

from generator.fonts import BOLD, REGULAR, register_fonts
from generator.typeset import JPParagraph, JPStyle
from generator.typeset.mixed import draw_mixed, font_runs, latin_markup, latin_spans, mixed_width
from tests.typeset.monospace import fixed_width_letters

PGOTHIC, PGOTHIC_BOLD = "PGothic", "PGothic-Bold"


def test_a_latin_word_is_ascii_holding_a_letter_and_numbers_alone_stay_japanese():
    text = "DOUBLE 2枚と19ページ、OK？ https://example.com/a の MIGHTY?"
    assert [text[a:b] for a, b in latin_spans(text)] == ["DOUBLE 2", "OK", "https://example.com/a", "MIGHTY?"]


def test_runs_switch_to_the_proportional_partner_only_for_latin_words():
    register_fonts()
    assert font_runs("ただしDOUBLE 2枚には", REGULAR) == [("ただし", REGULAR), ("DOUBLE 2", PGOTHIC), ("枚には", REGULAR)]
    assert font_runs("MIGHTY?", BOLD) == [("MIGHTY?", PGOTHIC_BOLD)]
    assert font_runs("19ページ", REGULAR) == [("19ページ", REGULAR)]
    assert font_runs("OK", "Sans") == [("OK", "Sans")]  # Open Sans is proportional already


def test_balance_markup_wraps_latin_words_in_the_face_of_their_weight():
    assert latin_markup("<b>MIGHTY</b>の数 OK", REGULAR, BOLD) == (
        f'<b><font name="{PGOTHIC_BOLD}">MIGHTY</font></b>の数 <font name="{PGOTHIC}">OK</font>'
    )


def _chars(paint) -> list[dict]:
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, initialFontName=REGULAR)
    paint(canvas)
    canvas.save()
    with pdfplumber.open(io.BytesIO(buffer.getvalue())) as pdf:
        return pdf.pages[0].chars


def test_a_line_is_as_wide_as_it_is_measured():
    text = "ただしDOUBLE 2枚には負ける"
    chars = _chars(lambda canvas: draw_mixed(canvas, 100, 400, text, REGULAR, 10))
    assert abs((chars[-1]["x1"] - chars[0]["x0"]) - mixed_width(text, REGULAR, 10)) < 0.01
    assert fixed_width_letters(chars) == []


def test_the_typesetter_paints_latin_proportional_where_it_measured_it():
    style = JPStyle(REGULAR, BOLD, size=10, leading=16, color=CMYKColor(0, 0, 0, 1))
    paragraph = JPParagraph("MIGHTYもDOUBLEも、各自が黄色か青を選び、その色の1にします。**OK**と言う。", style)
    chars = _chars(lambda canvas: paragraph.draw(canvas, 50, 700, 120))
    assert fixed_width_letters(chars) == []
    assert "".join(c["text"] for c in chars).startswith("MIGHTYもDOUBLEも")
    assert {c["fontname"].split("+")[-1] for c in chars if c["text"] == "K"} == {"BIZUDPGothic-Bold"}
    # the measure the lines were broken at is the one painted: no line runs past the width
    assert max(c["x1"] for c in chars) <= 50 + 120 + 10.5  # one 、。 may hang (burasage)


def test_every_proportional_partner_is_a_face_the_fonts_register():
    from generator import fonts
    from generator.typeset.mixed import PROPORTIONAL_OF

    # a game's own faces add their pairs (pair_latin) in the processes that loaded that game: the core's stay
    core = {face: PROPORTIONAL_OF[face] for face in fonts.PROPORTIONAL}
    assert core == fonts.PROPORTIONAL and set(core.values()) <= set(fonts.FACES)

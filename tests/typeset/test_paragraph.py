"""JPParagraph: its height, markup, runs, where characters land, and the errors a user can cause."""

from dataclasses import replace

import pytest
from reportlab.lib.colors import CMYKColor

from generator.errors import BuildError, Location
from generator.typeset import Alignment, JPParagraph, Run

from .conftest import BODY_SIZE, K100

WHERE = Location("content/rules.yaml", 12, 5)


def test_height_is_a_leading_per_line(body):
    paragraph = JPParagraph("あいうえおかきくけこさしすせそ", body)
    assert paragraph.line_count(5 * BODY_SIZE) == 4
    assert paragraph.height_at(5 * BODY_SIZE) == 4 * body.leading


def test_empty_text_has_no_lines(body):
    assert JPParagraph("", body).height_at(100) == 0


# ---- markup and runs ----


def test_bold_markup_switches_face_and_leaves_angle_brackets_and_ampersands_alone(body):
    paragraph = JPParagraph("a<b & **強さ** &amp; <i>", body)
    assert paragraph.text == "a<b & 強さ &amp; <i>"
    fonts = [paragraph.measured.faces[index].font for index in paragraph.measured.face_of]
    assert fonts[6:8] == ["Gothic-Bold"] * 2
    # the Latin words (a<b &, &amp; <i>) in the face's proportional partner, the spaces beside 強さ in the face
    assert [font for font, char in zip(fonts, paragraph.text, strict=True) if char == " "] == ["PGothic", "Gothic", "Gothic", "PGothic"]
    assert {font for font, char in zip(fonts, paragraph.text, strict=True) if char != " " and font != "Gothic-Bold"} == {"PGothic"}


def test_runs_carry_their_own_face_size_and_colour(body):
    yellow = CMYKColor(0, 0.1, 1, 0)
    paragraph = JPParagraph.from_runs([Run("数値カード："), Run("黄", "Gothic-Bold", 12, yellow)], body)
    faces = paragraph.measured.faces
    assert [(f.font, f.size, f.color) for f in faces] == [("Gothic", BODY_SIZE, K100), ("Gothic-Bold", 12, yellow)]


# ---- errors: a BuildError that says where, what was found and what was expected ----


def message(make) -> str:
    with pytest.raises(BuildError) as caught:
        make()
    return str(caught.value)


def test_unpaired_bold_marker(body):
    assert message(lambda: JPParagraph("**強さ の計算", body, WHERE)) == (
        "content/rules.yaml:12:5: found an unpaired ** in '**強さ の計算', expected **bold** pairs"
    )


def test_unregistered_and_non_embedded_fonts(body):
    from reportlab.pdfbase.pdfmetrics import getFont, getRegisteredFontNames
    from reportlab.pdfbase.ttfonts import TTFont

    known = sorted(name for name in getRegisteredFontNames() if isinstance(getFont(name), TTFont))  # + Sans when English ran first
    assert {"Gothic", "Gothic-Bold"} <= set(known)
    expected = f"expected a registered TrueType font ({', '.join(known)})"
    assert message(lambda: JPParagraph("あ", replace(body, font="Mincho"), WHERE)) == (
        f"content/rules.yaml:12:5: found font 'Mincho', {expected}"
    )
    assert message(lambda: JPParagraph.from_runs([Run("A", font="Helvetica")], body, WHERE)) == (
        f"content/rules.yaml:12:5: found font 'Helvetica', {expected}"
    )


def test_a_character_the_font_lacks(body):
    assert message(lambda: JPParagraph("勝ち😀", body, WHERE)) == (
        "content/rules.yaml:12:5: found '😀' (U+1F600) in '勝ち😀', expected a character font Gothic has"
    )


def test_the_half_width_em_dash(body):
    assert message(lambda: JPParagraph("待って——", body, WHERE)) == (
        "content/rules.yaml:12:5: found '—' (U+2014) in '待って——', expected '―' (U+2015): Gothic draws U+2014 half-width"
    )


def test_control_characters(body):
    assert message(lambda: JPParagraph("あ\tい", body, WHERE)) == (
        "content/rules.yaml:12:5: found control character U+0009 in 'あ\\tい', expected printable text or a line break"
    )


def test_sizes_must_be_positive(body):
    assert message(lambda: JPParagraph("あ", replace(body, leading=0), WHERE)) == (
        "content/rules.yaml:12:5: found size 9.5 and leading 0, expected both above 0 pt"
    )
    assert message(lambda: JPParagraph.from_runs([Run("あ", size=-1)], body, WHERE)) == (
        "content/rules.yaml:12:5: found size -1 in 'あ', expected a size above 0 pt"
    )


def test_an_ideographic_space_prints_but_never_starts_a_line(body):
    assert JPParagraph("2\u3000強さ", body).lines(20 * BODY_SIZE) == ["2\u3000強さ"]
    assert JPParagraph("本当に！？\u3000挑戦", replace(body, first_line_indent=0)).lines(5 * BODY_SIZE) == ["本当に！？", "挑戦"]


def test_a_no_break_run_moves_to_the_next_line_whole(body):
    """p.3 once printed 「…扱いは19ペー / ジ。」: a reference run is one unit for line breaking."""
    style = replace(body, first_line_indent=0)
    width = 12 * BODY_SIZE  # 「終了の詳しい扱いは19ペー」 (19 is one em) fills the line; the reference cannot stay on it
    runs = [Run("終了の詳しい扱いは"), Run("19ページ", no_break=True), Run("。")]
    # centred: without the rule that lengthens a short last line (lines.py), which would hide the split
    loose = JPParagraph.from_runs([Run("終了の詳しい扱いは19ページ。")], replace(style, alignment=Alignment.CENTER))
    kept = JPParagraph.from_runs(runs, style)
    assert loose.lines(width) == ["終了の詳しい扱いは19ペー", "ジ。"]
    assert kept.lines(width) == ["終了の詳しい扱いは", "19ページ。"]
    assert kept.violations(width) == [] and kept.text == loose.text
    assert kept.min_width() > loose.min_width()
    after_a_break = JPParagraph.from_runs([Run("三行目\n"), *runs], style)  # spans are offset past forced breaks
    assert after_a_break.lines(width) == ["三行目", "終了の詳しい扱いは", "19ページ。"]


def test_a_no_break_run_wider_than_the_line_still_breaks(body):
    paragraph = JPParagraph.from_runs([Run("あいうえおかきくけこ", no_break=True)], replace(body, first_line_indent=0))
    assert "".join(paragraph.lines(4 * BODY_SIZE)) == "あいうえおかきくけこ"


# ---- where characters land ----


def test_char_boxes_cover_a_span_line_by_line(body):
    paragraph = JPParagraph("あいうえおかきくけこさしすせそ", body)  # 4 + 5 + 5 + 1 characters at 5 em
    width = 5 * BODY_SIZE
    leading = body.leading
    assert paragraph.char_boxes(width, 2, 6) == [
        (pytest.approx(3 * BODY_SIZE), 0.0, pytest.approx(width), leading),  # うえ, justified to the margin
        (0.0, leading, pytest.approx(2 * BODY_SIZE), 2 * leading),  # おか
    ]
    assert paragraph.char_boxes(width, 14, 15) == [(0.0, 3 * leading, BODY_SIZE, 4 * leading)]
    assert paragraph.char_boxes(width, 15, 15) == []


def test_char_boxes_include_a_hanging_mark(body):
    paragraph = JPParagraph("かきくけこ。さしす", replace(body, first_line_indent=0))
    (box,) = paragraph.char_boxes(5 * BODY_SIZE, 5, 6)
    assert box == (pytest.approx(5 * BODY_SIZE), 0.0, pytest.approx(6 * BODY_SIZE), body.leading)

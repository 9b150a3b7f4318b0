"""JPParagraph as a Flowable: wrap, split across frames, markup, runs, and the errors a user can cause."""
from dataclasses import replace

import pytest
from reportlab.lib.colors import CMYKColor

from generator.errors import BuildError, Location
from generator.typeset import JPParagraph, Run

from .conftest import BODY_SIZE, K100

WHERE = Location("content/rules.yaml", 12, 5)


def test_wrap_takes_the_width_and_a_leading_per_line(body):
    paragraph = JPParagraph("あいうえおかきくけこさしすせそ", body)
    assert paragraph.wrap(5 * BODY_SIZE, 1000) == (5 * BODY_SIZE, 4 * body.leading)
    assert paragraph.line_count(5 * BODY_SIZE) == 4
    assert paragraph.height_at(5 * BODY_SIZE) == 4 * body.leading


def test_space_before_and_after_come_from_the_style(body):
    paragraph = JPParagraph("あ", replace(body, space_before=3.0, space_after=5.0))
    assert (paragraph.getSpaceBefore(), paragraph.getSpaceAfter()) == (3.0, 5.0)


def test_empty_text_has_no_lines(body):
    assert JPParagraph("", body).wrap(100, 100) == (100, 0)


# ---- splitting ----

def split_everywhere(paragraph: JPParagraph, width: float):
    """Every split a frame can ask for: room for 1, 2, … lines."""
    count = paragraph.line_count(width)
    for room in range(1, count):
        yield paragraph.split(width, room * paragraph.style.leading + 0.5)


def test_split_keeps_the_text_and_every_line(corpus, body):
    width = 14.3 * BODY_SIZE
    splits = 0
    for text in corpus:
        whole = JPParagraph(text, body)
        for head, tail in split_everywhere(whole, width):
            assert head.text + tail.text == whole.text
            assert head.lines(width) + tail.lines(width) == whole.lines(width)
            splits += 1
    assert splits > 200


def test_split_parts_keep_the_lines_justified_and_the_spacing_outside(body):
    style = replace(body, space_before=4.0, space_after=6.0)
    whole = JPParagraph("**強さ**の計算：ボード3枚とハンド2枚の合計5枚を使います。多数色の合計から少数色の合計を引きます。", style)
    width = 10 * BODY_SIZE
    head, tail = whole.split(width, 2 * style.leading)
    assert [line.last for line in head.layout(width)] == [False, False]
    assert (head.getSpaceBefore(), head.getSpaceAfter()) == (4.0, 0.0)
    assert (tail.getSpaceBefore(), tail.getSpaceAfter()) == (0.0, 6.0)
    assert tail.layout(width)[0].indent == 0.0
    assert tail.layout(width)[-1].last


def test_split_gives_nothing_without_room_for_a_line_and_itself_with_room_for_all(body):
    paragraph = JPParagraph("あいうえおかきくけこ", body)
    assert paragraph.split(5 * BODY_SIZE, body.leading - 1) == []
    assert paragraph.split(5 * BODY_SIZE, 3 * body.leading) == [paragraph]


def test_split_at_a_forced_break_keeps_it(body):
    whole = JPParagraph("一行目\n二行目\n三行目", body)
    head, tail = whole.split(20 * BODY_SIZE, body.leading)
    assert (head.text, tail.text) == ("一行目\n", "二行目\n三行目")
    assert head.lines(20 * BODY_SIZE) == ["一行目"]


# ---- markup and runs ----

def test_bold_markup_switches_face_and_leaves_angle_brackets_and_ampersands_alone(body):
    paragraph = JPParagraph("a<b & **強さ** &amp; <i>", body)
    assert paragraph.text == "a<b & 強さ &amp; <i>"
    fonts = [paragraph.measured.faces[index].font for index in paragraph.measured.face_of]
    assert fonts[6:8] == ["Gothic-Bold"] * 2 and set(fonts[:6] + fonts[8:]) == {"Gothic"}


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
    loose = JPParagraph.from_runs([Run("終了の詳しい扱いは19ページ。")], style)
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

"""Line breaking and justification on the corpus: no kinsoku violation, flush lines, bounded hanging."""

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.typeset import JPParagraph, JPStyle, Run
from generator.typeset.kinsoku import HANGING, violations
from generator.typeset.lines import MIN_LAST_LINE, Measure, break_lines, char_spacing, ink_right, min_width, place, short_last_lines
from generator.typeset.measure import markup_runs, prepare
from generator.typeset.runs import Alignment

from .conftest import BODY_SIZE, K100

EM = BODY_SIZE
WIDTHS = [EM * 5 + step * 2.9 for step in range(110)]  # 5 em … 38.5 em, odd steps so lines end everywhere
TOLERANCE = 0.01  # pt


def text_of(paragraph: str, style: JPStyle):
    return prepare(markup_runs(paragraph, style), style)


def layouts(corpus, style):
    """(text, width, lines) for every corpus paragraph at every width where its widest word fits."""
    for paragraph in corpus:
        text = text_of(paragraph, style)
        narrowest = min_width(text, style.first_line_indent)
        for width in (w for w in WIDTHS if w >= narrowest):
            yield text, width, break_lines(text, Measure(width, style.first_line_indent, hanging=True))


@pytest.fixture(scope="module")
def corpus_layouts(corpus, body):
    return list(layouts(corpus, body))


def test_the_corpus_is_large_and_mostly_settable_in_narrow_columns(corpus, body):
    assert len(corpus) >= 100
    narrow = [p for p in corpus if min_width(text_of(p, body), body.first_line_indent) <= 10 * EM]
    assert len(narrow) >= 0.9 * len(corpus)


@pytest.mark.slow  # every width of the corpus, over a second
def test_no_kinsoku_violation_at_any_width(corpus, body):
    found = []
    for paragraph in corpus:
        flowable = JPParagraph(paragraph, body)
        narrowest = flowable.min_width()
        found += [(w, v) for w in WIDTHS if w >= narrowest for v in flowable.violations(w)]
    assert found == []


def test_lines_cover_the_text_exactly_in_order(corpus_layouts):
    for text, width, lines in corpus_layouts:
        assert lines[0].start == 0 and lines[-1].end == len(text)
        assert all(a.end == b.start for a, b in pairwise(lines)), (text.chars, width)


def next_word_would_overflow(text, line) -> bool:
    """Would the line overflow if it also took the next line's first unbreakable unit?"""
    after = min([b for b in text.breaks if b > line.end] + [len(text)])
    unit = text.chars[line.end : after].rstrip(" \u3000\n")
    return sum(text.widths[line.start : line.end + len(unit)]) > line.measure


def test_justified_lines_fill_the_measure_and_the_last_does_not(corpus_layouts):
    for text, width, lines in corpus_layouts:
        for line in lines:
            right = ink_right(text, line, Alignment.JUSTIFY)
            if line.last or line.ink_end - line.start < 2:
                # a lone character has no gap to widen: only where the next word is too wide to join it
                assert line.last or next_word_would_overflow(text, line), (text.chars, width, line)
                assert right == pytest.approx(line.indent + line.natural, abs=TOLERANCE)
            else:
                assert right == pytest.approx(width, abs=TOLERANCE), (text.chars, width, line)


def test_a_hanging_mark_is_one_comma_or_stop_at_most_one_character_past_the_margin(corpus_layouts):
    hanging = 0
    for text, width, lines in corpus_layouts:
        for line in (line for line in lines if line.hangs):
            mark = text.chars[line.ink_end]
            assert mark in HANGING and text.chars[line.ink_end + 1 : line.end] in ("", "\n")
            assert ink_right(text, line, Alignment.JUSTIFY) <= width + TOLERANCE
            assert ink_right(text, line, Alignment.JUSTIFY) + text.widths[line.ink_end] <= width + EM + TOLERANCE
            hanging += 1
    assert hanging > 100  # the rule is exercised


def test_no_line_is_wider_than_its_measure_when_the_words_fit(corpus_layouts):
    for text, width, lines in corpus_layouts:
        assert all(line.natural <= line.measure + TOLERANCE for line in lines), (text.chars, width)


# ---- behaviour on purpose-made cases ----


def lines_of(paragraph: str, style: JPStyle, ems: float) -> list[str]:
    return JPParagraph(paragraph, style).lines(ems * EM)


@pytest.fixture
def plain(body):
    return JPStyle("Gothic", "Gothic-Bold", EM, 16.0, K100)


def test_a_closing_bracket_pushes_its_neighbour_down_oidashi(plain):
    # 5 em: 「あいう」 would end the line with 」 hanging; instead う goes down with it.
    assert lines_of("かきくけう」と", plain, 5) == ["かきくけ", "う」と"]


def test_one_full_stop_hangs_instead_of_pushing_down(plain):
    assert lines_of("かきくけこ。さしす", plain, 5) == ["かきくけこ。", "さしす"]
    assert lines_of("かきくけこ」。さし", plain, 5) == ["かきくけ", "こ」。さし"]


def test_hanging_can_be_turned_off(plain):
    style = JPStyle("Gothic", "Gothic-Bold", EM, 16.0, K100, hanging=False)
    assert lines_of("かきくけこ。さしす", style, 5) == ["かきくけ", "こ。さしす"]


def test_a_word_wider_than_the_line_breaks_after_a_url_separator(plain):
    # proportional Latin (typeset/mixed.py): 8 em hold fewer letters than 16 half-width ones did
    assert lines_of("https://mighty.boardstyle.org/", plain, 12) == ["https://mighty.", "boardstyle.org/"]


def test_forced_breaks_end_unjustified_lines(body):
    text = text_of("一行目\n二行目はもう少し長い行です\n\n", body)
    lines = break_lines(text, Measure(8 * EM, EM, hanging=True))
    assert [text.chars[line.start : line.ink_end] for line in lines] == ["一行目", "二行目はもう少し", "長い行です", ""]
    assert [line.last for line in lines] == [True, False, True, True]
    assert [line.indent for line in lines] == [EM, 0, 0, 0]


def test_first_line_indent_narrows_only_the_first_line(body):
    assert lines_of("あいうえおかきくけこさしすせそ", body, 5) == ["あいうえ", "おかきくけ", "こさしすせ", "そ"]


def test_latin_words_are_not_letter_spaced(plain):
    text = text_of("MIGHTYとDOUBLEの話をしよう、今日は", plain)
    line = break_lines(text, Measure(12.3 * EM, 0, True))[0]
    spacing = char_spacing(text, line, Alignment.JUSTIFY)
    assert spacing[:5] == [0.0] * 5 and spacing[5] > 0  # none inside MIGHTY, some after its Y
    assert ink_right(text, line, Alignment.JUSTIFY) == pytest.approx(12.3 * EM, abs=TOLERANCE)


@pytest.mark.parametrize("alignment, left", [(Alignment.LEFT, 0.0), (Alignment.CENTER, 1.5 * EM), (Alignment.RIGHT, 3 * EM)])
def test_alignment_places_the_line(plain, alignment, left):
    text = text_of("あいう", plain)
    line = break_lines(text, Measure(6 * EM, 0, False))[0]
    pieces = place(text, line, alignment)
    assert [(p.text, p.x, p.char_space) for p in pieces] == [("あいう", pytest.approx(left), 0.0)]


def test_pieces_follow_runs_and_spacing(plain):
    yellow = K100.clone(cyan=0, magenta=0.1, yellow=1, black=0)
    runs = [Run("数値："), Run("黄", color=yellow), Run("の札が五枚ありますね、と")]
    text = prepare(runs, plain)
    line = break_lines(text, Measure(9.6 * EM, 0, True))[0]
    pieces = place(text, line, Alignment.JUSTIFY)
    assert [p.text for p in pieces] == ["数値：", "黄", "の札が五枚"]
    assert text.faces[pieces[1].face].color == yellow
    assert len({p.char_space for p in pieces}) == 1 and pieces[0].char_space > 0


# ---- properties over random text and widths ----

ALPHABET = "あ漢カ「」（）、。ー・っ！？―…々 AB12.,/\n"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET, min_size=1, max_size=60), st.floats(min_value=EM, max_value=30 * EM))
def test_random_text_breaks_only_where_allowed_or_where_nothing_else_fits(fonts, body, chars, width):
    text = prepare([Run(chars)], body)
    lines = break_lines(text, Measure(width, 0.0, hanging=True))
    assert "".join(text.chars[line.start : line.end] for line in lines) == chars
    for line in (each for each in lines if not each.last):
        unbreakable = not any(line.start < b <= line.end for b in text.breaks)
        assert line.end in text.breaks or unbreakable, (chars, width, line)
        assert line.natural <= line.measure + TOLERANCE or unbreakable


def test_dash_and_ellipsis_pairs_are_not_spaced_apart(plain):
    text = text_of("待って――それは……違う、と言いました。ここで", plain)
    line = break_lines(text, Measure(16.4 * EM, 0, True))[0]
    spacing = char_spacing(text, line, Alignment.JUSTIFY)
    assert spacing[3] == 0.0 and spacing[8] == 0.0  # inside ―― and ……
    assert spacing[2] > 0 and spacing[4] > 0


# ---- a paragraph's last line holds at least MIN_LAST_LINE characters (issue 28) ----

SHORT_TAIL = "あがった人は、ゲーム内容の会話・助言・相談・情報提供に参加できません。"  # 35 characters


def test_greedy_filling_would_leave_two_characters_on_the_last_line(body):
    text = text_of(SHORT_TAIL, body)
    lines = break_lines(text, Measure(33 * EM, 0, hanging=True))
    assert [text.chars[line.start : line.ink_end + line.hangs] for line in lines] == [SHORT_TAIL[:33], "ん。"]


def test_the_line_before_gives_the_last_line_characters_at_an_allowed_break(body):
    text = text_of(SHORT_TAIL, body)
    lines = break_lines(text, Measure(33 * EM, 0, hanging=True, min_last_line=MIN_LAST_LINE))
    printed = [text.chars[line.start : line.ink_end + line.hangs] for line in lines]
    assert printed == [SHORT_TAIL[:31], "ません。"]
    assert len(printed[-1]) >= MIN_LAST_LINE and violations(printed, source=SHORT_TAIL) == []
    assert short_last_lines(text, lines, MIN_LAST_LINE) == []


def test_a_tail_the_line_before_cannot_give_to_is_reported_not_forced(body):
    # a line of 5 em gives up 3 characters only by spreading 3 em over 1 gap: far past MAX_LOOSENING
    text = text_of("あいうえおかき。", body)
    lines = break_lines(text, Measure(6 * EM, 0, hanging=False, min_last_line=MIN_LAST_LINE))
    assert [text.chars[line.start : line.ink_end] for line in lines] == ["あいうえおか", "き。"]
    assert short_last_lines(text, lines, MIN_LAST_LINE) == ["き。"]


def test_a_short_line_alone_or_before_a_forced_break_of_one_line_is_no_tail(body):
    text = text_of("はい。\nいいえ。", body)
    lines = break_lines(text, Measure(20 * EM, 0, hanging=True, min_last_line=MIN_LAST_LINE))
    assert short_last_lines(text, lines, MIN_LAST_LINE) == []

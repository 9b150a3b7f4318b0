"""Card text breaks between phrases only, and says how much is too wide."""

import pytest

from generator.cards.card_text import DoesNotFit, phrases, width_mm, wrap
from generator.fonts import REGULAR
from generator.typeset import violations


def test_closing_bracket_and_comma_stay_together():
    assert phrases("「かっこ」、つづき。") == ["「かっこ」、", "つづき。"]


def test_phrases_end_after_punctuation_not_at_spaces():
    assert phrases("通常の計算をせず最強。DOUBLE 2枚には負ける") == ["通常の計算をせず最強。", "DOUBLE 2枚には負ける"]
    assert phrases("A ＞ B ＞ C") == ["A ＞ ", "B ＞ ", "C"]


def test_lines_fill_greedily_and_never_start_with_a_space():
    assert wrap("A ＞ B ＞ C", REGULAR, 10, width_mm("A ＞ B ＞", REGULAR, 10)) == ["A ＞ B ＞", "C"]


def test_explicit_newline_breaks():
    assert wrap("一。\n二。", REGULAR, 10, 100) == ["一。", "二。"]


@pytest.mark.parametrize("width", [20, 30, 45, 60])
def test_phrase_breaks_never_break_kinsoku(width):
    text = "勝者があがって2点獲得。同点は宣言者の勝ち。「かっこ」、ハンド・記録は非公開。"
    try:
        lines = wrap(text, REGULAR, 8, width)
    except DoesNotFit:
        return
    assert "".join(lines) == text
    assert violations(lines) == []


def test_a_phrase_too_wide_says_by_how_much():
    with pytest.raises(DoesNotFit, match=r"the phrase '句読点のない長い文' is [\d.]+ mm wide at 10 pt, the line is 10.0 mm"):
        wrap("句読点のない長い文", REGULAR, 10, 10)

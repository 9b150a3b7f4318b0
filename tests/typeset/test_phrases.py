"""Phrase mode: lines of short box texts end between phrases (降りた人の|相手があがる。), never mid-word."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.typeset import Alignment, BreakMode, JPParagraph, Run, break_opportunities, phrase_breaks
from generator.typeset.lines import Measure, break_lines
from generator.typeset.measure import prepare

from .conftest import BODY_SIZE

EM = BODY_SIZE


def marked(text: str) -> str:
    breaks = set(phrase_breaks(text))
    return "".join(("|" if index in breaks else "") + char for index, char in enumerate(text))


@pytest.mark.parametrize(
    "text, phrases",
    [
        ("降りた人の相手があがる。1点ずつ返却。", "降りた|人の|相手があがる。|1点ずつ|返却。"),
        ("勝者があがって2点獲得。同点は宣言者の勝ち。", "勝者があがって|2点獲得。|同点は|宣言者の|勝ち。"),
        ("挑戦者も1点を置く（場は2点）", "挑戦者も|1点を|置く|（場は|2点）"),
        ("全員で「完了」と言ってから", "全員で|「完了」と|言ってから"),  # a particle stays with its quote
        ("本当に？ 挑戦", "本当に？ |挑戦"),
        ("DOUBLE 2枚とMIGHTY", "DOUBLE 2枚と|MIGHTY"),
    ],
)
def test_phrases_end_after_punctuation_and_where_a_particle_meets_the_next_word(text, phrases):
    assert marked(text) == phrases


@given(st.text(alphabet="あが漢字カナ「」（）、。ー・っ！？ A1", min_size=2, max_size=30))
def test_every_phrase_break_is_a_kinsoku_break(text):
    assert set(phrase_breaks(text)) <= set(break_opportunities(text))


@pytest.fixture
def box(body):
    return replace(body, first_line_indent=0, alignment=Alignment.LEFT, breaks=BreakMode.PHRASE)


def test_a_narrow_box_breaks_between_phrases(box, body):
    """p.16's outcome box is about 8.6 characters wide: kinsoku alone splits 返|却."""
    text, width = "降りた人の相手があがる。1点ずつ返却。", 8.6 * EM
    anywhere = replace(box, breaks=BreakMode.KINSOKU)
    assert JPParagraph(text, anywhere).lines(width) == ["降りた人の相手が", "あがる。1点ずつ返", "却。"]
    assert JPParagraph(text, box).lines(width) == ["降りた人の", "相手があがる。", "1点ずつ返却。"]


def test_a_phrase_wider_than_the_box_breaks_where_kinsoku_allows(box):
    paragraph = JPParagraph("相手があがる。", box)
    assert paragraph.min_width() == pytest.approx(7 * EM)  # the widest phrase
    assert paragraph.lines(4 * EM) == ["相手があ", "がる。"]
    assert paragraph.violations(4 * EM) == []


def test_a_phrase_break_and_a_no_break_run_together(box):
    runs = [Run("詳しくは"), Run("19ページ", no_break=True), Run("へ。")]
    assert JPParagraph.from_runs(runs, box).lines(5 * EM) == ["詳しくは", "19ページへ。"]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="あが漢字カナ「」（）、。ー・っ！？ A1\n", min_size=1, max_size=50), st.floats(min_value=EM, max_value=20 * EM))
def test_lines_end_between_phrases_unless_a_phrase_is_wider_than_the_line(body, chars, width):
    text = prepare([Run(chars)], replace(body, breaks=BreakMode.PHRASE))
    lines = break_lines(text, Measure(width, 0.0, hanging=True))
    assert "".join(text.chars[line.start : line.end] for line in lines) == chars
    for line in (each for each in lines if not each.last):
        phrase_inside = any(line.start < b <= line.end for b in text.breaks)
        assert line.end in text.breaks or not phrase_inside, (chars, width, line)
        assert line.end in text.breaks | text.fallback or not any(line.start < b <= line.end for b in text.fallback)

"""content/readings.yaml (generator/content/files/readings.py): the kanji taught and the words' readings."""

from __future__ import annotations

import re

import pytest

from generator.content.files.readings import is_kanji, kana_edges
from generator.content.loader import load_content
from generator.errors import BuildError

from .conftest import edit, line_of

GRADE_1, GRADE_2 = 80, 160  # 学年別漢字配当表: the kanji of the first two school years


def test_the_taught_kanji_are_the_first_two_school_years(content):
    taught = content.readings.taught
    assert len(taught) == GRADE_1 + GRADE_2
    assert {"一", "強", "色", "数", "計", "算"} <= taught
    assert not {"枚", "選", "宣", "札"} & taught


def test_words_keep_their_reading_and_line(content):
    readings = content.readings
    assert readings.words["例えば"] == "たとえば" and readings.words["宣言"] == "せんげん"
    assert readings.where["宣言"].file == "content/readings.yaml" and readings.where["宣言"].line > 1


def test_kana_edges():
    assert kana_edges("選ぶ") == ("", "ぶ")
    assert kana_edges("宣言") == ("", "")
    assert kana_edges("お手本") == ("お", "")


@pytest.mark.parametrize(
    "word,reading,expected",
    [
        ("例えば", "たとえた", "found 'たとえた', expected a reading that starts with '' and ends with 'えば' as the word does"),
        ("例えば", "えば", "found 'えば', expected a reading that starts with '' and ends with 'えば' as the word does"),
        ("例えば", "tatoeba", "found 'tatoeba', expected its reading in kana (ひらがな)"),
    ],
)
def test_a_reading_that_does_not_fit_its_word_is_located(copy, word, reading, expected):
    edit(copy, "readings.yaml", f"  {word}: たとえば\n", f"  {word}: {reading}\n")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "readings.yaml", f"  {word}: {reading}")
    assert f"content/readings.yaml:{line}:" in str(error.value)
    assert f"words.{word}: {expected}" in str(error.value)


def test_a_word_without_kanji_is_an_error(copy):
    edit(copy, "readings.yaml", "  例えば: たとえば\n", "  たとえば: たとえば\n")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert "found the name 'たとえば', expected a word with kanji" in str(error.value)


def test_taught_holds_kanji_only(copy):
    edit(copy, "readings.yaml", "taught: >-\n  一右", "taught: >-\n  a一右")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert "taught: found 'a', expected kanji only" in str(error.value)


def test_kanji_are_the_cjk_ideographs_and_the_repeat_mark():
    """The same characters as the character class the check was once written as, on every code point of the BMP."""
    kanji = re.compile(r"[\u3400-\u9fff\uf900-\ufaff々]")
    everything = [chr(point) for point in range(0x10000)] + ["\U00020000"]
    assert [is_kanji(char) for char in everything] == [bool(kanji.match(char)) for char in everything]

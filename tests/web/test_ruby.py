"""generator/web/ruby.py: readings matched longest first, over the kanji only; missing ones named."""

from __future__ import annotations

import pytest

from generator.content.model import Readings, SourceText
from generator.errors import BuildError, Location
from generator.web.ruby import Ruby

WORDS = {"選ぶ": "えらぶ", "選択": "せんたく", "負": "ま", "負の": "ふの", "一枚": "いちまい"}
READINGS = Readings(taught=frozenset("一人強色"), words=WORDS, where={}, file=Location("content/readings.yaml"))


def test_the_ruby_covers_the_kanji_not_the_okurigana():
    assert Ruby(READINGS).html("カードを選ぶ") == "カードを<ruby>選<rt>えら</rt></ruby>ぶ"


def test_the_longest_word_wins():
    ruby = Ruby(READINGS)
    assert ruby.html("負の数").startswith("<ruby>負<rt>ふ</rt></ruby>の")
    assert ruby.html("負ける") == "<ruby>負<rt>ま</rt></ruby>ける"
    assert ruby.html("選択中").startswith("<ruby>選択<rt>せんたく</rt></ruby>")


def test_taught_kanji_and_other_text_stay_plain_and_escaped():
    assert Ruby(READINGS).html("強い色 <b>&") == "強い色 &lt;b&gt;&amp;"


def test_a_word_of_taught_kanji_only_gets_no_ruby():
    readings = Readings(taught=frozenset("一人"), words={"一人": "ひとり"}, where={}, file=Location("content/readings.yaml"))
    assert Ruby(readings).html("一人") == "一人"


def test_every_kanji_without_a_reading_is_named_with_the_text_and_its_place():
    ruby = Ruby(READINGS)
    ruby.html(SourceText("中身を選択", Location("content/pages/02-overview.yaml", 3, 5)))
    ruby.html("中中")
    with pytest.raises(BuildError) as error:
        ruby.check()
    messages = [str(problem) for problem in error.value.problems]
    assert messages[0].startswith("content/pages/02-overview.yaml:3:5: found the kanji 中、身 in 「中身を選択」 without a reading")
    assert messages[1].startswith("content/readings.yaml: found the kanji 中 in 「中中」")
    assert "expected a word holding it in content/readings.yaml" in messages[0]


def test_a_long_text_is_shortened_in_the_message():
    ruby = Ruby(READINGS)
    ruby.html("中" + "あ" * 80)
    with pytest.raises(BuildError, match="「中あ+…」"):
        ruby.check()

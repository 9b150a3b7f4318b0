"""Furigana in the printed booklet (issue 28): from readings.yaml, for games whose age mark is
under 10 unless game.yaml says otherwise, on every occurrence."""

from __future__ import annotations

from dataclasses import replace

import pytest
from reportlab.lib.colors import CMYKColor

from generator.booklet.geometry import Geometry
from generator.booklet.inks import SCREEN, Inks
from generator.booklet.kit import Kit
from generator.booklet.stylesheet import BODY
from generator.content.model import FURIGANA_BELOW_AGE
from generator.typeset import Run

TEXT = "挑戦したい人が複数なら、挑戦する人を1人に決めます。"


def kit_for(content) -> Kit:
    return Kit(content, Inks.of(content.palette, SCREEN), Geometry.of(content.booklet))


def readings_of(content, **game) -> list[tuple[str, str | None]]:
    kit = kit_for(replace(content, game=replace(content.game, **game)))
    paragraph, _ = kit._paragraph(TEXT, BODY, None, kit.jp_style(BODY).alignment, kit.jp_style(BODY).breaks)
    text = paragraph.measured
    return [(text.chars[g.start : g.stop], g.reading) for g in text.ruby]


def test_an_eight_plus_game_prints_every_occurrence_with_its_reading(content):
    assert content.game.age_min < FURIGANA_BELOW_AGE and content.game.furigana is None
    assert readings_of(content) == [("挑戦", "ちょうせん"), ("複数", "ふくすう"), ("挑戦", "ちょうせん"), ("決", "き")]


@pytest.mark.parametrize(
    ("game", "printed"),
    [({"age_min": 10}, False), ({"age_min": 12, "furigana": True}, True), ({"age_min": 8, "furigana": False}, False)],
)
def test_the_age_mark_sets_the_default_and_game_yaml_has_the_last_word(content, game, printed):
    assert bool(readings_of(content, **game)) is printed


def test_a_style_whose_leading_holds_no_ruby_line_gets_none(content):
    kit = kit_for(content)
    tight = replace(kit.jp_style(BODY), leading=BODY.size * 1.2, color=CMYKColor(0, 0, 0, 1))
    assert [run.ruby for run in kit._with_furigana([Run(TEXT)], tight)] == [None]

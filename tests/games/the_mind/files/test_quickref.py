"""quickref.yaml: a title and titled sections of lines."""

from __future__ import annotations

from ..conftest import edit, line_of, problems_of


def test_the_sections_read_in_order(mind, content):
    assert [section.id for section in mind.sections] == ["play", "misplay", "shuriken", "rewards", "end"]
    assert content.quickref.title == "プレイ中の早見表"
    assert mind.sections[1].lines[0] == "ライフが{rules:misplay.lives}枚へる。"


def test_a_section_id_twice_is_reported_at_the_second(copy):
    edit(copy, "quickref.yaml", "  - id: end\n", "  - id: play\n")
    first = line_of(copy, "quickref.yaml", "id: play")
    second = first + 1 + next(n for n, line in enumerate((copy / "quickref.yaml").read_text().splitlines()[first:]) if "id: play" in line)
    assert problems_of(copy) == [
        f"the-mind/quickref.yaml:{second}:9: section 5, id: found 'play' a second time (first on line {first}), expected each id once"
    ]


def test_a_misspelt_key_is_one_message(copy):
    edit(copy, "quickref.yaml", "title: プレイ中の早見表", "titl: プレイ中の早見表")
    line = line_of(copy, "quickref.yaml", "titl:")
    assert problems_of(copy) == [
        f"the-mind/quickref.yaml:{line}:1: found unknown key 'titl', expected one of: title, sections (did you mean 'title'?)"
    ]

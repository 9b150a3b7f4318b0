"""generator/translation/spaces.py: an ordinary space between a number and its unit, or inside
MIGHTY + DOUBLE, is one problem at its content/en/ line and column, naming the fix (U+00A0)."""

from __future__ import annotations

from generator.plugins import load_game
from generator.translation.spaces import NO_BREAK_SPACE, Joins

from .test_status import edit, line_of, problems

NB = NO_BREAK_SPACE
ordinary_spaces = Joins.of(load_game("mighty")).ordinary_spaces  # MIGHTY?'s unit words and joined names


def test_a_game_without_joined_names_or_units_asks_for_none():
    joins = Joins((), ())
    assert list(joins.ordinary_spaces("3 lines of MIGHTY + DOUBLE")) == []
    assert joins.what() == "a number from its unit"
    assert Joins(("cards", "card"), ("A B",)).what() == "a number from its unit or the words of A B"


def test_the_real_translation_has_its_no_break_spaces(capsys):
    from generator.cli import main

    assert main(["check", "--edition", "en"]) == 0
    capsys.readouterr()


def test_a_number_and_its_unit_need_a_no_break_space():
    assert list(ordinary_spaces("Write your sums in 3 lines")) == [(20, "3 lines")]
    assert list(ordinary_spaces(f"in 3{NB}lines, 2{NB}DOUBLEs")) == []
    assert list(ordinary_spaces("put {rules:stake} points down")) == [(17, "} points")]


def test_words_that_are_no_units_are_left_alone():
    assert list(ordinary_spaces("5 or more players, 3 on the board, 2 pointed remarks")) == []


def test_mighty_plus_double_needs_both_spaces_unbreakable():
    assert list(ordinary_spaces("MIGHTY + DOUBLE")) == [(6, "MIGHTY + DOUBLE"), (8, "MIGHTY + DOUBLE")]
    assert list(ordinary_spaces(f"MIGHTY{NB}+ DOUBLE")) == [(8, "MIGHTY + DOUBLE")]
    assert list(ordinary_spaces(f"MIGHTY{NB}+{NB}DOUBLE")) == []


def test_a_planted_ordinary_space_is_reported_at_its_column(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/11-record.yaml", "in {n:3|line}", "in {n:3} lines")  # a count's noun typed after it
    line = line_of(copy, "en/pages/11-record.yaml", "in {n:3} lines")
    column = (copy / "en/pages/11-record.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("} lines") + 2
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/pages/11-record.yaml:{line}:{column}: 1.heading.text: found an ordinary space in “}} lines”, "
        "expected a NO-BREAK SPACE (U+00A0) there, so that no line parts a number from its unit or the words of "
        "MIGHTY + DOUBLE; type U+00A0 in place of the space (docs/content-format.md, “English style sheet”)"
    ]


def test_each_ordinary_space_is_one_problem(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/09-hand-red.yaml", f"MIGHTY{NB}+{NB}DOUBLE counts", "MIGHTY + DOUBLE counts")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 2 and all("2.paragraph.text: found an ordinary space in “MIGHTY + DOUBLE”" in p for p in found)

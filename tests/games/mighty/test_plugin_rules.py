"""MIGHTY?'s hooks (generator/games/mighty/plugin_rules.py), as the core reads it by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.fields import At, Reading
from generator.content.loader import load_content
from generator.content.verify import verify_content
from generator.content.yamlsource import read_yaml
from generator.errors import Location, Problems
from generator.game import Setting
from generator.games.mighty.rules import MIGHTY, Card, Color, RuleSet
from generator.plugins import load_game

REPO = Path(__file__).resolve().parents[3]
RULES = load_game("mighty")


@pytest.fixture(scope="module")
def content():
    return verify_content(load_content(REPO / "content"))


def test_reads_card_names_in_every_spelling():
    assert RULES.card("黄3") == Card.number(Color.YELLOW, 3)
    assert RULES.card("M") == MIGHTY
    assert RULES.card("緑3") is None
    assert "MIGHTY" in RULES.card_names()


def test_names_each_card_by_an_ascii_key(content):
    keys = [card.key for card in content.deck.faces()]
    assert keys[0] == "Y0" and keys[-2:] == ["MIGHTY", "DOUBLE"]
    assert len(set(keys)) == len(keys) and all(key.isascii() for key in keys)


def test_reads_rules_yaml_into_a_rule_set(content):
    problems = Problems()
    data = read_yaml(REPO / "content/rules.yaml", "content/rules.yaml", problems)
    rules = RULES.rules_table()(data, At(Location("content/rules.yaml", 1, 1), "", Reading(problems)))
    assert isinstance(rules, RuleSet) and rules == content.rules
    assert not problems


def test_stakes_above_the_starting_chips_are_a_problem_with_game_yaml(content):
    greedy = content.rules.__class__(**{**content.rules.__dict__, "declaration_stake": content.parts["starting_chips"] + 1})
    setting = Setting(greedy, content.deck, content.game, content.parts)
    assert [path for path, _ in RULES.rules_problems(greedy, setting)] == ["stakes.declaration"]
    assert RULES.rules_problems(content.rules, Setting(content.rules, content.deck, content.game, content.parts)) == []


def test_replays_an_example_into_the_fields_ex_prints(content):
    example = content.examples["basic"]
    result = RULES.replay(example, example, Setting(content.rules, content.deck, content.game, content.parts), Problems())
    assert result is not None and result.fields == content.results["basic"].fields


def test_names_the_shows_a_figure_accepts(content):
    example, result = content.examples["basic"], content.results["basic"]
    said: list[str] = []
    assert RULES.figure_rows(example, result, "middle", "", False, said.append) is None
    assert said and said[0].startswith("found show: 'middle', expected board, hand, red")
    cards, counted = RULES.figure_rows(example, result, "board", "", True, said.append)
    assert cards == example.part.board and len(counted) == len(cards)


def test_rule_fields_read_the_rule_set(content):
    assert RULES.rule_fields()["hand_size"](content.rules) == content.rules.hand_size


def test_its_own_keys_of_the_core_files_are_content_parts(content):
    assert content.parts["starting_chips"] == 3
    assert set(content.parts) == {"starting_chips", "formula", "ranking"}
    assert content.parts["formula"].right == "あなたの強さ"
    assert not hasattr(content.quickref, "formula") and not hasattr(content.quickref, "ranking")  # the core's quickref holds none


def test_the_english_edition_reads_its_own_formula_and_ranking():
    """Content.parts hold what quickref.yaml wrote; the English edition's parts are its translated quick reference."""
    from generator.games.mighty.parts import mighty_parts
    from generator.pipeline import load_editions

    english = load_editions(REPO / "content", ("ja", "en"))["en"]
    assert mighty_parts(english).formula.right == "your strength"
    assert mighty_parts(english).ranking.order[-1] == "usual sum"

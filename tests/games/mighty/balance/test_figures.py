"""build/balance.json's numbers: the same as `stats`, consistent with each other, for every rule set."""

from __future__ import annotations

import json

import pytest

from generator.cli import main
from generator.games.mighty.balance.figures import HEADLINES, report_data
from generator.games.mighty.rules import deal_stats


def test_one_rule_set_per_rules_file_base_first(data, content):
    assert [rs["name"] for rs in data["rule_sets"]] == ["base", *content.variants]
    assert data["players"] == list(range(2, 9)) and data["deck_size"] == 39


@pytest.mark.slow  # counts every deal again, over a second
def test_the_strength_distribution_is_the_one_stats_prints(data, content, capsys, content_dir):
    for rs in data["rule_sets"]:
        rules = content.rules if rs["name"] == "base" else content.variants[rs["name"]].rules
        stats = deal_stats(rules, content.deck)
        assert [(e["outcome"], e["deals"]) for e in rs["strengths"]] == stats.strongest_first()
        assert rs["deals"] == stats.total == sum(e["deals"] for e in rs["strengths"])
    assert main(["stats", "--json", "--content", str(content_dir), "--variant", "red-zero"]) == 0
    printed = json.loads(capsys.readouterr().out)
    red_zero = next(rs for rs in data["rule_sets"] if rs["name"] == "red-zero")
    shares = {str(e["strength"]): e["share"] for e in red_zero["strengths"] if e["strength"] is not None}
    assert {str(row["strength"]): row["share"] for row in printed["strengths"]} == shares


def test_this_or_stronger_adds_up_from_the_strongest(data):
    for rs in data["rule_sets"]:
        running = 0
        for e in rs["strengths"]:
            running += e["deals"]
            assert e["at_least"] == pytest.approx(running / rs["deals"])
        assert rs["strengths"][-1]["at_least"] == pytest.approx(1)


def test_the_showdown_counts_are_whole_and_the_chances_follow_the_tie_rule(data):
    for rs in data["rule_sets"]:
        assert sum(e["deals"] for e in rs["showdown"]) == rs["showdown_deals"] == 5_757_570 * 561  # C(34,2) challengers
        for e in rs["showdown"]:
            assert e["wins"] + e["ties"] + e["losses"] == e["deals"]
            won = e["wins"] + (e["ties"] if rs["tie_winner"] == "declarer" else 0)
            assert e["win_chance"] == pytest.approx(won / e["deals"])
        wins = sum(e["wins"] + (e["ties"] if rs["tie_winner"] == "declarer" else 0) for e in rs["showdown"])
        assert rs["headline"]["declarer_wins"] == pytest.approx(wins / rs["showdown_deals"])


def test_ties_to_the_challenger_cost_the_declarer_exactly_the_ties(data):
    base, ties = (next(rs for rs in data["rule_sets"] if rs["name"] == name) for name in ("base", "challenger-ties"))
    assert base["headline"]["declarer_wins"] - ties["headline"]["declarer_wins"] == pytest.approx(base["headline"]["tie_chance"])
    assert ties["changes"] == [{"key": "showdown.tie", "base": "declarer", "value": "challenger"}]


def test_every_headline_row_has_a_value_for_every_rule_set(data):
    for rs in data["rule_sets"]:
        assert {key for key, _, _ in HEADLINES} <= set(rs["headline"])


@pytest.mark.slow  # every figure computed twice more
def test_the_data_is_the_same_whatever_the_order_of_the_variants_on_disk(content):
    assert report_data(content) == report_data(content)


def test_a_change_is_shown_however_small_and_equal_values_as_none():
    from generator.games.mighty.balance.figures import headline_delta

    assert headline_delta(0.5, 0.5, "percent") == ""
    assert headline_delta(0.5002, 0.5, "percent") == "+0.020 pt"
    assert headline_delta(0.47, 0.532, "percent") == "-6.2 pt"
    assert headline_delta("6", "5", "label") == "5 → 6"

"""MIGHTY?'s text markers (generator/games/mighty/fields.py): the {rules:NAME} values read off its
rules, refused where a sentence no longer fits them, and the words of its card figures."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.content.markup import check, expand
from generator.games.mighty.fields import RULE_FIELDS, figure_alt
from generator.games.mighty.rules import IllegalMove, OpenLimit, Pot, Round, parse_card
from tests.content.test_markup import RULE_NAMES


@pytest.mark.parametrize(
    "name, value",
    [
        ("declaration_stake", "1"),
        ("challenge_stake", "1"),
        ("stake", "1"),
        ("table", "2"),
        ("showdown_gain", "1"),
        ("round_penalty", "1"),
        ("open_limit_few", "1"),
        ("few_players_max", "4"),
        ("many_players", "5"),
        ("open_limit_many", "2"),
        ("mighty_record", "M"),
        ("double2_record", "D×2"),
        ("board_size", "3"),
        ("hand_size", "2"),
        ("deal_size", "5"),
        ("red_board_value", "1"),
    ],
)
def test_rules_numbers(content, name, value):
    assert expand(f"{{rules:{name}}}", content) == value
    assert list(RULE_FIELDS) == RULE_NAMES.split(", ")


def with_rules(content, **changes):
    """The content played by changed rules (as a variant of content/variants/ would)."""
    return replace(content, rules=replace(content.rules, **changes))


def test_rules_numbers_follow_the_rules_file(content):
    """Change a rule in rules.yaml, and the text changes with it (and with the engine's behaviour)."""
    changed = with_rules(content, open_limits=(OpenLimit(2, 1), OpenLimit(6, 2)), challenge_stake=2)
    assert (
        expand(
            "{game:players_min}〜{rules:few_players_max}人なら{rules:open_limit_few}件、"
            "{rules:many_players}人以上なら{rules:open_limit_many}件",
            changed,
        )
        == "2〜5人なら1件、6人以上なら2件"
    )
    assert expand("場は{rules:table}点", changed) == "場は3点"


def test_three_open_limits_stop_a_text_that_names_two(content):
    changed = with_rules(content, open_limits=(OpenLimit(2, 1), OpenLimit(5, 2), OpenLimit(6, 3)))
    assert (
        check("{rules:open_limit_few} {rules:many_players}", changed)
        == [
            "rules.yaml open_declarations has 3 limits (2人から1件、5人から2件、6人から3件), expected 2 for a text that "
            "names a few-players and a many-players limit: rewrite the sentence"
        ]
        * 2
    )


def test_a_winner_who_takes_only_their_stake_stops_the_table_texts(content):
    changed = with_rules(content, showdown_pot=Pot.OWN_STAKE)
    assert [m.split(" (")[0] for m in check("{rules:table} {rules:showdown_gain}", changed)] == ["the showdown winner takes own_stake"] * 2


def test_board_and_hand_sizes_follow_the_rules_file(content):
    """p.7's ボード3枚＋ハンド2枚の合計5枚 are the sizes the engine evaluates (rules.yaml deal)."""
    text = "ボード{rules:board_size}枚＋ハンド{rules:hand_size}枚の合計{rules:deal_size}枚"
    assert expand(text, content) == "ボード3枚＋ハンド2枚の合計5枚"
    assert expand(text, with_rules(content, board_size=5)) == "ボード5枚＋ハンド2枚の合計7枚"


def test_the_printed_numbers_are_the_ones_the_engine_plays_by(content):
    number = lambda name: int(expand(f"{{rules:{name}}}", content))  # noqa: E731
    few, many = number("few_players_max"), number("many_players")
    for players, limit in ((few, number("open_limit_few")), (many, number("open_limit_many"))):
        table = Round(content.rules, [f"P{i}" for i in range(players)], 3)
        opened = [table.declare(f"P{i}") for i in range(limit)]
        with pytest.raises(IllegalMove):
            table.declare(f"P{limit}")
    assert table.chips_in_hand("P0") == 3 - number("declaration_stake")
    table.challenge(opened[0], f"P{limit}", parse_card("黄1"))
    assert (opened[0].table, table.chips_in_hand(f"P{limit}")) == (number("table"), 3 - number("challenge_stake"))


def test_one_stake_for_both_sides_only_when_they_are_equal(content):
    changed = with_rules(content, challenge_stake=2)
    assert (
        check("{rules:stake}点ずつ返却 {rules:showdown_gain}", changed)
        == ["the rules stake 1 to declare and 2 to challenge, expected {rules:declaration_stake} or {rules:challenge_stake} to say which"]
        * 2
    )
    assert check("{rules:declaration_stake} {rules:challenge_stake}", changed) == []


def test_figure_words():
    cards = [parse_card(n) for n in ("黄3", "青2", "MIGHTY", "DOUBLE")]
    assert figure_alt(cards) == "カードの例：黄色3、青2、MIGHTY、DOUBLE"

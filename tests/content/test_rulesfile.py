"""content/rules.yaml and content/variants/: every rule choice read into the RuleSet, each problem at its line."""

from __future__ import annotations

import pytest

from generator.cli import main
from generator.content.loader import load_content
from generator.content.rulesfile import with_variant
from generator.errors import BuildError
from generator.games.mighty.rules import HandClass, OpenLimit, Pot, Side

from .conftest import edit, line_of


def problems_of(folder) -> list[str]:
    with pytest.raises(BuildError) as error:
        load_content(folder)
    return [str(p) for p in error.value.problems]


def test_the_base_rules_are_the_manuscripts(content):
    rules = content.rules
    assert (rules.declaration_stake, rules.challenge_stake, rules.round_penalty) == (1, 1, 1)
    assert (rules.showdown_pot, rules.tie_winner) == (Pot.TABLE, Side.DECLARER)
    assert rules.open_limits == (OpenLimit(2, 1), OpenLimit(5, 2))
    assert rules.ranking == (HandClass.DOUBLE2, HandClass.MIGHTY, HandClass.NUMBER)
    assert (rules.board_size, rules.hand_size, rules.red_board_value) == (3, 2, 1)
    assert rules.records == ((HandClass.MIGHTY, "M"), (HandClass.DOUBLE2, "D×2"))
    assert hash(rules) == hash(rules.with_name("base"))  # frozen all the way down: usable as a key


def test_every_variant_is_read_and_named(content):
    assert set(content.variants) == {"challenger-ties", "red-zero", "three-open"}
    ties = content.variants["challenger-ties"]
    assert ties.rules.tie_winner is Side.CHALLENGER and ties.rules.name == "challenger-ties"
    assert ties.rules.ranking == content.rules.ranking  # everything it does not override is the base's
    assert content.variants["three-open"].rules.open_limit(6) == 3
    assert with_variant(content, "red-zero").rules.red_board_value == 0


@pytest.mark.parametrize(
    "old, new, column, message",
    [
        (
            "  declaration: 1 ",
            "  declaration: 4 ",
            16,
            "stakes.declaration: found 4, above the 3 starting chips (game.yaml): expected at most 3, or nobody could pay it",
        ),
        (
            "  board: 3",
            "  board: 4",
            3,
            "deal: found 4 board + 2 hand = 6 cards counted, expected an odd number: with an even number yellow and blue can tie "
            "in count, and p.7 does not say which colour is then the majority",
        ),
        (
            "{from_players: 5, open: 2}",
            "{from_players: 5, open: 0}",
            5,
            "open_declarations.1: found 0 open declarations, expected at least 1: with 0 nobody could ever declare",
        ),
        (
            "{from_players: 5, open: 2}",
            "{from_players: 5, open: 3}",
            5,
            "open_declarations.1: found 3 open declarations from 5 players, expected at most 2: each needs its own declarer and challenger",
        ),
        (
            "ranking: [DOUBLE×2, MIGHTY, number]",
            "ranking: [DOUBLE×2, MIGHTY, total]",
            29,
            "ranking, item 3: found 'total', expected a hand class: number, MIGHTY, DOUBLE×2",
        ),
        (
            "ranking: [DOUBLE×2, MIGHTY, number]",
            "ranking: [DOUBLE×2, MIGHTY]",
            10,
            "ranking: expected each of number, MIGHTY, DOUBLE×2 once",
        ),
        (
            "  tie: declarer ",
            "  tie: declarr ",
            8,
            "showdown.tie: found 'declarr', expected who wins a tie: declarer, challenger (did you mean 'declarer'?)",
        ),
        (
            "round_penalty: 1 ",
            "round_penalty: 1\nround_penalti: 1 ",
            1,
            "found unknown key 'round_penalti', expected one of: stakes, showdown, round_penalty, open_declarations, ranking, "
            "mighty_with_double, double_copies, red_board_card, deal, records (did you mean 'round_penalty'?)",
        ),
    ],
)
def test_a_rule_nobody_can_play_is_reported_at_its_line(copy, old, new, column, message):
    edit(copy, "rules.yaml", old, new)
    line = line_of(copy, "rules.yaml", new.strip().splitlines()[-1].split(":")[0] if "penalti" in new else new.strip())
    if old == "  board: 3":
        line = line_of(copy, "rules.yaml", "  board: 4")
    assert problems_of(copy) == [f"content/rules.yaml:{line}:{column}: {message}"]


def test_a_variant_is_checked_like_the_base_at_its_own_line(copy):
    edit(copy, "variants/challenger-ties.yaml", "    tie: challenger", "    tie: challengr")
    assert problems_of(copy) == [
        f"content/variants/challenger-ties.yaml:{line_of(copy, 'variants/challenger-ties.yaml', 'challengr')}:10: "
        "showdown.tie: found 'challengr', expected who wins a tie: declarer, challenger (did you mean 'challenger'?)"
    ]
    edit(copy, "variants/challenger-ties.yaml", "    tie: challengr", "    tie: challenger\n  deal: {board: 2}")
    assert problems_of(copy) == [
        f"content/variants/challenger-ties.yaml:{line_of(copy, 'variants/challenger-ties.yaml', 'deal:')}:9: deal: found "
        "2 board + 2 hand = 4 cards counted, expected an odd number: with an even number yellow and blue can tie in count, "
        "and p.7 does not say which colour is then the majority"
    ]


def test_a_base_value_a_variant_makes_unplayable_names_the_variant(copy):
    edit(copy, "variants/red-zero.yaml", "    value: 0", "    value: 0\n  stakes: {declaration: 1, challenge: 9}")
    assert problems_of(copy) == [
        f"content/variants/red-zero.yaml:{line_of(copy, 'variants/red-zero.yaml', 'stakes')}:39: stakes.challenge: found 9, "
        "above the 3 starting chips (game.yaml): expected at most 3, or nobody could pay it"
    ]


def test_a_problem_of_the_base_is_not_repeated_for_each_variant(copy):
    edit(copy, "rules.yaml", "  tie: declarer ", "  tie: nobody ")
    assert len(problems_of(copy)) == 1


def test_an_unknown_variant_names_the_variants_there_are(content_dir, capsys):
    assert main(["stats", "--content", str(content_dir), "--variant", "red-one"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        "error: content/variants/red-one.yaml: found no variant 'red-one', expected one of: "
        "challenger-ties, red-zero, three-open (did you mean 'red-zero'?)"
    )


def test_check_with_a_variant_names_the_sentences_it_makes_wrong(content_dir, capsys):
    assert main(["check", "--content", str(content_dir), "--variant", "challenger-ties"]) == 2
    err = capsys.readouterr().err
    assert "content/pages/17-showdown.yaml:10:11: 「同点なら、宣言者の勝ち」 states the rule that example 7 (tie) checks" in err
    assert "the example fails by the rules of variant challenger-ties, content/variants/challenger-ties.yaml" in err

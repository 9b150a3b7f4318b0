"""rules.yaml read by the plug-in's table and checked against the deck, each problem at its value's line."""

from __future__ import annotations

from ..builders import rules
from ..conftest import column_of, edit, line_of, problems_of


def test_rules_yaml_reads_into_the_rules_the_engine_tests_play_by(mind):
    assert mind.rules == rules()


def test_a_last_level_beyond_the_level_cards_is_reported_at_it(copy):
    edit(copy, "rules.yaml", "{players: 2, last_level: 12,", "{players: 2, last_level: 13,")
    line, column = line_of(copy, "rules.yaml", "last_level: 13"), column_of(copy, "rules.yaml", "13,")
    assert problems_of(copy) == [
        f"the-mind/rules.yaml:{line}:{column}: setup.0.last_level: found 13, expected 1 to 12 (the level cards of deck.yaml)"
    ]


def test_a_cap_beyond_the_cards_is_reported_at_it(copy):
    edit(copy, "rules.yaml", "  lives: 5\n", "  lives: 6\n")
    line = line_of(copy, "rules.yaml", "  lives: 6")
    assert problems_of(copy) == [f"the-mind/rules.yaml:{line}:10: caps.lives: found 6, expected 1 to the 5 life cards of deck.yaml"]


def test_a_misspelt_reward_says_which_there_are(copy):
    edit(copy, "rules.yaml", "{level: 3, reward: life}", "{level: 3, reward: lif}")
    line, column = line_of(copy, "rules.yaml", "reward: lif}"), column_of(copy, "rules.yaml", "lif}")
    assert problems_of(copy) == [
        f"the-mind/rules.yaml:{line}:{column}: reward 2, reward: found 'lif', expected a reward: life, shuriken (did you mean 'life'?)"
    ]


def test_a_flag_in_words_is_refused(copy):
    edit(copy, "rules.yaml", "keeps_tokens: true", "keeps_tokens: yes please")
    line = line_of(copy, "rules.yaml", "keeps_tokens")
    assert problems_of(copy) == [f"the-mind/rules.yaml:{line}:17: blind.keeps_tokens: found 'yes please', expected true or false"]


def test_unplayable_rules_leave_the_examples_for_the_run_after(copy):
    """The examples are replayed by rules that can be played: their problems would only repeat the rule's."""
    edit(copy, "rules.yaml", "  shurikens: 3\n", "  shurikens: 4\n")
    assert problems_of(copy) == [
        f"the-mind/rules.yaml:{line_of(copy, 'rules.yaml', '  shurikens: 4')}:14: caps.shurikens: found 4, "
        "expected 0 to the 3 shuriken cards of deck.yaml"
    ]

"""Rule values the deck cannot play are reported by their key path in rules.yaml, all at once."""

from dataclasses import replace

import pytest
from the_mind_game.model import Reward, Setup
from the_mind_game.validation import problems

from .builders import deck, rules


def test_the_base_rules_are_playable():
    assert problems(rules(), deck()) == ()


@pytest.mark.parametrize(
    ("changes", "found"),
    [
        ({"setups": (Setup(2, 13, 2, 1),)}, ("setup[0].last_level", "found 13, expected 1 to 12 (the level cards of deck.yaml)")),
        ({"setups": (Setup(2, 12, 6, 1),)}, ("setup[0].lives", "found 6, expected 1 to 5 (caps.lives)")),
        ({"setups": (Setup(2, 12, 2, 4),)}, ("setup[0].shurikens", "found 4, expected 0 to 3 (caps.shurikens)")),
        (
            {"setups": (Setup(9, 12, 2, 1),)},
            ("setup[0]", "9 players at level 12 are dealt 108 cards, expected at most the 100 number cards of deck.yaml"),
        ),
        (
            {"setups": (Setup(3, 10, 3, 1), Setup(2, 12, 2, 1))},
            ("setup", "found player counts [3, 2], expected each once, increasing, from 1"),
        ),
        ({"rewards": ((3, Reward.LIFE), (2, Reward.SHURIKEN))}, ("rewards", "found levels [3, 2], expected each once, increasing")),
        ({"rewards": ((13, Reward.LIFE),)}, ("rewards[0].level", "found 13, expected a level card: 1 to 12")),
        (
            {"rewards": ((2, Reward.NONE),)},
            ("rewards[0].reward", "found none, expected life or shuriken (leave a level without a reward out)"),
        ),
        ({"max_lives": 6}, ("caps.lives", "found 6, expected 1 to the 5 life cards of deck.yaml")),
        ({"max_shurikens": 4}, ("caps.shurikens", "found 4, expected 0 to the 3 shuriken cards of deck.yaml")),
        ({"misplay_lives": 0}, ("misplay.lives", "found 0, expected 1 or more (a misplay costs a life)")),
        ({"shuriken_discards": 0}, ("shuriken.discards", "found 0, expected 1 or more")),
        ({"cards_per_level": 0}, ("cards_per_level", "found 0, expected 1 or more")),
    ],
)
def test_an_unplayable_value_is_reported_at_its_key(changes, found):
    assert found in problems(rules(**changes), deck())


def test_blind_mode_values_are_checked():
    base = rules()
    found = problems(rules(blind=replace(base.blind, restart_level=0, lives_per_break=0)), deck())
    assert found == (("blind.restart_level", "found 0, expected 1 to 12"), ("blind.lives_per_break", "found 0, expected 1 or more"))


def test_every_problem_is_reported_together():
    assert len(problems(rules(max_lives=6, max_shurikens=4, misplay_lives=0), deck(life_cards=5))) >= 3

"""The Mind's cards as the core sees them: names, keys, the deck's faces in order, each level with its reward."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind, MindCard, card_named, deck_cards, deck_ranges
from the_mind_game.model import Reward

from .builders import deck, rules

DECK = deck_cards(deck(), rules())


def test_the_deck_has_every_face_once_and_the_tokens_by_their_copies():
    assert DECK.size == len(list(DECK)) == 120
    assert len(DECK.faces()) == 114
    assert DECK.count(MindCard(CardKind.LIFE)) == 5 and DECK.count(MindCard(CardKind.SHURIKEN)) == 3
    assert [card.name for card in DECK.faces()[:2]] == ["1", "2"] and DECK.faces()[-1].name == "shuriken"


def test_each_level_card_carries_the_reward_the_rules_give_it():
    levels = {card.value: card.reward for card in DECK.faces() if card.kind is CardKind.LEVEL}
    assert [level for level, reward in levels.items() if reward is Reward.SHURIKEN] == [2, 5, 8]
    assert [level for level, reward in levels.items() if reward is Reward.LIFE] == [3, 6, 9]
    flipped = deck_cards(deck(), rules(rewards=((2, Reward.LIFE),)))
    assert next(card for card in flipped.faces() if card.name == "L2").reward is Reward.LIFE


@pytest.mark.parametrize(
    ("name", "card"),
    [
        ("57", MindCard(CardKind.NUMBER, 57)),
        ("L3", MindCard(CardKind.LEVEL, 3)),
        ("life", MindCard(CardKind.LIFE)),
        ("shuriken", MindCard(CardKind.SHURIKEN)),
        ("５７", None),  # full-width: the core's reader says how to write it
        ("L", None),
        ("heart", None),
    ],
)
def test_a_name_in_content_names_its_card(name, card):
    assert card_named(name) == card


def test_a_level_named_in_content_is_the_decks_level_card_whatever_its_reward():
    assert card_named("L2") in DECK and card_named("101") not in DECK


def test_keys_are_ascii_and_unique():
    keys = [card.key for card in DECK.faces()]
    assert len(set(keys)) == len(keys) and all(key.isascii() for key in keys)
    assert keys[56] == "number-057" and "level-03" in keys


def test_the_deck_names_its_faces_in_ranges():
    assert deck_ranges(DECK) == "1–100, L1–L12, life, shuriken"


def test_the_deck_says_which_cards_are_used_more_often_than_it_holds():
    used = [MindCard(CardKind.NUMBER, 12), MindCard(CardKind.NUMBER, 12), MindCard(CardKind.NUMBER, 101), MindCard(CardKind.NUMBER, 5)]
    assert DECK.overdrawn(used) == {MindCard(CardKind.NUMBER, 12): (2, 1), MindCard(CardKind.NUMBER, 101): (1, 0)}

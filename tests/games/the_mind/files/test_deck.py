"""deck.yaml read by the plug-in's table: the engine's deck, the words and icons, one message per problem at its line."""

from __future__ import annotations

from the_mind_game.cards import CardKind
from the_mind_game.model import Reward

from ..builders import deck
from ..conftest import column_of, edit, line_of, problems_of


def test_the_deck_reads_into_the_engines_deck_and_its_words(mind):
    assert mind.spec == deck()
    assert mind.deck.reward_words == {Reward.LIFE: "ライフ", Reward.SHURIKEN: "手裏剣"}
    assert mind.deck.reward_icons == {Reward.LIFE: "heart", Reward.SHURIKEN: "shuriken"}
    assert mind.deck.token_icons == {CardKind.LIFE: "heart", CardKind.SHURIKEN: "shuriken"}
    assert list(mind.deck.kind_names.values()) == ["数字カード", "レベルカード", "ライフカード", "手裏剣カード"]


def test_a_total_the_cards_do_not_add_up_to_is_reported_at_it(copy):
    edit(copy, "deck.yaml", "total: 120", "total: 121")
    line = line_of(copy, "deck.yaml", "total: 121")
    assert problems_of(copy) == [
        f"the-mind/deck.yaml:{line}:8: total: found 121, but the cards above add up to 120; expected them to agree"
    ]


def test_level_cards_start_at_level_one(copy):
    edit(copy, "deck.yaml", "levels: {from: 1, to: 12}", "levels: {from: 2, to: 12}")
    line, column = line_of(copy, "deck.yaml", "levels:"), column_of(copy, "deck.yaml", "2, to")
    assert problems_of(copy) == [
        f"the-mind/deck.yaml:{line}:{column}: kinds.level.levels.from: found 2, expected 1 (the level cards are counted from level 1)"
    ]


def test_an_unknown_icon_names_the_icons_there_are(copy):
    edit(copy, "deck.yaml", "icon: heart", "icon: hart")
    line = line_of(copy, "deck.yaml", "icon: hart")
    assert problems_of(copy) == [
        f"the-mind/deck.yaml:{line}:11: kinds.life.icon: found 'hart', expected an icon: heart, shuriken (did you mean 'heart'?)"
    ]


def test_copies_in_words_are_refused(copy):
    edit(copy, "deck.yaml", "copies: 5", "copies: five")
    line = line_of(copy, "deck.yaml", "copies: five")
    assert problems_of(copy) == [f"the-mind/deck.yaml:{line}:13: kinds.life.copies: found 'five', expected a whole number"]


def test_a_deck_without_a_kind_is_one_message(copy):
    text = (copy / "deck.yaml").read_text(encoding="utf-8")
    start, end = text.index("  shuriken:\n    name"), text.index("total:")
    (copy / "deck.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    assert problems_of(copy) == [
        f"the-mind/deck.yaml:{line_of(copy, 'deck.yaml', 'number:')}:3: kinds: found no 'shuriken', expected 'shuriken' "
        "(a mapping with the keys name, word, copies, icon)"
    ]

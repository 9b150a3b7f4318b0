"""The Mind's hooks (games/the-mind/game/plugin_rules.py), as the core reads it by name."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind, MindCard, MindDeck
from the_mind_game.model import Reward

from generator.content.fields import ANY, NAME, At, Items, Reading, Table, optional
from generator.content.markup import MarkupError
from generator.content.model import Example
from generator.content.yamlsource import read_yaml
from generator.errors import Problems
from generator.game import Setting
from generator.plugins import load_game, plugin_key

from .builders import rules
from .conftest import GAME, edit, line_of

RULES = load_game(plugin_key("./game", GAME))
CORE_EXAMPLE_KEYS = {"id": NAME, "uses": optional(NAME), "states": optional(ANY), "printed": optional(ANY)}  # as the core reads them


def read(folder, name, table):
    """One file of `folder` read by `table`: the result and the problems, as printed."""
    problems = Problems()
    data = read_yaml(folder / name, f"the-mind/{name}", problems)
    result = table(data, At(data.where, "", Reading(problems)))
    return result, [str(problem) for problem in problems.found]


@pytest.fixture(scope="module")
def deck() -> MindDeck:
    deck_file, problems = read(GAME, "deck.yaml", RULES.deck_table())
    assert problems == []
    return RULES.deck_by_rules(deck_file.deck, rules())


def examples(folder, deck):
    """Every example of examples.yaml as the core would hold it: its keys read, its part the plug-in's."""
    table = Table(RULES.example_keys(CORE_EXAMPLE_KEYS), build=lambda v: v)
    read_all, problems = read(folder, "examples.yaml", Table({"examples": Items(table)}, build=lambda v: v["examples"]))
    assert problems == []
    return [Example(values["id"], values.at.where, number=n, part=RULES.example_part(values)) for n, values in enumerate(read_all, start=1)]


def test_reads_card_names():
    assert RULES.card("57") == MindCard(CardKind.NUMBER, 57)
    assert RULES.card("L3") == MindCard(CardKind.LEVEL, 3)
    assert RULES.card("黄3") is None and "L3" in RULES.card_names()


def test_reads_the_deck_into_the_cores_deck_file(deck):
    deck_file, _ = read(GAME, "deck.yaml", RULES.deck_table())
    assert deck_file.deck.size == 120 and len(deck_file.deck_where) == 114
    assert deck_file.deck_where[MindCard(CardKind.LIFE)].line == line_of(GAME, "deck.yaml", "name: ライフカード")  # its kind's entry
    assert deck.reward_words == {Reward.LIFE: "ライフ", Reward.SHURIKEN: "手裏剣"} and deck.kind_names[CardKind.NUMBER] == "数字カード"
    assert RULES.deck_names(deck) == "1–100, L1–L12, life, shuriken"


def test_the_rules_give_each_level_card_its_reward(deck):
    assert next(card for card in deck.faces() if card.name == "L2").reward is Reward.SHURIKEN


def test_reads_rules_yaml_and_names_what_the_deck_cannot_play(deck):
    read_rules, problems = read(GAME, "rules.yaml", RULES.rules_table())
    assert read_rules == rules() and problems == []
    setting = Setting(rules(max_lives=6), deck, None, {})
    assert RULES.rules_problems(rules(max_lives=6), setting) == [("caps.lives", "found 6, expected 1 to the 5 life cards of deck.yaml")]
    assert RULES.rules_problems(rules(), Setting(rules(), None, None, {})) == []  # deck.yaml's own problems first


def test_replays_every_example_into_the_fields_ex_prints(deck):
    for example in examples(GAME, deck):
        result = RULES.replay(example, example, Setting(rules(), deck, None, {}), Problems())
        assert result is not None and result.fields and result.players
    misplay = next(e for e in examples(GAME, deck) if e.id == "misplay")
    result = RULES.replay(misplay, misplay, Setting(rules(), deck, None, {}), Problems())
    assert (result.fields["misplayed"], result.fields["Cさん.left"]) == ("62", "90")


def test_a_wrong_result_is_noted_at_the_key_that_states_it(copy, deck):
    edit(copy, "examples.yaml", "expect: {status: cleared, reward: life, lives: 5,", "expect: {status: cleared, reward: life, lives: 4,")
    cap = next(e for e in examples(copy, deck) if e.id == "cap")
    problems = Problems()
    assert RULES.replay(cap, cap, Setting(rules(), deck, None, {}), problems) is None
    [problem] = problems.found
    assert problem.where.line == line_of(copy, "examples.yaml", "lives: 4,")
    assert problem.message == "example 3 (cap): lives: stated 4, the rules give 5 (after the last step)"


def test_figures_show_the_pile_or_a_players_hand(deck):
    blind = next(e for e in examples(GAME, deck) if e.id == "blind")
    result = RULES.replay(blind, blind, Setting(rules(), deck, None, {}), Problems())
    said: list[str] = []
    cards, after = RULES.figure_rows(blind, result, "pile", "", False, said.append)
    assert [card.name for card in cards] == ["40", "22", "67", "58"] and after == ()
    assert [card.name for card in RULES.figure_rows(blind, result, "Bさん", "", False, said.append)[0]] == ["22"]
    assert RULES.figure_rows(blind, result, "board", "", False, said.append) is None
    assert said == ["found show: 'board', expected pile or a player: Aさん, Bさん, Cさん, Dさん"]
    assert RULES.figure_alt(cards) == "40、22、67、58"


def test_rule_fields_read_the_rules_and_each_player_count():
    fields = RULES.rule_fields()
    assert fields["caps.lives"](rules()) == "5" and fields["setup.3.lives"](rules()) == "3"
    assert "setup.N.lives" in list(fields) and "nonsense" not in fields
    with pytest.raises(MarkupError, match="expected setup.N with N a player count of rules.yaml setup: 2, 3, 4"):
        fields["setup.5.lives"](rules())


def test_game_fields_count_the_deck_and_say_about_minutes():
    fields = RULES.game_fields({"title": lambda content: "T", "cards": lambda content: "core"})
    assert list(fields)[:2] == ["title", "minutes"] and "number_cards" in fields and fields["cards"] is not None


def test_the_game_adds_its_block_kinds_and_quickref_sections():
    assert list(RULES.block_kinds({"heading": NAME})) == ["heading", "setup_table", "rewards"]
    assert set(RULES.block_resolvers().kinds) == {"setup_table", "rewards"}
    assert list(RULES.file_keys("quickref.yaml", {"title": NAME, "endings": NAME})) == ["title", "sections"]
    keys = RULES.file_keys("game.yaml", {"title": NAME, "minutes": NAME})
    assert list(keys) == ["title", "minutes"] and keys["minutes"] is not NAME  # no key of its own: an unknown key is refused
    assert RULES.file_keys("layout.yaml", {"booklet": NAME}) == {"booklet": NAME}  # no chips: MIGHTY?'s key

"""The Mind's block kinds: setup_table and rewards read from a page, resolved from the rules; an
example's cards as a figure shows them (the pile in order, its misplay and out-of-order places marked)."""

from __future__ import annotations

from pathlib import Path

from the_mind_game.cards import CardKind
from the_mind_game.files.blocks import REWARDS, SETUP_TABLE, RewardsBlock, hand_of, pile_of, reward_cards, setup_rows
from the_mind_game.model import Reward

from generator.content.fields import At, Reading
from generator.content.yamlsource import read_yaml
from generator.errors import Location


def read_block(tmp_path: Path, kind, text: str):
    """One block's fields written as YAML, read by `kind`: the block, and the problems as printed."""
    path = tmp_path / "page.yaml"
    path.write_text(text, encoding="utf-8")
    reading = Reading()
    value = read_yaml(path, "pages/page.yaml", reading.problems)
    block = kind.read(value, At(value.where, "block 1", reading), Location("pages/page.yaml", 1, 1))
    return block, [str(problem) for problem in reading.problems.found]


def test_the_setup_table_has_a_row_per_player_count(tmp_path, mind):
    block, problems = read_block(
        tmp_path, SETUP_TABLE, 'columns: [人数, レベル, ライフ]\nrow: ["{players}人", "{first_level}〜{last_level}", "{lives}枚"]\n'
    )
    assert problems == []
    assert setup_rows(block, mind.rules).rows == (("2人", "1〜12", "2枚"), ("3人", "1〜10", "3枚"), ("4人", "1〜8", "4枚"))


def test_an_unknown_placeholder_names_those_there_are(tmp_path):
    block, problems = read_block(tmp_path, SETUP_TABLE, 'columns: [人数]\nrow: ["{player}人"]\n')
    assert block is None
    assert problems == [
        "pages/page.yaml:2:7: block 1, row, cell 1: found {player}, "
        "expected one of: {players}, {first_level}, {last_level}, {lives}, {shurikens}"
    ]


def test_a_row_must_have_a_cell_per_column(tmp_path):
    block, problems = read_block(tmp_path, SETUP_TABLE, 'columns: [人数, ライフ]\nrow: ["{players}人"]\n')
    assert block is None and problems == ["pages/page.yaml:1:1: block 1: found 1 cells in row and 2 columns, expected one cell per column"]


def test_the_rewards_are_the_level_cards_with_the_rules_rewards(tmp_path, mind):
    block, problems = read_block(tmp_path, REWARDS, "caption: ごほうび\n")
    assert problems == [] and isinstance(block, RewardsBlock)
    cards = reward_cards(block, mind.rules, mind.spec).cards
    assert [card.value for card in cards] == list(range(1, 13)) and {card.kind for card in cards} == {CardKind.LEVEL}
    assert [card.value for card in cards if card.reward is Reward.LIFE] == [3, 6, 9]


def test_a_misplay_pile_marks_the_card_played_too_early(mind):
    pile = pile_of(mind.results["misplay"])
    assert [card.name for card in pile.cards] == ["15", "38", "62"]
    assert pile.misplayed == (2,) and pile.out_of_order == () and pile.alt == "15、38、62"


def test_a_blind_pile_marks_each_card_lower_than_the_one_before(mind):
    pile = pile_of(mind.results["blind"])
    assert [card.name for card in pile.cards] == ["40", "22", "67", "58"]
    assert pile.out_of_order == (1, 3) and pile.misplayed == ()


def test_a_players_hand_as_dealt(mind):
    assert [card.name for card in hand_of(mind.results["shuriken"], "Bさん").cards] == ["8", "55", "90"]

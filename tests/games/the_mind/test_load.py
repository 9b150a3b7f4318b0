"""The Mind through the core: load_verified and `check` load, validate and verify games/the-mind/ by its
plug-in's RULES; a flipped rule stops the load at the example's stated result and at the sentences that
state the rule; bad input is one message at its line, never a traceback."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind
from the_mind_game.model import Reward
from the_mind_game.parts import mind_parts

from generator.cli import main
from generator.pipeline import load_verified

from .conftest import GAME, column_of, edit, line_of


@pytest.fixture(scope="module")
def content():
    return load_verified(GAME)


def check(folder, capsys) -> list[str]:
    """`check --content FOLDER`: its problems as printed (exit 2, no traceback)."""
    assert main(["check", "--content", str(folder)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    *problems, last = err.splitlines()
    assert last.endswith(f"{len(problems)} problem{'s' if len(problems) != 1 else ''}")
    return [line.removeprefix("error: ") for line in problems]


def test_the_mind_loads_and_verifies(content):
    parts = mind_parts(content)
    assert content.deck.size == 120 and content.game.plugin == "./game"
    assert sorted(content.results) == ["blind", "cap", "last-life", "misplay", "reward", "setup", "shuriken"]
    assert [section.id for section in parts.sections] == ["play", "misplay", "shuriken", "rewards", "end"]


def test_the_level_cards_carry_the_rewards_of_rules_yaml(content):
    levels = [card for card in content.deck.faces() if card.kind is CardKind.LEVEL]
    assert [card.value for card in levels if card.reward is Reward.SHURIKEN] == [2, 5, 8]


def test_the_blocks_are_resolved_from_the_rules(content):
    blocks = {block.kind: block for page in content.pages for block in page.blocks if block.kind in ("setup_table", "rewards")}
    assert blocks["setup_table"].rows[1] == ("3人", "1〜10", "3枚", "1枚")
    assert [card.reward for card in blocks["rewards"].cards][:3] == [Reward.NONE, Reward.SHURIKEN, Reward.LIFE]


def test_the_markers_print_the_data(content):
    from generator.content.markup import expand

    assert (
        expand("{rules:setup.3.lives}・{game:minutes}・{game:number_cards}・{ex:blind.out_of_order}", content)
        == "3・約20分・100・40→22、67→58"
    )


def sentence(copy, relpath, words):
    return f"{line_of(copy, relpath, words)}:{column_of(copy, relpath, words)}"


@pytest.mark.parametrize(
    ("old", "new", "example", "page", "words"),
    [
        (
            "{level: 2, reward: shuriken}",
            "{level: 2, reward: life}",
            "example 1 (reward)",
            "pages/06-rewards.yaml",
            "レベル{rules:rewards.shuriken}をクリアすると手裏剣が",
        ),
        (
            "  lives: 5\n",
            "  lives: 4\n",
            "example 3 (cap)",
            "pages/06-rewards.yaml",
            "ライフは{rules:caps.lives}枚、手裏剣は{rules:caps.shurikens}枚まで",
        ),
        (
            "{players: 3, last_level: 10, lives: 3,",
            "{players: 3, last_level: 10, lives: 2,",
            "example 2 (setup)",
            "pages/04-setup.yaml",
            "ライフ{rules:setup.3.lives}枚と手裏剣{rules:setup.3.shurikens}枚から始めます",
        ),
        (
            "  lives: 1                #",
            "  lives: 2                #",
            "example 4 (misplay)",
            "pages/07-misplay.yaml",
            "出されたカードより小さいカードを持っている人は、それを全部捨てます",
        ),
        (
            "  discards: 1",
            "  discards: 2",
            "example 5 (shuriken)",
            "pages/08-shuriken.yaml",
            "いちばん小さいカードを{rules:shuriken.discards}枚、表にして捨てます",
        ),
        (
            "lives_per_break: 1",
            "lives_per_break: 2",
            "example 7 (blind)",
            "pages/10-blind.yaml",
            "前のカードより小さくなっているところがあるたびに、ライフを{rules:blind.lives_per_break}枚失います",
        ),
    ],
)
def test_flipping_a_rule_stops_the_load_at_the_sentences_that_state_it(copy, capsys, old, new, example, page, words):
    edit(copy, "rules.yaml", old, new)
    found = check(copy, capsys)
    assert any(f"{example}:" in problem and problem.startswith("the-mind/examples.yaml:") for problem in found), found
    assert any(
        problem.startswith(f"the-mind/{page}:{sentence(copy, page, words)}: 「{words}」 states the rule that {example} checks")
        for problem in found
    ), found


def test_bad_deck_input_is_one_message_at_its_line(copy, capsys):
    edit(copy, "deck.yaml", "total: 120", "total: 121")
    line = line_of(copy, "deck.yaml", "total:")
    assert check(copy, capsys) == [
        f"the-mind/deck.yaml:{line}:8: total: found 121, but the cards above add up to 120; expected them to agree"
    ]


def test_bad_rules_input_is_one_message_at_its_line(copy, capsys):
    edit(copy, "rules.yaml", "{players: 2, last_level: 12,", "{players: 2, last_level: 13,")
    line, column = line_of(copy, "rules.yaml", "last_level: 13"), column_of(copy, "rules.yaml", "13,")
    assert check(copy, capsys) == [
        f"the-mind/rules.yaml:{line}:{column}: setup.0.last_level: found 13, expected 1 to 12 (the level cards of deck.yaml)"
    ]


def test_bad_example_input_is_one_message_at_its_line(copy, capsys):
    edit(copy, "examples.yaml", "      - {action: play, player: Aさん, card: 34}", "      - {action: play, player: Aさん}")
    [problem] = check(copy, capsys)
    assert problem.startswith(f"the-mind/examples.yaml:{line_of(copy, 'examples.yaml', 'player: Aさん}')}:")
    assert problem.endswith("found action: play without card, expected the player and the card they play")


def test_an_unknown_marker_names_those_there_are(copy, capsys):
    edit(copy, "pages/04-setup.yaml", "例えば{rules:setup.3.players}人", "例えば{rules:setup.5.players}人")
    [problem] = check(copy, capsys)
    assert "found {rules:setup.5.players}, expected setup.N with N a player count of rules.yaml setup: 2, 3, 4" in problem

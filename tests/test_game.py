"""The game author's front door (issue 26): one typed `Game` value per game, built by keyword."""

from __future__ import annotations

import ast
import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.game import Game
from generator.plugins import load_game, plugin_names

REPO = Path(__file__).resolve().parents[1]


def required() -> list[str]:
    """The hooks no default can give."""
    return [f.name for f in dataclasses.fields(Game) if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING]


def test_a_game_needs_only_what_no_default_can_give():
    assert required() == [
        "card",
        "card_names",
        "deck_names",
        "deck_table",
        "rules_table",
        "example_part",
        "example_cards",
        "replay",
        "figure_rows",
        "figure_alt",
        "rule_fields",
        "drawing",
        "quickref_side",
    ]


def test_every_hook_is_documented_where_it_is_declared():
    """Each field of Game is followed by its docstring: what it gives and when the core calls it."""
    tree = ast.parse((REPO / "generator" / "game.py").read_text(encoding="utf-8"))
    (body,) = [node.body for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Game"]
    documented = {
        item.target.id
        for item, after in zip(body, body[1:], strict=False)
        if isinstance(item, ast.AnnAssign)
        and isinstance(item.target, ast.Name)
        and isinstance(after, ast.Expr)
        and isinstance(after.value, ast.Constant)
        and isinstance(after.value.value, str)
    }
    assert [f.name for f in dataclasses.fields(Game) if f.name not in documented] == []


def test_a_game_is_made_by_keyword_and_frozen():
    game = load_game("mighty")
    with pytest.raises(TypeError):
        Game(game.card)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.card = game.card  # type: ignore[misc]


@pytest.mark.parametrize("plugin", plugin_names())
def test_each_game_of_this_repository_is_a_game_value(plugin):
    assert isinstance(load_game(plugin), Game)


@pytest.mark.slow  # mypy in another process
@pytest.mark.parametrize(
    ("planted", "expected"),
    [
        ("    figure_idd=lambda card: card.key,\n", 'Unexpected keyword argument "figure_idd" for "Game"'),
        ("    figure_id=lambda card: 3,\n", 'Argument "figure_id" to "Game" has incompatible type'),
    ],
)
def test_mypy_refuses_a_misspelt_or_mistyped_hook_where_the_game_is_made(tmp_path, planted, expected):
    """The Mind's Game(...) (a copy of its folder) with one hook misspelt or of the wrong type: a type error at that call."""
    game = shutil.copytree(REPO / "games" / "the-mind" / "game", tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__"))
    source = (game / "game.py").read_text(encoding="utf-8")
    assert source.count("\n)\n") == 1
    (game / "game.py").write_text(source.replace("\n)\n", "\n" + planted + ")\n"), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--config-file", str(REPO / "pyproject.toml"), str(game)],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1, done.stdout
    assert expected in done.stdout


def test_a_rules_problem_may_point_at_any_file_and_line_of_the_game(tmp_path):
    """`Game.rules_problems` gives a key path of rules.yaml or a Location anywhere: "7 players but 6
    colours" lands on game.yaml's players, not on a rules.yaml line that is not wrong."""
    from generator.content.rulesfile import check_with_game
    from generator.content.yamlsource import read_yaml
    from generator.errors import Location, Problems
    from generator.game import Setting

    players = Location("games/x/game.yaml", 7, 10)
    game = dataclasses.replace(
        load_game("mighty"), rules_problems=lambda rules, setting: [(players, "found 7 players, but 6 colours; expected at most 6")]
    )
    problems = Problems()
    (tmp_path / "rules.yaml").write_text("stakes: {declaration: 1}\n")
    mapping = read_yaml(tmp_path / "rules.yaml", "games/x/rules.yaml", Problems())
    assert not check_with_game(game, None, mapping, Setting(None, None, None, {}), problems, "variants/v.yaml")
    assert [str(problem) for problem in problems.found] == [
        "games/x/game.yaml:7:10: found 7 players, but 6 colours; expected at most 6 (with the overrides of variants/v.yaml)"
    ]


def test_a_part_is_the_games_own_key_or_the_contents_attribute_checked_by_its_type():
    """`part`: the one typed access to what the core holds untyped for a game (issue 26: mighty_parts and
    mind_parts each read it their own way, one with a type: ignore)."""
    from types import SimpleNamespace

    from generator.game import Deck, part

    deck = Deck({"x": 2})
    content = SimpleNamespace(parts={"formula": "F", "deck": 3}, deck=deck, rules=None)
    assert part(content, "formula", str) == "F"
    assert part(content, "deck", int) == 3  # the game's own key first
    assert part(SimpleNamespace(parts={}, deck=deck), "deck", Deck) is deck
    assert part(content, "sections", tuple, default=()) == ()
    with pytest.raises(TypeError, match="the game's part 'rules' is a NoneType, expected a dict"):
        part(content, "rules", dict)


def test_the_core_deck_lists_overdrawn_cards_in_its_order_then_those_it_lacks():
    from generator.game import Deck

    deck = Deck({"a": 1, "b": 1, "c": 2})
    assert list(deck) == ["a", "b", "c", "c"] and deck.size == 4 and "c" in deck and "z" not in deck
    assert deck.overdrawn(["z", "c", "b", "b", "c", "c", "a"]) == {"b": (2, 1), "c": (3, 2), "z": (1, 0)}

"""`new-game NAME` (issue 19): a minimal game and its plug-in package from the template, or one
message and nothing written."""

import ast
import inspect
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import generator.commands.new_game as new_game_command
import generator.plugins
from generator.booklet.plugin import BookletDesign
from generator.cards.plugin import CardDesign, CardDrawing
from generator.cli import main
from generator.commands.new_game import TEMPLATE, Places, new_game, refusal
from generator.content.plugin import GameRules
from generator.errors import BuildError
from generator.tabletop.plugin import TabletopDesign
from generator.translation.plugin import TranslationDesign
from generator.web.plugin import WebDesign

PROTOCOLS = {
    "plugin_rules": GameRules,
    "plugin_cards": CardDesign,
    "plugin_booklet": BookletDesign,
    "plugin_web": WebDesign,
    "plugin_translation": TranslationDesign,
    "plugin_tabletop": TabletopDesign,
}


@pytest.fixture
def places(tmp_path):
    """A games folder, a plug-ins folder and a default game (plug-in `first_game`) of their own."""
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "game.yaml").write_text("plugin: first_game\n")
    (tmp_path / "games" / "taken").mkdir(parents=True)
    (tmp_path / "plugins" / "also_taken").mkdir(parents=True)
    return Places(tmp_path / "games", tmp_path / "plugins", tmp_path / "content")


def snapshot(root: Path) -> list[str]:
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def test_a_new_game_is_its_content_and_its_plugin_package(places):
    content, plugin = new_game("card-duel", places)
    assert (content, plugin) == (places.games / "card-duel", places.plugins / "card_duel")
    assert {p.name for p in content.iterdir()} >= {"game.yaml", "deck.yaml", "rules.yaml", "examples.yaml", "layout.yaml", "pages"}
    assert len(list((content / "pages").glob("*.yaml"))) == 4  # a 4-page booklet
    assert "plugin: card_duel" in (content / "game.yaml").read_text()
    written = [path for path in [*content.rglob("*"), *plugin.rglob("*")] if path.is_file()]
    assert [path for path in written if "@@" in path.read_text()] == []  # every placeholder filled in
    assert [path for path in written if path.suffix == ".tmpl"] == []
    assert "class CardDuelRules:" in (plugin / "plugin_rules.py").read_text()


def test_its_one_example_states_what_its_engine_gives(places):
    """The template's example: the highest card wins, and that is what it states."""
    content, _ = new_game("card-duel", places)
    examples = (content / "examples.yaml").read_text()
    assert "hands: {Aさん: [3, 7], Bさん: [9, 2]}" in examples and "expect: {winner: Bさん, highest: 9}" in examples


def test_the_plugin_defines_every_attribute_the_interface_lists(places):
    _, plugin = new_game("card-duel", places)
    listed = re.findall(r"^\| `([A-Z]+)` \|", generator.plugins.__doc__, re.MULTILINE)
    assert listed == ["RULES", "CARDS", "BOOKLET", "WEB", "TRANSLATION", "TABLETOP", "OUTPUTS", "COMMANDS"]
    tree = ast.parse((plugin / "__init__.py").read_text())
    imported = {alias.asname for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert imported == set(listed)


def protocol_members(protocol: type) -> set[str]:
    return {name for name, member in vars(protocol).items() if not name.startswith("_") and callable(member)}


def class_methods(path: Path) -> dict[str, set[str]]:
    tree = ast.parse(path.read_text())
    return {
        node.name: {item.name for item in node.body if isinstance(item, ast.FunctionDef) and not item.name.startswith("_")}
        for node in tree.body
        if isinstance(node, ast.ClassDef)
    }


@pytest.mark.parametrize("module", PROTOCOLS)
def test_each_hook_of_each_protocol_is_there_and_documented_where_it_is_declared(places, module):
    _, plugin = new_game("card-duel", places)
    protocol = PROTOCOLS[module]
    classes = class_methods(plugin / f"{module}.py")
    assert [name for name in protocol_members(protocol) if not inspect.getdoc(getattr(protocol, name))] == []
    assert protocol_members(protocol) <= set().union(*classes.values()), f"{module} lacks hooks of {protocol.__name__}"
    if protocol is CardDesign:  # its drawing, too
        assert protocol_members(CardDrawing) <= classes["CardDuelDrawing"]


def test_every_template_file_keeps_its_imports_cheap():
    """The plug-in is imported by every command: reportlab, the pipeline and the CLI only inside functions."""
    heavy = re.compile(r"^(?:from|import) (?:reportlab|PIL|pikepdf|\.\.\.(?:cli|pipeline|booklet\.[a-z_]+|cards\.(?!plugin)[a-z_]+))\b")
    for path in (TEMPLATE / "plugin").glob("*.py.tmpl"):
        top = path.read_text().split("\nif TYPE_CHECKING:")[0]
        assert [line for line in top.splitlines() if heavy.match(line)] == [], path.name


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Card-Duel", "found the game name 'Card-Duel', expected lower-case letters, digits and single hyphens"),
        ("card_duel", "found the game name 'card_duel', expected lower-case letters"),
        ("2-players", "expected lower-case letters, digits and single hyphens, starting with a letter"),
        ("card--duel", "found the game name 'card--duel'"),
        ("duel-", "found the game name 'duel-'"),
        ("../duel", "found the game name '../duel'"),
        ("class", "found the game name 'class', which Python keeps for itself; expected another name"),
        ("taken", "found the game name 'taken', which exists already: "),
        ("also-taken", "found the game name 'also-taken', which exists already: the plug-in package "),
        ("first-game", "found the game name 'first-game', which exists already: the game first-game ("),
    ],
)
def test_a_name_that_cannot_be_a_new_game_is_refused_and_nothing_is_written(places, name, why, tmp_path):
    before = snapshot(tmp_path)
    assert why in (refusal(name, places) or "")
    with pytest.raises(BuildError) as refused:
        new_game(name, places)
    assert len(refused.value.problems) == 1
    assert snapshot(tmp_path) == before


def test_a_failure_while_writing_leaves_nothing_behind(places, monkeypatch, tmp_path):
    before = snapshot(tmp_path)
    real_fill = new_game_command._fill

    def fail_on_the_plugin(template, into, fills):
        if template.name == "plugin":
            raise OSError(28, "No space left on device")
        real_fill(template, into, fills)

    monkeypatch.setattr(new_game_command, "_fill", fail_on_the_plugin)
    with pytest.raises(OSError):
        new_game("card-duel", places)
    assert snapshot(tmp_path) == before


def test_the_command_says_what_it_wrote_and_how_to_build_it(places, monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(new_game_command, "GAMES_FOLDER", Path("games"))
    monkeypatch.setattr(new_game_command, "PLUGINS_FOLDER", tmp_path / "plugins")
    assert main(["new-game", "card-duel"]) == 0
    assert capsys.readouterr().out == (
        "wrote games/card-duel/ and plugins/card_duel/: build it with `python -m generator build all --game card-duel` (docs/new-game.md)\n"
    )
    assert main(["new-game", "card-duel"]) == 2
    assert capsys.readouterr().err == (
        "error: found the game name 'card-duel', which exists already: games/card-duel/, the plug-in package "
        f"{tmp_path / 'plugins' / 'card_duel'}/; expected a new name\n1 problem\n"
    )


REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a copy of the working tree, new-game and a whole build in another process
@pytest.mark.xfail(
    strict=True,  # passes once the core reads no MIGHTY? schema: then this marker goes
    reason="the core still reads MIGHTY?'s game.yaml (palette colours, starting_chips, calculator_url, minutes), layout.yaml's chips "
    "and quickref.yaml's endings, formula and ranking (the content seam's next step)",
)
def test_a_new_game_builds_at_once(tmp_path):
    sys.path.insert(0, str(REPO / "scripts"))
    from compare_builds import WORKING_TREE, export

    tree = export(WORKING_TREE, tmp_path / "tree")
    environment = {**os.environ, "PYTHONPATH": str(tree)}
    for command in (["new-game", "card-duel"], ["build", "all", "--game", "card-duel"]):
        done = subprocess.run([sys.executable, "-m", "generator", *command], cwd=tree, env=environment, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr[-3000:]
    listed = json.loads((tree / "build" / "card-duel" / "manifest.json").read_text())["outputs"]
    assert {"booklet-print.pdf", "web/rules.html"} <= {entry["path"] for entry in listed}

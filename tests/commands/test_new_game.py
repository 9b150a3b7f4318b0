"""`new-game NAME` (issue 19): a minimal game and its plug-in package from the template, or one
message and nothing written."""

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import generator.commands.new_game as new_game_command
from generator.cli import main
from generator.commands.new_game import TEMPLATE, Places, new_game, refusal
from generator.errors import BuildError


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
    assert "GAME = Game(" in (plugin / "game.py").read_text()


def test_its_one_example_states_what_its_engine_gives(places):
    """The template's example: the highest card wins, and that is what it states."""
    content, _ = new_game("card-duel", places)
    examples = (content / "examples.yaml").read_text()
    assert "hands: {Aさん: [3, 7], Bさん: [9, 2]}" in examples and "expect: {winner: Bさん, highest: 9}" in examples


def test_the_plugin_is_one_game_value(places):
    """The package exports GAME, built by keyword in game.py: mypy checks every hook where it is made."""
    _, plugin = new_game("card-duel", places)
    tree = ast.parse((plugin / "__init__.py").read_text())
    imported = {alias.asname for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert imported == {"GAME"}
    calls = [node for node in ast.walk(ast.parse((plugin / "game.py").read_text())) if isinstance(node, ast.Call)]
    assert [call for call in calls if ast.unparse(call.func) == "Game" and not call.args]  # keywords only


def test_every_template_file_keeps_its_imports_cheap():
    """The plug-in is imported by every command: reportlab, the pipeline and the CLI only inside functions."""
    heavy = re.compile(r"^(?:from|import) (?:reportlab|PIL|pikepdf|\.\.\.(?:cli|pipeline|booklet\.[a-z_]+|cards\.[a-z_]+))\b")
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
        "plugins/card_duel/; expected a new name\n1 problem\n"
    )


def test_its_help_shows_the_name_alone(capsys):
    """Every command takes --content and --game, but a new game reads no game: its --help leaves them out."""
    with pytest.raises(SystemExit):
        main(["new-game", "--help"])
    shown = capsys.readouterr().out
    assert "lower-case letters, digits and single hyphens" in shown
    assert "--game" not in shown and "--content" not in shown


REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow  # a copy of the working tree, new-game, mypy, check, a whole build and its preflight in other processes
def test_a_new_game_builds_at_once(tmp_path):
    """From nothing to every output, as README.md's "Another game" says: each step exits 0, the plug-in
    type-checks against every protocol (each attribute is annotated with its protocol) and is lint-clean,
    the print files are clean."""
    sys.path.insert(0, str(REPO / "scripts"))
    from compare_builds import WORKING_TREE, export

    tree = export(WORKING_TREE, tmp_path / "tree")
    environment = {**os.environ, "PYTHONPATH": str(tree)}
    steps = (
        ["-m", "generator", "new-game", "card-duel"],
        ["-m", "mypy", "generator/games/card_duel"],
        ["-m", "ruff", "check", "generator/games/card_duel"],  # `make lint` reads the game's plug-in too
        ["-m", "ruff", "format", "--check", "generator/games/card_duel"],
        ["-m", "generator", "check", "--game", "card-duel"],
        ["-m", "generator", "build", "all", "--game", "card-duel"],
        ["-m", "generator", "preflight", "--game", "card-duel"],
    )
    for step in steps:
        done = subprocess.run([sys.executable, *step], cwd=tree, env=environment, capture_output=True, text=True)
        assert done.returncode == 0, f"{' '.join(step)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    assert done.stdout.splitlines()[-1].endswith("all clean")
    listed = json.loads((tree / "build" / "card-duel" / "manifest.json").read_text())["outputs"]
    kinds = {entry["kind"] for entry in listed}
    assert {"booklet-print", "booklet-screen", "cards-print", "cards-pnp", "quickref-print", "tuckbox-print", "web"} <= kinds
    assert {"tabletop-deck", "card-image", "booklet-preview"} <= kinds
    booklet = next(entry for entry in listed if entry["path"] == "booklet-print.pdf")
    assert booklet["pages"] == 4
    assert not (tree / "build" / "card-duel" / "qr").exists()  # no calculator: no QR code files


DOCS = REPO / "docs" / "new-game.md"


def first_changes() -> tuple[str, list[tuple[str, str]]]:
    """docs/new-game.md's "Your first changes": its text and its code blocks (language, code), in order."""
    section = DOCS.read_text(encoding="utf-8").split("\n## Your first changes\n", 1)[1].split("\n## ", 1)[0]
    return section, re.findall(r"```(python|yaml)\n(.*?)```", section, re.DOTALL)


def replace_function(plugin: Path, code: str) -> None:
    """The plug-in's function or method of the snippet's name (one module defines it) replaced by the snippet."""
    name = re.match(r" *def (\w+)\(", code)[1]
    (path,) = [path for path in plugin.glob("*.py") if re.search(rf"^ *def {name}\(", path.read_text(), re.MULTILINE)]
    lines = path.read_text().splitlines(keepends=True)
    (function,) = [node for node in ast.walk(ast.parse("".join(lines))) if isinstance(node, ast.FunctionDef) and node.name == name]
    path.write_text("".join([*lines[: function.lineno - 1], code, *lines[function.end_lineno :]]))


@pytest.mark.slow  # a copy of the working tree, new-game, mypy, check and a whole build in other processes
def test_the_first_changes_docs_new_game_shows_build(tmp_path):
    """Each snippet of "Your first changes", applied where the text says, type-checks and builds; its
    wrong result stops the build with the message the page quotes."""
    sys.path.insert(0, str(REPO / "scripts"))
    from compare_builds import WORKING_TREE, export

    tree = export(WORKING_TREE, tmp_path / "tree")
    environment = {**os.environ, "PYTHONPATH": str(tree)}

    def run(*step: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *step], cwd=tree, env=environment, capture_output=True, text=True)

    assert run("-m", "generator", "new-game", "card-duel").returncode == 0
    game, plugin = tree / "games" / "card-duel", tree / "generator" / "games" / "card_duel"
    section, snippets = first_changes()
    assert [language for language, _ in snippets] == ["python", "yaml", "yaml", "python", "python", "python", "python"]
    for language, code in snippets:
        if language == "python" and code.startswith("from "):
            (plugin / "blocks.py").write_text(code)
        elif language == "python":
            replace_function(plugin, code)
        else:
            target = game / ("pages/02-play.yaml" if "# in pages/02-play.yaml" in code else "examples.yaml")
            target.write_text(target.read_text() + code)
    deck = game / "deck.yaml"
    deck.write_text(deck.read_text().replace("to: 20", "to: 30").replace("total: 20", "total: 30"))
    page = game / "pages" / "02-play.yaml"
    page.write_text(page.read_text().replace("  - heading: 遊び方\n", "  - heading: 遊び方\n  - banner: 大きい数が勝つ！\n", 1))
    for step in (["-m", "mypy", "generator/games/card_duel"], ["-m", "generator", "build", "all", "--game", "card-duel"]):
        done = run(*step)
        assert done.returncode == 0, f"{' '.join(step)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    html = (tree / "build" / "card-duel" / "web" / "rules.html").read_text(encoding="utf-8")
    won = "<ruby>勝<rt>か</rt></ruby>つ"  # with its reading (readings.yaml), as rules.html shows it
    assert f'<p class="banner"><strong>大きい数が{won}！</strong></p>' in html and f"{won}のはBさんです" in html
    examples = game / "examples.yaml"
    examples.write_text(examples.read_text().replace("expect: {winner: Bさん, highest: 30}", "expect: {winner: Aさん, highest: 30}"))
    done = run("-m", "generator", "check", "--game", "card-duel")
    quoted = re.search(r"`(games/card-duel/examples\.yaml:[^`]+)`", section)[1]
    assert done.stderr.splitlines() == [f"error: {quoted}", "1 problem"]

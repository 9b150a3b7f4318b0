"""`--game NAME` (issue 19): the default game is content/ into build/, a folder games/NAME/ the game
NAME into build/NAME/; an unknown name is one message listing the games there are."""

import json
import re
from pathlib import Path

import pytest

import generator.commands.build
from generator import cli
from generator.cli import main
from generator.commands.check import editions
from generator.commands.games import Game, default_game_name, game_named, games, plugin_in

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def shelf(tmp_path, monkeypatch):
    """A working folder with a default game (plug-in `first_game`) and two games under games/."""
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "game.yaml").write_text("title: FIRST\n# plugin: not_this_one\nplugin: first_game   # its plug-in\n")
    for name in ("the-mind", "zoo"):
        (tmp_path / "games" / name).mkdir(parents=True)
        (tmp_path / "games" / name / "game.yaml").write_text(f"plugin: {name.replace('-', '_')}\n")
    (tmp_path / "games" / "notes").mkdir()  # no game.yaml: not a game
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def built(monkeypatch):
    """What `build` was asked: the build is replaced by a recorder."""
    asked = {}

    def record(names, content_dir, build_dir, *, local=False, editions=("ja",)):
        asked.update(names=names, content=Path(content_dir), out=Path(build_dir), editions=editions)
        return []

    monkeypatch.setattr(generator.commands.build, "build", record)
    return asked


def test_the_games_are_the_default_one_by_its_plugin_then_each_folder_with_a_game_yaml(shelf):
    assert games() == {
        "first-game": Game("first-game", Path("content"), Path("build")),
        "the-mind": Game("the-mind", Path("games/the-mind"), Path("build/the-mind")),
        "zoo": Game("zoo", Path("games/zoo"), Path("build/zoo")),
    }


def test_the_repository_has_its_two_games(monkeypatch):
    monkeypatch.chdir(REPO)
    assert default_game_name() == re.search(r"^plugin: *(\w+)", (REPO / "content/game.yaml").read_text(), re.M)[1]
    assert {"the-mind"} <= set(games()) and next(iter(games().values())).content == Path("content")


def test_without_a_default_game_only_the_folders_are_games(tmp_path):
    (tmp_path / "games" / "solo").mkdir(parents=True)
    (tmp_path / "games" / "solo" / "game.yaml").write_text("plugin: solo\n")
    assert list(games(tmp_path / "content", tmp_path / "games")) == ["solo"]


def test_an_unknown_game_is_one_message_listing_the_games_and_nothing_is_written(shelf, capsys):
    assert main(["build", "booklet", "--game", "the-mnd"]) == 2
    assert capsys.readouterr().err == (
        "error: found game 'the-mnd', expected one of the games there are: first-game (content/), "
        "the-mind (games/the-mind/), zoo (games/zoo/) (a game is a folder games/NAME/ with a game.yaml, "
        "or one an installed distribution registers)\n"
    )
    assert not (shelf / "build").exists()


@pytest.mark.parametrize("command", [name for name in cli.COMMANDS])
def test_every_command_takes_the_game_and_refuses_an_unknown_one(shelf, capsys, command):
    needs = {"build": ["web"], "strength": ["--board", "x", "--hand", "y"]}.get(command, [])  # their required arguments
    assert main([command, *needs, "--game", "nope"]) == 2
    assert "found game 'nope', expected one of the games there are: first-game" in capsys.readouterr().err


def test_a_game_by_name_builds_into_its_own_folder(shelf, built):
    assert main(["build", "booklet", "--game", "the-mind"]) == 0
    assert built == {"names": ["booklet"], "content": Path("games/the-mind"), "out": Path("build/the-mind"), "editions": ("ja",)}


def test_the_default_game_by_name_or_by_nothing_is_content_into_build(shelf, built):
    (shelf / "content" / "en").mkdir()
    for argv in (["build", "all"], ["build", "all", "--game", "first-game"]):
        assert main(argv) == 0
        assert built == {"names": ["all"], "content": Path("content"), "out": Path("build"), "editions": ("ja", "en")}


def test_out_still_decides_where_a_game_builds(shelf, built, tmp_path):
    assert main(["build", "web", "--game", "zoo", "--out", str(tmp_path / "elsewhere")]) == 0
    assert built["out"] == tmp_path / "elsewhere"


def test_game_and_content_are_one_or_the_other(shelf, capsys):
    with pytest.raises(SystemExit) as exited:
        main(["check", "--game", "zoo", "--content", "content"])
    assert exited.value.code == 2
    assert "argument --content: not allowed with argument --game" in capsys.readouterr().err


def test_a_game_with_an_english_folder_has_both_editions_else_the_japanese_alone(tmp_path):
    assert editions("all", tmp_path) == ("ja",)
    (tmp_path / "en").mkdir()
    assert editions("all", tmp_path) == ("ja", "en")
    assert editions("en", tmp_path / "nowhere") == ("en",)  # asked for: its absence is reported by the build


def test_game_named_raises_for_a_folder_without_game_yaml(shelf):
    with pytest.raises(LookupError, match="found game 'notes'"):
        game_named("notes")


def test_the_default_game_leaves_another_games_folder_alone_and_unlisted(tmp_path, content_dir, capsys):
    """build/the-mind/ survives `make booklet`, and build/manifest.json does not list it."""
    out = tmp_path / "build"
    other = out / "the-mind"
    other.mkdir(parents=True)
    (other / "manifest.json").write_text('{"outputs": [{"path": "web/rules.html", "sha256": "0"}]}\n')
    (other / "web").mkdir()
    (other / "web" / "rules.html").write_text("the other game")
    assert main(["build", "web", "--edition", "ja", "--content", str(content_dir), "--out", str(out)]) == 0
    assert (other / "web" / "rules.html").read_text() == "the other game"
    assert json.loads((other / "manifest.json").read_text())["outputs"][0]["path"] == "web/rules.html"
    listed = [entry["path"] for entry in json.loads((out / "manifest.json").read_text())["outputs"]]
    assert listed and not [path for path in listed if path.startswith("the-mind/")]


def test_every_make_target_that_runs_the_generator_passes_the_game():
    lines = [line.strip() for line in (REPO / "Makefile").read_text().splitlines() if "-m generator" in line]
    assert len(lines) >= 10
    assert [line for line in lines if "$(GAME_OPTION)" not in line] == []
    assert "GAME_OPTION := $(if $(GAME),--game $(GAME))" in (REPO / "Makefile").read_text()


@pytest.mark.parametrize(
    ("text", "plugin"),
    [
        ("title: X\nplugin: card_duel\n", "card_duel"),
        ("plugin: 'card_duel'   # its plug-in\n", "card_duel"),
        ('plugin: "card_duel"\n', "card_duel"),
        ("credits:\n  plugin: nested_key\n", None),  # not game.yaml's own key
        ("plugin: Not-A-Package\n", None),
        ("title: X\n", None),
    ],
)
def test_the_plugin_is_read_off_game_yaml_without_a_yaml_parser(tmp_path, text, plugin):
    (tmp_path / "game.yaml").write_text(text)
    assert plugin_in(tmp_path / "game.yaml") == plugin
    assert plugin_in(tmp_path / "missing.yaml") is None


def test_preflight_of_a_game_inspects_its_own_build_folder(shelf, monkeypatch, capsys):
    monkeypatch.setattr("generator.commands.preflight.load_content", lambda folder: folder)
    assert main(["preflight", "--game", "zoo"]) == 2
    assert capsys.readouterr().err == (
        "error: build/zoo/manifest.json not found: build the files first "
        "(`make all` or `python -m generator build all --game zoo`)\n1 problem\n"
    )


def test_a_game_folder_given_as_content_builds_into_its_own_folder_too(shelf, built, tmp_path):
    assert main(["build", "web", "--content", "games/zoo"]) == 0
    assert (built["content"], built["out"]) == (Path("games/zoo"), Path("build/zoo"))
    assert main(["build", "web", "--content", str(shelf / "games" / "the-mind")]) == 0
    assert built["out"] == Path("build/the-mind")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert main(["build", "web", "--content", str(elsewhere)]) == 0
    assert built["out"] == Path("build")


def test_a_game_is_found_in_the_working_folder_or_its_parents_and_builds_into_its_build(tmp_path, monkeypatch, built):
    """Issue 26: a game is a folder with a game.yaml, anywhere; a command run inside it reads it."""
    game = tmp_path / "my-game"
    (game / "pages").mkdir(parents=True)
    (game / "game.yaml").write_text("plugin: ./game\n")
    monkeypatch.chdir(game / "pages")
    assert main(["build", "booklet"]) == 0
    assert (built["content"].resolve(), built["out"].resolve()) == (game.resolve(), (game / "build").resolve())
    monkeypatch.chdir(game)
    assert main(["build", "booklet"]) == 0
    assert (built["content"], built["out"]) == (Path("."), Path("build"))


def test_game_with_a_slash_is_a_folder_anywhere(tmp_path, monkeypatch, built):
    game = tmp_path / "elsewhere" / "duel"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text("plugin: ./game\n")
    monkeypatch.chdir(REPO)
    assert main(["build", "booklet", "--game", str(game)]) == 0
    assert (built["content"], built["out"]) == (game, game / "build")
    assert main(["build", "booklet", "--game", str(game), "--out", str(tmp_path / "out")]) == 0
    assert built["out"] == tmp_path / "out"


def test_game_with_a_slash_but_no_game_yaml_is_one_message(tmp_path, capsys):
    assert main(["check", "--game", f"{tmp_path}/"]) == 2
    assert capsys.readouterr().err == f"error: found --game {tmp_path}, expected a folder with a game.yaml (a game's folder)\n"


def test_in_this_repository_the_default_game_is_still_content_into_build(monkeypatch, built):
    monkeypatch.chdir(REPO)
    assert main(["build", "booklet"]) == 0
    assert (built["content"], built["out"]) == (Path("content"), Path("build"))


@pytest.mark.parametrize("command", [["check"], ["build", "booklet"], ["translations"], ["preflight"]])
def test_a_command_run_where_there_is_no_game_says_so_and_how_to_name_one(tmp_path, monkeypatch, capsys, built, command):
    """Outside any game (no game.yaml here or above, no content/): one message, not "content: found no such folder"."""
    monkeypatch.chdir(tmp_path)
    assert main(command) == 2
    assert capsys.readouterr().err == (
        f"error: found no game in {tmp_path} or its parents (no game.yaml) and no content/ folder, expected to run in a "
        "game's folder or below it, or --game ./PATH (a folder with a game.yaml); `python -m generator new-game NAME` makes one\n"
    )
    assert built == {}


def test_new_game_needs_no_game_where_it_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["new-game", "duel"]) == 0
    assert (tmp_path / "duel" / "game.yaml").is_file()


def test_a_game_named_as_a_folder_here_is_pointed_to_by_its_path(shelf, capsys):
    """`--game duel` where ./duel/ is a game's folder: the name is no registered game, the path is meant."""
    (shelf / "duel").mkdir()
    (shelf / "duel" / "game.yaml").write_text("plugin: ./game\n")
    assert main(["check", "--game", "duel"]) == 2
    assert capsys.readouterr().err.rstrip("\n").endswith("; duel/ here is a game's folder: --game ./duel")

"""generator/plugins.py and generator/game_folders (issue 26): game.yaml's `plugin:` is `./PATH`, the
game's own code beside it, or a name registered in the entry-point group `cardpress.games`."""

from __future__ import annotations

import importlib
import multiprocessing
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from generator.game import Game
from generator.game_folders import module_name, path_of
from generator.plugins import UnknownPlugin, load_game, plugin_in, plugin_key, plugin_line, registered, registered_folder

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def fresh_games():
    """load_game caches each game: a test that registers or writes one sees it, and leaves nothing behind."""
    load_game.cache_clear()
    yield
    load_game.cache_clear()


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("plugin: mighty\n", "mighty"),
        ("plugin: 'the-mind'   # registered\n", "the-mind"),
        ('plugin: "./game"\n', "./game"),
        ("title: X\nplugin: ./code/game.py # beside it\n", "./code/game.py"),
        ("credits:\n  plugin: nested\n", None),
        ("plugin: Not-A-Name\n", None),
        ("plugin: [a]\n", None),
    ],
)
def test_the_one_reader_of_the_plugin_line_takes_quotes_and_paths(text, written, tmp_path):
    """commands, cli and the loader read game.yaml's `plugin:` with this one function (issue 26: two regexes disagreed)."""
    assert plugin_line(text) == written
    (tmp_path / "game.yaml").write_text(text)
    assert plugin_in(tmp_path / "game.yaml") == written


def test_a_path_is_resolved_beside_game_yaml_and_a_name_is_kept(tmp_path):
    assert plugin_key("./game", tmp_path) == str((tmp_path / "game").resolve())
    assert plugin_key("mighty", tmp_path) == "mighty"


def test_a_private_name_says_where_the_code_is():
    folder = Path("/somewhere/my game/gàme")
    assert path_of(module_name(folder)) == folder
    assert path_of("generator.game_folders.xzz") is None and path_of("generator.games") is None


def test_the_minds_code_beside_its_game_yaml_is_its_game():
    game = load_game(plugin_key("./game", REPO / "games" / "the-mind"))
    assert isinstance(game, Game) and game.card("57") is not None


def test_a_path_without_code_or_with_broken_code_is_one_message(tmp_path):
    with pytest.raises(UnknownPlugin, match="expected a package folder .*/nothing/ \\(with an __init__.py\\) or a module .*nothing.py"):
        load_game(plugin_key("./nothing", tmp_path))
    (tmp_path / "broken.py").write_text("import no_such_module_here\n")
    with pytest.raises(UnknownPlugin, match="importing it failed: ModuleNotFoundError: No module named 'no_such_module_here'"):
        load_game(plugin_key("./broken", tmp_path))
    (tmp_path / "empty.py").write_text("GAME = 3\n")
    with pytest.raises(UnknownPlugin, match="its GAME is a int, expected a generator.game.Game"):
        load_game(plugin_key("./empty", tmp_path))


def test_an_unknown_name_lists_the_registered_games():
    with pytest.raises(UnknownPlugin) as unknown:
        load_game("nonesuch")
    assert "found plugin 'nonesuch', expected ./PATH (the game's code beside its game.yaml) or a registered game: " in str(unknown.value)
    assert "mighty" in str(unknown.value)


def test_a_game_yaml_naming_no_code_there_is_says_so_at_its_line(tmp_path, capsys):
    folder = tmp_path / "game"
    shutil.copytree(REPO / "content", folder)
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace("plugin: mighty", "plugin: ./mighty_code"), encoding="utf-8")
    assert main(["check", "--content", str(folder)]) == 2
    err = capsys.readouterr().err
    line = 1 + text.splitlines().index("plugin: mighty")
    assert f"game/game.yaml:{line}:9: found plugin '{(folder / 'mighty_code').resolve()}', expected a package folder" in err
    assert "Traceback" not in err


def doubled(value: int) -> int:
    return 2 * value


def _call(function_and_value: tuple[object, int]) -> int:
    function, value = function_and_value
    assert callable(function)
    return int(function(value))


@pytest.mark.slow  # a spawned worker process
def test_a_spawned_worker_imports_a_games_own_code_again(tmp_path):
    """A function of `./code` pickles by its private name; a worker started afresh (spawn) imports it by that name."""
    (tmp_path / "code.py").write_text("def tripled(value: int) -> int:\n    return 3 * value\n")
    module = importlib.import_module(module_name(tmp_path / "code"))
    assert b"generator.game_folders.x" in pickle.dumps(module.tripled)
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.map(_call, [(module.tripled, 5)]) == [15]


def fake_distribution(root: Path, name: str, value: str, distribution: str = "fixture_game") -> None:
    """An installed distribution as importlib.metadata sees it: a .dist-info folder with its entry points."""
    info = root / f"{distribution}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[cardpress.games]\n{name} = {value}\n")


def test_a_game_registered_by_another_distribution_builds(tmp_path, monkeypatch, capsys):
    """Another distribution's package registers its Game under `cardpress.games`; a game.yaml names it."""
    site = tmp_path / "site"
    (site / "fixture_game").mkdir(parents=True)
    (site / "fixture_game" / "__init__.py").write_text("from generator.games.mighty import GAME as GAME  # its own code would do\n")
    fake_distribution(site, "fixture-mighty", "fixture_game:GAME")
    monkeypatch.syspath_prepend(str(site))
    folder = tmp_path / "game"
    shutil.copytree(REPO / "content", folder)
    game_yaml = folder / "game.yaml"
    game_yaml.write_text(game_yaml.read_text(encoding="utf-8").replace("plugin: mighty", "plugin: fixture-mighty"), encoding="utf-8")
    assert load_game("fixture-mighty") is importlib.import_module("fixture_game").GAME
    assert main(["build", "web", "--content", str(folder), "--out", str(tmp_path / "out")]) == 0, capsys.readouterr().err
    assert (tmp_path / "out" / "web" / "rules.html").is_file()


def test_an_entry_point_that_is_no_game_is_one_message(tmp_path, monkeypatch):
    fake_distribution(tmp_path, "not-a-game", "os:sep")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(UnknownPlugin, match="its entry point os:sep is a str, expected a generator.game.Game"):
        load_game("not-a-game")


@pytest.mark.parametrize(("pinned", "accepted"), [(">=0.1,<0.2", True), (">=0.2,<0.3", False), ("==0.1.*", True)])
def test_a_game_made_for_other_toolchain_versions_is_one_message_at_its_line(tmp_path, capsys, pinned, accepted):
    import generator

    folder = tmp_path / "game"
    shutil.copytree(REPO / "content", folder)
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(f'toolchain: "{pinned}"\n{text}', encoding="utf-8")
    assert main(["check", "--content", str(folder)]) == (0 if accepted else 2)
    if not accepted:
        assert capsys.readouterr().err.splitlines() == [
            f"error: game/game.yaml:1:12: found toolchain: '{pinned}', but this is cardpress {generator.__version__}; expected a "
            f"toolchain the game was made for: install one (pip install 'cardpress{pinned}'), or change the line once the game "
            "builds with this one",
            "1 problem",
        ]


def test_a_toolchain_line_that_is_no_version_range_is_one_message(tmp_path, capsys):
    folder = tmp_path / "game"
    shutil.copytree(REPO / "content", folder)
    (folder / "game.yaml").write_text("toolchain: soon\n" + (folder / "game.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["check", "--content", str(folder)]) == 2
    assert "game/game.yaml:1:12: toolchain: found 'soon', expected version specifiers such as '>=0.1,<0.2'" in capsys.readouterr().err


def test_a_name_two_distributions_register_differently_is_one_message(tmp_path, monkeypatch):
    for number, value in enumerate(("os:sep", "os:curdir")):
        site = tmp_path / f"site{number}"
        fake_distribution(site, "twice", value, f"fixture_game_{number}")
        monkeypatch.syspath_prepend(str(site))
    with pytest.raises(UnknownPlugin, match="installed distributions register several: os:curdir, os:sep"):
        load_game("twice")


def test_the_mind_is_registered_by_name_and_is_the_game_of_its_folder():
    """pyproject.toml registers `the-mind`; its module loads games/the-mind/'s own code by its path, so the
    name and `plugin: ./game` are one Game (one import, one cache key)."""
    assert registered()["the-mind"] == "generator.games.the_mind:GAME"
    assert load_game("the-mind") is load_game(plugin_key("./game", REPO / "games" / "the-mind"))
    assert registered_folder("the-mind") == REPO / "games" / "the-mind"


@pytest.mark.slow  # The Mind's web page built
def test_a_game_another_distribution_registers_builds_by_its_name(tmp_path, monkeypatch, capsys):
    """`--game NAME` finds a game an installed distribution registers: the folder it ships beside its
    code (here a copy of The Mind's, its package), outside any repository, building into build/NAME/."""
    site = tmp_path / "site"
    package = shutil.copytree(REPO / "games" / "the-mind", site / "fixture_mind", ignore=shutil.ignore_patterns("__pycache__", "build"))
    (package / "__init__.py").write_text("from .game import GAME as GAME\n")
    fake_distribution(site, "fixture-mind", "fixture_mind:GAME")
    monkeypatch.syspath_prepend(str(site))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert registered_folder("fixture-mind") == package
    assert main(["build", "web", "--game", "fixture-mind"]) == 0, capsys.readouterr().err
    assert (work / "build" / "fixture-mind" / "web" / "rules.html").is_file()


def test_a_registered_game_that_ships_no_folder_is_one_message(tmp_path, monkeypatch, capsys):
    fake_distribution(tmp_path, "bare", "generator.games.mighty:GAME")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--game", "bare"]) == 2
    assert capsys.readouterr().err == (
        "error: found game 'bare', registered by generator.games.mighty, which ships no game.yaml beside its code; "
        "expected a game's folder: --game PATH\n"
    )


@pytest.mark.slow  # the package built as a wheel builds it, then the generator in another process
def test_the_mind_by_name_from_the_built_package_without_the_repository(tmp_path):
    """What a wheel installs (setup.py's build_py: generator/ with The Mind's folder copied beside its
    registered module) checks `--game the-mind` from an empty folder, reading nothing of this repository."""
    source = tmp_path / "source"
    source.mkdir()
    for part in ("pyproject.toml", "setup.py"):
        shutil.copy(REPO / part, source / part)
    ignored = shutil.ignore_patterns("__pycache__", "build")
    shutil.copytree(REPO / "generator", source / "generator", ignore=ignored)
    shutil.copytree(REPO / "games" / "the-mind", source / "games" / "the-mind", ignore=ignored)
    built = tmp_path / "lib"
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(built)], cwd=source, capture_output=True, check=True)
    empty = tmp_path / "empty"
    empty.mkdir()
    program = "import sys, generator.games.the_mind as m; from generator.cli import main; print(m.FOLDER); sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", program, "check", "--game", "the-mind", "--edition", "ja"],
        cwd=empty,
        env={**os.environ, "PYTHONPATH": str(built)},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    folder, summary = done.stdout.splitlines()
    assert folder == str(built / "generator" / "games" / "the_mind") and summary.startswith("content OK: 12 pages")

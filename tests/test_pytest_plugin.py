"""generator/pytest_plugin.py: the conformance kit as a pytest plug-in (issue 26), registered in pytest11,
so a game's CI runs it with pytest alone by subclassing its Conformance."""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from generator import conformance
from generator.pytest_plugin import Conformance, game_folder_of

REPO = Path(__file__).resolve().parent.parent
TEST_FILE = "from generator.pytest_plugin import Conformance\n\n\nclass TestConformance(Conformance):\n    pass\n"


def test_the_plugin_is_registered_for_pytest():
    assert [point.value for point in entry_points(group="pytest11", name="cardpress")] == ["generator.pytest_plugin"]


def test_the_game_is_the_nearest_folder_with_a_game_yaml(tmp_path):
    (tmp_path / "game" / "tests" / "deep").mkdir(parents=True)
    (tmp_path / "game" / "game.yaml").write_text("plugin: ./game\n")
    assert game_folder_of(tmp_path / "game" / "tests" / "deep") == tmp_path / "game"
    assert game_folder_of(tmp_path) is None


def test_each_test_of_the_plugin_is_one_call_of_the_kit():
    """The plug-in stays thin: a test per function of generator/conformance.py that checks a game."""
    tests = sorted(name for name in vars(Conformance) if name.startswith("test_"))
    assert len(tests) == 5
    kit = ("examples_replayed", "check_is_build", "cheap_start_up", "bad_inputs_are_messages", "clean_preflight")
    assert all(callable(getattr(conformance, name)) for name in kit)


@pytest.mark.slow  # pytest in another process, over a copy of The Mind's folder
def test_pytest_alone_runs_the_kit_over_a_games_folder(tmp_path):
    """A game's tests/test_game.py that subclasses Conformance: pytest finds the game above it, and a
    wrong stated result fails the example test with the line that states it."""
    game = shutil.copytree(REPO / "games" / "the-mind", tmp_path / "the-mind", ignore=shutil.ignore_patterns("__pycache__", "build"))
    (game / "tests").mkdir()
    (game / "tests" / "test_game.py").write_text(TEST_FILE)

    def pytest_in_game(*arguments: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *arguments, "tests"]
        return subprocess.run(command, cwd=game, capture_output=True, text=True)

    done = pytest_in_game("-k", "example or start_up", "--cardpress-seeds", "1")
    assert done.returncode == 0, done.stdout[-3000:]
    assert "2 passed, 3 deselected" in done.stdout
    examples = game / "examples.yaml"
    examples.write_text(examples.read_text(encoding="utf-8").replace("reward: shuriken, lives: 2,", "reward: shuriken, lives: 3,", 1))
    done = pytest_in_game("-k", "example")
    assert done.returncode == 1 and "examples.yaml:" in done.stdout and "test_every_example_is_replayed" in done.stdout

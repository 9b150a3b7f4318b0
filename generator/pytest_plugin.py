"""The conformance kit as a pytest plug-in: a game's CI runs it with `pytest` alone.

Installing the toolchain registers this module in pytest's entry-point group `pytest11`, so every pytest
run knows its options and its `cardpress_game` fixture; it collects nothing by itself. A game's test
file runs the kit by subclassing `Conformance` (the file `new-game` writes does):

    from generator.pytest_plugin import Conformance

    class TestConformance(Conformance):
        pass  # the game: the nearest folder with a game.yaml above this file

Each test is one call of generator/conformance.py, which says what is wrong. The game's folder is the
`cardpress_game` ini value (`[tool.pytest.ini_options] cardpress_game = "."`, from the ini file's
folder), else the nearest folder with a game.yaml that holds the test file; `--cardpress-seeds N` (or
the ini value `cardpress_seeds`) is how many seeded random edits `check ≡ build` tries (3).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from . import conformance

GAME_FILE = "game.yaml"
SEEDS = 3  # each edit is one `check` and one `build all` of the game: a few seconds each


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cardpress", "the cardpress conformance kit (generator.pytest_plugin.Conformance)")
    group.addoption("--cardpress-seeds", type=int, default=None, metavar="N", help=f"random edits check ≡ build tries ({SEEDS})")
    parser.addini("cardpress_game", "the game's folder (with its game.yaml), from the ini file's folder", default="")
    parser.addini("cardpress_seeds", "random edits check ≡ build tries", default=str(SEEDS))


def game_folder_of(start: Path) -> Path | None:
    """The nearest folder with a game.yaml that is `start` or holds it; None when there is none."""
    return next((folder for folder in (start, *start.parents) if (folder / GAME_FILE).is_file()), None)


@pytest.fixture(scope="session")
def cardpress_seeds(pytestconfig: pytest.Config) -> range:
    """The seeds of the random edits: 0 … N − 1, the same every run."""
    given = pytestconfig.getoption("cardpress_seeds")
    return range(int(given if given is not None else pytestconfig.getini("cardpress_seeds")))


@pytest.fixture(scope="module")
def cardpress_game(request: pytest.FixtureRequest) -> Path:
    """The game's folder: the ini value `cardpress_game`, else the nearest game.yaml above the test file."""
    written = str(request.config.getini("cardpress_game"))
    inifile = request.config.inipath
    if written:
        folder = ((inifile.parent if inifile else request.config.rootpath) / written).resolve()
    else:
        folder = game_folder_of(request.path.resolve().parent) or request.path.resolve().parent
    if not (folder / GAME_FILE).is_file():
        pytest.fail(f"found no {GAME_FILE} in {folder}; expected the game's folder (ini value cardpress_game, or a folder above the tests)")
    return folder


class Conformance:
    """What the toolchain checks of every game: subclass it as `TestConformance` in the game's tests."""

    def test_every_example_is_replayed(self, cardpress_game: Path) -> None:
        conformance.examples_replayed(cardpress_game)

    def test_check_says_what_build_says_of_random_edits(self, cardpress_game: Path, cardpress_seeds: range, tmp_path: Path) -> None:
        conformance.check_is_build(cardpress_game, tmp_path, cardpress_seeds)

    def test_start_up_stays_cheap(self, cardpress_game: Path) -> None:
        conformance.cheap_start_up(cardpress_game)

    def test_broken_files_are_messages(self, cardpress_game: Path, tmp_path: Path) -> None:
        conformance.bad_inputs_are_messages(cardpress_game, tmp_path)

    def test_the_print_files_pass_preflight(self, cardpress_game: Path, tmp_path: Path) -> None:
        conformance.clean_preflight(cardpress_game, tmp_path)

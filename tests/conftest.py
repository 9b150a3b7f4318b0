"""Shared fixtures: the repository's paths, the whole builds the tests only read, builds in another
process. Each test folder adds its own fixtures.

The tiers are tests/tiers.py's: `make test-fast` runs the tests marked neither `browser` nor `slow`."""

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from generator.pipeline import build
from tests.shared_builds import Kit, shared_build
from tests.tiers import check_the_tier, in_the_order_to_run, mark_by_fixtures, running

# No wall-clock limit in a test: Hypothesis's default 200 ms per example fails on a loaded machine.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")

REPO = Path(__file__).resolve().parent.parent
CONTENT = REPO / "content"

sys.addaudithook(check_the_tier)
sys.path.insert(0, str(REPO / "scripts"))
import compare_builds  # noqa: E402  (scripts/compare_builds.py: the whole kits are built as it builds each side)


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        mark_by_fixtures(item)
    items[:] = in_the_order_to_run(items)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item):
    with running(item):
        return (yield)


@pytest.fixture(scope="session")
def whole_build() -> None:
    """Nothing: a fixture that builds a whole output requests it, so the tests reading that build are `slow`."""


@pytest.fixture(scope="session")
def other_process() -> None:
    """Nothing: a fixture that runs Python in another process requests it, so its tests are `slow`."""


@pytest.fixture
def fixture_game(tmp_path) -> Iterator[Path]:
    """A small game of its own, not MIGHTY?: new-game's template as tmp_path/games/fixture-game, its code
    beside its game.yaml (`plugin: ./game`, imported under a private name that holds its folder)."""
    from generator.commands.new_game import new_game

    yield new_game(tmp_path / "games" / "fixture-game")


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def content_dir() -> Path:
    return CONTENT


def other_hash_seed() -> str:
    """A PYTHONHASHSEED unlike this process's: set and dict order must not reach any output."""
    mine = os.environ.get("PYTHONHASHSEED", "random")
    return "1" if mine == "0" else "0"  # "0" (no randomisation) differs from a random seed too


def python_elsewhere(code: str, folder: Path) -> subprocess.CompletedProcess:
    """Runs Python `code` in a new process, in `folder`, with another hash seed and time zone."""
    folder.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONHASHSEED": other_hash_seed(), "TZ": "Pacific/Kiritimati", "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", code], cwd=folder, env=env, capture_output=True)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done


@pytest.fixture(scope="session")
def run_elsewhere(other_process):
    """`run_elsewhere(code, folder)`: Python `code` run in another process, folder, hash seed and time zone."""
    return python_elsewhere


@pytest.fixture(scope="session")
def build_elsewhere(other_process):
    """`build_elsewhere(["booklet"], folder)`: the content copied into `folder`, built there by
    `python -m generator build` in another process (another hash seed); returns its build/.
    `edition`: which edition (the tests' in-process builds are of the Japanese one)."""

    def build_there(targets: list[str], folder: Path, edition: str = "ja") -> Path:
        shutil.copytree(CONTENT, folder / "content")
        command = ["build", *targets, "--edition", edition]
        python_elsewhere(f"from generator.cli import main; raise SystemExit(main({command!r}))", folder)
        return folder / "build"

    return build_there


# ---- whole builds, once per test run (whatever the workers): the tests only read them ---------------


@pytest.fixture(scope="session")
def booklet_build(whole_build, tmp_path_factory) -> Path:
    """build/ after `build booklet` of the Japanese edition, in a process of this run."""
    return shared_build(tmp_path_factory, "booklet", (CONTENT,), lambda folder: build(["booklet"], CONTENT, folder))


@pytest.fixture(scope="session")
def print_build(whole_build, tmp_path_factory) -> Path:
    """build/ after `build booklet cards --edition all` in a process of this run: every print file of both editions."""

    def build_both(folder: Path) -> None:
        build(["booklet", "cards"], CONTENT, folder, editions=("ja", "en"))

    return shared_build(tmp_path_factory, "booklet-and-cards", (CONTENT,), build_both)


@pytest.fixture(scope="session")
def whole_kit(whole_build, other_process, tmp_path_factory) -> Callable[[str | None], Kit]:
    """`whole_kit(game)`: every output of a game of this checkout (None: the default game; else games/NAME/),
    built once per run as scripts/compare_builds.py builds each side (`python -m generator build all
    --edition all` in another process, in the repository): the head side of the byte-identity test, and
    The Mind built in the repository."""

    def kit(game: str | None) -> Kit:
        def make(folder: Path) -> None:
            failure = compare_builds.build(REPO, folder / "build", game)
            if failure is not None:
                (folder / "failure.txt").write_text(failure, encoding="utf-8")

        folder = shared_build(tmp_path_factory, "kit", (CONTENT, REPO / "games"), make, game)
        failed = folder / "failure.txt"
        return Kit(folder / "build", failed.read_text(encoding="utf-8") if failed.exists() else None)

    return kit

"""Shared fixtures: the repository's paths, builds in another process. Each test folder adds its own fixtures."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# No wall-clock limit in a test: Hypothesis's default 200 ms per example fails on a loaded machine.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")

REPO = Path(__file__).resolve().parent.parent
CONTENT = REPO / "content"


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
def run_elsewhere():
    """`run_elsewhere(code, folder)`: Python `code` run in another process, folder, hash seed and time zone."""
    return python_elsewhere


@pytest.fixture(scope="session")
def build_elsewhere():
    """`build_elsewhere(["booklet"], folder)`: the content copied into `folder`, built there by
    `python -m generator build` in another process (another hash seed); returns its build/.
    `edition`: which edition (the tests' in-process builds are of the Japanese one)."""

    def build(targets: list[str], folder: Path, edition: str = "ja") -> Path:
        shutil.copytree(CONTENT, folder / "content")
        command = ["build", *targets, "--edition", edition]
        python_elsewhere(f"from generator.cli import main; raise SystemExit(main({command!r}))", folder)
        return folder / "build"

    return build

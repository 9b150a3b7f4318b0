"""Issue 26's first "done when": the toolchain installed once (not editable) in a fresh virtual
environment, a game started in an empty folder outside the repository works from there."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def run(argv: list[str], cwd: Path) -> str:
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(argv)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done.stdout + done.stderr


@pytest.mark.slow  # a virtual environment, pip, and a game's whole build in other processes
def test_an_installed_toolchain_makes_builds_and_tests_a_game_outside_the_repository(tmp_path):
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    python, cardpress = venv / "bin" / "python", venv / "bin" / "cardpress"
    run([str(python), "-m", "pip", "install", "-q", str(REPO), "pytest"], tmp_path)  # not editable: a copy in site-packages
    located = run([str(python), "-c", "import generator; print(generator.__file__)"], tmp_path)
    assert str(venv) in located and (Path(located.strip()).parent / "py.typed").is_file()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert run([str(cardpress), "--help"], empty).startswith("usage: cardpress ")
    run([str(cardpress), "new-game", "my-game"], empty)
    game = empty / "my-game"
    assert "content OK" in run([str(cardpress), "check"], game)
    run([str(cardpress), "build", "all"], game)
    assert run([str(cardpress), "preflight"], game).splitlines()[-1].endswith("all clean")
    assert "5 passed" in run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider"], game)

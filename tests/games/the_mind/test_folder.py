"""The Mind is one self-contained folder (issue 26): its content and its code (game/, `plugin: ./game`)
build the same files wherever the folder is copied."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


def built(argv: list[str], cwd: Path) -> dict[str, str]:
    """Each output of `python -m generator ARGV` run in CWD, by path, with its sha256 (manifest.json)."""
    done = subprocess.run([sys.executable, "-m", "generator", *argv], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    out = Path(argv[argv.index("--out") + 1]) if "--out" in argv else cwd / "build"
    return {entry["path"]: entry["sha256"] for entry in json.loads((out / "manifest.json").read_text())["outputs"]}


@pytest.mark.slow  # two whole builds of The Mind in other processes
def test_the_minds_folder_copied_out_of_the_repository_builds_the_same_files(tmp_path):
    inside = built(["build", "all", "--game", "the-mind", "--out", str(tmp_path / "inside")], REPO)
    copy = shutil.copytree(REPO / "games" / "the-mind", tmp_path / "elsewhere" / "the-mind", ignore=shutil.ignore_patterns("__pycache__"))
    outside = built(["build", "all"], copy)  # found in the working folder, built into its own build/
    assert len(inside) > 100 and outside == inside

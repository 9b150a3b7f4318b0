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


def listed(out: Path) -> dict[str, str]:
    """Each output of the build in OUT, by path, with its sha256 (manifest.json)."""
    return {entry["path"]: entry["sha256"] for entry in json.loads((out / "manifest.json").read_text())["outputs"]}


@pytest.mark.slow  # The Mind built outside the repository in another process (and in it, once per run: whole_kit)
def test_the_minds_folder_copied_out_of_the_repository_builds_the_same_files(whole_kit, tmp_path):
    kit = whole_kit("the-mind")  # `build all --game the-mind` in the repository
    assert kit.failure is None
    copy = shutil.copytree(REPO / "games" / "the-mind", tmp_path / "elsewhere" / "the-mind", ignore=shutil.ignore_patterns("__pycache__"))
    done = subprocess.run([sys.executable, "-m", "generator", "build", "all"], cwd=copy, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]  # found in the working folder, built into its own build/
    outside, inside = listed(copy / "build"), listed(kit.build)
    assert len(inside) > 100 and outside == inside

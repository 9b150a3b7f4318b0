"""Refactorings do not move an output: HEAD builds every file of manifest.json (both editions, all
targets) byte for byte as the last commit whose outputs changed on purpose (scripts/compare_builds.py).

When a commit changes outputs on purpose, it moves OUTPUTS_BASE to itself, or lists the files it
changes in DELIBERATE with the reason, so that every other file is still held to the old bytes.
"""

from __future__ import annotations

import subprocess
import sys
from fnmatch import fnmatch
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
from compare_builds import compare, differences  # noqa: E402

OUTPUTS_BASE = "13a1418"  # issues #20 (tabletop fields) and #21 (English edition, its review, text layer, /Lang) merged
# path pattern → why its bytes changed since OUTPUTS_BASE
DELIBERATE: dict[str, str] = {}


def unexplained(found: list[str]) -> list[str]:
    return [line for line in found if not any(fnmatch(line.split(":", 1)[0], pattern) for pattern in DELIBERATE)]


def test_the_base_commit_is_in_the_history() -> None:
    known = subprocess.run(["git", "cat-file", "-e", f"{OUTPUTS_BASE}^{{commit}}"], cwd=REPO, capture_output=True)
    assert known.returncode == 0, f"{OUTPUTS_BASE} is not in this clone's history (a shallow clone?): clone the whole history"


@pytest.mark.slow  # two whole builds, in other processes
def test_every_output_is_byte_identical_to_the_base() -> None:
    assert unexplained(compare(OUTPUTS_BASE, games=[None])) == []


def test_a_changed_output_is_reported() -> None:
    assert differences({"a.pdf": "1" * 64, "b.png": "2" * 64}, {"a.pdf": "3" * 64, "c.png": "2" * 64}) == [
        "a.pdf: sha256 111111111111… → 333333333333…",
        "b.png: only in the base",
        "c.png: only in the head",
    ]

"""cache.stable_repr: the text cache keys are hashed from, the same whatever the hash seed."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from generator.cache import paths_in, stable_repr


@dataclass(frozen=True)
class Sample:
    name: str
    kanji: frozenset[str]
    hidden: int = field(default=0, repr=False)


def test_sets_are_sorted_and_dataclasses_written_as_their_repr():
    """Sorted by their own stable_repr (so by code point for strings)."""
    sample = Sample("読み", frozenset({"里", "一", "金"}), hidden=3)
    assert stable_repr(sample) == "Sample(name='読み', kanji={'一', '里', '金'})"
    assert stable_repr([(1, None), {"a": {2, 1}}]) == "[(1, None), {'a': {1, 2}}]"


@pytest.mark.slow  # Python in other processes
def test_a_set_of_strings_reads_the_same_in_every_process():
    script = "from generator.cache import paths_in, stable_repr; print(stable_repr(frozenset('計止近一金日思楽半名大今木毛文里')))"
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script], env={**os.environ, "PYTHONHASHSEED": seed}, check=True, capture_output=True, text=True
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1


def test_every_path_in_the_model_is_found():
    @dataclass(frozen=True)
    class Block:
        art: Path
        more: tuple[object, ...]

    found = paths_in({"a": [Block(Path("a.png"), (Path("b.svg"), {"c": Path("c.ttf")}))]})
    assert sorted(found) == [Path("a.png"), Path("b.svg"), Path("c.ttf")]

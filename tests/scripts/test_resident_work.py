"""scripts/resident_work.py: the commands run again in one process, each after an edit; a failure stops it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

from resident_work import run_quietly  # noqa: E402  (scripts/ is no package)


def test_a_command_that_fails_after_the_edit_stops_the_measurement_with_its_problems(tmp_path):
    (tmp_path / "game.yaml").write_text("name: [\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"check --content .* failed after the edit: error: .*game\.yaml"):
        run_quietly(["check", "--content", str(tmp_path)])


def test_a_command_that_works_takes_its_seconds(tmp_path, fixture_game):
    assert run_quietly(["check", "--content", str(fixture_game)]) > 0

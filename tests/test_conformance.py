"""generator/conformance.py: the kit any game's CI runs (issue 26), here on this repository's games."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import conformance
from tests.games.the_mind.code import copy_linking_code

REPO = Path(__file__).resolve().parent.parent
MIND = REPO / "games" / "the-mind"


def test_a_wrong_stated_result_fails_the_kit_at_its_line(tmp_path):
    copy = copy_linking_code(MIND, tmp_path / "the-mind")
    examples = copy / "examples.yaml"
    text = examples.read_text(encoding="utf-8")
    examples.write_text(text.replace("reward: shuriken, lives: 2,", "reward: shuriken, lives: 3,", 1), encoding="utf-8")
    with pytest.raises(AssertionError, match=r"the-mind/examples.yaml:\d+:\d+: "):
        conformance.examples_replayed(copy)


def test_the_edits_are_the_same_for_a_seed():
    kinds = conformance.every_file_kinds(MIND)
    assert [conformance.edit_of(kinds, seed).file for seed in range(5)] == [conformance.edit_of(kinds, seed).file for seed in range(5)]
    assert {conformance.edit_of(kinds, seed).what for seed in range(40)} == {kind for kind, _, _ in kinds}


@pytest.mark.slow  # The Mind's examples, check and build of a few edits, broken files: whole loads and builds
def test_the_mind_passes_the_kit(tmp_path):
    conformance.examples_replayed(MIND)
    conformance.check_is_build(MIND, tmp_path / "edits", range(2))
    conformance.bad_inputs_are_messages(MIND, tmp_path / "bad")


@pytest.mark.slow  # a fresh interpreter per game
@pytest.mark.parametrize("folder", [REPO / "content", MIND], ids=["mighty", "the-mind"])
def test_each_game_starts_up_cheaply(folder):
    conformance.cheap_start_up(folder)

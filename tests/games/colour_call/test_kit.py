"""The example game (games/colour-call/) under the conformance kit any game's CI runs (generator/conformance.py),
as its own tests/ do: every example replayed, bad files are messages, start-up stays cheap, preflight is clean."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import conformance

GAME = Path(__file__).resolve().parents[3] / "games" / "colour-call"


@pytest.mark.slow  # loads the whole game
def test_every_example_is_replayed() -> None:
    conformance.examples_replayed(GAME)


@pytest.mark.slow  # whole loads of broken copies
def test_broken_files_are_messages(tmp_path: Path) -> None:
    conformance.bad_inputs_are_messages(GAME, tmp_path)


@pytest.mark.slow  # a fresh interpreter
def test_start_up_stays_cheap() -> None:
    conformance.cheap_start_up(GAME)


@pytest.mark.slow  # builds every print file
def test_the_print_files_pass_preflight(tmp_path: Path) -> None:
    conformance.clean_preflight(GAME, tmp_path)

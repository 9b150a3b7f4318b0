"""COLOUR CALL's conformance: what the toolchain checks of every game (generator.conformance)."""

from pathlib import Path

from generator import conformance

GAME = Path(__file__).resolve().parents[1]


def test_every_example_is_replayed():
    conformance.examples_replayed(GAME)


def test_check_says_what_build_says_of_random_edits(tmp_path):
    conformance.check_is_build(GAME, tmp_path, range(3))


def test_start_up_stays_cheap():
    conformance.cheap_start_up(GAME)


def test_broken_files_are_messages(tmp_path):
    conformance.bad_inputs_are_messages(GAME, tmp_path)


def test_the_print_files_pass_preflight(tmp_path):
    conformance.clean_preflight(GAME, tmp_path)

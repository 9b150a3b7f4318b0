"""The example game's engine is pure: no I/O, no YAML, no drawing, nothing printed (checked with ast).

The engine is game/engine.py; its readers (content.py), hooks (game.py) and design (drawing.py) read
files and draw, through the core."""

from pathlib import Path

from tests.purity import FORBIDDEN_CALLS, called, imported, module_numbers, sources

PACKAGE = Path(__file__).resolve().parents[3] / "games" / "colour-call" / "game"
ALLOWED_MODULES = {"__future__", "dataclasses"}


def engine_tree():
    ((_, tree),) = [(name, tree) for name, tree in sources(PACKAGE) if name == "engine.py"]
    return tree


def test_the_engine_imports_only_the_pure_standard_library():
    assert imported(engine_tree()) <= ALLOWED_MODULES


def test_the_engine_never_opens_prints_or_evaluates():
    assert not called(engine_tree()) & FORBIDDEN_CALLS


def test_no_module_level_number_decides_play():
    """Every number of play comes in as Rules (rules.yaml) or the parts (deck.yaml)."""
    assert module_numbers([engine_tree()]) == set()

"""generator.games.the_mind is pure: no I/O, no YAML, no drawing, nothing printed (checked with ast)."""

from pathlib import Path

import generator.games.the_mind
from tests.purity import FORBIDDEN_CALLS, called, imported, module_numbers, sources

PACKAGE = Path(generator.games.the_mind.__file__).parent
ALLOWED_MODULES = {"__future__", "collections", "dataclasses", "enum", "functools", "itertools", "typing"}


def test_every_module_is_read():
    assert {name for name, _ in sources(PACKAGE)} >= {"__init__.py", "engine.py", "model.py", "fields.py", "validation.py"}


def test_the_engine_imports_only_the_pure_standard_library_and_itself():
    for name, tree in sources(PACKAGE):
        assert imported(tree) <= ALLOWED_MODULES, f"{name} imports {imported(tree) - ALLOWED_MODULES}"


def test_the_engine_never_opens_prints_or_evaluates():
    for name, tree in sources(PACKAGE):
        assert not called(tree) & FORBIDDEN_CALLS, f"{name} calls {called(tree) & FORBIDDEN_CALLS}"


def test_no_module_level_number_decides_play():
    """Every number of play comes in as Rules or Deck (rules.yaml, deck.yaml)."""
    assert module_numbers([tree for _, tree in sources(PACKAGE)]) == set()

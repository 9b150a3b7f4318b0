"""The Mind's engine is pure: no I/O, no YAML, no drawing, nothing printed (checked with ast).

The engine is the package's model, engine, fields, validation and cards modules; the plug-in's hooks
(plugin_*.py), its readers (files/) and its design read files and draw, through the core."""

from tests.games.the_mind.code import FOLDER
from tests.purity import FORBIDDEN_CALLS, PURE_CORE, called, imported, module_numbers, sources

PACKAGE = FOLDER
ENGINE = {"__init__.py", "engine.py", "model.py", "fields.py", "validation.py", "cards.py"}


def engine_sources():
    return [(name, tree) for name, tree in sources(PACKAGE) if name in ENGINE]


ALLOWED_MODULES = {"__future__", "collections", "dataclasses", "enum", "functools", "itertools", "typing", PURE_CORE}


def test_every_module_is_read():
    assert {name for name, _ in engine_sources()} == ENGINE


def test_the_engine_imports_only_the_pure_standard_library_and_itself():
    for name, tree in engine_sources():
        assert imported(tree) <= ALLOWED_MODULES, f"{name} imports {imported(tree) - ALLOWED_MODULES}"


def test_the_engine_never_opens_prints_or_evaluates():
    for name, tree in engine_sources():
        assert not called(tree) & FORBIDDEN_CALLS, f"{name} calls {called(tree) & FORBIDDEN_CALLS}"


def test_no_module_level_number_decides_play():
    """Every number of play comes in as Rules or Deck (rules.yaml, deck.yaml)."""
    assert module_numbers([tree for _, tree in engine_sources()]) == set()

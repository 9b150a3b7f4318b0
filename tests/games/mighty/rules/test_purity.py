"""generator.games.mighty.rules is pure: no I/O, no YAML, no drawing, nothing printed (checked on the source with ast)."""

import ast
from pathlib import Path

import generator.games.mighty.rules
from tests.purity import FORBIDDEN_CALLS, PURE_CORE, called, imported, module_numbers, sources

RULES = Path(generator.games.mighty.rules.__file__).parent
ALLOWED_MODULES = {
    "__future__",
    "collections",
    "dataclasses",
    "enum",
    "fractions",
    "functools",
    "itertools",
    "math",
    "re",
    "typing",
    PURE_CORE,
}

# Module-level numbers of generator/rules that are not rule choices, each with its reason.
NOT_RULE_CHOICES = {
    "MIN_PLAYERS": "a declaration needs someone to challenge it: the game's shape, not a choice (game.yaml has the range)",
    "RANK_SPAN": "balance.py's packing of (rank, total) into one int, far wider than any total",
}


def test_every_module_is_read():
    assert len(sources(RULES)) >= 6  # __init__, cards, strength, showdown, declaration, stats


def test_rules_import_only_the_pure_standard_library_and_each_other():
    for name, tree in sources(RULES):
        assert imported(tree) <= ALLOWED_MODULES, f"{name} imports {imported(tree) - ALLOWED_MODULES}"


def test_rules_never_open_print_or_evaluate():
    for name, tree in sources(RULES):
        assert not called(tree) & FORBIDDEN_CALLS, f"{name} calls {called(tree) & FORBIDDEN_CALLS}"


def test_no_module_level_number_decides_play():
    """Every rule choice comes in as a RuleSet (content/rules.yaml): no BOARD_SIZE, no stake constant."""
    assert module_numbers([tree for _, tree in sources(RULES)]) == set(NOT_RULE_CHOICES)


def test_the_checks_see_a_forbidden_import_call_and_number():
    tree = ast.parse("import os\nfrom pathlib import Path\nimport yaml.loader\nprint(open('x'))\nBOARD = 3")
    assert imported(tree) == {"os", "pathlib", "yaml"}
    assert called(tree) == {"print", "open"}
    assert module_numbers([tree]) == {"BOARD"}

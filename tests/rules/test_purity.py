"""generator.rules is pure: no I/O, no YAML, no drawing, nothing printed (checked on the source with ast)."""

import ast
from pathlib import Path

import generator.rules

RULES = Path(generator.rules.__file__).parent
ALLOWED_MODULES = {"__future__", "collections", "dataclasses", "enum", "fractions", "functools", "itertools", "math", "re", "typing"}
FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval", "compile", "__import__", "breakpoint"}


def sources():
    files = sorted(RULES.glob("*.py"))
    assert len(files) >= 6  # __init__, cards, strength, showdown, declaration, stats
    return [(path.name, ast.parse(path.read_text(encoding="utf-8"))) for path in files]


def imported(tree) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_rules_import_only_the_pure_standard_library_and_each_other():
    for name, tree in sources():
        assert imported(tree) <= ALLOWED_MODULES, f"{name} imports {imported(tree) - ALLOWED_MODULES}"


def test_rules_never_open_print_or_evaluate():
    for name, tree in sources():
        calls = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
        assert not calls & FORBIDDEN_CALLS, f"{name} calls {calls & FORBIDDEN_CALLS}"


def test_the_checks_see_a_forbidden_import_and_call():
    tree = ast.parse("import os\nfrom pathlib import Path\nimport yaml.loader\nprint(open('x'))")
    assert imported(tree) == {"os", "pathlib", "yaml"}
    assert {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call)} == {"print", "open"}


# Module-level numbers of generator/rules that are not rule choices, each with its reason.
NOT_RULE_CHOICES = {
    "MIN_PLAYERS": "a declaration needs someone to challenge it: the game's shape, not a choice (game.yaml has the range)",
    "RANK_SPAN": "balance.py's packing of (rank, total) into one int, far wider than any total",
}


def test_no_module_level_number_decides_play():
    """Every rule choice comes in as a RuleSet (content/rules.yaml): no BOARD_SIZE, no stake constant."""
    numbers = set()
    for _, tree in sources():
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, int):
                numbers |= {f"{target.id}" for target in node.targets if isinstance(target, ast.Name)}
    assert numbers == set(NOT_RULE_CHOICES), numbers

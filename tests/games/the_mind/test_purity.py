"""generator.games.the_mind is pure: no I/O, no YAML, no drawing, nothing printed (checked with ast)."""

import ast
from pathlib import Path

import generator.games.the_mind

PACKAGE = Path(generator.games.the_mind.__file__).parent
ALLOWED_MODULES = {"__future__", "collections", "dataclasses", "enum", "functools", "itertools", "typing"}
FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval", "compile", "__import__", "breakpoint"}


def sources():
    files = sorted(PACKAGE.glob("*.py"))
    assert {path.name for path in files} >= {"__init__.py", "engine.py", "model.py", "fields.py", "validation.py"}
    return [(path.name, ast.parse(path.read_text(encoding="utf-8"))) for path in files]


def imported(tree) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_the_engine_imports_only_the_pure_standard_library_and_itself():
    for name, tree in sources():
        assert imported(tree) <= ALLOWED_MODULES, f"{name} imports {imported(tree) - ALLOWED_MODULES}"


def test_the_engine_never_opens_prints_or_evaluates():
    for name, tree in sources():
        calls = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
        assert not calls & FORBIDDEN_CALLS, f"{name} calls {calls & FORBIDDEN_CALLS}"


def test_no_module_level_number_decides_play():
    """Every number of play comes in as Rules or Deck (rules.yaml, deck.yaml)."""
    numbers = set()
    for _, tree in sources():
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, int | float):
                numbers |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    assert numbers == set()


def test_the_checks_see_a_forbidden_import_and_call():
    tree = ast.parse("import os\nfrom pathlib import Path\nimport yaml.loader\nprint(open('x'))")
    assert imported(tree) == {"os", "pathlib", "yaml"}
    assert {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call)} == {"print", "open"}

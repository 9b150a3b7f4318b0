"""What a pure rules core may not do, read from its source with ast: the rules engine
(tests/games/mighty/rules/test_purity.py) and each game's engine (tests/games/*/test_purity.py) share these."""

import ast
from pathlib import Path

FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval", "compile", "__import__", "breakpoint"}


def sources(package: Path) -> list[tuple[str, ast.Module]]:
    """Every module of the package folder, parsed: (file name, tree)."""
    return [(path.name, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(package.glob("*.py"))]


# The one module of the toolchain a pure engine may import: the game author's front door, whose values
# (the core's deck of cards with copies) hold no I/O; any other generator module counts as "generator".
PURE_CORE = "generator.game"


def imported(tree: ast.AST) -> set[str]:
    """The top-level packages a module imports (relative imports are the package's own), and PURE_CORE by its name."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {_top(alias.name) for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(_top(node.module))
    return names


def _top(module: str) -> str:
    return module if module == PURE_CORE else module.split(".")[0]


def called(tree: ast.AST) -> set[str]:
    """The names a module calls directly (open, print …)."""
    return {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}


def module_numbers(trees: list[ast.Module]) -> set[str]:
    """The module-level names bound to a number: a rule choice would hide there."""
    numbers = set()
    for tree in trees:
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, int | float):
                numbers |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return numbers

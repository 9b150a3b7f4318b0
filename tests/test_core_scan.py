"""The core names no game (issue 19): no module of generator/ outside generator/games/ names a game's
cards, colours or rules, or imports a game's package.

The core is every file of generator/ outside generator/games/: Python, JavaScript, templates,
stylesheets, comments and docstrings alike. A game word in one of them is a game's rule the core
still holds: move it into the game's plug-in, make it data (content/, where YAML may say anything)
or a hook. generator/plugins.py finds a plug-in by its name at run time (`PLUGIN_PACKAGE` + the
name game.yaml gives); that is the one way the core reaches a game.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import generator

GENERATOR = Path(generator.__file__).parent
GAMES = GENERATOR / "games"

# MIGHTY?'s cards (MIGHTY, DOUBLE, 黄, 青, as the Japanese edition also spells them: マイティ, ダブル), colours
# (yellow, blue) and rules (majority, strength, 多数色); The Mind's name and its cards (level, life, shuriken: 手裏剣).
GAME_WORDS = re.compile(
    r"mighty|double|黄|青|マイティ|ダブル|多数色|yellow|blue|majority|strength|the[ _-]?mind|shuriken|手裏剣", re.IGNORECASE
)
# A game's package, in an import (relative ones resolved) or a string for import_module: generator.games.X.
# generator/plugins.py spells only the package it looks in ("generator.games") and adds the name at run time.
GAME_PACKAGE = re.compile(r"\bgenerator\.games\.\w+")
BINARY = {".png", ".jpg", ".ttf", ".otf", ".pdf", ".ico", ".woff", ".woff2", ".pyc"}


def core_files(root: Path = GENERATOR) -> list[Path]:
    """Every text file of the core: generator/ without generator/games/ and without caches."""
    return sorted(
        path
        for path in root.rglob("*")
        if path.is_file() and path.suffix not in BINARY and "__pycache__" not in path.parts and not path.is_relative_to(root / "games")
    )


# Words that hold a game word but name no game, each with why it stays; cut out before the scan.
NOT_GAME_WORDS = (
    '"Cyan", "Magenta", "Yellow", "Black"',  # the CMYK process inks, as ghostscript names the separations
)


def game_words(path: Path) -> list[str]:
    """`LINE: word` for each game word in the file, its comments and docstrings included."""
    text = path.read_text(encoding="utf-8")
    for allowed in NOT_GAME_WORDS:
        text = text.replace(allowed, " " * len(allowed))
    lines = text.splitlines()
    return [f"{number}: {match.group()}" for number, line in enumerate(lines, 1) for match in GAME_WORDS.finditer(line)]


def _imported_modules(tree: ast.AST, package: list[str]) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in the tree, relative ones resolved."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def game_imports(path: Path, root: Path = GENERATOR) -> list[str]:
    """`LINE: module` for each import of a game package, and each string naming one (import_module)."""
    if path.suffix != ".py":
        return []
    names = ["generator", *path.relative_to(root).with_suffix("").parts]
    package = names if names[-1] == "__init__" else names[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = [(node.lineno, node.value) for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    return [f"{line}: {module}" for line, module in [*_imported_modules(tree, package), *named] if GAME_PACKAGE.search(module)]


def findings(root: Path = GENERATOR) -> dict[str, list[str]]:
    """Every core file that names a game, with what it names where."""
    found = {path.relative_to(root).as_posix(): game_words(path) + game_imports(path, root) for path in core_files(root)}
    return {name: lines for name, lines in found.items() if lines}


def test_no_core_file_names_a_game_or_imports_one():
    found = {name: lines[:5] for name, lines in findings().items()}
    assert found == {}, "a core file names a game: move it into generator/games/NAME/, content/ or a hook"


def test_the_scan_finds_words_anywhere_and_imports_of_a_game_in_every_form(tmp_path):
    (tmp_path / "games" / "mighty").mkdir(parents=True)
    (tmp_path / "games" / "mighty" / "cards.py").write_text("YELLOW = '黄'\n")  # a game may name itself
    (tmp_path / "booklet").mkdir()
    (tmp_path / "booklet" / "covers.py").write_text('"""Fans out the Blue cards."""\nfrom ..games.mighty import cards\n')
    (tmp_path / "booklet" / "style.css").write_text("/* the strength calculator */\n")
    (tmp_path / "booklet" / "cover.py").write_text("# マイティ and the shuriken\n")
    (tmp_path / "web.py").write_text("import generator.games.hanabi.engine\nPLUGIN = 'generator.games.hanabi'\n")
    (tmp_path / "plugins.py").write_text("PLUGIN_PACKAGE = 'generator.games'\n")
    (tmp_path / "clean.py").write_text("from .plugins import plugin_module  # by name, at run time\nDOUBLED = 2\n")
    assert findings(tmp_path) == {
        "booklet/covers.py": ["1: Blue", "2: mighty", "2: generator.games.mighty.cards"],
        "booklet/cover.py": ["1: マイティ", "1: shuriken"],
        "booklet/style.css": ["1: strength"],
        "clean.py": ["2: DOUBLE"],
        "web.py": ["1: generator.games.hanabi.engine", "2: generator.games.hanabi"],
    }


# MIGHTY?'s table, said in a core message about a game that has none of it (issue 26: "found 2 × … across the
# board and hands" for any game): its board, hands and showdown, in any string the core may print.
TABLE_WORDS = re.compile(r"\b(?:board|hands?|showdown)\b|ボード|ハンド", re.IGNORECASE)
# Strings that hold one but are no message, each with why it stays.
NOT_MESSAGES = {
    ("content/fields.py", "board"),  # ITEM_NOUNS: how a list's items are counted in a message path (`board, card 2`)
    ("content/fields.py", "hand"),  # the same, for a hand's cards; a game without these keys never sees them
    ("tabletop/saved_object.py", "Hands"),  # Tabletop Simulator's own key of a saved object
}


def table_words(path: Path, root: Path = GENERATOR) -> list[str]:
    """`LINE: string` for each string of a core module (not a docstring) that says board, hands …"""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree) if isinstance(node, documented) and ast.get_docstring(node) is not None}
    name = path.relative_to(root).as_posix()
    return [
        f"{node.lineno}: {node.value[:60]}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
        if TABLE_WORDS.search(node.value) and (name, node.value) not in NOT_MESSAGES
    ]


def test_no_core_message_names_mightys_board_hands_or_showdown():
    found = {path.relative_to(GENERATOR).as_posix(): table_words(path) for path in core_files() if path.suffix == ".py"}
    assert {name: lines for name, lines in found.items() if lines} == {}, "say it of every game (the game's words come through its hooks)"


def test_the_message_scan_reads_strings_and_leaves_docstrings(tmp_path):
    (tmp_path / "verify.py").write_text('"""Counts the board and hands."""\nPLACE = f"found {2} across the board and hands"\n')
    assert table_words(tmp_path / "verify.py", tmp_path) == ["2:  across the board and hands"]  # an f-string's text

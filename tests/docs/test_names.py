"""Every file, module, name, command and make target the README and the documentation name exists.

The pages are read as a reader reads them: the code spans, the code blocks and the links. A path of
this repository (`generator/game.py`, `content/rules.yaml`, `tests/test_blocks.py`, a module path
inside the package such as `booklet/plan.py`), a `generator.…` name, a `Game.…` hook, a
`cardpress …` or `python -m generator …` subcommand and a `make …` target are each looked up; a
placeholder (`games/NAME/`, `pages/NN-ID.yaml`) and the files a build or a new game writes
(`build/…`, `card-duel/…`) are not paths of the repository and are left alone.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.cli import commands
from generator.game import Game

REPO = Path(__file__).resolve().parent.parent.parent
PAGES = sorted([REPO / "README.md", REPO / "CHANGELOG.md", *(REPO / "docs").rglob("*.md")])
TEMPLATE = REPO / "generator" / "commands" / "new_game_template"
# Where a path the pages name may be read from: the repository, the package (`content/loader.py` is
# generator/content/loader.py in the architecture's map), MIGHTY?'s content, The Mind's folder and code and the
# template of a new game (`pages/02-play.yaml`, `game/drawing.py` of the game `new-game` writes).
MIND = REPO / "games" / "the-mind"
ROOTS = (REPO, REPO / "generator", REPO / "content", MIND, MIND / "game", TEMPLATE / "content", TEMPLATE / "project")
NEW_GAMES = ("card-duel/", "my-game/")  # a game `new-game` wrote: its files are the template's
# What a build, the site or a reader's machine holds: named by the pages, not held by the repository.
WRITTEN = ("build/", "site/", "/", "~/", "cards/png/", "qr/", "preview/")
OUTPUT_SUFFIXES = (".pdf", ".png", ".json", ".html", ".csv", ".svg", ".icc")  # a build's files, unless under a repository folder
CODE_SUFFIXES = (".py", ".yaml", ".toml", ".md", ".js", ".css", ".j2", ".txt")
# Files the guides ask the reader to write (the recipes' examples): named, not yet anyone's.
TO_BE_WRITTEN = {
    "generator/stickers/__init__.py",
    "tests/stickers/",
    "generator/commands/wordcount.py",
    "tests/commands/test_wordcount.py",
    "game/blocks.py",
    "blocks.py",
    "games/card-duel",
    "art/cover.png",
    "7-strength.yaml",  # the checks' example of a file named wrong
}
PLACEHOLDERS = re.compile(r"\b(NAME|NN|ID|FILE|PATH|N|LINE|COL|BASE|REV|COMMIT|DIR|FOLDER|FIELD)\b|…|\*|\{")
URL = re.compile(r"\w+://\S+")
PATH_TOKEN = re.compile(r"(?<![\w./~-])[.\w-]+(?:/[\w.{},…*-]*)*")
REPO_FOLDERS = (
    {path.name for path in REPO.iterdir() if path.is_dir()}
    | {path.name for root in (REPO / "generator", REPO / "content", TEMPLATE) for path in root.iterdir() if path.is_dir()}
    | {"game"}
)
TOP_FILES = {"Makefile", "README.md", "CHANGELOG.md", "pyproject.toml", "mkdocs.yml", "package.json", "package-lock.json"}
SEARCHED = [path for path in REPO.rglob("*") if not {".venv", "node_modules", "build", "site", ".git"} & set(path.relative_to(REPO).parts)]
FILE_NAMES = {path.name for path in SEARCHED} | {path.name.removesuffix(".tmpl") for path in SEARCHED}
SUBCOMMAND = re.compile(r"(?:\bcardpress|python3? -m generator)\s+([a-z][\w-]*)")
MAKE_TARGET = re.compile(r"(?:^|&&|;)\s*make\s+([a-z][\w-]*)")
DOTTED = re.compile(r"\bgenerator(?:\.\w+)+")
GAME_HOOK = re.compile(r"(?<![\w.])Game\.(\w+)")


def code_of(page: Path) -> Iterator[tuple[int, str]]:
    """The page's code (spans, blocks, indented blocks) and link targets, each with its line number."""
    fenced = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced or line.startswith("    ") and not line.lstrip().startswith(("-", "|")) and not line.strip()[:1].isalpha():
            yield number, line
            continue
        for span in re.findall(r"`([^`]+)`", line):
            yield number, span
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", line):
            if not target.startswith(("http://", "https://")):
                yield number, f"LINK {(page.parent / target).resolve()}"


def repo_path(token: str) -> str | None:
    """The token as a path of the repository to look up, or None when it names no such path."""
    token = token.rstrip(".,:;)").split(":")[0]
    for game in NEW_GAMES:
        token = token.removeprefix(game)
    if not token or token.startswith(WRITTEN) or token in TO_BE_WRITTEN or PLACEHOLDERS.search(token):
        return None
    if token.startswith(".") and "/" not in token:
        return None  # `.yaml`: a suffix, not a file
    first = token.split("/")[0]
    if token.endswith(OUTPUT_SUFFIXES) and first not in {"docs", "generator", "games", "content", "tests", "scripts"}:
        return None
    if "/" in token and first not in REPO_FOLDERS and not token.endswith(CODE_SUFFIXES):
        return None  # PDF/X-1a, person/people: not a path
    if "/" not in token and token not in TOP_FILES and not token.endswith(CODE_SUFFIXES):
        return None
    return token


def path_exists(token: str) -> bool:
    path = repo_path(token)
    if path is None:
        return True
    if "/" not in path:
        return path in FILE_NAMES  # a bare file name: some file of the repository (`flow.py`, `07-strength.yaml`)
    names = [path, f"{path}.tmpl", path.replace("game/", "plugin/", 1) + ".tmpl"]
    return any((root / name).exists() for root in ROOTS for name in names) or any((TEMPLATE / name).exists() for name in names)


def name_exists(dotted: str) -> bool:
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:split]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[split:]:
            if not hasattr(found, attribute):
                return False
            found = getattr(found, attribute)
        return True
    return False


def make_targets() -> set[str]:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][\w-]*)(?:\s+[a-z][\w-]*)*\s*:(?!=)", makefile, re.MULTILINE))


def problems_of(page: Path) -> list[str]:
    subcommands, targets = set(commands("mighty")), make_targets()
    hooks = {field.name for field in dataclasses.fields(Game)}
    shown = page.relative_to(REPO)
    found = []
    for number, code in code_of(page):
        if code.startswith("LINK "):
            if not Path(code[5:]).exists():
                found.append(f"{shown}:{number}: links to {code[5:]}, which does not exist")
            continue
        code = URL.sub("", code.split(" # ")[0] if code.lstrip().startswith(("make", "cardpress", "python", ".venv")) else code)
        for token in PATH_TOKEN.findall(code):
            if not path_exists(token):
                found.append(f"{shown}:{number}: names {token}, which the repository does not hold")
        for dotted in DOTTED.findall(code):
            if not name_exists(dotted):
                found.append(f"{shown}:{number}: names {dotted}, which the code does not have")
        for hook in GAME_HOOK.findall(code):
            if hook not in hooks and not hasattr(Game, hook):
                found.append(f"{shown}:{number}: names Game.{hook}, which is no hook of generator.game.Game")
        for command in SUBCOMMAND.findall(code):
            if command not in subcommands:
                found.append(f"{shown}:{number}: runs the subcommand {command!r}, which is none of {sorted(subcommands)}")
        for target in MAKE_TARGET.findall(code):
            if target not in targets:
                found.append(f"{shown}:{number}: runs `make {target}`, which the Makefile does not have")
    return found


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(REPO)) for page in PAGES])
def test_every_name_a_page_gives_exists(page):
    assert problems_of(page) == []


def test_the_pages_are_found_and_name_things():
    """The reading above reads something: the pages are there, and they name paths, commands and targets."""
    assert {REPO / "README.md", REPO / "docs" / "index.md", REPO / "docs" / "new-game.md"} <= set(PAGES)
    readme = [code for _, code in code_of(REPO / "README.md")]
    assert any(MAKE_TARGET.search(code) for code in readme) and any(SUBCOMMAND.search(code) for code in readme)
    assert any(repo_path(token) for code in readme for token in PATH_TOKEN.findall(code))


def test_a_name_that_is_not_there_is_found():
    """Each kind of lookup can fail."""
    assert not path_exists("generator/nowhere.py") and not path_exists("tests/test_nothing.py")
    assert not path_exists("content/pages/99-nothing.yaml") and not path_exists("nothing.py")
    assert path_exists("generator/game.py") and path_exists("content/loader.py") and path_exists("games/NAME/deck.yaml")
    assert path_exists("card-duel/game/drawing.py") and path_exists("pages/02-play.yaml") and path_exists("build/x.pdf")
    assert not name_exists("generator.game.Nothing") and not name_exists("generator.nowhere")
    assert name_exists("generator.game.Deck.overdrawn") and name_exists("generator.content.fields.Table")
    assert "preview" in set(commands("mighty")) and "booklet" in make_targets() and "docs" in make_targets()
    assert "docs" not in set(commands("mighty")) and "nothing" not in make_targets()


def test_the_architecture_s_layers_are_the_layer_test_s():
    """docs/architecture.md's table of layers lists the parts of tests/test_layers.py's LAYERS, layer by layer."""
    spec = importlib.util.spec_from_file_location("test_layers", REPO / "tests" / "test_layers.py")
    assert spec is not None and spec.loader is not None
    layers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(layers)
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| ([^|]+) \|", text, re.MULTILINE)
    assert [(int(number), tuple(re.findall(r"`(\w+)`", parts))) for number, parts in rows] == list(enumerate(layers.LAYERS, 1))

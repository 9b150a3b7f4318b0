"""Finding a game's `Game`: the value game.yaml's `plugin:` names.

`plugin:` is one of
- `./PATH`: the game's own code beside its game.yaml, a module file (PATH.py) or a package folder
  (PATH/__init__.py). It is imported under a private name that holds its folder
  (`generator.game_folders.x…`, game_folders.py), so that a worker process, spawned or forked,
  imports the same module again when it unpickles one of its functions;
- NAME: a game an installed distribution registers in the entry-point group `cardpress.games`,
  whose value (`module:attribute`) is the game's `Game`; or a package of this distribution,
  generator/games/NAME/ (`-` written `_`), for a tree that is not installed.

Either way the module's or the entry point's value is a `generator.game.Game` (a package's `GAME`).
The core is every module of generator/ outside generator/games/; it imports no game by its name,
and reaches a game only through the value this module loads, which the loaded content holds
(`Content.plugin`).
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from .cache import noted
from .game import Game
from .game_folders import module_name

if TYPE_CHECKING:
    from packaging.specifiers import SpecifierSet

PLUGIN_PACKAGE = "generator.games"  # where this distribution's games live: generator/games/NAME/
PLUGIN_NAME = re.compile(r"^[a-z][a-z0-9_-]*$")  # a registered name: lower-case letters, digits, - and _
ENTRY_POINTS = "cardpress.games"  # the entry-point group a distribution registers its games in
GAME_ATTRIBUTE = "GAME"  # the module attribute that holds a game's `Game`
# game.yaml's top-level `plugin:` line (quoted or not, a comment after it), read without a YAML
# parser: every command reads it before its arguments; the loader reads the file in full later.
PLUGIN_LINE = re.compile(r"""^plugin:[ \t]*(["']?)(\./[^"'#\s]+|[a-z][a-z0-9_-]*)\1[ \t]*(?:#.*)?$""", re.MULTILINE)


class UnknownPlugin(LookupError):
    """game.yaml names no game code there is; the message says what there is."""

    def __init__(self, written: str, why: str):
        self.name = written
        self.why = why
        super().__init__(f"found plugin {written!r}, {why}")


def plugin_line(text: str) -> str | None:
    """The `plugin:` that game.yaml's text writes (a name, `./game`), or None when it writes none."""
    found = PLUGIN_LINE.search(text)
    return found.group(2) if found else None


def plugin_in(game_file: Path) -> str | None:
    """The `plugin:` a game.yaml writes, or None when it writes none or cannot be read."""
    try:
        return plugin_line(game_file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None


def is_path(written: str) -> bool:
    """`./game`, `./code/game.py`: the game's own code beside its game.yaml."""
    return written.startswith("./")


def plugin_key(written: str, folder: Path) -> str:
    """What `load_game` loads: the absolute path of a `./PATH` beside game.yaml in `folder`, else the name."""
    return str((folder / written).resolve()) if is_path(written) else written


def toolchain_range(written: str) -> SpecifierSet | None:
    """game.yaml's `toolchain:` as version specifiers (`>=0.2,<0.3`); None when it is not one."""
    from packaging.specifiers import InvalidSpecifier, SpecifierSet

    try:
        return SpecifierSet(written)
    except InvalidSpecifier:
        return None


def outside_toolchain(written: str) -> str | None:
    """What to say when this toolchain is not one of the versions game.yaml's `toolchain:` names; None when it is."""
    import generator

    accepted = toolchain_range(written)
    if accepted is None or accepted.contains(generator.__version__, prereleases=True):
        return None
    return (
        f"found toolchain: {written!r}, but this is cardpress {generator.__version__}; expected a toolchain the game was made for: "
        f"install one (pip install 'cardpress{written}'), or change the line once the game builds with this one"
    )


def plugin_names() -> list[str]:
    """This distribution's game packages, by name (generator/games/*/ with an __init__.py)."""
    package = importlib.import_module(PLUGIN_PACKAGE)
    return sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg)


def registered() -> dict[str, str]:
    """The games installed distributions register (entry-point group `cardpress.games`): name → value."""
    from importlib.metadata import entry_points

    return {point.name: point.value for point in entry_points(group=ENTRY_POINTS)}


def registered_folder(name: str) -> Path | None:
    """The folder (with a game.yaml) of the game an installed distribution registers as `name`: its
    entry point's module's `FOLDER`, else the nearest folder with a game.yaml that holds the module's
    file (a distribution ships the game's files beside its code). None when it registers no such name;
    raises UnknownPlugin when it does but ships no folder, or its module does not import."""
    from importlib.metadata import entry_points

    points = entry_points(group=ENTRY_POINTS, name=name)
    if not points:
        return None
    module_name = next(iter(points)).module
    try:
        module = importlib.import_module(module_name)
    except Exception as error:  # another distribution's code: said in one line
        raise UnknownPlugin(name, f"but importing its module {module_name} failed: {type(error).__name__}: {error}") from error
    folder = getattr(module, "FOLDER", None)
    if isinstance(folder, Path) and noted(folder / "game.yaml").is_file():
        return folder
    where = Path(getattr(module, "__file__", None) or ".").resolve().parent
    found = next((path for path in (where, *where.parents) if noted(path / "game.yaml").is_file()), None)  # one put nearer later
    if found is None:
        raise UnknownPlugin(
            name, f"registered by {module_name}, which ships no game.yaml beside its code; expected a game's folder: --game PATH"
        )
    return found


@functools.cache  # one import per game, not one per card or page
def load_game(key: str) -> Game:
    """The `Game` of `key` (`plugin_key`): raises UnknownPlugin with what is wrong."""
    if Path(key).is_absolute():
        return _game_of(_folder_module(Path(key)), key)
    package = key.replace("-", "_")
    if PLUGIN_NAME.match(key) and package in plugin_names():
        return _game_of(importlib.import_module(f"{PLUGIN_PACKAGE}.{package}"), key)
    return _registered_game(key)


def _folder_module(path: Path) -> ModuleType:
    """The module or package at `path` (without .py), imported under its private name."""
    if not (path / "__init__.py").is_file() and not path.with_suffix(".py").is_file():
        raise UnknownPlugin(str(path), f"expected a package folder {path}/ (with an __init__.py) or a module {path}.py beside game.yaml")
    try:
        return importlib.import_module(module_name(path))
    except Exception as error:  # the game's own code: said in one line, never a traceback
        raise UnknownPlugin(str(path), f"but importing it failed: {type(error).__name__}: {error}") from error


def _registered_game(name: str) -> Game:
    from importlib.metadata import entry_points

    points = entry_points(group=ENTRY_POINTS, name=name)
    if not points:
        there = sorted({*registered(), *(package.replace("_", "-") for package in plugin_names())})
        raise UnknownPlugin(
            name, f"expected ./PATH (the game's code beside its game.yaml) or a registered game: {', '.join(there) or 'none'}"
        )
    values = sorted({point.value for point in points})  # a stale copy of one distribution's metadata registers it again
    if len(values) > 1:
        raise UnknownPlugin(name, f"expected one game by that name, but installed distributions register several: {', '.join(values)}")
    point = next(iter(points))
    try:
        game = point.load()
    except Exception as error:  # another distribution's code: said in one line
        raise UnknownPlugin(name, f"but loading its entry point {point.value} failed: {type(error).__name__}: {error}") from error
    if not isinstance(game, Game):
        raise UnknownPlugin(name, f"but its entry point {point.value} is a {type(game).__name__}, expected a generator.game.Game")
    return game


def _game_of(module: ModuleType, key: str) -> Game:
    game = getattr(module, GAME_ATTRIBUTE, None)
    if not isinstance(game, Game):
        raise UnknownPlugin(key, f"but its {GAME_ATTRIBUTE} is a {type(game).__name__}, expected a generator.game.Game")
    return game

"""The private names a game's own code is imported under (game.yaml `plugin: ./PATH`, plugins.py).

A game's code lives beside its game.yaml, anywhere: it is not on sys.path and has no name of its
own. It is imported as `generator.game_folders.x<HEX>`, HEX being its absolute path (without .py)
in UTF-8 hex: the name says where the code is, so any process imports the same module again,
without any set-up but importing this package, which Python does first when it imports the name
(a spawned worker unpickling one of the game's functions, say). Its submodules (`from .cards
import …`) are the package's own, found in its folder.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

from ..cache import noted

PREFIX = __name__ + ".x"  # its submodules: no file of this folder has such a name


def module_name(path: Path) -> str:
    """The private module name of the game code at `path` (a package folder, or a module without .py)."""
    return PREFIX + str(path).encode("utf-8").hex()


def path_of(name: str) -> Path | None:
    """The folder or module path a private name stands for; None for any other name."""
    if not name.startswith(PREFIX) or "." in name[len(PREFIX) :]:
        return None
    try:
        return Path(bytes.fromhex(name[len(PREFIX) :]).decode("utf-8"))
    except ValueError:
        return None


class GameFolderFinder(importlib.abc.MetaPathFinder):
    """Finds `generator.game_folders.x<HEX>`: the package folder or the module file HEX names."""

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        where = path_of(fullname)
        if where is None:
            return None
        if noted(where / "__init__.py").is_file():  # a package made of a module later is another module
            return importlib.util.spec_from_file_location(fullname, where / "__init__.py", submodule_search_locations=[str(where)])
        if noted(where.with_suffix(".py")).is_file():
            return importlib.util.spec_from_file_location(fullname, where.with_suffix(".py"))
        return None


if not any(isinstance(finder, GameFolderFinder) for finder in sys.meta_path):
    sys.meta_path.append(GameFolderFinder())

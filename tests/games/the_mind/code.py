"""The Mind's code (games/the-mind/game/, game.yaml `plugin: ./game`) as the tests import it: `the_mind_game.X`.

The loader imports the game's code under a private name that holds its folder (generator/game_folders);
this names the very same modules `the_mind_game…`, so that a card a test makes is of the class the
loaded content's cards are of. Imported by tests/games/the_mind/conftest.py, so before any test there.
"""

from __future__ import annotations

import importlib
import pkgutil
import shutil
import sys
from pathlib import Path
from types import ModuleType

from generator.game_folders import module_name

FOLDER = Path(__file__).resolve().parents[3] / "games" / "the-mind" / "game"
ALIAS = "the_mind_game"


def the_mind_package() -> ModuleType:
    """The game's package, under the loader's name, with every module of it also under `the_mind_game`."""
    package = importlib.import_module(module_name(FOLDER))
    sys.modules[ALIAS] = package
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        sys.modules[ALIAS + info.name[len(package.__name__) :]] = importlib.import_module(info.name)
    return package


PACKAGE = the_mind_package()


def copy_linking_code(folder: Path, target: Path) -> Path:
    """A copy of a game's folder to break its content in, its code (`game/`) linked rather than copied:
    the copy then loads the same modules (`the_mind_game`), so a test's cards are the content's."""
    code = folder / FOLDER.name
    shutil.copytree(folder, target, ignore=lambda where, names: [FOLDER.name] if Path(where) == folder and code.is_dir() else [])
    if code.is_dir():
        (target / FOLDER.name).symlink_to(code.resolve(), target_is_directory=True)
    return target

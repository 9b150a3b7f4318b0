"""Finding a game's `Game` (issue 26): the value game.yaml's `plugin:` names.

The core is every module of generator/ outside generator/games/; it imports no game. It reaches a
game only through the `Game` value this module loads (generator/game.py documents every hook), which
the loaded content holds (`Content.plugin`).
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re

from .game import Game

PLUGIN_PACKAGE = "generator.games"  # where this distribution's games live: generator/games/NAME/
PLUGIN_NAME = re.compile(r"^[a-z][a-z0-9_]*$")  # a Python package name
GAME_ATTRIBUTE = "GAME"  # the module attribute that holds a game's `Game`


class UnknownPlugin(LookupError):
    """game.yaml names no plug-in package there is; the message lists those there are."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(f"found plugin {name!r}, expected one of the plug-ins in generator/games/: {', '.join(plugin_names()) or 'none'}")


def plugin_names() -> list[str]:
    """The plug-in packages there are, by name (generator/games/*/ with an __init__.py)."""
    package = importlib.import_module(PLUGIN_PACKAGE)
    return sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg)


@functools.cache  # one import and one folder scan per game, not one per card or page
def load_game(name: str) -> Game:
    """The `Game` of the plug-in game.yaml names; raises UnknownPlugin when there is none by that name."""
    if not PLUGIN_NAME.match(name) or name not in plugin_names():
        raise UnknownPlugin(name)
    module = importlib.import_module(f"{PLUGIN_PACKAGE}.{name}")
    game = getattr(module, GAME_ATTRIBUTE, None)
    if not isinstance(game, Game):
        raise TypeError(f"{module.__name__}.{GAME_ATTRIBUTE} is {type(game).__name__}, expected a generator.game.Game")
    return game

"""Finding a game's plug-in (issue 19): the package generator/games/NAME/ that game.yaml names.

The core is every module of generator/ outside generator/games/; it imports no game. It reaches a
game only through the module this file imports by name, and each part of the core reads from that
module the one attribute it defines a protocol for, at its own layer:

| attribute | protocol | read by |
|---|---|---|
| `RULES` | `content.plugin.GameRules` | loading, validation, verification, text markers |
| `CARDS` | `cards.plugin.CardDesign` | card faces and backs, the tuck box, the quick reference |
| `BOOKLET` | `booklet.plugin.BookletDesign` | the cover's cards, the game's own block kinds in the booklet |
| `WEB` | `web.plugin.WebDesign` | the rulebook page's parts: the game's block kinds, card figures, look, links |
| `TRANSLATION` | `translation.plugin.TranslationDesign` | the English edition: unit words, joined names, the engine's words |
| `TABLETOP` | `tabletop.plugin.TabletopDesign` | the Tabletop Simulator deck: each card's description |
| `OUTPUTS` | `pipeline.Output`s | extra outputs of `build` (MIGHTY?'s calculator, balance report) |
| `COMMANDS` | `cli.Subcommand`s | extra commands (MIGHTY?'s `stats`, `strength`) |

A plug-in keeps its module-level imports cheap (drawing code imports reportlab inside the
functions that draw): a game is loaded for every command.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from collections.abc import Hashable
from types import ModuleType
from typing import Protocol

PLUGIN_PACKAGE = "generator.games"  # where plug-ins live: generator/games/NAME/
PLUGIN_NAME = re.compile(r"^[a-z][a-z0-9_]*$")  # a Python package name


class CardFace(Hashable, Protocol):
    """What the core knows of a card: a game's card type (frozen, hashable, ordered) has at least this."""

    @property
    def name(self) -> str:
        """How the content writes it and messages name it (黄3, MIGHTY, 57)."""
        ...

    @property
    def key(self) -> str:
        """ASCII, unique in the deck: per-card file names, tabletop nicknames."""
        ...


class UnknownPlugin(LookupError):
    """game.yaml names no plug-in package there is; the message lists those there are."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(f"found plugin {name!r}, expected one of the plug-ins in generator/games/: {', '.join(plugin_names()) or 'none'}")


def plugin_names() -> list[str]:
    """The plug-in packages there are, by name (generator/games/*/ with an __init__.py)."""
    package = importlib.import_module(PLUGIN_PACKAGE)
    return sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg)


@functools.cache  # the core asks for a part per card, figure and page: one folder scan per plug-in, not thousands
def plugin_module(name: str) -> ModuleType:
    """The plug-in game.yaml names, imported; raises UnknownPlugin when there is none by that name."""
    if not PLUGIN_NAME.match(name) or name not in plugin_names():
        raise UnknownPlugin(name)
    return importlib.import_module(f"{PLUGIN_PACKAGE}.{name}")


def plugin_part(name: str, attribute: str) -> object:
    """One attribute of a plug-in (RULES, CARDS …); a plug-in without it is a programming error."""
    module = plugin_module(name)
    if not hasattr(module, attribute):
        raise TypeError(f"{module.__name__} defines no {attribute} (generator/plugins.py lists what a plug-in defines)")
    part: object = getattr(module, attribute)
    return part

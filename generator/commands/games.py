"""Games by name (`--game NAME`): the default game is content/, every other one a folder games/NAME/.

The default game's name is its plug-in's (content/game.yaml `plugin:`, `_` written `-`), so that the
core names no game; a folder games/NAME/ holding a game.yaml is the game NAME. The default game
builds into build/, every other game into build/NAME/, each with its own manifest.json.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from pathlib import Path

DEFAULT_CONTENT = Path("content")
GAMES_FOLDER = Path("games")
DEFAULT_BUILD = Path("build")
GAME_FILE = "game.yaml"
# game.yaml's top-level `plugin: NAME` (quoted or not, a comment after it), read without a YAML
# parser: every command reads it before its arguments, and the loader checks the file in full later.
_PLUGIN_LINE = re.compile(r"^plugin:[ \t]*([\"']?)([a-z][a-z0-9_]*)\1[ \t]*(?:#.*)?$", re.MULTILINE)


class UnknownGame(LookupError):
    """`--game NAME` names no game there is: one message that lists those there are."""


@dataclass(frozen=True)
class Game:
    """A game as the commands see it: where its content is and where it builds."""

    name: str
    content: Path
    build: Path


def plugin_in(game_file: Path) -> str | None:
    """The plug-in a game.yaml names (`plugin:`), or None when it names none or cannot be read."""
    try:
        found = _PLUGIN_LINE.search(game_file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None
    return found.group(2) if found else None


def default_game_name(content: Path = DEFAULT_CONTENT) -> str | None:
    """The default game's name: its plug-in's, as content/game.yaml names it (None without one)."""
    plugin = plugin_in(content / GAME_FILE)
    return plugin.replace("_", "-") if plugin else None


def games(content: Path = DEFAULT_CONTENT, folder: Path = GAMES_FOLDER) -> dict[str, Game]:
    """Every game there is, the default one first, then games/*/ by name."""
    found: dict[str, Game] = {}
    default = default_game_name(content)
    if default is not None:
        found[default] = Game(default, content, DEFAULT_BUILD)
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if (path / GAME_FILE).is_file() and path.name not in found:
                found[path.name] = Game(path.name, path, DEFAULT_BUILD / path.name)
    return found


def game_named(name: str, content: Path = DEFAULT_CONTENT, folder: Path = GAMES_FOLDER) -> Game:
    """The game `--game NAME` names; raises UnknownGame naming the ones there are."""
    known = games(content, folder)
    if name in known:
        return known[name]
    listed = ", ".join(f"{game.name} ({game.content}/)" for game in known.values()) or "none"
    raise UnknownGame(
        f"found game {name!r}, expected one of the games there are: {listed} (a game is a folder {folder}/NAME/ with a {GAME_FILE})"
    )


def build_of(content: Path) -> Path:
    """Where the game in folder `content` builds: `--content games/NAME` builds into build/NAME/
    as `--game NAME` does, never over the default game's build/; any other folder into build/."""
    for game in games().values():
        if game.content.resolve() == content.resolve():
            return game.build
    return DEFAULT_BUILD


def add_game(parser: argparse.ArgumentParser) -> None:
    """`--content FOLDER` or `--game NAME` (one of them) on every command."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--content", type=Path, default=None, help=f"content folder (default: {DEFAULT_CONTENT})")
    where.add_argument(
        "--game",
        metavar="NAME",
        help=f"the game to read: the default game ({DEFAULT_CONTENT}/) or a folder {GAMES_FOLDER}/NAME/; "
        f"builds into {DEFAULT_BUILD}/NAME/ (default: the default game, into {DEFAULT_BUILD}/)",
    )


def choose_game(args: argparse.Namespace) -> None:
    """Fills `args.content` and `args.build_dir` (where the game builds) from --game or --content."""
    if args.game is None:
        args.content = args.content if args.content is not None else DEFAULT_CONTENT
        args.build_dir = DEFAULT_BUILD if args.content == DEFAULT_CONTENT else build_of(args.content)
        return
    game = game_named(args.game)
    args.content, args.build_dir = game.content, game.build

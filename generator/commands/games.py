"""Which game a command reads: a game is a folder with a game.yaml.

- `--game PATH` (a value with a `/`): that folder, building into its own build/;
- `--game NAME`: a game of this repository: the default game content/ (its name is its plug-in's,
  content/game.yaml `plugin:`, `_` written `-`) into build/, or a folder games/NAME/ into build/NAME/;
  else a game an installed distribution registers (entry-point group `cardpress.games`), from the
  folder it ships (plugins.registered_folder) into build/NAME/;
- `--content FOLDER`: that folder (into build/NAME/ when it is games/NAME/, else build/);
- none of them: the game whose game.yaml is in the working folder or one of its parents, building
  into its folder's build/; without one, the default game content/ into build/ (this repository).
`--out` decides where a build goes whatever the game.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from ..cache import noted
from ..plugins import UnknownPlugin, plugin_in, registered, registered_folder

DEFAULT_CONTENT = Path("content")
GAMES_FOLDER = Path("games")
DEFAULT_BUILD = Path("build")
GAME_FILE = "game.yaml"


NO_GAME_HERE = (
    "found no game in {folder} or its parents (no game.yaml) and no content/ folder, expected to run in a game's "
    "folder or below it, or --game ./PATH (a folder with a game.yaml); `{program} new-game NAME` makes one"
)


class UnknownGame(LookupError):
    """`--game NAME` names no game there is: one message that lists those there are."""


@dataclass(frozen=True)
class Game:
    """A game as the commands see it: where its content is and where it builds."""

    name: str
    content: Path
    build: Path


def default_game_name(content: Path = DEFAULT_CONTENT) -> str | None:
    """The default game's name: its plug-in's, as content/game.yaml names it (None without one, or
    when it names its code by a path)."""
    plugin = plugin_in(content / GAME_FILE)
    return plugin.replace("_", "-") if plugin and "/" not in plugin else None


def games(content: Path = DEFAULT_CONTENT, folder: Path = GAMES_FOLDER) -> dict[str, Game]:
    """Every game there is, the default one first, then games/*/ by name."""
    found: dict[str, Game] = {}
    default = default_game_name(content)
    if default is not None:
        found[default] = Game(default, content, DEFAULT_BUILD)
    if noted(folder).is_dir():  # a games/NAME/ made later is the game `--game NAME` reads, not a registered one
        for path in sorted(folder.iterdir()):
            if noted(path / GAME_FILE).is_file() and path.name not in found:
                found[path.name] = Game(path.name, path, DEFAULT_BUILD / path.name)
    return found


def game_named(name: str, content: Path = DEFAULT_CONTENT, folder: Path = GAMES_FOLDER) -> Game:
    """The game `--game NAME` names: this repository's, else a registered one; raises UnknownGame naming the ones there are."""
    known = games(content, folder)
    if name in known:
        return known[name]
    try:
        shipped = registered_folder(name)
    except UnknownPlugin as error:
        raise UnknownGame(f"found game {name!r}, {error.why}") from None
    if shipped is not None:
        return Game(name, shipped, DEFAULT_BUILD / name)
    listed = ", ".join(
        [*(f"{game.name} ({game.content}/)" for game in known.values()), *(f"{other} (registered)" for other in _shipped(known))]
    )
    here = f"; {name}/ here is a game's folder: --game ./{name}" if noted(Path(name) / GAME_FILE).is_file() else ""
    raise UnknownGame(
        f"found game {name!r}, expected one of the games there are: {listed or 'none'} "
        f"(a game is a folder {folder}/NAME/ with a {GAME_FILE}, or one an installed distribution registers){here}"
    )


def _shipped(known: dict[str, Game]) -> list[str]:
    """The registered games beyond `known` that ship their folder (`--game NAME` builds them)."""
    shipped = []
    for name in sorted(set(registered()) - set(known)):
        try:
            if registered_folder(name) is not None:
                shipped.append(name)
        except UnknownPlugin:
            continue  # named when asked for by its name
    return shipped


def no_game_here(content: Path) -> bool:
    """The working folder and its parents hold no game and there is no default content/ either: the
    chosen content is the default one, and it is not there."""
    return content == DEFAULT_CONTENT and not noted(DEFAULT_CONTENT).is_dir()


def build_of(content: Path) -> Path:
    """Where the game in folder `content` builds: `--content games/NAME` builds into build/NAME/
    as `--game NAME` does, never over the default game's build/; any other folder into build/."""
    for game in games().values():
        if game.content.resolve() == content.resolve():
            return game.build
    return DEFAULT_BUILD


def found_game(start: Path) -> Path | None:
    """The folder with a game.yaml that is `start` or the nearest of its parents; None when there is none."""
    for folder in (start, *start.parents):
        if noted(folder / GAME_FILE).is_file():  # a game.yaml put nearer later makes it another game
            return folder
    return None


def game_at(path: Path) -> Game:
    """`--game PATH`: the game in that folder, building into its build/; raises UnknownGame without a game.yaml."""
    if not noted(path / GAME_FILE).is_file():
        raise UnknownGame(f"found --game {path}, expected a folder with a {GAME_FILE} (a game's folder)")
    return Game(path.name, path, path / DEFAULT_BUILD)


def chosen_game(game: str | None, content: Path | None, working: Path | None = None) -> Game:
    """The game a command reads, from `--game` (a name, or a path with a `/`), `--content`, or the
    working folder and its parents (module text); raises UnknownGame for a `--game` there is not."""
    if game is not None:
        return game_at(Path(game)) if "/" in game else game_named(game)
    if content is not None:
        return Game(content.name, content, DEFAULT_BUILD if content == DEFAULT_CONTENT else build_of(content))
    found = found_game(Path.cwd() if working is None else working)
    if found is None:
        return Game(default_game_name() or "", DEFAULT_CONTENT, DEFAULT_BUILD)
    relative = as_shown(found)
    return Game(found.name, relative, relative / DEFAULT_BUILD)


def as_shown(folder: Path) -> Path:
    """A folder or file as messages name it: from the working folder when it is inside it."""
    try:
        return folder.relative_to(Path.cwd()) if folder != Path.cwd() else Path(".")
    except ValueError:
        return folder


def add_game(parser: argparse.ArgumentParser) -> None:
    """`--content FOLDER` or `--game NAME_OR_PATH` (one of them) on every command."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--content", type=Path, default=None, help=f"content folder (default: {DEFAULT_CONTENT})")
    where.add_argument(
        "--game",
        metavar="NAME_OR_PATH",
        help=f"the game to read: a folder with a {GAME_FILE} (a path, with a /: it builds into its own build/), or by name "
        f"the default game ({DEFAULT_CONTENT}/), a folder {GAMES_FOLDER}/NAME/ or a game an installed distribution registers, "
        f"which build into {DEFAULT_BUILD}/NAME/ "
        f"(default: the game in the working folder or its parents, else the default game, into {DEFAULT_BUILD}/)",
    )


def choose_game(args: argparse.Namespace) -> None:
    """Fills `args.content` and `args.build_dir` (where the game builds) from --game, --content or the working folder."""
    game = chosen_game(args.game, args.content)
    args.content, args.build_dir = game.content, game.build

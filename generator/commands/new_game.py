"""`new-game NAME`: a minimal game that builds at once: its content in games/NAME/ (a 4-page booklet,
one card kind, one verified example) and its plug-in package generator/games/NAME_WITH_UNDERSCORES/
(one Game value, each hook documented). docs/new-game.md goes on from there.

The files come from new_game_template/ beside this module: `content/` becomes games/NAME/, `plugin/`
the package; `.tmpl` is dropped from each name, and `@@NAME@@`, `@@PACKAGE@@`, `@@CLASS@@` (the name in
CamelCase), `@@TITLE@@` are filled in. Nothing is written when the name is refused, and a failure while writing leaves nothing behind.
"""

from __future__ import annotations

import argparse
import keyword
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import fail
from ..plugins import PLUGIN_PACKAGE
from .games import DEFAULT_CONTENT, GAMES_FOLDER, default_game_name

TEMPLATE = Path(__file__).with_name("new_game_template")
PLUGINS_FOLDER = Path(__file__).resolve().parents[1] / PLUGIN_PACKAGE.rsplit(".", 1)[-1]  # generator/games/
GAME_NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")  # a folder name that is a package name once - is _
TEMPLATE_SUFFIX = ".tmpl"


@dataclass(frozen=True)
class Places:
    """Where a new game goes: its content folder's parent, its plug-in's, and the default game."""

    games: Path = GAMES_FOLDER
    plugins: Path = PLUGINS_FOLDER
    default_content: Path = DEFAULT_CONTENT


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="the game's name: lower-case letters, digits and single hyphens (my-game, hanabi2)")
    for action in parser._actions:  # every command's --content and --game: a new game reads no game, so --help leaves them out
        if action.dest in ("content", "game"):
            action.help = argparse.SUPPRESS


def run(args: argparse.Namespace) -> int:
    content, plugin = new_game(args.name, Places(GAMES_FOLDER, PLUGINS_FOLDER, DEFAULT_CONTENT))
    print(f"wrote {content}/ and {_shown(plugin)}/: build it with `python -m generator build all --game {args.name}` (docs/new-game.md)")
    return 0


def package_name(name: str) -> str:
    return name.replace("-", "_")


def refusal(name: str, places: Places) -> str | None:
    """Why `name` cannot be a new game (one sentence), or None when it can."""
    expected = "expected lower-case letters, digits and single hyphens, starting with a letter (my-game)"
    if not GAME_NAME.match(name):
        return f"found the game name {name!r}, {expected}, to be a folder games/NAME/ and a package name"
    package = package_name(name)
    if keyword.iskeyword(package) or package == "games":
        return f"found the game name {name!r}, which Python keeps for itself; expected another name"
    taken = [
        f"the game {name} ({places.default_content}/)" if default_game_name(places.default_content) == name else "",
        f"{places.games / name}/" if (places.games / name).exists() else "",
        f"the plug-in package {_shown(places.plugins / package)}/" if (places.plugins / package).exists() else "",
    ]
    if any(taken):
        return f"found the game name {name!r}, which exists already: {', '.join(t for t in taken if t)}; expected a new name"
    return None


def new_game(name: str, places: Places = Places(), title: str | None = None) -> tuple[Path, Path]:
    """Writes the game `name` from the template; raises BuildError (one message) when the name is refused."""
    why = refusal(name, places)
    if why is not None:
        raise fail(None, why)
    fills = {
        "@@NAME@@": name,
        "@@PACKAGE@@": package_name(name),
        "@@CLASS@@": "".join(word.capitalize() for word in name.split("-")),
        "@@TITLE@@": title or name.replace("-", " ").upper(),
    }
    targets = (places.games / name, places.plugins / package_name(name))
    staged: list[Path] = []
    moved: list[Path] = []
    try:
        for part, target in zip(("content", "plugin"), targets, strict=True):
            target.parent.mkdir(parents=True, exist_ok=True)
            staged.append(Path(tempfile.mkdtemp(prefix=f".new-{name}-", dir=target.parent)))
            _fill(TEMPLATE / part, staged[-1], fills)
        for folder, target in zip(staged, targets, strict=True):
            folder.rename(target)  # both folders, or neither: a failure removes what was moved
            moved.append(target)
    except BaseException:
        for folder in [*staged, *moved]:
            shutil.rmtree(folder, ignore_errors=True)
        raise
    return targets


def _fill(template: Path, into: Path, fills: dict[str, str]) -> None:
    """Every template file under `template`, its placeholders filled in, at the same place under `into`."""
    for source in sorted(template.rglob(f"*{TEMPLATE_SUFFIX}")):
        target = into / source.relative_to(template).with_suffix("")
        target.parent.mkdir(parents=True, exist_ok=True)
        text = source.read_text(encoding="utf-8")
        for marker, value in fills.items():
            text = text.replace(marker, value)
        target.write_text(text, encoding="utf-8")


def _shown(path: Path) -> Path:
    """A path as the user would type it: relative to the working folder when it is inside it."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path

"""`new-game PATH`: a complete standalone game at PATH, anywhere, that builds at once.

PATH/ holds the game's content (game.yaml, a 4-page booklet, one card kind, one verified example whose
`states:` links the sentence that states its rule), its code in PATH/game/ (`plugin: ./game`: one
generator.game.Game), a README.md for its designer, and tests/test_game.py, which runs the conformance
kit (the toolchain's pytest plug-in, generator/pytest_plugin.py). In this repository `new-game games/NAME` makes a game `--game NAME` reads.

The files come from new_game_template/ beside this module: `content/` and `project/` become PATH/,
`plugin/` PATH/game/; `.tmpl` is dropped from each name (`gitignore` becomes `.gitignore`), and
`@@NAME@@`, `@@CLASS@@` (the name in CamelCase), `@@TITLE@@` and `@@TOOLCHAIN@@` (this toolchain's
minor series) are filled in. Nothing is written when PATH is refused, and a failure while writing
leaves nothing behind.
"""

from __future__ import annotations

import argparse
import re
import shutil
import tempfile
from pathlib import Path

import generator

from ..errors import fail

TEMPLATE = Path(__file__).with_name("new_game_template")
GAME_NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")  # the folder's name: the game's name, its title in capitals
TEMPLATE_SUFFIX = ".tmpl"
PARTS = (("content", "."), ("project", "."), ("plugin", "game"))  # template folder → where in PATH/
HIDDEN = ("gitignore",)  # written with a leading dot (a template file named .gitignore would be ignored by the packaging)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="the new game's folder, anywhere (my-game, ../games/hanabi2): its name is the folder's")
    for action in parser._actions:  # every command's --content and --game: a new game reads no game, so --help leaves them out
        if action.dest in ("content", "game"):
            action.help = argparse.SUPPRESS


def run(args: argparse.Namespace) -> int:
    folder = new_game(Path(args.path))
    print(f"wrote {folder}/: in it, `cardpress check`, `cardpress build all`, `cardpress preflight` and `python -m pytest` (its README.md)")
    return 0


def refusal(path: Path) -> str | None:
    """Why `path` cannot be a new game (one sentence), or None when it can."""
    name = path.resolve().name
    if not GAME_NAME.match(name):
        return f"found the game name {name!r}, expected lower-case letters, digits and single hyphens, starting with a letter (my-game)"
    if path.exists():
        return f"found {path}, which exists already; expected a new folder"
    return None


def toolchain_series() -> str:
    """The versions a new game is made for: this toolchain's minor series (>=0.1,<0.2)."""
    major, minor = (int(part) for part in generator.__version__.split(".")[:2])
    return f">={major}.{minor},<{major}.{minor + 1}"


def new_game(path: Path, title: str | None = None) -> Path:
    """Writes the game at `path` from the template; raises BuildError (one message) when it is refused."""
    why = refusal(path)
    if why is not None:
        raise fail(None, why)
    name = path.resolve().name
    fills = {
        "@@NAME@@": name,
        "@@CLASS@@": "".join(word.capitalize() for word in name.split("-")),
        "@@TITLE@@": title or name.replace("-", " ").upper(),
        "@@TOOLCHAIN@@": toolchain_series(),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    staged = Path(tempfile.mkdtemp(prefix=f".new-{name}-", dir=path.parent))
    try:
        for part, where in PARTS:
            _fill(TEMPLATE / part, staged / where, fills)
        staged.rename(path)  # all of it, or nothing
    except BaseException:
        shutil.rmtree(staged, ignore_errors=True)
        raise
    return path


def _fill(template: Path, into: Path, fills: dict[str, str]) -> None:
    """Every template file under `template`, its placeholders filled in, at the same place under `into`."""
    for source in sorted(template.rglob(f"*{TEMPLATE_SUFFIX}")):
        target = into / source.relative_to(template).with_suffix("")
        if target.name in HIDDEN:
            target = target.with_name(f".{target.name}")
        target.parent.mkdir(parents=True, exist_ok=True)
        text = source.read_text(encoding="utf-8")
        for marker, value in fills.items():
            text = text.replace(marker, value)
        target.write_text(text, encoding="utf-8")

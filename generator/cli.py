"""`python -m generator`: the only place that prints or exits."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from . import cache as caches
from . import results
from .commands.games import NO_GAME_HERE, UnknownGame, add_game, as_shown, choose_game, chosen_game, no_game_here
from .errors import BuildError
from .plugins import load_game, plugin_in, plugin_key

EXIT_BAD_INPUT = 2
EXIT_OUTPUT = 1


class Command(Protocol):
    """A subcommand; each module generator/commands/NAME.py is one."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...
    def run(self, args: argparse.Namespace) -> int: ...


@dataclass(frozen=True)
class Subcommand:
    """A subcommand as `--help` lists it; `command` imports its module."""

    name: str
    help: str
    command: Callable[[], Command]
    reads_game: bool = True  # False: the command needs no game where it runs (new-game makes one)


# The core's subcommands, every game's, in the order `--help` lists them; a game's plug-in adds its
# own in its COMMANDS (`commands`), after these.
COMMANDS: dict[str, Subcommand] = {}


def add_command(subcommand: Subcommand) -> None:
    if subcommand.name in COMMANDS:
        raise ValueError(f"a command named {subcommand.name!r} exists already")
    COMMANDS[subcommand.name] = subcommand


def _check() -> Command:
    from .commands import check

    return check


def _build() -> Command:
    from .commands import build

    return build


def _translations() -> Command:
    from .commands import translations

    return translations


def _new_game() -> Command:
    from .commands import new_game

    return new_game


def _preview() -> Command:
    from .commands import preview

    return preview


def _preflight() -> Command:
    from .commands import preflight

    return preflight


for _subcommand in (
    Subcommand("check", "verify the content (every worked example, card and cross-reference) without rendering", _check),
    Subcommand("build", "verify, then render outputs into build/ (booklet, cards, web, all)", _build),
    Subcommand("translations", "the English translations: stale and missing ones; refresh their fingerprints after review", _translations),
    Subcommand(
        "new-game",
        "write a complete game at PATH, anywhere, that builds at once: its content, code, README and tests",
        _new_game,
        reads_game=False,
    ),
    Subcommand("preview", "a live preview in the browser that follows every save in the game's folder", _preview),
    Subcommand(
        "preflight",
        "inspect build/ as a print shop does (PDF/X, boxes, fonts, colour, ink, small text, QR): a report per file",
        _preflight,
    ),
):
    add_command(_subcommand)


def commands(plugin: str | None) -> dict[str, Subcommand]:
    """The commands there are for a game: the core's (COMMANDS), then its plug-in's COMMANDS (none
    when no game could be named: the command's own loading then says what is wrong)."""
    joined = dict(COMMANDS)
    added = load_game(plugin).commands if plugin else ()
    for subcommand in added:
        if subcommand.name in joined:
            raise ValueError(f"the plug-in {plugin!r} adds a command named {subcommand.name!r}, which exists already")
        joined[subcommand.name] = subcommand
    return joined


def game_plugin(argv: Sequence[str] | None) -> str | None:
    """The game's code as its game.yaml names it (`--content`, `--game`, else the working folder's
    game or content/; plugins.plugin_key: a name, or the absolute path of `./PATH`), read before the
    arguments are: it decides which commands there are. None when there is no such file or line;
    raises UnknownGame when `--game` names no game."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--content", type=Path, default=None)
    early.add_argument("--game")
    known, _ = early.parse_known_args(sys.argv[1:] if argv is None else list(argv))
    content = chosen_game(known.game, known.content).content
    written = plugin_in(content / "game.yaml")  # read without a YAML parser (10 ms of every command): the loader says what is wrong
    return plugin_key(written, content) if written is not None else None


def parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The commands of the game `argv` names (`--content`; the default content/ when none)."""
    plugin, known = _known_commands(argv)
    return _parser(plugin, known)


def _known_commands(argv: Sequence[str] | None) -> tuple[str | None, dict[str, Subcommand]]:
    plugin = game_plugin(argv)
    try:
        return plugin, commands(plugin)
    except LookupError:  # game.yaml names no plug-in there is: loading the content says so, with its line
        return None, commands(None)


def _program() -> str:
    """The command as its user typed it, for usage lines: the installed `cardpress`, or `python -m generator`."""
    return "cardpress" if Path(sys.argv[0]).name == "cardpress" else "python -m generator"


def _parser(plugin: str | None, known: Mapping[str, Subcommand]) -> argparse.ArgumentParser:
    """Each command's parser knows the game's plug-in as its default `game_plugin` before it adds its
    arguments (`build` offers the game's outputs as its targets)."""
    top = argparse.ArgumentParser(prog=_program(), description="a print toolchain for card games")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for subcommand in known.values():
        command = sub.add_parser(subcommand.name, help=subcommand.help, description=subcommand.help)
        add_game(command)
        command.set_defaults(game_plugin=plugin)
        subcommand.command().add_arguments(command)
    return top


def problem_count(count: int, command: str, tally: Mapping[str, int] | None = None) -> str:
    """The last line after the problems: only `build` writes files, so only it says none were written.
    `tally`: how many of them are Japanese, English, translation, when both editions were checked."""
    line = f"{count} problem{'s' if count != 1 else ''}"
    if tally:
        line += f" ({', '.join(f'{n} {kind}' for kind, n in tally.items())})"
    return f"{line}; nothing was written" if command == "build" else line


def output_problem(error: OSError) -> str:
    """`build/booklet-print.pdf: No space left on device; nothing was written` (output.py names the file)."""
    where = f"{error.filename}: " if error.filename else ""
    replaced = getattr(error, "replaced", 0)
    verb = "was" if replaced == 1 else "were"
    outcome = f"only {replaced} of the new files {verb} moved in; build again" if replaced else "nothing was written"
    return f"{where}{error.strerror or error}; {outcome}"


def main(argv: list[str] | None = None) -> int:
    """Runs the command `argv` names (None: the command line's, whose result results.py keeps)."""
    started = time.time()
    command_line = sys.argv[1:] if argv is None else []
    with results.recording(command_line) as reads:
        status = _main(argv)
    if reads is not None and status == 0:
        results.keep(reads, command_line[0], started)
    return status


def _main(argv: list[str] | None) -> int:
    try:
        plugin, known = _known_commands(argv)
    except UnknownGame as unknown:  # before any argument is read or anything written
        print(f"error: {unknown}", file=sys.stderr)
        return EXIT_BAD_INPUT
    args = _parser(plugin, known).parse_args(argv)
    named = args.game is not None or args.content is not None
    choose_game(args)
    if known[args.command].reads_game and not named and no_game_here(args.content):
        print(f"error: {NO_GAME_HERE.format(folder=Path.cwd(), program=_program())}", file=sys.stderr)
        return EXIT_BAD_INPUT
    results.where(args.content, getattr(args, "out", None) or args.build_dir)
    try:
        return known[args.command].command().run(args)
    except BuildError as error:
        for problem in error.problems:
            print(f"error: {problem}", file=sys.stderr)
        print(problem_count(len(error.problems), args.command, getattr(error, "tally", None)), file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as error:  # build/ not writable, --out names a file, disk full …
        print(f"error: {output_problem(error)}", file=sys.stderr)
        return EXIT_OUTPUT
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: the game's own code says where, after its traceback; the toolchain's, as Python says it
        culprit = game_code_at(error)
        if culprit is None:
            raise
        import traceback  # here, as in game_code_at: only a failing command needs them

        traceback.print_exc()
        print(
            f"error: {culprit}: the game's code raised {type(error).__name__}: {error} (the traceback above); expected its hook "
            "to return what the core asks for, or to say a problem of the game's files (generator.errors.BuildError)",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT


def game_code_at(error: BaseException) -> str | None:
    """FILE:LINE (function) of the last place in the traceback that is neither the toolchain's code nor
    Python's or an installed library's: a game's own code (None: the fault is not there)."""
    import sysconfig
    import traceback

    paths = sysconfig.get_paths()
    others = [caches.PACKAGE, *(Path(paths[name]).resolve() for name in ("stdlib", "platstdlib", "purelib", "platlib"))]
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if frame.filename.startswith("<"):  # <frozen …>, <string>
            continue
        path = Path(frame.filename).resolve()
        if not any(path.is_relative_to(folder) for folder in others):
            return f"{as_shown(path)}:{frame.lineno} ({frame.name})"
    return None


if __name__ == "__main__":
    sys.exit(main())

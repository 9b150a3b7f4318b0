"""`python -m generator` / `mighty`: the only place that prints or exits."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from .commands.games import UnknownGame, add_game, choose_game
from .errors import BuildError

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


# The subcommands, in the order `--help` lists them; a game plug-in adds its own with add_command.
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


def _strength() -> Command:
    from .commands import strength

    return strength


def _translations() -> Command:
    from .commands import translations

    return translations


def _stats() -> Command:
    from .commands import stats

    return stats


def _preview() -> Command:
    from .commands import preview

    return preview


def _preflight() -> Command:
    from .commands import preflight

    return preflight


for _subcommand in (
    Subcommand("check", "verify the content (every worked example, card and cross-reference) without rendering", _check),
    Subcommand("build", "verify, then render outputs into build/ (booklet, cards, web, all)", _build),
    Subcommand("strength", "the strength of a board and a hand, with the record", _strength),
    Subcommand("translations", "the English translations: stale and missing ones; refresh their fingerprints after review", _translations),
    Subcommand("stats", "exact counts of every strength over all board+hand deals", _stats),
    Subcommand("preview", "a live preview in the browser that follows every save under content/", _preview),
    Subcommand(
        "preflight",
        "inspect build/ as a print shop does (PDF/X, boxes, fonts, colour, ink, small text, QR): a report per file",
        _preflight,
    ),
):
    add_command(_subcommand)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="mighty", description="MIGHTY? print toolchain")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for subcommand in COMMANDS.values():
        command = sub.add_parser(subcommand.name, help=subcommand.help, description=subcommand.help)
        add_game(command)
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
    args = parser().parse_args(argv)
    try:
        choose_game(args)
    except UnknownGame as unknown:  # before the command runs: nothing is written
        print(f"error: {unknown}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        return COMMANDS[args.command].command().run(args)
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


if __name__ == "__main__":
    sys.exit(main())

"""`python -m generator` / `mighty`: the only place that prints or exits."""

from __future__ import annotations

import argparse
import sys
from importlib import import_module
from pathlib import Path

from .errors import BuildError

EXIT_BAD_INPUT = 2
EXIT_OUTPUT = 1

# Subcommands live in generator/commands/NAME.py with `add_arguments(parser)` and `run(args) -> int`.
COMMANDS = {
    "check": "verify the content (every worked example, card and cross-reference) without rendering",
    "build": "verify, then render outputs into build/ (booklet, cards, web, all)",
    "strength": "the strength of a board and a hand, with the record",
    "translations": "the English translations: stale and missing ones; refresh their fingerprints after review",
    "stats": "exact counts of every strength over all board+hand deals",
    "preview": "a live preview in the browser that follows every save under content/",
    "preflight": "inspect build/ as a print shop does (PDF/X, boxes, fonts, colour, ink, small text, QR): a report per file",
}


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="mighty", description="MIGHTY? print toolchain")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, help_text in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
        command.add_argument("--content", type=Path, default=Path("content"), help="content folder (default: content)")
        import_module(f"generator.commands.{name}").add_arguments(command)
    return top


def problem_count(count: int, command: str) -> str:
    """The last line after the problems: only `build` writes files, so only it says none were written."""
    line = f"{count} problem{'s' if count != 1 else ''}"
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
        return import_module(f"generator.commands.{args.command}").run(args)
    except BuildError as error:
        for problem in error.problems:
            print(f"error: {problem}", file=sys.stderr)
        print(problem_count(len(error.problems), args.command), file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as error:  # build/ not writable, --out names a file, disk full …
        print(f"error: {output_problem(error)}", file=sys.stderr)
        return EXIT_OUTPUT
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())

"""`preflight`: inspect build/ the way a print shop checks 入稿データ, print a short report per file,
and write build/preflight.json (listed in build/manifest.json).

Exit status: 0 when every file is clean, 1 when a file has a problem (each is printed), 2 for bad
content (the limits come from content/layout.yaml `print`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..content.loader import load_content
from ..errors import fail

EXIT_PROBLEMS = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--build", type=Path, default=None, help="the folder to inspect (default: build, or build/NAME for --game NAME)")
    parser.add_argument("--verbose", "-v", action="store_true", help="every check of every file, not only the problems")


def run(args: argparse.Namespace) -> int:
    from ..preflight.inspection import inspect  # here: the CLI imports every command to list its arguments
    from ..preflight.report import summary_lines, write

    content = load_content(args.content)
    folder: Path = args.build if args.build is not None else args.build_dir
    if not (folder / "manifest.json").is_file():
        game = f" --game {args.game}" if args.game else ""
        raise fail(None, f"{folder}/manifest.json not found: build the files first (`make all` or `python -m generator build all{game}`)")
    report = inspect(folder, content)
    write(report, folder)
    for line in summary_lines(report, verbose=args.verbose):
        print(line)
    return 0 if report.clean else EXIT_PROBLEMS

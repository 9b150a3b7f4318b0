"""`build TARGET…`: verify, then render into build/ atomically."""
from __future__ import annotations

import sys
import time
from pathlib import Path

from ..output import OutputError
from ..pipeline import RENDERERS, build
from .check import add_edition, editions


def add_arguments(parser) -> None:
    parser.add_argument("targets", nargs="+", choices=[*RENDERERS, "all"], help="what to build")
    parser.add_argument("--out", type=Path, default=Path("build"), help="output folder (default: build)")
    parser.add_argument("--local", action="store_true",
                        help="tabletop: also write a deck JSON with file:/// image URLs, for this machine only")
    add_edition(parser)


def run(args) -> int:
    started = time.perf_counter()
    try:
        written = build(args.targets, args.content, args.out, local=args.local, editions=editions(args.edition))
    except OSError as error:
        if error.filename is None:  # written by something outside Staging: still say where
            raise OutputError(args.out, error) from error
        raise
    print(f"wrote {len(written)} files to {args.out}/ in {time.perf_counter() - started:.2f} s", file=sys.stderr)
    return 0

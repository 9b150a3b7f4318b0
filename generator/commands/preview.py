"""`preview [--port N]`: a live preview on http://127.0.0.1:N/ that follows every save under content/."""

from __future__ import annotations

import argparse
import sys

DEFAULT_PORT = 8000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port on 127.0.0.1 (default: {DEFAULT_PORT})")


def run(args: argparse.Namespace) -> int:
    from ..preview.session import PortBusy, serve

    if not args.content.is_dir():
        print(f"error: {args.content}: found no content folder there, expected the folder with game.yaml and pages/", file=sys.stderr)
        return 2
    try:
        return serve(args.content, args.port, say=lambda line: print(line, flush=True))
    except PortBusy as busy:
        print(f"error: {busy}", file=sys.stderr)
        return 1

"""`translations`: the English translations' state; `translations refresh TARGET…` after review;
`translations scaffold` prints the entries still missing, ready to paste into content/en/."""

from __future__ import annotations

import argparse
import sys

from ..content.loader import load_content


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        nargs="?",
        choices=("status", "refresh", "scaffold"),
        default="status",
        help="status (default): list stale and missing translations; refresh: mark reviewed ones current; "
        "scaffold: print YAML entries for the missing ones",
    )
    parser.add_argument("targets", nargs="*", help="for refresh: content/en/FILE:KEY, content/en/FILE or all")


def run(args: argparse.Namespace) -> int:
    from ..translation.refresh import refresh  # here: the CLI imports every command to parse its arguments
    from ..translation.status import status
    from ..translation.store import shown
    from ..translation.units import units

    found = status(units(load_content(args.content)), args.content)
    if args.action == "refresh":
        if not args.targets:
            print("error: refresh needs a target: content/en/FILE:KEY, content/en/FILE or all", file=sys.stderr)
            return 2
        for line in refresh(args.targets, found, args.content):
            print(line)
        return 0
    if args.action == "scaffold":
        current_file = None
        for unit in found.missing:
            if unit.file != current_file:
                current_file = unit.file
                print(f"# ---- {shown(args.content, unit.file)}")
            print(f"# {unit.where}: " + " ".join(unit.text.split()))
            print(f'{unit.key}:\n  from: {unit.fingerprint}\n  en: ""')
        return 0
    for problem in found.problems:
        print(f"error: {problem}", file=sys.stderr)
    print(
        f"translations: {len(found.current)} current, {len(found.stale)} stale, {len(found.missing)} missing, "
        f"{len(found.orphaned)} orphaned",
        file=sys.stderr if found.problems else sys.stdout,
    )
    return 2 if found.problems else 0

#!/usr/bin/env python3
"""The work alone: what `check --edition ja` and `build booklet --edition ja` take after an editor's edit
when nothing is started — the commands run again and again in one warm process (everything imported,
fonts registered, caches warm), one sentence of page 7 changed before each run. Beside it, in turn,
the Typst peer as a whole process. It answers one question: would a resident process (a server that
`check` hands its work to) bring a command that works within the Typst targets? What is left when
start-up costs nothing is the work itself.

    scripts/resident_work.py [--runs 7]

Not a way to run the toolchain: a measurement. The content is a copy in a scratch folder.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmark_preview import SentenceEdits
from side_by_side import REPO, typst_peer

sys.path.insert(0, str(REPO))
from generator import cli  # noqa: E402  (the checkout's, after the path above)

COMMANDS = (("check", "--edition", "ja"), ("build", "booklet", "--edition", "ja"))


def run_quietly(argv: list[str]) -> float:
    """Seconds of one run of the command in this process; a failure stops the measurement."""
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as said:
        status = cli.main(argv)
    if status != 0:
        raise SystemExit(f"{' '.join(argv)} failed after the edit: {said.getvalue()}")
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7)
    options = parser.parse_args(argv)
    scratch = tempfile.mkdtemp(prefix="mighty-resident-")
    # a cache of its own, empty: no edit finds a verdict an earlier measurement kept (they repeat their texts)
    os.environ["CARDPRESS_CACHE_DIR"] = os.path.join(scratch, "cache")
    try:
        measure(options.runs, Path(scratch))
    finally:
        shutil.rmtree(scratch)
    print(f"\nMedians of {options.runs} edits each.")
    return 0


def measure(runs: int, scratch: Path) -> None:
    """Prints the table: each command's median after an edit, beside the peer's, run in turn."""
    content = Path(shutil.copytree(REPO / "content", scratch / "content"))
    peer = typst_peer(scratch)
    edit = SentenceEdits(content)
    print("| what | a warm process, after an edit | Typst peer (a whole process) | ratio |")
    print("|---|---|---|---|")
    for command in COMMANDS:
        args = [*command, "--content", str(content), *(["--out", str(scratch / "out")] if command[0] == "build" else [])]
        run_quietly(args)  # the first run warms this process
        mine, theirs = [], []
        for _ in range(runs):
            edit()
            mine.append(run_quietly(args))
            if peer is not None:
                started = time.perf_counter()
                subprocess.run(peer.argv, env=peer.env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                theirs.append(time.perf_counter() - started)
        work = statistics.median(mine)
        reference = f"{statistics.median(theirs):.2f} s" if theirs else "(no peer)"
        ratio = f"{work / statistics.median(theirs):.1f}×" if theirs else ""
        print(f"| `{' '.join(command)}` | {work:.2f} s | {reference} | {ratio} |")


if __name__ == "__main__":
    sys.exit(main())

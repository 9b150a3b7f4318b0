#!/usr/bin/env python3
"""The speed targets (a booklet and `check` near a Typst peer's, no slower than the commit before), each
row beside its reference in one run: whole processes, run in turn (A B A B …) so that the machine's load
hits both alike, medians. Prints the Markdown table that docs/benchmarks.md keeps.

    scripts/side_by_side.py [--runs 9] [--base REV]

References: the Typst peer (outside this repository: $TYPST_PEER, by default ../shared/bench/typst-peer/
beside the clone, whose README says how to install it; its rows are left out without it) for the
booklet and `check`; the tree of REV (default: the commit before HEAD, exported by `git archive`) for
the rest. Python's bytecode cache is on, as on a user's machine; each side has its own cache folder,
warmed by a first run that is not counted (`build all`, caches off: CARDPRESS_CACHE_DIR=off on both sides).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from benchmark_preview import SentenceEdits  # the editor's edit: one sentence of page 7, new each time

REPO = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
TYPST_PYTHON = Path(os.environ.get("TYPST_PYTHON", Path.home() / "typst-venv" / "bin" / "python"))


def typst_peer_folder() -> Path:
    """$TYPST_PEER, or ../shared/bench/typst-peer/ beside the main clone (a worktree's is its clone's)."""
    if "TYPST_PEER" in os.environ:
        return Path(os.environ["TYPST_PEER"])
    common = subprocess.run(["git", "rev-parse", "--git-common-dir"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    clone = (REPO / common).resolve().parent if common else REPO
    return clone.parent / "shared" / "bench" / "typst-peer"


TYPST_PEER = typst_peer_folder()


@dataclass(frozen=True)
class Side:
    """One whole command, as run: its arguments and environment; `saved`: a file saved (its time set
    to now, its text unchanged) before each run, as an editor's save is, so that no kept result of the
    whole command is said again."""

    argv: list[str]
    env: dict[str, str]
    saved: Path | None = None
    edit: Callable[[], None] | None = None  # an edit made before each run (a sentence changed: real work)

    def seconds(self, cwd: Path) -> tuple[float, float]:
        """Wall and CPU seconds (user and system, the command's processes): CPU time is what a loaded
        machine changes least."""
        if self.saved is not None:
            os.utime(self.saved)
        if self.edit is not None:
            self.edit()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(self.argv, cwd=cwd, env=self.env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - started
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)


@dataclass(frozen=True)
class Pair:
    """The medians of both sides: (wall, CPU) seconds each."""

    mine: tuple[float, float]
    theirs: tuple[float, float]


def medians_in_turn(a: Side, b: Side, runs: int, cwd: Path) -> Pair:
    """Each side once to warm up (bytecode, caches, disk), then A B A B … `runs` times: the medians."""
    a.seconds(cwd), b.seconds(cwd)
    times: tuple[list[tuple[float, float]], list[tuple[float, float]]] = ([], [])
    for _ in range(runs):
        times[0].append(a.seconds(cwd))
        times[1].append(b.seconds(cwd))

    def medians(side: list[tuple[float, float]]) -> tuple[float, float]:
        return statistics.median(w for w, _ in side), statistics.median(c for _, c in side)

    return Pair(medians(times[0]), medians(times[1]))


def base_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH", "CARDPRESS_CACHE_DIR")}


def generator(
    tree: Path, scratch: Path, side: str, *args: str, cache: str | None = None, saved: bool = False, edited: bool = False
) -> Side:
    """`python -m generator ARGS` of `tree` (its own generator/, content/ and games/), into its own build
    folder; `saved`: the first page's file saved before each run; `edited`: a copy of its content with
    one sentence changed before each run."""
    env = {**base_env(), "PYTHONPATH": str(tree), "CARDPRESS_CACHE_DIR": cache or str(scratch / f"cache-{side}")}
    wants_out = args[0] == "build"
    name = f"{side}-{'-'.join(args)}"
    out = ["--out", str(scratch / f"out-{name}")] if wants_out else []
    content = tree / "content"
    if edited:
        content = Path(shutil.copytree(content, scratch / f"content-{name}"))
    page = min((content / "pages").glob("*.yaml")) if saved else None
    argv = [PYTHON, "-m", "generator", *args, "--content", str(content), *out]
    return Side(argv, env, page, SentenceEdits(content) if edited else None)


def imports_only() -> Side:
    """A Python process that imports what any command needs to read YAML and write a PDF, and does nothing:
    the least a command run as a process of its own can take."""
    return Side([PYTHON, "-c", "import yaml, reportlab.pdfgen.canvas, PIL.Image"], base_env())


def typst_peer(scratch: Path) -> Side | None:
    compile_py = TYPST_PEER / "compile.py"
    if not (compile_py.is_file() and TYPST_PYTHON.is_file()):
        return None
    return Side([str(TYPST_PYTHON), str(compile_py), str(scratch / "peer.pdf")], base_env())


def exported(revision: str, into: Path) -> Path:
    """The tree of `revision` (its generator/, content/ and games/), exported by git."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", revision, "generator", "content", "games"], cwd=REPO, check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def rows(runs: int, base: str, scratch: Path) -> list[tuple[str, str, Pair]]:
    """(what, reference, the medians) of every row."""
    before = exported(base, scratch / "base")
    peer = typst_peer(scratch)

    def against_base(what: str, *args: str, cache: str | None = None, saved: bool = False) -> tuple[str, str, Pair]:
        mine = generator(REPO, scratch, "this", *args, cache=cache, saved=saved)
        theirs = generator(before, scratch, "base", *args, cache=cache, saved=saved)
        return what, base, medians_in_turn(mine, theirs, runs, scratch)

    found: list[tuple[str, str, Pair]] = []
    if peer is not None:
        found.append(
            ("Python importing yaml, reportlab, Pillow (no work)", "Typst peer", medians_in_turn(imports_only(), peer, runs, scratch))
        )
    booklet = ("build", "booklet", "--edition", "ja")
    commands: tuple[tuple[str, tuple[str, ...]], ...] = (("`build booklet --edition ja`", booklet), ("`check`", ("check",)))
    for what, args in commands:
        for saved, when in ((False, "unchanged sources"), (True, "a page saved")):
            if peer is not None:
                mine = generator(REPO, scratch, "this", *args, saved=saved)
                found.append((f"{what}, {when}", "Typst peer", medians_in_turn(mine, peer, runs, scratch)))
            found.append(against_base(f"{what}, {when}", *args, saved=saved))
    # the editor's case: a sentence changed (the Japanese only: the English would rightly be stale)
    for what, args in (commands[0], ("`check --edition ja`", ("check", "--edition", "ja"))):
        if peer is not None:
            mine = generator(REPO, scratch, "this-edited", *args, edited=True)
            found.append((f"{what}, a sentence edited", "Typst peer", medians_in_turn(mine, peer, runs, scratch)))
        mine = generator(REPO, scratch, "this-edited-base", *args, edited=True)
        theirs = generator(before, scratch, "base-edited", *args, edited=True)
        found.append((f"{what}, a sentence edited", base, medians_in_turn(mine, theirs, runs, scratch)))
    found.append(against_base("`build balance`, warm caches, a page saved", "build", "balance", saved=True))
    found.append(against_base("`build all`, warm caches, unchanged sources", "build", "all", "--edition", "all"))
    found.append(against_base("`build all`, warm caches, a page saved", "build", "all", "--edition", "all", saved=True))
    found.append(against_base("`build all`, caches off", "build", "all", "--edition", "all", cache="off"))
    return found


def table(found: list[tuple[str, str, Pair]]) -> str:
    lines = [
        "| what | this tree: wall (CPU) | reference | reference: wall (CPU) | ratio: wall (CPU) |",
        "|---|---|---|---|---|",
    ]
    for what, ref, pair in found:
        (mine, mine_cpu), (theirs, theirs_cpu) = pair.mine, pair.theirs
        lines.append(
            f"| {what} | {mine:.2f} s ({mine_cpu:.2f} s) | {ref} | {theirs:.2f} s ({theirs_cpu:.2f} s) "
            f"| {mine / theirs:.2f}× ({mine_cpu / theirs_cpu:.2f}×) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--base", default="HEAD^", help="the commit the rows without the Typst peer are compared with")
    options = parser.parse_args(argv)
    if typst_peer(Path(tempfile.gettempdir())) is None:
        print(f"(no Typst peer at {TYPST_PEER} run by {TYPST_PYTHON}: its rows are left out; see its README)", file=sys.stderr)
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="mighty-side-by-side-") as scratch:
        found = rows(options.runs, options.base, Path(scratch))
    print(table(found))
    print(f"\nMedians of {options.runs} runs each, in turn; load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

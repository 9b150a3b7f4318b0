#!/usr/bin/env python3
"""Issue 11's figures: the cold booklet build against the previous approach, and the live preview's
edit → updated image, each as median and max over several runs. Part of `make bench`.

Cold build: whole processes (`python -m generator build booklet`), run in turn so that the
machine's load hits all sides alike:
  previous        the code before the speed-ups (commit BASELINE, exported to a scratch folder)
  caches off      this code with CARDPRESS_CACHE_DIR=off (no parsed fonts, no cached previews)
  after an edit   this code, caches warm, one sentence of page 7 changed before each run
                  (the editor's case: 23 previews from the cache, page 7 rasterised)
  a page saved    this code, caches warm, the same sources saved again before each run (a page's
                  time set to now: the build works rather than saying its kept result again,
                  generator/results.py; CARDPRESS_PARALLEL=auto: the print PDFs are painted in a
                  forked child only when a core is idle)
  … forked        the same with CARDPRESS_PARALLEL=on (always forked)
  … serial        the same with CARDPRESS_PARALLEL=off (all four PDFs made in one process)
  both editions   what `make booklet` builds by default, a page saved: the Japanese and the English
                  booklet (twice the work of the others, which build the Japanese edition as before)
(The same sources again with nothing saved is a kept result said again: scripts/side_by_side.py's row.)
Both trees are byte-compiled first (a warm disk, whatever PYTHONDONTWRITEBYTECODE says). Wall
time and CPU time (user + system of the process and its children: poppler) are reported; on a
shared machine the CPU figure is the steadier one.

Preview: a real `python -m generator preview` on a copy of content/; each edit is written to the
file and the clock stops when /status.json lists the changed page with a new hash, fetched as soon
as the rebuild's event arrives on /events (the stream the preview page listens to), so the figure
includes the file watcher, the rebuild, the push and the HTTP answer. (Polling /status.json every
few ms instead would slow what it measures: each request is a server thread sharing the GIL with
the rebuild, about 40 ms more per edit.)

`--cold-only`: the cold build's table alone. `--baseline COMMIT`: another commit as `previous`
(e.g. main before a change, to see that change alone).
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
BASELINE = "678e0ee"  # main before issue 11: no font cache, previews after all PDFs, one encoder thread
COLD_RUNS = 7
EDIT_RUNS = 7
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never through a proxy

SENTENCE = "{n:0}のカードも{n:1}枚と数えます。"  # page 7 (its numbers by {n:…}: a typed digit is refused)
REMINDERS = ('reminder: "通常の計算をせず最強。DOUBLE {n:2}枚には負ける"', 'reminder: "計算せず最強。DOUBLE {n:2}枚には負ける"')
EXAMPLES = (  # the p.7 example, two valid versions (the stated results follow the cards)
    "    hand: [青5, 青5]\n    expect:\n      counts: {黄: 3, 青: 2}\n      majority: 黄\n      majority_values: [0, 0, 0]\n"
    "      minority_values: [5, 5]\n      majority_sum: 0\n      minority_sum: 10\n      strength: -10",
    "    hand: [青4, 青5]\n    expect:\n      counts: {黄: 3, 青: 2}\n      majority: 黄\n      majority_values: [0, 0, 0]\n"
    "      minority_values: [4, 5]\n      majority_sum: 0\n      minority_sum: 9\n      strength: -9",
)


def seconds(run: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU seconds of `run` (which runs child processes)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    run()
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


# The Japanese edition only: the work the previous code did (an edit of the Japanese also makes the
# English translation of that sentence stale, which stops an English build, as it should).
THIS_EDITION = ("--edition", "ja")


def booklet_command(
    tree: Path,
    content: Path,
    out: Path,
    env: dict[str, str],
    before: Callable[[], object] | None = None,
    extra: tuple[str, ...] = THIS_EDITION,
) -> Callable[[], None]:
    def run() -> None:
        if before:
            before()
        subprocess.run(
            [PYTHON, "-m", "generator", "build", "booklet", "--content", str(content), "--out", str(out), *extra],
            cwd=tree,
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    return run


class SentenceEdits:
    """Changes page 7's sentence in a copy of content/ to a new version on every call."""

    def __init__(self, content: Path):
        self.path, self.count = content / "pages/07-strength.yaml", 0
        self.original = self.path.read_text(encoding="utf-8")

    def __call__(self) -> None:
        self.count += 1
        self.path.write_text(self.original.replace(SENTENCE, f"{SENTENCE}（{{n:{self.count}}}回目）", 1), encoding="utf-8")


def previous_tree(scratch: Path, baseline: str = BASELINE) -> Path | None:
    """The baseline's generator/ and content/, exported from git (None outside a clone that has it)."""
    tree = scratch / "previous"
    tree.mkdir()
    archive = subprocess.run(["git", "archive", baseline, "generator", "content"], cwd=REPO, capture_output=True)
    if archive.returncode:
        return None
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    return tree


def cold_builds(scratch: Path, baseline: str = BASELINE) -> dict[str, list[tuple[float, float]]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cached = {**env, "CARDPRESS_CACHE_DIR": str(scratch / "cache")}
    edited = scratch / "edited" / "content"
    shutil.copytree(REPO / "content", edited)
    sides = {}
    previous = previous_tree(scratch, baseline)
    if previous is not None:
        sides["previous"] = booklet_command(previous, previous / "content", scratch / "out-previous", env, extra=())
    sides["caches off"] = booklet_command(REPO, REPO / "content", scratch / "out-off", {**env, "CARDPRESS_CACHE_DIR": "off"})
    sides["after an edit"] = booklet_command(REPO, edited, scratch / "out-edited", cached, before=SentenceEdits(edited))
    page = REPO / "content" / "pages" / "07-strength.yaml"

    def saved() -> None:
        os.utime(page)

    sides["a page saved"] = booklet_command(REPO, REPO / "content", scratch / "out-saved", cached, before=saved)
    sides["a page saved, forked"] = booklet_command(
        REPO, REPO / "content", scratch / "out-forked", {**cached, "CARDPRESS_PARALLEL": "on"}, before=saved
    )
    sides["a page saved, serial"] = booklet_command(
        REPO, REPO / "content", scratch / "out-serial", {**cached, "CARDPRESS_PARALLEL": "off"}, before=saved
    )
    # what `make booklet` builds now: the Japanese and the English edition (the previous code had one)
    sides["both editions (make booklet)"] = booklet_command(
        REPO, REPO / "content", scratch / "out-both", cached, before=saved, extra=("--edition", "all")
    )
    for tree in [REPO] if previous is None else [REPO, previous]:
        subprocess.run([PYTHON, "-m", "compileall", "-q", str(tree / "generator")], check=True, stdout=subprocess.DEVNULL)
    for run in sides.values():
        run()  # warm-up: disk cache, .pyc files, the caches
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
    for _ in range(COLD_RUNS):
        for name, run in sides.items():
            times[name].append(seconds(run))
    return times


class Preview:
    """`python -m generator preview` on a copy of content/, and its /status.json."""

    def __init__(self, scratch: Path):
        self.content = scratch / "content"
        shutil.copytree(REPO / "content", self.content)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [PYTHON, "-m", "generator", "preview", "--port", str(self.port), "--content", str(self.content)],
            cwd=scratch,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        while True:
            try:
                if self.status()["generation"] >= 1:
                    break
            except OSError:
                time.sleep(0.1)
        self.events = DIRECT.open(f"http://127.0.0.1:{self.port}/events", timeout=60)
        self.next_build()  # the stream's first event: the state it was opened in

    def status(self) -> dict[str, Any]:
        with DIRECT.open(f"http://127.0.0.1:{self.port}/status.json", timeout=30) as answer:
            status: dict[str, Any] = json.load(answer)
            return status

    def hashes(self) -> dict[int, str]:
        return {entry["page"]: entry["image"] for entry in self.status()["pages"]}

    def next_build(self) -> int:
        """Waits for the next `build` event on /events; its generation."""
        for line in self.events:
            if line.startswith(b"id: "):
                return int(line[4:])
        raise SystemExit("the preview closed its event stream")

    def timed_edit(self, relpath: str, old: str, new: str, page: int) -> tuple[float, int]:
        """Seconds from the write until `page` shows a new hash; how many pages changed hash."""
        path = self.content / relpath
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {relpath}"
        before = self.hashes()
        started = time.perf_counter()
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        while True:
            self.next_build()
            status = self.status()
            if not status["ok"]:
                raise SystemExit(f"the benchmark's edit of {relpath} did not build: {status['problems']}")
            after = {entry["page"]: entry["image"] for entry in status["pages"]}
            if after[page] != before[page]:
                elapsed = time.perf_counter() - started
                break
        return elapsed, sum(1 for n in after if after[n] != before[n])

    def stop(self) -> None:
        self.events.close()
        self.process.terminate()
        self.process.wait(timeout=60)


def edit_runs(preview: Preview, relpath: str, versions: tuple[str, ...], page: int) -> tuple[list[float], list[int]]:
    times, counts = [], []
    for run in range(EDIT_RUNS):
        old, new = (versions[0], versions[1]) if run % 2 == 0 else (versions[1], versions[0])
        elapsed, changed = preview.timed_edit(relpath, old, new, page)
        times.append(elapsed)
        counts.append(changed)
    return times, counts


def sentence_runs(preview: Preview) -> tuple[list[float], list[int]]:
    """One sentence on page 7, a different word each run (so its pixels change every time)."""
    times, counts = [], []
    current = SENTENCE
    for run in range(EDIT_RUNS):
        new = f"{SENTENCE}（{{n:{run + 1}}}回目）"
        elapsed, changed = preview.timed_edit("pages/07-strength.yaml", current, new, 7)
        times.append(elapsed)
        counts.append(changed)
        current = new
    return times, counts


def row(what: str, times: list[float], note: str = "") -> str:
    return f"| {what} | {statistics.median(times):.3f} s | {max(times):.3f} s | {note} |"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    cold_only = "--cold-only" in args  # the cold build's table alone
    baseline = args[args.index("--baseline") + 1] if "--baseline" in args else BASELINE
    scratch = Path(tempfile.mkdtemp(prefix="mighty-bench-preview-"))
    try:
        cold = cold_builds(scratch, baseline)
        print(
            f"| cold `build booklet`, whole process ({COLD_RUNS} runs each, in turn) "
            "| wall: median | max | CPU: median | vs previous (wall, CPU) |"
        )
        print("|---|---|---|---|---|")
        base = cold.get("previous") or cold["caches off"]
        base_wall, base_cpu = statistics.median(w for w, _ in base), statistics.median(c for _, c in base)
        for name, runs in cold.items():
            wall, cpu = [w for w, _ in runs], [c for _, c in runs]
            gain_wall, gain_cpu = 1 - statistics.median(wall) / base_wall, 1 - statistics.median(cpu) / base_cpu
            versus = "" if runs is base else f"{gain_wall:.0%}, {gain_cpu:.0%} faster"
            print(f"| {name} | {statistics.median(wall):.3f} s | {max(wall):.3f} s | {statistics.median(cpu):.3f} s | {versus} |")
        print()
        if cold_only:
            print(f"load average (1, 5, 15 min) at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
            return 0
        preview = Preview(scratch)
        try:
            scenarios = [
                ("one sentence on page 7", *sentence_runs(preview)),
                (
                    "deck change (MIGHTY's reminder: all 24 pages and the cards rendered again)",
                    *edit_runs(preview, "deck.yaml", REMINDERS, 1),
                ),
                (
                    "example change (p.7's cards and stated results: the pages naming the example rendered again)",
                    *edit_runs(preview, "examples.yaml", EXAMPLES, 7),
                ),
            ]
        finally:
            preview.stop()
        print(f"| preview: edit → new image in /status.json ({EDIT_RUNS} runs) | median | max | pages with a new hash |")
        print("|---|---|---|---|")
        for what, times, counts in scenarios:
            print(row(what, times, f"{min(counts)}–{max(counts)}" if min(counts) != max(counts) else f"{counts[0]}"))
        sentence = statistics.median(scenarios[0][1])
        both, japanese = (statistics.median(w for w, _ in cold[name]) for name in ("both editions (make booklet)", "a page saved"))
        print(
            f"\none-sentence edit: {sentence / both:.0%} of this run's cold `make booklet` (both editions), "
            f"{sentence / japanese:.0%} of the Japanese edition's (budget < 30 %)"
        )
        print(f"load average (1, 5, 15 min) at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

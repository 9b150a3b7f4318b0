#!/usr/bin/env python3
"""Benchmarks with their budgets. Prints Markdown tables for docs/benchmarks.md.

Run with `make bench`. First the speed targets, each beside its reference in one run
(scripts/side_by_side.py; `scripts/benchmark.py --runs N --base REV` prints that table alone), then
the work alone after an edit, in a warm process (scripts/resident_work.py). Then the budgets: each
figure is the best of several runs, after one warm-up run (fonts registered, modules imported, files
in the disk cache): the time an editor waits.
The cold booklet build and the live preview report median and max instead: see
scripts/benchmark_preview.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


def best_of(runs: int, action: Callable[[], object]) -> float:
    action()  # warm-up
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return min(times)


def command(*args: str, cwd: Path = REPO) -> Callable[[], None]:
    """The whole command, run as its user runs it after saving a page: its time set to now, so that
    the command works (a kept result of unchanged sources is said again in hundredths of a second:
    generator/results.py; scripts/side_by_side.py measures both)."""
    page = min((cwd / "content" / "pages").glob("*.yaml"))

    def run() -> None:
        os.utime(page)
        env = {**os.environ, "PYTHONPATH": str(cwd)}  # this tree's generator, not the one the venv installed
        subprocess.run(
            [PYTHON, "-m", "generator", *args], cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )

    return run


def in_process_check() -> Callable[[], object]:
    from generator.pipeline import load_verified

    return lambda: load_verified(REPO / "content")


def in_process_verdict() -> Callable[[], object]:
    """Issue 20's budget: `check` of both editions, every output of `build all` laid out and checked."""
    from generator.pipeline import verdict

    return lambda: verdict(["all"], REPO / "content", ("ja", "en"))


CHECK_BASELINE = "1eed9c0"  # before issue 20: `check` loaded and verified, and laid nothing out


def check_side_by_side(runs: int = 7) -> tuple[float, float]:
    """The whole `python -m generator check` command, best of `runs`, of CHECK_BASELINE (exported by
    git into a scratch folder) and of this tree, run in turn so that the machine's load hits both alike."""
    from benchmark_preview import previous_tree

    with tempfile.TemporaryDirectory(prefix="mighty-bench-check-") as scratch:
        tree = previous_tree(Path(scratch), CHECK_BASELINE)
        if tree is None:
            return float("nan"), best_of(runs, command("check"))
        before, after = command("check", cwd=tree), command("check")
        before(), after()  # warm-up
        times: dict[str, list[float]] = {"before": [], "after": []}
        for _ in range(runs):
            for side, run in (("before", before), ("after", after)):
                started = time.perf_counter()
                run()
                times[side].append(time.perf_counter() - started)
        return min(times["before"]), min(times["after"])


def in_process_stats() -> Callable[[], object]:
    from generator.content.loader import load_content
    from generator.games.mighty.rules.stats import deal_stats

    content = load_content(REPO / "content")
    return lambda: deal_stats(content.rules, content.deck)


def typesetting() -> Callable[[], object]:
    """Issue 3's budget: the manuscript's text three times (28 A5 pages) measured, broken, flowed and drawn."""
    sys.path.insert(0, str(REPO / "tests" / "typeset"))
    from sample import body_style, load_corpus, set_pages  # type: ignore[import-not-found]  # tests/typeset/sample.py, on sys.path above

    texts, body = load_corpus() * 3, body_style()
    return lambda: set_pages(texts, body)


def in_process_balance(variants: bool) -> Callable[[], None]:
    """The balance report (figures, PDF, HTML) for the base rules alone, or with every variant."""
    import dataclasses

    from generator.games.mighty.balance.figures import report_data
    from generator.games.mighty.balance.html import balance_html
    from generator.games.mighty.balance.pdf import balance_pdf
    from generator.pipeline import load_verified

    content = load_verified(REPO / "content")
    content = content if variants else dataclasses.replace(content, variants={})

    def run() -> None:
        data = report_data(content)
        balance_pdf(data, content.palette)
        balance_html(data, content.palette)

    return run


def agreement_test() -> Callable[[], None]:
    """The Node.js agreement test of the web calculator over every distinct deal (budget 10 s)."""

    def run() -> None:
        subprocess.run(
            [
                PYTHON,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "tests/web/test_rules_agreement.py::test_every_distinct_deal_agrees[base]",
            ],
            cwd=REPO,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    return run


def main() -> int:
    import side_by_side

    # the speed targets' rows first, each beside its reference (the Typst peer, the commit before), in one run
    side_by_side.main(sys.argv[1:])
    if sys.argv[1:]:  # `--runs N` or `--base REV`: the side-by-side table alone
        return 0
    print()
    # the work alone after an edit, in a warm process: a process of its own (it sets its own cache folder)
    subprocess.run([sys.executable, str(Path(__file__).with_name("resident_work.py"))], check=True)
    print()
    out = Path(tempfile.mkdtemp(prefix="mighty-bench-"))
    check_before, check_after = check_side_by_side()
    rows = [
        ("`check` (load + verify all content), in process", "≤ 0.5 s", best_of(5, in_process_check())),
        ("`check` of both editions, every output laid out and checked, in process", "≤ 1 s", best_of(5, in_process_verdict())),
        (f"`python -m generator check` (whole command) at {CHECK_BASELINE}, before `check` laid out: no layout", "", check_before),
        ("`python -m generator check` (whole command), every output checked", "≤ 1 s", check_after),
        ("`stats` over all 5,757,570 deals, in process", "≤ 1 s", best_of(3, in_process_stats())),
        ("typesetting: the manuscript's text ×3 (28 A5 pages), in process", "≤ 0.3 s", best_of(5, typesetting())),
        (
            "`build booklet`: both editions' PDFs + previews (whole command)",
            "≤ 2 s",
            best_of(3, command("build", "booklet", "--out", str(out))),
        ),
        ("`build cards`: all card outputs (whole command)", "≤ 3 s", best_of(3, command("build", "cards", "--out", str(out)))),
        ("`build web` (whole command)", "", best_of(3, command("build", "web", "--out", str(out)))),
        ("`build tabletop`: sheet, back, saved object (whole command)", "", best_of(3, command("build", "tabletop", "--out", str(out)))),
        ("web: JS ≡ Python on every distinct deal, under Node.js (pytest)", "≤ 10 s", best_of(1, agreement_test())),
        ("balance report (figures, PDF, HTML) for the base rules, in process", "≤ 2 s", best_of(3, in_process_balance(False))),
        ("balance report for the base rules and every variant, in process", "", best_of(3, in_process_balance(True))),
        ("`preflight` of everything built above (whole command)", "", best_of(1, command("preflight", "--build", str(out)))),
    ]
    print("| what | budget | measured |")
    print("|---|---|---|")
    for what, budget, seconds in rows:
        print(f"| {what} | {budget} | {seconds:.2f} s |")
    weight = (out / "web" / "index.html").stat().st_size
    print(f"| web page weight (`build/web/index.html`) | ≤ 50 KB | {weight / 1024:.1f} KB |")
    rules = (out / "web" / "rules.html").stat().st_size
    print(f"| rulebook page weight (`build/web/rules.html`) | ≤ 150 KB | {rules / 1024:.1f} KB |")
    from benchmark_preview import main as preview_main

    return preview_main()


if __name__ == "__main__":
    sys.exit(main())

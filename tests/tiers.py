"""The tiers of the suite. `make test-fast` runs the tests marked neither:

- `browser`: the test drives the headless Chromium (Selenium, or chromium run directly);
- `slow`: the test builds or reads a whole output (the booklet, the cards, the print files, the
  balance report, the tabletop deck, a live preview's first build: in this process or another),
  runs Python in another process (`python -m generator`, a preview server, a script), or takes
  more than about a second alone on the 2-core machine at rest.

`make test` runs every test but those marked

- `deep`: one of the property test's random edits beyond the budget `make test` makes
  (tests/commands/test_verdict_property.py says which and why); `make test-deep` makes them all, for a
  nightly CI run or before a release.

Both run on every core (pytest-xdist, `--dist loadscope`: a worker takes a whole module, so the module's
fixtures are made once); a whole build the tests only read is made once per run (tests/shared_builds.py).
The modules of the longest tests are handed out first (in_the_order_to_run, with `--no-loadscope-reorder`):
a worker that took one at the end of the run would keep the other waiting for it.

A test gets the marker of a fixture it uses, directly or through another fixture (TIER_OF_FIXTURE:
the whole builds request `whole_build`, the other processes `other_process`); a marker for time
alone is written on the test. A test that starts Chromium or Python without its marker fails,
naming the marker (check_the_tier, an audit hook), so a new one cannot slip into the fast tier.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

TIER_OF_FIXTURE = {
    "browser": "browser",  # tests/web's and tests/preview's headless Chromium
    "whole_build": "slow",  # requested by every fixture that builds a whole output
    "other_process": "slow",  # requested by every fixture that runs Python in another process
}
BROWSERS = {"chromium", "chromedriver"}
RUNNING: list[Any] = []  # the test being set up, run or torn down (a session fixture starts in its setup)


# The modules of the tests that take most of a minute or more alone on the 2-core machine (pytest --durations): started
# first. A name that goes stale costs only time; the module of a new long test belongs here.
LONGEST = (
    "tests/preflight/test_preflight.py",
    "tests/preflight/test_the_minds_print_files.py",
    "tests/scripts/test_same_outputs.py",
    "tests/commands/test_new_game.py",
    "tests/typeset/test_built_pdfs.py",
    "tests/test_pdfx.py",
    "tests/games/the_mind/test_folder.py",
    "tests/games/colour_call/test_kit.py",
)


def in_the_order_to_run(items: list[Any]) -> list[Any]:
    """The modules of LONGEST first, then those with `slow` or `browser` tests, then the rest, each in the order
    collected (pytest-xdist hands out the modules in this order)."""
    rank: dict[Path, int] = {}
    for item in items:
        module = Path(item.path)
        if module.relative_to(Path(item.config.rootpath)).as_posix() in LONGEST:
            rank[module] = 0
        else:
            rank[module] = min(rank.get(module, 2), 1 if item.get_closest_marker("slow") or item.get_closest_marker("browser") else 2)
    return sorted(items, key=lambda item: rank[Path(item.path)])


def mark_by_fixtures(item: Any) -> None:
    for tier in sorted({TIER_OF_FIXTURE[name] for name in item.fixturenames if name in TIER_OF_FIXTURE}):
        item.add_marker(tier)


@contextmanager
def running(item: Any) -> Iterator[None]:
    RUNNING.append(item)
    try:
        yield
    finally:
        RUNNING.pop()


def tier_needed(argv: list[str]) -> str | None:
    """The marker a test starting this program needs: Chromium is `browser`, Python `slow`."""
    program = Path(argv[0]).name if argv else ""
    if program in BROWSERS:
        return "browser"
    if program.startswith("python") or argv[:1] == [sys.executable]:
        return "slow"
    return None


def program_and_arguments(executable: Any, args: Any) -> list[str]:
    """What subprocess.Popen was given (a program, or a list of arguments), as strings, the program first."""
    argv = [os.fsdecode(args)] if isinstance(args, str | bytes | os.PathLike) else [os.fsdecode(a) for a in args]
    return [os.fsdecode(executable), *argv[1:]] if executable else argv


def check_the_tier(event: str, args: tuple[Any, ...]) -> None:
    """An audit hook: subprocess.Popen of Chromium or Python by a test without that marker fails the
    test, before the program starts."""
    if event != "subprocess.Popen" or not RUNNING:
        return
    argv = program_and_arguments(args[0], args[1])
    tier = tier_needed(argv)
    if tier and RUNNING[-1].get_closest_marker(tier) is None:
        pytest.fail(f"{RUNNING[-1].nodeid} starts {Path(argv[0]).name}: mark it @pytest.mark.{tier} (tests/tiers.py)", pytrace=False)

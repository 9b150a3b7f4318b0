"""The test tiers (tests/tiers.py): which marker a fixture or a started program calls for, the
check that fails a test starting one without it, and a fast tier that still covers every package."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tiers import RUNNING, check_the_tier, mark_by_fixtures, program_and_arguments, tier_needed

REPO = Path(__file__).resolve().parent.parent

FAST = "not browser and not slow"


class Item:
    """What the tier code reads of a pytest item."""

    def __init__(self, fixturenames: list[str], markers: tuple[str, ...] = ()):
        self.fixturenames, self.markers, self.nodeid = fixturenames, list(markers), "tests/test_x.py::test_x"

    def add_marker(self, name: str) -> None:
        self.markers.append(name)

    def get_closest_marker(self, name: str) -> str | None:
        return name if name in self.markers else None


@pytest.mark.parametrize(
    "argv, tier",
    [
        (["/usr/bin/chromium", "--headless", "page.svg"], "browser"),
        (["/usr/bin/chromedriver", "--port=0"], "browser"),
        ([sys.executable, "-m", "generator", "build", "booklet"], "slow"),
        (["python3", "-c", "pass"], "slow"),
        (["pdftotext", "booklet.pdf", "-"], None),
        (["node", "rules_harness.js"], None),
    ],
)
def test_the_tier_a_started_program_needs(argv, tier):
    assert tier_needed(argv) == tier


@pytest.mark.parametrize(
    "fixtures, markers",
    [
        (["browser", "page", "tmp_path"], ["browser"]),
        (["built", "booklet_build", "whole_build"], ["slow"]),
        (["build_elsewhere", "other_process", "tmp_path"], ["slow"]),
        (["tab", "browser", "preview", "other_process"], ["browser", "slow"]),
        (["copy", "tmp_path"], []),
    ],
)
def test_a_test_gets_the_markers_of_its_fixtures(fixtures, markers):
    item = Item(fixtures)
    mark_by_fixtures(item)
    assert item.markers == markers


def test_starting_python_without_the_slow_marker_fails_the_test_before_it_starts(tmp_path):
    proof = tmp_path / "ran"
    with pytest.raises(pytest.fail.Exception, match=r"starts python\S*: mark it @pytest.mark.slow"):
        subprocess.run([sys.executable, "-c", f"open({str(proof)!r}, 'w')"])
    assert not proof.exists()


def test_starting_chromium_without_the_browser_marker_fails_the_test():
    with pytest.raises(pytest.fail.Exception, match="starts chromium: mark it @pytest.mark.browser"):
        subprocess.run(["/usr/bin/chromium", "--version"], capture_output=True)


def test_a_test_with_the_marker_may_start_the_program():
    RUNNING.append(Item([], markers=("slow",)))
    try:
        check_the_tier("subprocess.Popen", (None, [sys.executable, "-c", "pass"], None, None))
    finally:
        RUNNING.pop()


def test_other_audit_events_and_other_programs_pass():
    check_the_tier("open", ("/usr/bin/chromium", "r", 0))
    check_the_tier("subprocess.Popen", (None, ["pdftotext", "x.pdf", "-"], None, None))


@pytest.mark.parametrize(
    "executable, args, argv",
    [
        (None, ["pdftotext", Path("a.pdf"), b"-"], ["pdftotext", "a.pdf", "-"]),
        (None, "/usr/bin/chromium", ["/usr/bin/chromium"]),
        (None, Path("/usr/bin/chromium"), ["/usr/bin/chromium"]),
        ("/usr/bin/python3", ["python", "-c", "pass"], ["/usr/bin/python3", "-c", "pass"]),
    ],
)
def test_what_popen_was_given_is_read_as_a_program_and_its_arguments(executable, args, argv):
    assert program_and_arguments(executable, args) == argv


@pytest.mark.slow  # collects the whole suite in another process, unless this run collected it
def test_the_fast_tier_covers_every_package(request):
    """Every folder of tests/ (every package of generator/ it mirrors) and the top level keep fast tests."""
    folders = {path.parent.relative_to(REPO) for path in (REPO / "tests").glob("**/test_*.py")}
    fast = _fast_folders_of_this_run(request.session.items, folders) or _fast_folders_collected_apart()
    assert folders - fast == set()


def _fast_folders_of_this_run(items: list[pytest.Item], folders: set[Path]) -> set[Path] | None:
    """The folders of the fast tests this run collected, marked as `make test-fast` sees them (the same
    hooks marked them); None when the run collected less than every folder (a file or folder run alone)."""
    if {Path(str(item.path)).parent.relative_to(REPO) for item in items} < folders:
        return None
    tiers = ("browser", "slow")
    return {Path(str(item.path)).parent.relative_to(REPO) for item in items if not any(item.get_closest_marker(t) for t in tiers)}


def _fast_folders_collected_apart() -> set[Path]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-m", FAST],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return {Path(line.split("::")[0]).parent for line in done.stdout.splitlines() if "::" in line}


class _Item:
    """What _fast_folders_of_this_run reads of a pytest item: its path and its tier markers."""

    def __init__(self, relpath: str, *markers: str):
        self.path, self.markers = REPO / relpath, markers

    def get_closest_marker(self, name: str) -> str | None:
        return name if name in self.markers else None


def test_a_run_that_collected_every_folder_gives_its_fast_folders_and_a_partial_run_none():
    folders = {Path("tests"), Path("tests/cards")}
    every = [_Item("tests/test_a.py"), _Item("tests/cards/test_b.py", "slow"), _Item("tests/cards/test_c.py", "browser")]
    assert _fast_folders_of_this_run(every, folders) == {Path("tests")}  # tests/cards keeps no fast test: the assertion fails
    assert _fast_folders_of_this_run(every[:1], folders) is None  # a file run alone: collect the suite apart

"""`python -m generator` ends the process itself (os._exit, no interpreter teardown): its output
must still arrive whole through a pipe, and its exit status must be the command's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # the generator in other processes

REPO = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """The command with stdout and stderr as pipes, block-buffered (only a flush sends them)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=REPO, env=env, capture_output=True, text=True)


def test_a_long_output_arrives_whole_through_a_pipe():
    result = run("stats")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("5,757,570 deals") and len(lines) > 20
    assert result.stdout.endswith("\n")  # the last buffered line too


def test_the_exit_status_and_the_message_of_a_bad_input(tmp_path):
    result = run("check", "--content", str(tmp_path / "missing"))
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == "1 problem"


def test_success_is_status_zero_with_its_summary():
    result = run("check")
    assert result.returncode == 0
    assert result.stdout.startswith("content OK")


def test_a_profiler_still_gets_to_write_its_results(tmp_path):
    """`python -m cProfile -o FILE -m generator …` writes FILE when Python exits: not skipped."""
    profile = tmp_path / "check.prof"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    result = subprocess.run(
        [sys.executable, "-m", "cProfile", "-o", str(profile), "-m", "generator", "check"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and result.stdout.startswith("content OK")
    assert profile.stat().st_size > 0


def test_output_that_cannot_be_written_is_an_error_not_a_success():
    """`… --json > file` on a full disk: the old exit 0 with an empty file would fool a script."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "generator", "stats"], cwd=REPO, env=env, stdout=full, stderr=subprocess.PIPE, text=True
        )
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == "error: standard output: No space left on device"


def test_a_reader_that_goes_away_is_not_an_error():
    """`python -m generator stats | head -1`: the rest is not wanted; no message, the command's status."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    command = f"{sys.executable} -m generator stats | head -c 10 > /dev/null; echo ${{PIPESTATUS[0]}}"
    result = subprocess.run(["bash", "-c", command], cwd=REPO, env=env, capture_output=True, text=True)
    assert result.stdout.strip() == "0" and result.stderr == ""

"""Jobs run in a forked child: what each returns, failures not swallowed, no fork beside other threads."""

from __future__ import annotations

import os
import threading

import pytest

from generator import results
from generator.background import Background


@pytest.fixture(autouse=True)
def always_fork(monkeypatch):
    """Fork whatever the machine's load (the default waits for a free core)."""
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")


def test_the_child_returns_what_each_job_makes():
    parent = os.getpid()
    result = Background({"a": lambda: b"A" * 100_000, "pid": lambda: str(os.getpid()).encode()}).result()
    assert result["a"] == b"A" * 100_000
    assert int(result["pid"]) != parent  # really run in another process


def test_what_the_child_read_is_recorded_by_the_parent(monkeypatch, tmp_path):
    """A command's kept result (results.py) is keyed by what its forked child read as well as by its own reads."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    art = tmp_path / "only-the-child-reads-this.png"
    art.write_bytes(b"png")
    with results.recording(["build", "booklet"]) as reads:
        assert reads is not None
        child = Background({"read": lambda: str(os.getpid()).encode() + art.read_bytes()}).result()
        assert int(child["read"][:-3]) != os.getpid()
        assert str(art) in reads.files


def test_a_failing_job_fails_here_too():
    def broken() -> bytes:
        raise ValueError("drawing failed")

    with pytest.raises(ValueError, match="drawing failed"):
        Background({"broken": broken}).result()


def test_with_other_threads_running_nothing_is_forked():
    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        result = Background({"pid": lambda: str(os.getpid()).encode()}).result()
    finally:
        release.set()
        other.join()
    assert int(result["pid"]) == os.getpid()


def test_with_parallel_work_off_nothing_is_forked(monkeypatch):
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert int(Background({"pid": lambda: str(os.getpid()).encode()}).result()["pid"]) == os.getpid()


def test_a_result_never_asked_for_leaves_no_child_behind():
    import gc
    import time

    child = Background({"slow": lambda: time.sleep(60)})
    pid = child._pid
    assert pid is not None
    del child
    gc.collect()
    with pytest.raises(ChildProcessError):  # stopped and reaped: no such child any more
        os.waitpid(pid, os.WNOHANG)

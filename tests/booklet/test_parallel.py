"""Painting in a forked child: the same bytes as painting here, and failures are not swallowed."""

from __future__ import annotations

import os
import threading

import pytest

from generator import results
from generator.booklet.parallel import Background
from generator.pipeline import build

from .conftest import CONTENT


@pytest.fixture(autouse=True)
def always_fork(monkeypatch):
    """Fork whatever the machine's load (the default waits for a free core)."""
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")


def test_the_child_returns_what_each_painter_makes():
    parent = os.getpid()
    result = Background({"a": lambda: b"A" * 100_000, "pid": lambda: str(os.getpid()).encode()}).result()
    assert result["a"] == b"A" * 100_000
    assert int(result["pid"]) != parent  # really painted in another process


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


def test_a_failing_painter_fails_here_too():
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


@pytest.mark.slow  # two whole builds
def test_a_parallel_build_equals_a_serial_one(tmp_path, monkeypatch):
    parallel = tmp_path / "parallel"
    build(["booklet"], CONTENT, parallel)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    serial = tmp_path / "serial"
    build(["booklet"], CONTENT, serial)
    files = sorted(p.relative_to(serial) for p in serial.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(parallel) for p in parallel.rglob("*") if p.is_file())
    assert [f for f in files if (serial / f).read_bytes() != (parallel / f).read_bytes()] == []

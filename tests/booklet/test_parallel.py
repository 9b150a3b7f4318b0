"""The booklet's print files painted in a forked child (generator/background.py): the same bytes as painting here."""

from __future__ import annotations

import pytest

from generator.pipeline import build

from .conftest import CONTENT


@pytest.mark.slow  # two whole builds
def test_a_parallel_build_equals_a_serial_one(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")
    parallel = tmp_path / "parallel"
    build(["booklet"], CONTENT, parallel)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    serial = tmp_path / "serial"
    build(["booklet"], CONTENT, serial)
    files = sorted(p.relative_to(serial) for p in serial.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(parallel) for p in parallel.rglob("*") if p.is_file())
    assert [f for f in files if (serial / f).read_bytes() != (parallel / f).read_bytes()] == []

"""How much of the machine a build may use (generator/cores.py): CARDPRESS_PARALLEL and the cores."""

from __future__ import annotations

from generator import cores


def test_parallel_work_is_auto_unless_set(monkeypatch):
    monkeypatch.delenv("CARDPRESS_PARALLEL", raising=False)
    assert cores.parallel_setting() == "auto"
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert cores.parallel_setting() == "off"


def test_png_encoding_takes_a_thread_per_core_when_one_is_free(monkeypatch):
    monkeypatch.setattr(cores, "cores", lambda: 4)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "auto")
    monkeypatch.setattr(cores, "free_core", lambda: True)
    assert cores.encoder_threads() == 4
    monkeypatch.setattr(cores, "free_core", lambda: False)
    assert cores.encoder_threads() == 1


def test_parallel_work_on_or_off_decides_whatever_the_load(monkeypatch):
    monkeypatch.setattr(cores, "cores", lambda: 4)
    monkeypatch.setattr(cores, "free_core", lambda: False)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")
    assert cores.encoder_threads() == 4
    monkeypatch.setattr(cores, "free_core", lambda: True)
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert cores.encoder_threads() == 1


def test_a_core_is_free_only_when_the_load_leaves_one(monkeypatch):
    monkeypatch.setattr(cores, "cores", lambda: 2)
    monkeypatch.setattr(cores.os, "getloadavg", lambda: (0.5, 0.0, 0.0))
    assert cores.free_core()
    monkeypatch.setattr(cores.os, "getloadavg", lambda: (1.5, 0.0, 0.0))
    assert not cores.free_core()


def test_the_process_has_at_least_one_core():
    assert cores.cores() >= 1

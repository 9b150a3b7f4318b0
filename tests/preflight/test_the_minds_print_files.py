"""`preflight` on The Mind's print files: every file clean. A module of its own, so that pytest-xdist (`--dist loadscope`)
may run its minutes of inspection on one worker while test_preflight.py's inspection of MIGHTY? runs on the other."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.loader import load_content
from generator.preflight.inspection import inspect


@pytest.fixture(scope="module")
def mind_print_build(whole_kit) -> Path:
    """The Mind's whole build (`build all --game the-mind`, the run's shared one: whole_kit): its print files are those
    `make preflight GAME=the-mind` builds (`build booklet cards`), byte for byte; the rest are no print file."""
    kit = whole_kit("the-mind")
    assert kit.failure is None
    return kit.build


def test_the_mind_print_files_are_clean(mind_print_build, repo):
    """`make preflight GAME=the-mind`: every file clean, no QR code expected and none found."""
    report = inspect(mind_print_build, load_content(repo / "games" / "the-mind"))
    assert {f.path: f.problems for f in report.files if f.problems} == {}
    assert {f.kind for f in report.files} >= {"booklet-print", "cards-print", "quickref-print", "cards-pnp", "tuckbox-print"}
    assert {f.checks["QR"] for f in report.files if "QR" in f.checks} == {"none printed, none decodes"}

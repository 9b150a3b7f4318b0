"""The whole build, once per session, from the real content: the preflight tests read the built files."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.pipeline import build

PRINT_FILES = ("booklet-print.pdf", "booklet-print-marks.pdf", "cards/cards-print.pdf", "quickref.pdf")
BOOKLET_FILES = ("booklet-print.pdf", "booklet-print-marks.pdf", "booklet-screen.pdf", "booklet-home-a4.pdf")


@pytest.fixture(scope="session")
def built_all(content_dir, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("all")
    build(["booklet", "cards"], content_dir, folder)
    return folder

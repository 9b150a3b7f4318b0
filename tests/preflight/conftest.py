"""The whole build of both editions, once per session, from the real content: the preflight tests read the built files
(a copy of the shared build: the preflight command and the planted faults write into it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

JAPANESE_PRINT_FILES = ("booklet-print.pdf", "booklet-print-marks.pdf", "cards/cards-print.pdf", "quickref.pdf", "cards/tuckbox-print.pdf")
PRINT_FILES = (*JAPANESE_PRINT_FILES, *(f"en/{name}" for name in JAPANESE_PRINT_FILES))  # the English edition's too
BOOKLET_FILES = ("booklet-print.pdf", "booklet-print-marks.pdf", "booklet-screen.pdf", "booklet-home-a4.pdf")


@pytest.fixture(scope="session")
def built_all(print_build, tmp_path_factory) -> Path:
    return Path(shutil.copytree(print_build, tmp_path_factory.mktemp("all") / "build"))

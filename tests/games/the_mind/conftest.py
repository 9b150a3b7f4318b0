"""Fixtures for The Mind's content tests: its files read by the plug-in's loader, and a private copy
of games/the-mind/ to break one thing in (messages then name games/the-mind/FILE as for the real one)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.content.loader import Source
from generator.errors import Problems
from generator.games.the_mind.files.load import MindFiles, read_game_files

REPO = Path(__file__).resolve().parents[3]
GAME = REPO / "games" / "the-mind"


def read_files(folder: Path) -> tuple[MindFiles | None, Problems]:
    """The Mind's own files of `folder`, read as the build reads them, and the problems found."""
    source = Source(folder)
    return read_game_files(source.values, source.problems), source.problems


def problems_of(folder: Path) -> list[str]:
    """Every problem of `folder`'s files, as the build prints them (FILE:LINE:COL: message)."""
    files, problems = read_files(folder)
    assert problems or files is not None, "no problem, yet nothing loaded"
    return [str(problem) for problem in sorted(problems.found, key=lambda p: (p.where is None, p.where, p.message))]


@pytest.fixture(scope="session")
def mind() -> MindFiles:
    files, problems = read_files(GAME)
    assert not problems, [str(p) for p in problems.found]
    assert files is not None
    return files


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "the-mind"
    shutil.copytree(GAME, target)
    return target


def edit(folder: Path, relpath: str, old: str, new: str) -> None:
    """Replaces `old` (which must occur exactly once) with `new` in one file."""
    path = folder / relpath
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {relpath}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def line_of(folder: Path, relpath: str, needle: str) -> int:
    """The 1-based line of the first line containing `needle`."""
    for number, line in enumerate((folder / relpath).read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {relpath}")


def column_of(folder: Path, relpath: str, needle: str) -> int:
    """The 1-based column of `needle` on its line."""
    line = (folder / relpath).read_text(encoding="utf-8").splitlines()[line_of(folder, relpath, needle) - 1]
    return line.index(needle) + 1

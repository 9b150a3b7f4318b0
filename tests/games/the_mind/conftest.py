"""Fixtures for The Mind's content tests: games/the-mind/ loaded through the core by its plug-in, and a
private copy to break one thing in (outside the working directory, so messages name it the-mind/FILE; the real
one is games/the-mind/FILE, as the user opens it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from the_mind_game.parts import MindParts, mind_parts

from generator.content.loader import load_content
from generator.content.model import Content
from generator.content.verify import verify_content
from generator.errors import BuildError
from tests.games.the_mind.code import copy_linking_code

REPO = Path(__file__).resolve().parents[3]
GAME = REPO / "games" / "the-mind"


def load(folder: Path) -> Content:
    """The game of `folder`, loaded and verified as the build does it (raises BuildError)."""
    return verify_content(load_content(folder))


def problems_of(folder: Path) -> list[str]:
    """Every problem of `folder`'s content, as the build prints them (FILE:LINE:COL: message)."""
    with pytest.raises(BuildError) as raised:
        load(folder)
    return [str(problem) for problem in raised.value.problems]


@pytest.fixture(scope="session")
def content() -> Content:
    return load(GAME)


@pytest.fixture(scope="session")
def mind(content: Content) -> MindParts:
    return mind_parts(content)


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    return copy_linking_code(GAME, tmp_path / "the-mind")


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

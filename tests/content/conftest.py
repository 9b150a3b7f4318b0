"""Fixtures for the content tests: a private copy of content/ to break one thing in."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.content.loader import load_content
from generator.content.markup import texts_in
from generator.content.verify import verify_content
from generator.errors import BuildError

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def content():
    """The real content, loaded and verified once."""
    return verify_content(load_content(REPO / "content"))


@pytest.fixture
def copy(tmp_path) -> Path:
    """A copy of content/ in tmp_path/content (messages then read content/FILE as for the real one)."""
    target = tmp_path / "content"
    shutil.copytree(REPO / "content", target)
    return target


def edit(folder: Path, relpath: str, old: str, new: str) -> None:
    """Replaces `old` (which must occur exactly once) with `new` in one content file."""
    path = folder / relpath
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {relpath}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def line_of(folder: Path, relpath: str, needle: str) -> int:
    """The 1-based line of the first line containing `needle`: messages are asserted with it."""
    for number, line in enumerate((folder / relpath).read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {relpath}")


def printed_texts(page, content) -> list:
    """Every text a booklet page prints, as written (before markup is expanded): its blocks' texts, and
    what glossary, quickref, formula and ranking blocks draw from their files. Covers have no title band."""
    found = [] if page.number in (1, len(content.pages)) else [page.title]
    for block in page.blocks:
        found += list(texts_in(block))
        if block.kind == "glossary":
            found += [t for e in content.glossary for t in (e.term, e.definition)] + [content.glossary_note]
        if block.kind == "quickref":
            found += [content.quickref.title, *(t for e in content.quickref.endings for t in (e.title, *e.lines))]
        if block.kind == "formula":
            found += [content.parts["formula"].left, content.parts["formula"].right]  # MIGHTY?'s quickref.yaml parts
        if block.kind == "ranking":
            found += [content.parts["ranking"].title, *content.parts["ranking"].order]
    return found


def problems_of(folder, sentences: bool = False) -> list[str]:
    """The problems of a broken copy; without `sentences`, not the sentences named because an example
    that `states` them failed (tests/content/test_statements.py checks those)."""
    with pytest.raises(BuildError) as error:
        verify_content(load_content(folder))
    found = [str(p) for p in error.value.problems]
    return found if sentences else [p for p in found if "states the rule that" not in p]

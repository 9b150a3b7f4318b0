"""Booklet previews: the page keys of the preview cache, the page ranges given to pdftoppm, and
builds from a warm cache that are byte-identical to builds without one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.booklet.pngs import _ranges, page_keys
from generator.cache import CACHE_ENV
from generator.fonts import register_fonts
from generator.pipeline import load_verified

from .conftest import CONTENT

SENTENCE = "{n:0}のカードも{n:1}枚と数えます。"  # page 7


@pytest.fixture
def copy(tmp_path) -> Path:
    target = tmp_path / "content"
    shutil.copytree(CONTENT, target)
    return target


def edit(content: Path, relpath: str, old: str, new: str) -> None:
    path = content / relpath
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def keys(content: Path) -> list[str]:
    register_fonts()
    return page_keys(load_verified(content))


def test_a_sentence_changes_its_pages_key_only(copy):
    before = keys(copy)
    assert len(set(before)) == 24
    edit(copy, "pages/07-strength.yaml", SENTENCE, SENTENCE + "数え忘れに注意。")
    after = keys(copy)
    assert [n for n, (a, b) in enumerate(zip(before, after, strict=True), 1) if a != b] == [7]


def test_a_shared_file_changes_every_key(copy):
    before = keys(copy)
    edit(copy, "deck.yaml", 'reminder: "通常の計算をせず最強。', 'reminder: "計算せず最強。')
    after = keys(copy)
    assert all(a != b for a, b in zip(before, after, strict=True))


def test_keys_are_stable(copy):
    assert keys(copy) == keys(copy)


KEYS_SCRIPT = """
import sys
from pathlib import Path
from generator.booklet.pngs import page_keys
from generator.fonts import register_fonts
from generator.pipeline import load_verified
register_fonts()
print(" ".join(page_keys(load_verified(Path(sys.argv[1])))))
"""


@pytest.mark.slow  # Python in other processes
def test_keys_are_the_same_in_every_process(copy, tmp_path):
    """Sets in the content (readings.yaml's kanji) are printed in hash-seed order by repr(): the keys must not be."""

    def keys_with_seed(seed: str) -> list[str]:
        env = {**os.environ, "PYTHONHASHSEED": seed, CACHE_ENV: str(tmp_path / "cache")}
        run = subprocess.run([sys.executable, "-c", KEYS_SCRIPT, str(copy)], env=env, check=True, capture_output=True, text=True)
        return run.stdout.split()

    first = keys_with_seed("1")
    assert len(first) == 24
    assert keys_with_seed("2") == keys_with_seed("3") == first


@pytest.mark.parametrize(
    "numbers, ranges",
    [
        (list(range(1, 25)), [(1, 12), (13, 24)]),  # both cores
        ([7], [(7, 7)]),
        ([3, 4, 9, 17, 18], [(3, 4), (9, 9), (17, 18)]),
    ],
)
def test_ranges(numbers, ranges):
    assert _ranges(numbers) == ranges


def _build(content: Path, out: Path, cache: str, edition: str = "all") -> dict[str, bytes]:
    env = {**os.environ, CACHE_ENV: cache}
    subprocess.run(
        [sys.executable, "-m", "generator", "build", "booklet", "--content", str(content), "--out", str(out), "--edition", edition],
        cwd=content.parent,
        env=env,
        check=True,
        capture_output=True,
    )
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


@pytest.mark.slow  # five booklet builds in other processes
def test_builds_from_a_warm_cache_equal_builds_without_one_also_after_an_edit(copy, tmp_path):
    """Whole processes, so fonts and previews really come from the cache the second time; both editions
    share the cache. After the Japanese edit the English is stale: the Japanese edition is built alone."""
    cache = str(tmp_path / "cache")
    first = _build(copy, tmp_path / "warm-up", cache)
    entries = sorted((tmp_path / "cache" / "previews").iterdir())
    assert len(entries) == 2 * 24  # each edition's pages
    assert _build(copy, tmp_path / "cached", cache) == _build(copy, tmp_path / "uncached", "off") == first
    assert sorted((tmp_path / "cache" / "previews").iterdir()) == entries  # every preview came from the cache
    edit(copy, "pages/07-strength.yaml", SENTENCE, SENTENCE + "数え忘れに注意。")
    assert "en/preview/page-07.png" in first
    edited = _build(copy, tmp_path / "edited-cached", cache, "ja")  # page 7 from poppler, the others from the cache
    assert edited == _build(copy, tmp_path / "edited-uncached", "off", "ja")
    assert edited["preview/page-07.png"] != first["preview/page-07.png"]
    assert edited["preview/page-06.png"] == first["preview/page-06.png"]


def test_a_change_in_a_games_own_code_changes_every_key(tmp_path):
    # The Mind's design code lives in its folder, outside generator/: a cached preview must not outlive it
    game = shutil.copytree(CONTENT.parent / "games" / "the-mind", tmp_path / "the-mind", ignore=shutil.ignore_patterns("__pycache__"))
    before = keys(game)
    with (game / "game" / "design" / "faces.py").open("a", encoding="utf-8") as design:
        design.write("# an edit\n")
    after = keys(game)
    assert all(a != b for a, b in zip(before, after, strict=True))


def test_an_edited_art_file_is_a_new_preview(tmp_path):
    # An image block names its file; the page's model holds its path, not its pixels: a cached preview must not outlive them
    skipped = shutil.ignore_patterns("__pycache__", "build")
    game = shutil.copytree(CONTENT.parent / "games" / "colour-call", tmp_path / "colour-call", ignore=skipped)
    before = keys(game)
    with (game / "art" / "table.png").open("ab") as art:
        art.write(b"\0")  # after the PNG's end: the same picture to a reader, another file to the cache
    after = keys(game)
    assert before is not None and after is not None and before != after

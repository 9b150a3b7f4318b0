"""booklet.check_pages with the build's cache: a content judged before is neither laid out nor painted
by the check, and its verdict is the one a fresh check makes; a page that does not fit is found
every time (a failing layout keeps nothing); CARDPRESS_CACHE_DIR=off lays out and paints every time."""

from __future__ import annotations

import pytest

from generator import contrast_cache
from generator.booklet import prepare
from generator.booklet.inks import PRINT
from generator.errors import BuildError

from .test_errors import paragraph, with_blocks


@pytest.fixture
def laid_out(monkeypatch, tmp_path) -> list[str]:
    """The colour models laid out, with the cache in tmp_path and no key worked out yet."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(contrast_cache, "_HASHED", {})
    from generator.booklet import page_layout

    plan_pages, modes = page_layout.plan_pages, []

    def counted(content, geometry, inks, numbers=None):
        modes.append(inks.mode)
        return plan_pages(content, geometry, inks, numbers)

    monkeypatch.setattr(page_layout, "plan_pages", counted)
    return modes


def test_a_content_judged_before_is_not_laid_out_by_the_check_and_paints_the_same(content, laid_out):
    first = prepare(content)
    assert laid_out == [PRINT]
    again = prepare(content)
    assert laid_out == [PRINT]  # judged from the cache
    assert again.print_painting == first.print_painting  # laid out and painted when the build asks
    assert laid_out == [PRINT, PRINT]


def test_a_page_that_does_not_fit_is_found_every_time(content, laid_out, tmp_path):
    long = with_blocks(content, 17, paragraph("長い文。" * 400))
    said = []
    for _ in range(2):
        with pytest.raises(BuildError) as error:
            prepare(long)
        said.append([str(problem) for problem in error.value.problems])
    assert said[0] == said[1] and "page 17" in " ".join(said[0])
    assert laid_out == [PRINT, PRINT]


def test_off_lays_out_every_time(content, laid_out, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    prepare(content)
    prepare(content)
    assert laid_out == [PRINT, PRINT]

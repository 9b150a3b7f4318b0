"""verdicts.py: a check keeps each page's verdict; after an edit it lays out, paints and reads back only the
edited page, and says exactly what a check of the whole print file says (the same problems, pages, order and
wording), whether the verdicts come from no cache, a cold one, the whole content's or the pages'."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator import contrast_cache
from generator.booklet import page_layout, prepare, verdicts
from generator.content.blocks import ParagraphBlock
from generator.content.model import Content, SourceText
from generator.errors import BuildError

from .test_errors import paragraph, with_blocks


def edited(content: Content, number: int, digit: str = "1") -> Content:
    """The content with `digit` appended to the first paragraph of page `number` (an editor's one-sentence edit)."""
    pages = list(content.pages)
    page = pages[number - 1]
    first = next(i for i, block in enumerate(page.blocks) if isinstance(block, ParagraphBlock))
    block = page.blocks[first]
    assert isinstance(block, ParagraphBlock)
    blocks = list(page.blocks)
    blocks[first] = replace(block, text=SourceText(block.text + digit, block.text.where))
    pages[number - 1] = replace(page, blocks=tuple(blocks))
    return replace(content, pages=tuple(pages))


def lightened_red(content: Content) -> Content:
    """Paper text on red far below 4.5:1: a problem on some pages (the covers' title, the red suits)."""
    red = content.palette["red"]
    return replace(content, palette={**content.palette, "red": replace(red, cmyk=tuple(v * 0.35 for v in red.cmyk))})


@pytest.fixture
def work(monkeypatch, tmp_path) -> dict[str, list[list[int]]]:
    """The pages laid out, painted and read back by each check (all pages: the print file itself), with the cache in tmp_path."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(contrast_cache, "_HASHED", {})
    done: dict[str, list[list[int]]] = {"laid out": [], "painted": [], "read back": []}
    plan_pages, print_pages, read_back = page_layout.plan_pages, verdicts.print_pages, verdicts.read_back

    def laid_out(content, geometry, inks, numbers=None):
        done["laid out"].append(list(numbers or (page.number for page in content.pages)))
        return plan_pages(content, geometry, inks, numbers)

    def painted(job, plans, before=None):
        done["painted"].append([plan.number for plan in plans])
        return print_pages(job, plans, before)

    def read(data, palette, numbers=None):
        done["read back"].append(list(numbers or ()))
        return read_back(data, palette, numbers)

    monkeypatch.setattr(page_layout, "plan_pages", laid_out)
    monkeypatch.setattr(verdicts, "print_pages", painted)
    monkeypatch.setattr(verdicts, "read_back", read)
    return done


def said(content: Content) -> list[str]:
    """The check's problems, as the command line prints them (none: it passed)."""
    try:
        prepare(content)
    except BuildError as error:
        return [str(problem) for problem in error.problems]
    return []


def test_an_edited_page_is_judged_again_and_no_other(content, work):
    every = [page.number for page in content.pages]
    assert said(content) == []
    assert work["read back"] == [every] and work["painted"] == []  # cold: the print file itself, every page read
    for key in work:
        work[key].clear()
    assert said(edited(content, 5)) == []
    assert work == {"laid out": [[5]], "painted": [[5]], "read back": [[5]]}
    assert said(edited(edited(content, 5), 17, "2")) == []
    assert work["painted"] == [[5], [17]] and work["read back"] == [[5], [17]]


@pytest.mark.slow  # six checks of the whole booklet
@pytest.mark.parametrize("page", [2, 9], ids=["a page without the problem", "a page with it"])
def test_a_planted_problem_is_said_alike_cold_warm_page_warm_and_off(content, work, monkeypatch, tmp_path, page):
    planted = lightened_red(content)
    cold = said(planted)
    assert cold and "palette.red: paper text" in cold[0] and "pages 1, 4, 9, 10" in cold[0]
    assert said(planted) == cold  # warm: the whole content's verdict
    for key in work:
        work[key].clear()
    page_warm = said(edited(planted, page))  # the other pages' verdicts kept
    assert work["painted"] == [[page]] and work["read back"] == [[page]]
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert said(edited(planted, page)) == page_warm
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "another"))
    monkeypatch.setattr(contrast_cache, "_HASHED", {})
    assert said(edited(planted, page)) == page_warm  # a cold cache
    assert said(edited(planted, page)) == page_warm  # and warm again


def test_a_page_that_does_not_fit_is_said_alike_with_the_other_pages_kept(content, work, monkeypatch):
    assert said(content) == []
    long = with_blocks(content, 17, paragraph("長い文。" * 400))
    for key in work:
        work[key].clear()
    with_kept = said(long)
    assert work["laid out"] == [[17]] and work["painted"] == []  # only the edited page laid out; it keeps nothing
    assert with_kept and "page 17" in " ".join(with_kept)
    assert said(long) == with_kept
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert said(long) == with_kept


def test_off_keeps_no_page(content, work, monkeypatch, tmp_path):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    said(content)
    said(edited(content, 5))
    assert work["read back"] == [list(range(1, len(content.pages) + 1))] * 2
    assert not (tmp_path / "cache").exists()


def test_a_damaged_page_entry_is_judged_again(content, work, tmp_path):
    assert said(content) == []
    assert len(list((tmp_path / "cache" / verdicts.FOLDER).iterdir())) == len(content.pages)
    (tmp_path / "cache" / verdicts.FOLDER / f"{verdicts.verdict_keys(content)[5]}.pickle").write_bytes(b"not a pickle")
    for key in work:
        work[key].clear()
    assert said(edited(content, 17)) == []
    assert work["read back"] == [[5, 17]]

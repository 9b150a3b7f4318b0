"""The booklet's check verdict, kept per page: the contrast check's findings on each page, and the
characters the page numbers in each face (glyph_order.py), under a key of all the page is drawn from
(page_keys.py) and all the verdict goes through (contrast_cache.code_stamps: the code, the colour profile,
the libraries that paint, read back and convert colours; the palette with where each colour is declared).

A check lays out and paints (in CMYK, as the print file will be) only the pages whose verdict is not kept,
and reads back only those; the problems are made from every page's findings in page order, so they are
the ones the whole print file gives. Each page is painted after the characters the pages before it number,
so its text has the same bytes, and its runs the same splits, as in the whole file (the messages quote it).
A page that does not fit keeps nothing (its layout raises first), so a kept page is one that fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import cache
from ..content.model import Content
from ..contrast import PageFindings, problems_of, read_back
from ..contrast_cache import code_stamps
from ..errors import Problem
from . import page_layout
from .documents import Job, glyphs_of, print_pages
from .glyph_order import Glyphs
from .inks import PRINT
from .page_keys import page_keys

CONTRAST_PLACE = "the booklet"  # the contrast check's messages name the output so
FOLDER = "booklet-pages"
KEEP = 1200  # entries: 24 pages of two editions, many edits


@dataclass(frozen=True)
class PageVerdict:
    findings: PageFindings
    glyphs: Glyphs  # the characters the page numbers in each face, in order, painted alone


def judge_pages(job: Job, content: Content) -> list[Problem]:
    """The contrast problems of the whole print file, from the kept verdicts of its pages and the
    pages painted and read back now; raises (keeping nothing) when one of those does not fit."""
    keys = verdict_keys(content)
    kept = _kept(keys)
    unjudged = [page.number for page in content.pages if page.number not in kept]
    fresh = judged(job, content, unjudged, kept, glyphs=bool(keys)) if unjudged else {}
    _keep(keys, fresh)
    verdicts = {**kept, **fresh}
    return problems_of((verdicts[page.number].findings for page in content.pages), content.palette, CONTRAST_PLACE)


def judged(job: Job, content: Content, numbers: Sequence[int], kept: dict[int, PageVerdict], *, glyphs: bool) -> dict[int, PageVerdict]:
    """The verdicts of pages `numbers`, laid out (one that does not fit raises), painted and read back.
    Every page: the print file itself (the build writes it). Some: those pages alone, each after the
    characters the kept pages before it number. `glyphs`: work out each page's characters, to keep."""
    if len(numbers) == len(content.pages):
        plans, data = job.plans[PRINT], job.print_painting
    else:
        plans = page_layout.plan_pages(content, job.geometry, job.inks[PRINT], numbers)
        data = print_pages(job, plans, _numbered_before([page.number for page in content.pages], numbers, kept))
    findings = read_back(data, content.palette, numbers)
    return {plan.number: PageVerdict(findings[plan.number], glyphs_of(job, plan) if glyphs else {}) for plan in plans}


def _numbered_before(order: Sequence[int], numbers: Sequence[int], kept: dict[int, PageVerdict]) -> dict[int, list[Glyphs]]:
    """For each page to paint, the characters of the kept pages between it and the one painted before it
    (`order`: every page's number, in page order)."""
    before: dict[int, list[Glyphs]] = {}
    between: list[Glyphs] = []
    for number in order:
        if number in numbers:
            before[number], between = between, []
        else:
            between.append(kept[number].glyphs)
    return before


def verdict_keys(content: Content) -> dict[int, str]:
    """Each page's key, by page number (none when caching is off)."""
    if cache.folder(FOLDER) is None:
        return {}
    stamps = "|".join(["contrast", CONTRAST_PLACE, code_stamps(content), cache.stable_repr(content.palette)])
    return {page.number: key for page, key in zip(content.pages, page_keys(content, stamps), strict=True)}


def _kept(keys: dict[int, str]) -> dict[int, PageVerdict]:
    folder = cache.folder(FOLDER)
    if folder is None:
        return {}
    found = {}
    for number, key in keys.items():
        entry = cache.read_pickled(folder / f"{key}.pickle")
        if isinstance(entry, PageVerdict):
            found[number] = entry
    return found


def _keep(keys: dict[int, str], verdicts: dict[int, PageVerdict]) -> None:
    folder = cache.folder(FOLDER)
    if folder is None or not keys or not verdicts:
        return
    for number, verdict in verdicts.items():
        cache.write_pickled(folder / f"{keys[number]}.pickle", verdict)
    cache.prune(folder, KEEP)

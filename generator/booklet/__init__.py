"""The rulebook booklet (any multiple of 4 pages): print (bleed), print with trim marks,
screen and home A4 PDFs, PNG previews.

    check(content)(staging)   # or render(content, staging)

`check` lays out every page (a page that does not fit fails the build before anything is written),
unless it has judged the same content before (contrast_cache.py), or some of its pages (verdicts.py);
the painter it returns paints the page plans twice: in CMYK into the print PDF, whose pages the marks and home
files reuse (derived.py), and in sRGB into the screen PDF, from which the previews are made.
Every file is listed in build/manifest.json.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from functools import partial

from .. import pdfx
from ..background import Background
from ..content.blocks import CoverBlock
from ..content.model import Content
from ..contrast_cache import content_key, verdict
from ..errors import Problems
from ..fonts import register_fonts, register_latin_fonts
from ..output import StagingFolder
from .documents import Job, screen_pdf
from .geometry import A4_LANDSCAPE, Geometry, size_mm
from .imposition import slot_origins
from .inks import PRINT, SCREEN, Inks
from .page_layout import PlansByInk
from .pngs import page_keys, preview_name, render_previews
from .richtext import plain_text
from .template import check_safe_zone
from .verdicts import judge_pages

PRINT_FILE = "booklet-print.pdf"
MARKS_FILE = "booklet-print-marks.pdf"
SCREEN_FILE = "booklet-screen.pdf"
HOME_FILE = "booklet-home-a4.pdf"
CHECK_PLACE = "the booklet's pages"  # the key of the verdict of its pages: laid out, and their contrast


def render(content: Content, staging: StagingFolder) -> None:
    check(content)(staging)


def check(content: Content) -> Callable[[StagingFolder], None]:
    """The check phase (`prepare`): every page laid out; returns the painter of the plans."""
    return partial(paint, prepare(content), content)


def paint(job: Job, content: Content, staging: StagingFolder) -> None:
    # The print files are made in a forked child; here, the screen PDF first, then its previews are
    # rasterised and encoded in a background thread (poppler runs as its own processes, Pillow's
    # zlib releases the GIL, most pages come from the preview cache).
    child = Background({"print": partial(print_files, job)})
    painted = {SCREEN_FILE: screen_pdf(job)}
    staging.write_bytes(SCREEN_FILE, painted[SCREEN_FILE])
    targets = [staging.path(preview_name(number)) for number in range(1, job.page_count + 1)]
    with ThreadPoolExecutor(max_workers=1) as background:
        previews = background.submit(render_previews, staging.staged(SCREEN_FILE), targets, page_keys(content))
        painted.update(child.result()["print"])
        with staging.writing("preview"):  # Pillow writes the PNGs: a full disk names build/preview
            previews.result()  # re-raises a poppler failure
    for name, kind, size, pages in _documents(job):
        if name != SCREEN_FILE:
            staging.write_bytes(name, painted[name])
        staging.describe(name, kind, pages=pages, page_size_mm=size_mm(size))
    for number in range(1, job.page_count + 1):
        staging.describe(preview_name(number), "booklet-preview", pages=1, page_size_mm=size_mm(job.geometry.trim_size))


def print_files(job: Job) -> dict[str, bytes]:
    """The print PDF, painted once, and the marks and home files made from its pages."""
    from .derived import home_pdf, marks_pdf  # pikepdf's: imported to paint, never by `check`

    painted = job.print_painting
    return {
        PRINT_FILE: pdfx.finish(painted, job.pdfx, title=job.title, lang=job.lang),
        MARKS_FILE: marks_pdf(painted, job.geometry, job.pdfx, job.title, job.lang),
        HOME_FILE: home_pdf(painted, job.geometry, job.lang),
    }


def prepare(content: Content) -> Job:
    """Fonts, geometry and every page laid out: all that can fail on bad content."""
    register_fonts() if content.language == "ja" else register_latin_fonts()
    check_safe_zone(content.booklet)
    geometry = Geometry.of(content.booklet)
    slot_origins(geometry)  # the home-print sheet must hold a spread: fail now, before any page is drawn
    inks = {mode: Inks.of(content.palette, mode) for mode in (PRINT, SCREEN)}
    plans = PlansByInk(content, geometry, inks)
    lang = pdfx.language_of(content.language)
    job = Job(plans, inks, geometry, document_title(content), content.game, content.plugin.booklet_creator, content.print_checks.pdfx, lang)
    check_pages(job, content)
    return job


def check_pages(job: Job, content: Content) -> None:
    """Every page laid out (one that does not fit raises) and every text of the print pages against
    what it is printed on (contrast.py): the pages painted in CMYK, as the print file will be, and read
    back. A content judged before (contrast_cache.py keeps its verdict) is neither laid out nor painted
    here, nor is a page judged before (verdicts.py keeps each page's): the render phase lays out and
    paints the pages it writes."""
    problems = Problems()
    for problem in verdict(content_key(content, CHECK_PLACE), partial(judge_pages, job, content)):
        problems.add(problem.where, problem.message)
    problems.raise_if_any()


def document_title(content: Content) -> str:
    """The game's title and the cover's subtitle (遊び方説明書): the PDF's Title."""
    subtitles = [b.subtitle for page in content.pages for b in page.blocks if isinstance(b, CoverBlock)]
    return " ".join([content.game.title, *(plain_text(s, content) for s in subtitles[:1])])


def _documents(job: Job) -> Iterator[tuple[str, str, tuple[float, float], int]]:
    """(file, manifest kind, page size in pt, page count) of each PDF."""
    g, n = job.geometry, job.page_count
    yield PRINT_FILE, "booklet-print", g.sheet(g.bleed)[0], n
    yield MARKS_FILE, "booklet-print-marks", g.sheet(g.bleed + g.marks_margin)[0], n
    yield SCREEN_FILE, "booklet-screen", g.trim_size, n
    yield HOME_FILE, "booklet-home-a4", A4_LANDSCAPE, n // 2

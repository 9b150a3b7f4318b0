"""The print contrast check's cross-check on the rendered pages (`check` computes it from what is drawn).

Each page is rendered by poppler (pdftoppm, RENDER_DPI: at 100 dpi 5 pt strokes read 10 % low); for each text run the file paints, its
colour is the pixel in its box that differs most from the box's surroundings, and what it is on is
the median of a ring of pixels just outside the box. Their WCAG ratio must reach the run's required
ratio (contrast.required_ratio) within AGREEMENT.

Cheap and honest, with limits: poppler turns CMYK into RGB by its own formula, not the check's
profile; thin strokes of small text are blended with the background at this resolution, so their
colour is under-read (hence the margin); the ring is the text's neighbourhood, not what lies under
each letter, so a pattern finer than the ring is averaged rather than taken at its worst; a run
split in pieces (glyph by glyph) has the neighbouring pieces in its ring, and the median keeps them out
only while they cover less than half of it; a tilted run (a fanned card on a cover) is not sampled.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path
from statistics import median
from typing import cast

from PIL import Image

from ..contrast import RGB, luminance, ratio, required_ratio
from ..errors import fail
from ..painting import Painting, TextRun
from .checks import Result

# A page's pixels are a few colours many times over: each colour's luminance is worked out once (most of the time was this).
_luminance = lru_cache(maxsize=1 << 16)(luminance)

RENDER_DPI = 150
RING_PX = 2  # the neighbourhood: this many pixels around a run's box
AGREEMENT = 0.95  # a rendered ratio at least this share of the required one agrees with the check (thin strokes blur)
SMALLEST_PT = 4.0  # smaller runs are a few pixels: nothing to sample


def rendered_contrast(path: Path, painting: Painting) -> Result:
    """Every text run of `path` sampled on its rendered page."""
    shown = [r for r in painting.text if r.render_mode in (0, 2) and r.text.strip() and r.size_pt >= SMALLEST_PT]
    runs = [r for r in shown if _level(r)]
    if not runs:
        return "no level text", []
    pages = _rendered(path)
    measured = [(run, _measured(pages[run.page - 1], run)) for run in runs if run.page <= len(pages)]
    read = [(run, value) for run, value in measured if value is not None]
    low = [(run, value) for run, value in read if value < required_ratio(run.size_pt, run.bold) * AGREEMENT]
    lowest = min((value for _, value in read), default=0.0)
    tilted = f", {len(shown) - len(runs)} tilted runs not sampled" if len(shown) > len(runs) else ""
    summary = f"{len(read)} runs sampled at {RENDER_DPI} dpi, lowest {lowest:.2f}:1{tilted}"
    if not low:
        return summary, []
    worst_run, worst = min(low, key=lambda pair: pair[1])
    pages_low = sorted({run.page for run, _ in low})
    return summary, [
        f"contrast: {len(low)} text runs read below their ratio on the rendered pages (p.{', p.'.join(map(str, pages_low[:6]))}), "
        f"lowest {worst:.2f}:1 at {worst_run.size_pt:.3g} pt on p.{worst_run.page}, expected at least "
        f"{required_ratio(worst_run.size_pt, worst_run.bold) * AGREEMENT:.2f}:1 ({AGREEMENT:.0%} of WCAG's, for what rendering "
        "blurs); `check` names the colours"
    ]


def _level(run: TextRun) -> bool:
    """A run set along the page (upright or turned): a tilted run's box holds much besides it."""
    ys = [y for _, y in run.letters]
    return bool(ys) and max(ys) - min(ys) < 0.5


def _rendered(path: Path) -> list[Image.Image]:
    found = shutil.which("pdftoppm")
    if not found:
        raise fail(None, "pdftoppm not found: the preflight renders pages with it; install Debian's poppler-utils")
    with tempfile.TemporaryDirectory(prefix="preflight-contrast-") as folder:
        # PPM, pdftoppm's own format: the same pixels as -png without compressing them (most of pdftoppm's time)
        subprocess.run([found, "-r", str(RENDER_DPI), str(path), f"{folder}/p"], check=True, capture_output=True)
        pages = []
        for ppm in sorted(Path(folder).glob("p-*.ppm"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
            with Image.open(ppm) as image:
                pages.append(image.convert("RGB"))
        return pages


def _measured(page: Image.Image, run: TextRun) -> float | None:
    """The ratio of the run's most distinct pixel to the median of its ring; None when off the page."""
    scale = RENDER_DPI / 72
    x0, y0, x1, y1 = run.box
    left, right = int(x0 * scale), int(x1 * scale) + 1
    top, bottom = int(page.height - y1 * scale), int(page.height - y0 * scale) + 1
    if left < RING_PX or top < RING_PX or right + RING_PX > page.width or bottom + RING_PX > page.height or right <= left:
        return None
    pixels = page.load()
    assert pixels is not None
    # an RGB image's pixel is already an (r, g, b) tuple of ints
    inside = cast(list[RGB], [pixels[x, y] for x in range(left, right) for y in range(top, bottom)])
    ring = cast(
        list[RGB],
        [
            pixels[x, y]
            for x in range(left - RING_PX, right + RING_PX)
            for y in range(top - RING_PX, bottom + RING_PX)
            if not (left <= x < right and top <= y < bottom)
        ],
    )
    background = median(_luminance(p) for p in ring)
    text = max(inside, key=lambda p: abs(_luminance(p) - background))
    around = min(ring, key=lambda p: abs(_luminance(p) - background))  # the ring's pixel at its median
    return ratio(text, around)

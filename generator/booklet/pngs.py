"""PNG previews of the screen PDF, one per page (the live preview server is the preview/ package).

poppler's pdftoppm rasterises (two processes, one page range each: this machine has two cores);
Pillow writes the PNGs (two threads), because pdftoppm's own PNG encoder takes ten times longer than rendering.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import zlib
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import PIL
from PIL import Image

from ..content.model import Content
from ..errors import fail
from .page_keys import page_keys as keys_of_pages

PREVIEW_DPI = 100
WORKERS = 2
PNG_COMPRESSION = 3  # zlib level: a fair size for a quarter of level 6's time
INSTALL_HINT = "install it with `apt-get install poppler-utils` (Debian) or `make setup`"


def preview_name(number: int) -> str:
    return f"preview/page-{number:02d}.png"


def render_previews(pdf: Path, targets: list[Path], keys: Sequence[str] | None = None) -> None:
    """Writes page i of `pdf` to targets[i - 1] as PNG. With `keys` (one per page: a hash of all the
    page is drawn from, see `page_keys`), pages already in the preview cache are not rasterised again."""
    store = _store(keys)
    cached = {n: png for n in range(1, len(targets) + 1) if (png := store.get(n)) is not None} if store else {}
    missing = [n for n in range(1, len(targets) + 1) if n not in cached]
    with ThreadPoolExecutor(max_workers=WORKERS) as encoders:  # zlib runs without the GIL: both cores
        fresh = dict(zip(missing, encoders.map(png_bytes, rasterise(pdf, missing)), strict=True))
    for number, target in enumerate(targets, 1):
        target.write_bytes(cached.get(number) or fresh[number])
    if store:
        store.put(fresh)


def page_keys(content: Content) -> list[str] | None:
    """A key per page for the preview cache (None when caching is off): all the page is drawn from
    (page_keys.py), and poppler, Pillow and zlib, which rasterise and encode it."""
    from .. import cache

    if cache.folder("previews") is None:
        return None
    tools = f"{PREVIEW_DPI}|{PNG_COMPRESSION}|{PIL.__version__}|{zlib.ZLIB_RUNTIME_VERSION}|{_poppler_version()}"
    return keys_of_pages(content, tools)


def rasterise(pdf: Path | bytes, numbers: Sequence[int], dpi: int = PREVIEW_DPI) -> list[Image.Image]:
    """Pages `numbers` of a PDF (a file, or its bytes) as RGB bitmaps at `dpi`, in that order."""
    if not numbers:
        return []
    tool = _pdftoppm()
    with tempfile.TemporaryDirectory(prefix="booklet-preview-") as scratch:
        if isinstance(pdf, bytes):
            (source := Path(scratch) / "pages.pdf").write_bytes(pdf)
        else:
            source = pdf
        jobs = [_start(tool, source, Path(scratch), first, last, dpi) for first, last in _ranges(numbers)]
        for job in jobs:
            _, err = job.communicate()
            if job.returncode:
                message = err.decode(errors="replace").strip()
                raise fail(None, f"pdftoppm failed on {source.name} with exit code {job.returncode}: {message}")
        rendered = {_page_number(ppm): ppm for ppm in Path(scratch).glob("*.ppm")}
        return [_load(rendered[number]) for number in numbers]


def png_bytes(image: Image.Image) -> bytes:
    """A preview PNG: the same encoder settings everywhere, so equal pixels give equal files."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=PNG_COMPRESSION)
    return buffer.getvalue()


def _ranges(numbers: Sequence[int]) -> list[tuple[int, int]]:
    """(first, last) page ranges covering `numbers`, one pdftoppm each: the runs of consecutive
    pages, and a lone run split in WORKERS parts so both cores render."""
    runs: list[list[int]] = []
    for number in sorted(numbers):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    if len(runs) == 1 and len(runs[0]) > 1:
        run, size = runs[0], -(-len(runs[0]) // WORKERS)
        runs = [run[i : i + size] for i in range(0, len(run), size)]
    return [(run[0], run[-1]) for run in runs]


def _pdftoppm() -> str:
    tool = shutil.which("pdftoppm")
    if tool is None:
        raise fail(None, f"found no pdftoppm (poppler-utils) for the booklet previews, expected it on PATH: {INSTALL_HINT}")
    return tool


@cache
def _poppler_version() -> str:
    """`pdftoppm -v` (to stderr): a new poppler may rasterise differently, so it is part of the key."""
    run = subprocess.run([_pdftoppm(), "-v"], capture_output=True, text=True)
    return (run.stderr or run.stdout).strip().splitlines()[0] if (run.stderr or run.stdout).strip() else "unknown"


class _Store:
    """Preview PNGs in the cache folder, by page key."""

    KEEP = 600  # entries: 24 pages × 25 versions

    def __init__(self, folder: Path, keys: Sequence[str]):
        self.folder, self.keys = folder, keys

    def get(self, number: int) -> bytes | None:
        from .. import cache

        return cache.read(self.folder / f"{self.keys[number - 1]}.png")

    def put(self, pngs: dict[int, bytes]) -> None:
        from .. import cache

        for number, png in pngs.items():
            cache.write(self.folder / f"{self.keys[number - 1]}.png", png)
        if pngs:
            cache.prune(self.folder, self.KEEP)


def _store(keys: Sequence[str] | None) -> _Store | None:
    from .. import cache

    folder = cache.folder("previews")
    return _Store(folder, keys) if folder and keys is not None else None


def _start(tool: str, pdf: Path, scratch: Path, first: int, last: int, dpi: int) -> subprocess.Popen[bytes]:
    """pdftoppm writes PREFIX-NNN.ppm; a prefix per range keeps the two processes apart."""
    command = [tool, "-r", str(dpi), "-f", str(first), "-l", str(last), str(pdf), str(scratch / f"r{first}")]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _page_number(ppm: Path) -> int:
    """pdftoppm names pages PREFIX-N with as many digits as the last page number needs."""
    return int(ppm.stem.rsplit("-", 1)[1])


def _load(ppm: Path) -> Image.Image:
    with Image.open(ppm) as image:
        image.load()
        return image

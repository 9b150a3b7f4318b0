"""PNG previews of the screen PDF, one per page.

poppler's pdftoppm rasterises (two processes, one page range each: this machine has two cores);
Pillow writes the PNGs (two threads), because pdftoppm's own PNG encoder takes ten times longer than rendering.
"""
from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PIL import Image

from ..errors import fail

PREVIEW_DPI = 100
WORKERS = 2
PNG_COMPRESSION = 3  # zlib level: a fair size for a quarter of level 6's time
INSTALL_HINT = "install it with `apt-get install poppler-utils` (Debian) or `make setup`"


def preview_name(number: int) -> str:
    return f"preview/page-{number:02d}.png"


def render_previews(pdf: Path, targets: list[Path]) -> None:
    """Writes page i of `pdf` to targets[i - 1] as PNG."""
    images = rasterise(pdf, len(targets))
    with ThreadPoolExecutor(max_workers=WORKERS) as encoders:  # zlib runs without the GIL: both cores
        list(encoders.map(lambda image, target: target.write_bytes(png_bytes(image)), images, targets))


def rasterise(pdf: Path | bytes, page_count: int, dpi: int = PREVIEW_DPI) -> list[Image.Image]:
    """Pages 1…page_count of a PDF (a file, or its bytes) as RGB bitmaps at `dpi`."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        raise fail(None, f"found no pdftoppm (poppler-utils) for the booklet previews, expected it on PATH: {INSTALL_HINT}")
    with tempfile.TemporaryDirectory(prefix="booklet-preview-") as scratch:
        if isinstance(pdf, bytes):
            (source := Path(scratch) / "pages.pdf").write_bytes(pdf)
        else:
            source = pdf
        jobs = [_start(tool, source, Path(scratch), first, last, dpi) for first, last in _ranges(page_count)]
        for job in jobs:
            _, err = job.communicate()
            if job.returncode:
                message = err.decode(errors="replace").strip()
                raise fail(None, f"pdftoppm failed on {source.name} with exit code {job.returncode}: {message}")
        rendered = {_page_number(ppm): ppm for ppm in Path(scratch).glob("*.ppm")}
        return [_load(rendered[number]) for number in range(1, page_count + 1)]


def png_bytes(image: Image.Image) -> bytes:
    """A preview PNG: the same encoder settings everywhere, so equal pixels give equal files."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=PNG_COMPRESSION)
    return buffer.getvalue()


def _ranges(page_count: int) -> list[tuple[int, int]]:
    per_worker = -(-page_count // WORKERS)
    return [(first, min(first + per_worker - 1, page_count)) for first in range(1, page_count + 1, per_worker)]


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

"""QR codes, one encoder and three writers (reportlab canvas, SVG, PNG).

The matrix comes from the `qrcode` package at error correction M, once per URL and version of
qrcode: it is kept in the build's cache (generator/cache.py), so a build whose URL is unchanged
neither imports qrcode nor encodes (12 ms of every booklet build). Every writer paints the
4-module quiet zone white (a transparent border on a tinted page is no quiet zone) and the dark
modules K100, and refuses modules smaller than MIN_QR_MODULE_MM, 0.4 mm (print.md: DENSO WAVE guidance).

Used by the booklet (p.12), the quick-reference card and build/qr/calculator.{svg,png,pdf}:

    draw_qr(canvas, url, x_pt, y_pt, module_mm)  # lower-left corner of the quiet zone; returns side in pt
    qr_side_mm(url, module_mm)                   # the side, quiet zone included, to reserve space
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import math
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image

from . import cache as build_cache
from . import reportlab_fixes  # noqa: F401  (how every PDF here is written)
from .content.model import MIN_QR_MODULE_MM
from .errors import fail
from .fonts import REGULAR, register_fonts
from .geometry import MM_PER_INCH, mm_to_pt, mm_to_px

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

QUIET_MODULES = 4
ERROR_CORRECTION = "M"  # the name of a qrcode.constants.ERROR_CORRECT_… level
DARK, LIGHT = "1", "0"  # a module in the cache's text form: one line of these a row
KEEP = 100  # cached matrices (a few URLs, each for a few versions of qrcode)

K100 = (0, 0, 0, 1)
WHITE_CMYK = (0, 0, 0, 0)
BLACK_RGB = (0, 0, 0)
WHITE_RGB = (1, 1, 1)

DarkRun = tuple[int, int, int]  # (row, first column, length) of dark modules, quiet zone not counted


Matrix = tuple[tuple[bool, ...], ...]


@cache
def qr_matrix(url: str) -> Matrix:
    """The dark modules, row by row from the top, without the quiet zone."""
    store = build_cache.folder("qr")
    entry = store / f"{_key(url)}.txt" if store else None
    matrix = _parsed(build_cache.read(entry)) if entry else None
    if matrix is None:
        matrix = _encoded(url)
        if store and entry:
            build_cache.write(entry, _text(matrix))
            build_cache.prune(store, KEEP)
    return matrix


def _encoded(url: str) -> Matrix:
    import qrcode  # here: only when the cache has no matrix for this URL and qrcode (8 ms)

    level = getattr(qrcode.constants, f"ERROR_CORRECT_{ERROR_CORRECTION}")
    code = qrcode.QRCode(error_correction=level, border=0)
    code.add_data(url)
    code.make(fit=True)
    return tuple(tuple(bool(m) for m in row) for row in code.get_matrix())


def _key(url: str) -> str:
    """The URL, the level and the installed qrcode's files: what the matrix is computed from."""
    return hashlib.sha256(f"{url}|{ERROR_CORRECTION}|{_encoder_version()}".encode()).hexdigest()


@cache
def _encoder_version() -> str:
    """The installed qrcode package, found and identified without importing it."""
    spec = importlib.util.find_spec("qrcode")
    if spec is None or spec.origin is None:
        return "missing"  # encoding raises the ImportError
    return build_cache.files_version(Path(spec.origin).parent, (".py",))


def _text(matrix: Matrix) -> bytes:
    return "\n".join("".join(DARK if dark else LIGHT for dark in row) for row in matrix).encode()


def _parsed(data: bytes | None) -> Matrix | None:
    """The matrix of a cache entry; None when there is none or it is damaged (then it is encoded again)."""
    rows = data.decode("ascii", errors="replace").split("\n") if data else []
    if not rows or any(len(row) != len(rows) or set(row) - {DARK, LIGHT} for row in rows):
        return None
    return tuple(tuple(char == DARK for char in row) for row in rows)


def side_modules(url: str) -> int:
    """Modules per side, quiet zone included (37 for a version-3 code)."""
    return len(qr_matrix(url)) + 2 * QUIET_MODULES


def qr_side_mm(url: str, module_mm: float) -> float:
    check_module(module_mm)
    return side_modules(url) * module_mm


def check_module(module_mm: float) -> None:
    if module_mm < MIN_QR_MODULE_MM:
        raise fail(
            None,
            f"QR module of {module_mm:g} mm found, expected at least {MIN_QR_MODULE_MM:g} mm (smaller codes do not scan reliably in print)",
        )


def dark_runs(url: str) -> list[DarkRun]:
    """Horizontal runs of dark modules: one rectangle each instead of one per module."""
    runs = []
    for row, modules in enumerate(qr_matrix(url)):
        start = None
        for col, dark in enumerate((*modules, False)):
            if dark and start is None:
                start = col
            elif not dark and start is not None:
                runs.append((row, start, col - start))
                start = None
    return runs


def draw_qr(canvas: Canvas, url: str, x_pt: float, y_pt: float, module_mm: float, *, cmyk: bool = True) -> float:
    """Draws the code with its white quiet zone, lower-left corner at (x_pt, y_pt); returns the side in pt."""
    check_module(module_mm)
    module = mm_to_pt(module_mm)
    side = side_modules(url) * module
    canvas.saveState()
    _fill(canvas, WHITE_CMYK if cmyk else WHITE_RGB)
    canvas.rect(x_pt, y_pt, side, side, stroke=0, fill=1)
    _fill(canvas, K100 if cmyk else BLACK_RGB)
    path = canvas.beginPath()
    top = y_pt + side - QUIET_MODULES * module
    for row, col, length in dark_runs(url):
        path.rect(x_pt + (QUIET_MODULES + col) * module, top - (row + 1) * module, length * module, module)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
    return side


def _fill(canvas: Canvas, colour: tuple[float, ...]) -> None:
    if len(colour) == 4:
        canvas.setFillColorCMYK(*colour)
    else:
        canvas.setFillColorRGB(*colour)


def qr_svg(url: str, module_mm: float) -> str:
    """A standalone SVG, sized in mm, one path for the dark modules."""
    check_module(module_mm)
    n = side_modules(url)
    size = f"{n * module_mm:g}mm"
    path = "".join(f"M{QUIET_MODULES + c} {QUIET_MODULES + r}h{length}v1h-{length}z" for r, c, length in dark_runs(url))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {n} {n}" '
        f'shape-rendering="crispEdges">\n'
        f"<title>{_escape(url)}</title>\n"
        f'<rect width="{n}" height="{n}" fill="#fff"/>\n'
        f'<path fill="#000" d="{path}"/>\n'
        f"</svg>\n"
    )


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def qr_image(url: str, module_px: int) -> Image.Image:
    """A 1-bit image, `module_px` pixels per module, quiet zone included."""
    n = side_modules(url)
    image = Image.new("1", (n, n), 1)
    for row, col, length in dark_runs(url):
        for c in range(col, col + length):
            image.putpixel((QUIET_MODULES + c, QUIET_MODULES + row), 0)
    return image.resize((n * module_px, n * module_px), Image.Resampling.NEAREST)


def qr_png(url: str, module_mm: float, dpi: int) -> bytes:
    """PNG bytes of at least `dpi`, each module a whole number of pixels (crisp edges), the stated
    resolution chosen so that the image is exactly as large as the PDF and SVG (0.5 mm modules at
    300 dpi: 6 px a module, stated as 304.8 dpi = 12 px/mm, so 18.5 mm stays 18.5 mm)."""
    check_module(module_mm)
    module_px = max(1, math.ceil(mm_to_px(module_mm, dpi) - 1e-9))
    exact_dpi = module_px * MM_PER_INCH / module_mm
    buffer = io.BytesIO()
    qr_image(url, module_px).save(buffer, format="PNG", dpi=(exact_dpi, exact_dpi))
    return buffer.getvalue()


def qr_pdf(url: str, module_mm: float) -> bytes:
    """A one-page PDF exactly the size of the code (quiet zone included), vector, K100."""
    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    side = mm_to_pt(qr_side_mm(url, module_mm))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(side, side), invariant=1, enforceColorSpace="cmyk", initialFontName=REGULAR)
    canvas.setTitle(url)
    draw_qr(canvas, url, 0, 0, module_mm)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()

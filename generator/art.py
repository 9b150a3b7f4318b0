"""A game's art: PNG, JPEG and SVG files placed on cards, boxes and booklet pages, checked as a print shop would.

Raster art is read by Pillow. For the print files it is converted to CMYK through ONE named profile,
Ghostscript's CMYK output profile (print_profile.PROFILE, a coated-press characterization; the print contrast check
sees printed colours through the same file), so the print PDFs stay DeviceCMYK/DeviceGray (PDF/X-1a);
the screen PDF and the PNGs get the art's own sRGB. SVG art is read by svglib into a reportlab drawing:
it stays vector in every PDF, its colours converted the same way for print; the PNGs rasterise it with
poppler's pdftoppm, the tool the booklet's PNG previews already use. PDF art (its first page) is placed
whole as a form XObject (pdfrw's bridge to reportlab): vector in every PDF, its own colours untouched, so
it must be CMYK already; the PNGs rasterise the file itself with pdftoppm.

What a shop refuses is refused at `check`, before anything is drawn (`problems`): raster art below the
layout's `print.min_image_ppi` at its placed size, transparency (PDF/X-1a has none), an SVG with
raster images inside; a PDF that uses RGB, has transparency or fonts it does not embed (generator/art_pdf.py);
and a file that is missing or unreadable.
"""

from __future__ import annotations

import copy
import io
import os
import re
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageCms, UnidentifiedImageError

from . import reportlab_fixes  # noqa: F401  (how every PDF here is written)
from .art_files import KINDS_EXPECTED, PDF_SUFFIXES, SUFFIXES, VECTOR_SUFFIXES
from .cache import noted
from .geometry import MM_PER_INCH
from .print_profile import PROFILE, PROFILE_NAME

if TYPE_CHECKING:
    from reportlab.graphics.shapes import Drawing
    from reportlab.pdfgen.canvas import Canvas

    from .art_pdf import Page


class ArtError(Exception):
    """What is wrong with an art file, as a sentence a message goes on with."""


@dataclass(frozen=True)
class Art:
    """One art file, read: a raster image (`pixels`), an SVG drawing (`drawing`) or a PDF page (`pdf_page`)."""

    path: Path
    width: float  # the art's own proportions: pixels, or the SVG's or PDF page's points
    height: float
    pixels: Image.Image | None = None
    drawing: Drawing | None = None
    pdf_page: Page | None = None

    @property
    def raster(self) -> bool:
        return self.pixels is not None


@dataclass(frozen=True)
class Placed:
    """Where art lands inside its box (mm or pt, as the box): its rectangle, which may exceed the box (`cover`)."""

    x: float
    y: float
    width: float
    height: float


def shown(path: Path) -> str:
    """How a message names an art file: from the working folder where it is inside it (games/NAME/art/logo.png)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def read(path: Path) -> Art:
    """The art at `path`; ArtError says why it cannot be used."""
    if path.suffix.lower() not in SUFFIXES:
        raise ArtError(f"found {shown(path)}, expected {KINDS_EXPECTED} (.png, .jpg, .jpeg, .svg or .pdf)")
    if not path.is_file():
        raise ArtError(f"found no file {shown(path)}, expected {KINDS_EXPECTED} there")
    stat = path.stat()
    return _read(str(path), stat.st_mtime_ns, stat.st_size)


@cache
def _read(path: str, mtime_ns: int, size: int) -> Art:  # the file's time and size: an edited file is read again
    if Path(path).suffix.lower() in VECTOR_SUFFIXES:
        return _read_svg(Path(path))
    if Path(path).suffix.lower() in PDF_SUFFIXES:
        return _read_pdf(Path(path))
    try:
        with Image.open(path) as opened:
            opened.load()
            image = opened.copy()
            image.info = dict(opened.info)
    except (UnidentifiedImageError, OSError, ValueError) as error:
        raise ArtError(f"found {shown(Path(path))}, which Pillow cannot read as an image ({error}); expected {KINDS_EXPECTED}") from None
    return Art(Path(path), image.width, image.height, pixels=image)


def _read_svg(path: Path) -> Art:
    from svglib.svglib import svg2rlg

    try:
        drawing = svg2rlg(str(path))
    except Exception as error:  # svglib raises what lxml and its own parser raise: any of them means unreadable
        raise ArtError(
            f"found {shown(path)}, which is not an SVG file svglib can read ({type(error).__name__}); expected {KINDS_EXPECTED}"
        ) from None
    if drawing is None or not drawing.width or not drawing.height:
        raise ArtError(f"found {shown(path)}, an SVG file without a size svglib can read, expected one with width and height")
    _note_references(path, set())
    return Art(path, float(drawing.width), float(drawing.height), drawing=drawing)


HREF = re.compile(r"""href\s*=\s*["']([^"']*)["']""")


def _note_references(path: Path, seen: set[Path]) -> None:
    """svglib looks for each file an SVG names (an <image>, a <use> of another SVG) by os.access and
    leaves out one it cannot find, which no recording of a command sees: each is noted, found or not,
    so that one added later is a change of the art (results.py), as it is of what svglib draws."""
    if path in seen:
        return
    seen.add(path)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for reference in HREF.findall(text):
        iri = reference.split("#", 1)[0]
        if iri and not iri.startswith("data:") and not os.path.isabs(iri):  # svglib reads neither kind from a file
            target = Path(os.path.normpath(path.parent / iri))
            if noted(target).suffix.lower() == ".svg" and target.is_file():
                _note_references(target, seen)


def _read_pdf(path: Path) -> Art:
    from . import art_pdf  # pikepdf: imported when a game places a PDF

    try:
        page = art_pdf.first_page(path)
    except art_pdf.PdfArtError as error:
        raise ArtError(f"found {shown(path)}, {error}; expected {KINDS_EXPECTED}") from None
    return Art(path, page.width, page.height, pdf_page=page)


# ---- the checks a print shop makes ------------------------------------------------------------


def problems(art: Art, placed: Placed, floor_ppi: float, unit_per_inch: float = MM_PER_INCH) -> list[str]:
    """What a shop would refuse in this art at this placed size (in units of `unit_per_inch` per inch)."""
    if art.pixels is not None:
        return [*_resolution(art, placed, floor_ppi, unit_per_inch), *_transparency(art.pixels, art.path)]
    if art.pdf_page is not None:
        from . import art_pdf

        scale = placed.width / art.width / unit_per_inch  # inches per point of the page
        return [f"{shown(art.path)} {problem}" for problem in art_pdf.problems(art.pdf_page, scale, floor_ppi)]
    return list(_vector_problems(art))


def effective_ppi(art: Art, placed: Placed, unit_per_inch: float = MM_PER_INCH) -> float:
    """Pixels per inch at the placed size: the lower of the two directions."""
    return min(art.width / (placed.width / unit_per_inch), art.height / (placed.height / unit_per_inch))


def _resolution(art: Art, placed: Placed, floor_ppi: float, unit_per_inch: float) -> Iterator[str]:
    ppi = effective_ppi(art, placed, unit_per_inch)
    if ppi < floor_ppi:
        largest = _dimension(art.width / floor_ppi * unit_per_inch, unit_per_inch)
        yield (
            f"{shown(art.path)} ({art.width:.0f}×{art.height:.0f} px) prints at {ppi:.0f} ppi at its placed width "
            f"{_dimension(placed.width, unit_per_inch)}, expected at least {floor_ppi:.0f} ppi "
            f"(layout.yaml print.min_image_ppi): place it at most {largest} wide or use a larger file"
        )


def _dimension(length: float, unit_per_inch: float) -> str:
    return f"{length:.1f} mm" if unit_per_inch == MM_PER_INCH else f"{length:.1f} pt"


def _transparency(image: Image.Image, path: Path) -> Iterator[str]:
    alpha = _alpha(image)
    if alpha is not None and _lowest(alpha) < 255:
        yield (
            f"{shown(path)} has transparent pixels, expected opaque art: the print PDF (PDF/X-1a) has no "
            f"transparency; flatten it onto its background, or draw a shape with a cut-out edge as SVG"
        )


def _lowest(channel: Image.Image) -> float:
    low, _ = channel.getextrema()
    assert isinstance(low, (int, float))
    return low


def _alpha(image: Image.Image) -> Image.Image | None:
    if image.mode in ("RGBA", "LA", "PA"):
        return image.getchannel("A")
    if "transparency" in image.info:
        return image.convert("RGBA").getchannel("A")
    return None


def _raster_inside(art: Art) -> str:
    return f"{shown(art.path)} holds a raster image, expected vector shapes only: place the raster as its own PNG or JPEG file"


def _holds_raster(art: Art) -> bool:
    from reportlab.graphics.shapes import Image as DrawnImage

    return any(isinstance(node, DrawnImage) for node in _nodes(art.drawing))


def _vector_problems(art: Art) -> Iterator[str]:
    if _holds_raster(art):
        yield _raster_inside(art)
        return
    for node in _nodes(art.drawing):
        for attribute in ("fillOpacity", "strokeOpacity"):
            opacity = getattr(node, attribute, None)
            if opacity is not None and opacity < 1:
                yield (
                    f"{shown(art.path)} has a shape with {'fill' if attribute == 'fillOpacity' else 'stroke'}-opacity {opacity:g}, "
                    f"expected opaque shapes: the print PDF (PDF/X-1a) has no transparency"
                )
                return


def _nodes(node: Any) -> Iterator[Any]:
    yield node
    for child in getattr(node, "contents", None) or ():
        yield from _nodes(child)


def reaches(placed: Placed, box: tuple[float, float, float, float], tolerance: float = 0.01) -> bool:
    """Whether the placed art covers the whole of `box` (x0, y0, x1, y1): bleed art must reach the bleed edge."""
    x0, y0, x1, y1 = box
    return (
        placed.x <= x0 + tolerance
        and placed.y <= y0 + tolerance
        and placed.x + placed.width >= x1 - tolerance
        and placed.y + placed.height >= y1 - tolerance
    )


def fitted(art: Art, x: float, y: float, width: float, height: float, fit: str) -> Placed:
    """The art's rectangle in the box (x, y, width, height), its proportions kept and centred."""
    scale = (min if fit == "contain" else max)(width / art.width, height / art.height)
    w, h = art.width * scale, art.height * scale
    return Placed(x + (width - w) / 2, y + (height - h) / 2, w, h)


# ---- drawing --------------------------------------------------------------------------------------


def draw(canvas: Canvas, art: Art, placed: Placed, clip: tuple[float, float, float, float], *, cmyk: bool) -> None:
    """Draws the art at `placed`, cut to `clip` (x, y, width, height), in the canvas's current units."""
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(*clip)
    canvas.clipPath(path, stroke=0, fill=0)
    if art.pixels is not None:
        from reportlab.lib.utils import ImageReader

        canvas.drawImage(ImageReader(print_pixels(art) if cmyk else screen_pixels(art)), placed.x, placed.y, placed.width, placed.height)
    elif art.pdf_page is not None:
        from . import art_pdf

        canvas.translate(placed.x, placed.y)
        canvas.scale(placed.width / art.width, placed.height / art.height)
        art_pdf.draw(canvas, art.path)
    else:
        canvas.translate(placed.x, placed.y)
        canvas.scale(placed.width / art.width, placed.height / art.height)
        assert art.drawing is not None
        _draw_shapes(print_drawing(art) if cmyk else art.drawing, canvas)
    canvas.restoreState()


def _draw_shapes(drawing: Drawing, canvas: Canvas) -> None:
    """renderPDF.draw without its opening `setFont(Helvetica)`: SVG art (svglib) draws shapes, and that call alone
    puts an unembedded Helvetica into the page's resources, which the print shop's preflight refuses."""
    from reportlab.graphics import renderPDF
    from reportlab.graphics.renderbase import renderScaledDrawing

    class ShapesOnly(renderPDF._PDFRenderer):
        def initState(self, x: float, y: float) -> None:
            deltas = self._tracker._combined[-1]
            deltas["transform"] = (*list(deltas["transform"])[:4], x, y)
            self._tracker.push(deltas)
            self.applyStateChanges({key: value for key, value in deltas.items() if key not in FONT_STATE}, {})

    ShapesOnly().draw(renderScaledDrawing(drawing), canvas, 0, 0)


FONT_STATE = ("fontName", "fontSize")  # the renderer's initial font, which shapes never use


def print_pixels(art: Art) -> Image.Image:
    """The raster for the print PDF: gray stays gray, CMYK stays CMYK, RGB goes through PROFILE."""
    image = _opaque(art)
    if image.mode in ("L", "CMYK"):
        return image
    return ImageCms.applyTransform(image.convert("RGB"), _to_print(image.info.get("icc_profile")))  # type: ignore[return-value]


def screen_pixels(art: Art) -> Image.Image:
    """The raster for the screen PDF and the PNGs: sRGB (CMYK art seen through PROFILE)."""
    image = _opaque(art)
    if image.mode == "L":
        return image
    if image.mode == "CMYK":
        return ImageCms.applyTransform(image, _from_print())  # type: ignore[return-value]
    return image.convert("RGB")


def _opaque(art: Art) -> Image.Image:
    """The pixels without an alpha channel (the checks refused any pixel that is not opaque)."""
    assert art.pixels is not None
    image = art.pixels
    if image.mode in ("1", "I;16", "I", "F"):
        return image.convert("L")
    if image.mode in ("LA",):
        return image.convert("L")
    if image.mode in ("P", "PA", "RGBA", "RGBX", "YCbCr", "LAB", "HSV"):
        converted = image.convert("RGB")
        converted.info = image.info
        return converted
    return image


def print_drawing(art: Art) -> Drawing:
    """A copy of the SVG drawing with every colour converted to CMYK through PROFILE."""
    from reportlab.lib.colors import CMYKColor, Color

    drawing = copy.deepcopy(art.drawing)
    for node in _nodes(drawing):
        for attribute in ("fillColor", "strokeColor"):
            colour = getattr(node, attribute, None)
            if isinstance(colour, Color) and not isinstance(colour, CMYKColor):
                r, g, b = colour.rgb()
                c, m, y, k = _cmyk_of((round(r * 255), round(g * 255), round(b * 255)))
                setattr(node, attribute, CMYKColor(c / 255, m / 255, y / 255, k / 255))
    assert drawing is not None
    return drawing


@cache
def _cmyk_of(rgb: tuple[int, int, int]) -> tuple[int, int, int, int]:
    pixel = ImageCms.applyTransform(Image.new("RGB", (1, 1), rgb), _to_print(None))
    assert pixel is not None
    value: tuple[int, int, int, int] = pixel.getpixel((0, 0))  # type: ignore[assignment]
    return value


def profile() -> ImageCms.ImageCmsProfile:
    if not noted(PROFILE).is_file():  # read by lcms, never opened through Python: an input all the same
        raise ArtError(f"found no colour profile at {PROFILE}, expected {PROFILE_NAME}: run scripts/install-system-deps build")
    return _profile()


@cache
def _profile() -> ImageCms.ImageCmsProfile:
    return ImageCms.ImageCmsProfile(str(PROFILE))


@cache
def _to_print(embedded: bytes | None) -> ImageCms.ImageCmsTransform:
    """RGB → CMYK, from the art's own profile (sRGB when it has none), perceptual (photographs and drawings alike)."""
    source = ImageCms.ImageCmsProfile(io.BytesIO(embedded)) if embedded else ImageCms.createProfile("sRGB")
    return ImageCms.buildTransform(source, profile(), "RGB", "CMYK", renderingIntent=ImageCms.Intent.PERCEPTUAL)


@cache
def _from_print() -> ImageCms.ImageCmsTransform:
    return ImageCms.buildTransform(profile(), ImageCms.createProfile("sRGB"), "CMYK", "RGB", renderingIntent=ImageCms.Intent.PERCEPTUAL)


def rasterised(art: Art, size_px: tuple[int, int]) -> Image.Image:
    """The art as sRGB pixels of `size_px`, for the card PNGs and the web pages; ArtError for an SVG
    that holds a raster image (the web pages draw art before the booklet's check has refused it)."""
    if art.pixels is not None:
        return screen_pixels(art).convert("RGB").resize(size_px, Image.Resampling.LANCZOS)
    if art.pdf_page is not None:
        return _pdftoppm(art.path.read_bytes(), size_px)
    return _svg_pixels(art, size_px)


def _svg_pixels(art: Art, size_px: tuple[int, int]) -> Image.Image:
    """An SVG drawing as pixels: drawn into a one-page PDF by reportlab, rasterised by pdftoppm."""
    from reportlab.graphics import renderPDF

    assert art.drawing is not None
    if _holds_raster(art):  # refused for print (problems()); reportlab cannot draw it into a PDF stream either
        raise ArtError(_raster_inside(art))
    return _pdftoppm(renderPDF.drawToString(art.drawing), size_px)


def _pdftoppm(data: bytes, size_px: tuple[int, int]) -> Image.Image:
    """The first page of the PDF `data` as sRGB pixels of `size_px` (pdftoppm)."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "art.pdf"
        source.write_bytes(data)
        subprocess.run(
            [
                "pdftoppm",
                "-png",
                "-singlefile",
                "-scale-to-x",
                str(size_px[0]),
                "-scale-to-y",
                str(size_px[1]),
                str(source),
                f"{folder}/art",
            ],
            check=True,
            capture_output=True,
        )
        with Image.open(f"{folder}/art.png") as image:
            return image.convert("RGB")

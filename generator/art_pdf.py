"""PDF art: the first page of a game's PDF file, read and checked by pikepdf, placed whole by pdfrw.

The page goes into the print PDF (PDF/X-1a) as it is, a form XObject, so what a shop refuses in it is
refused here, at `check`: RGB colour (DeviceRGB, CalRGB, ICC-based RGB, in content, images or shadings),
transparency, fonts that are not embedded, and raster images below the ppi floor at their placed size.
The colours are not converted: a PDF keeps colour in places (images, shadings, type 3 glyphs) that one
rewrite would miss, so an RGB file is refused with how to convert it.

Known gap: the content of tiling patterns and type 3 glyphs is not walked (rare in exported art).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pikepdf

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)
EXPORT_CMYK = "convert it to CMYK (in its program's export, or with Ghostscript's -sColorConversionStrategy=CMYK)"


class PdfArtError(Exception):
    """Why a PDF file cannot be read as art, as a sentence a message goes on with."""


@dataclass(frozen=True)
class PlacedImage:
    """A raster image inside the page: its pixels and its size on the page, in points."""

    pixels: tuple[int, int]
    width: float
    height: float


@dataclass
class Page:
    """The first page of a PDF art file: its size in points and what was found in it."""

    width: float
    height: float
    rgb: set[str] = field(default_factory=set)  # where RGB was found
    transparency: set[str] = field(default_factory=set)
    unembedded_fonts: set[str] = field(default_factory=set)
    images: list[PlacedImage] = field(default_factory=list)


def first_page(path: Path) -> Page:
    """The file's first page, walked; PdfArtError says why it cannot be read."""
    try:
        with pikepdf.open(path) as pdf:
            if not pdf.pages:
                raise PdfArtError("a PDF file without pages")
            page = pdf.pages[0]
            if int(page.obj.get("/Rotate", 0)) % 360:
                raise PdfArtError("a PDF file whose first page is rotated (/Rotate), expected an unrotated page")
            x0, y0, x1, y1 = (float(v) for v in page.mediabox)
            found = Page(abs(x1 - x0), abs(y1 - y0))
            if found.width <= 0 or found.height <= 0:
                raise PdfArtError("a PDF file whose first page has no size")
            if page.obj.get("/Group") is not None:
                found.transparency.add("a transparency group")
            _walk(page.obj, page.obj.get("/Resources"), IDENTITY, found)
    except (pikepdf.PdfError, OSError, ValueError, KeyError, AttributeError, IndexError, TypeError) as error:
        raise PdfArtError(f"which pikepdf cannot read as a PDF file ({type(error).__name__})") from None
    _form(path)  # what `draw` places: a file pdfrw cannot read is refused at check, not half-way through a build
    return found


def problems(page: Page, inch_per_pt: float, floor_ppi: float) -> list[str]:
    """What a shop would refuse in the page, placed at `inch_per_pt` inches per point of it; each goes on after the file's name."""
    found = []
    if page.rgb:
        found.append(
            f"uses RGB colour ({', '.join(sorted(page.rgb))}), expected CMYK only: the print PDF (PDF/X-1a) has no RGB; {EXPORT_CMYK}"
        )
    if page.transparency:
        found.append(
            f"has transparency ({', '.join(sorted(page.transparency))}), expected opaque art: the print PDF (PDF/X-1a) has none; flatten it"
        )
    for font in sorted(page.unembedded_fonts):
        found.append(f"uses the font {font} without embedding it, expected every font embedded: embed it, or turn the text into outlines")
    for image in page.images:
        ppi = min(image.pixels[0] / (image.width * inch_per_pt), image.pixels[1] / (image.height * inch_per_pt))
        if ppi < floor_ppi:
            found.append(
                f"holds a raster image ({image.pixels[0]}×{image.pixels[1]} px) that prints at {ppi:.0f} ppi at the placed size, "
                f"expected at least {floor_ppi:.0f} ppi (layout.yaml print.min_image_ppi): "
                "place the art smaller or use a larger image in it"
            )
    return found


def draw(canvas: Canvas, path: Path) -> None:
    """The file's first page as a form XObject at the origin, one of its points a unit of the canvas.

    Read again for each canvas: pdfrw remembers on the page which document it was copied into."""
    from pdfrw.toreportlab import makerl  # type: ignore[import-untyped]

    form = _form(path)
    x0, y0 = float(form.BBox[0]), float(form.BBox[1])
    canvas.saveState()
    canvas.translate(-x0, -y0)
    canvas.doForm(makerl(canvas, form))
    canvas.restoreState()


def _form(path: Path) -> Any:
    """The first page as pdfrw's form XObject."""
    from pdfrw import PdfReader  # type: ignore[import-untyped]
    from pdfrw.buildxobj import pagexobj  # type: ignore[import-untyped]

    try:
        return pagexobj(PdfReader(str(path), verbose=False).pages[0])
    except Exception as error:  # pdfrw raises its parser's errors and Python's own on a file it cannot follow
        raise PdfArtError(f"which pdfrw cannot place as a page ({type(error).__name__})") from None


# ---- walking the page ---------------------------------------------------------------------------


def _walk(owner: Any, resources: Any, ctm: Matrix, found: Page) -> None:
    """The content of `owner` (a page or form XObject): its colours, fonts, images and their placed sizes."""
    resources = resources if resources is not None else pikepdf.Dictionary()
    _fonts(resources, found)
    stack: list[Matrix] = []
    for instruction in pikepdf.parse_content_stream(owner):
        operands, op = instruction.operands, str(instruction.operator)
        if op == "q":
            stack.append(ctm)
        elif op == "Q" and stack:
            ctm = stack.pop()
        elif op == "cm":
            ctm = _multiply(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
        elif op in ("rg", "RG"):
            found.rgb.add("DeviceRGB")
        elif op in ("cs", "CS"):
            _colour_space(operands[0], resources, found, "content")
        elif op == "gs":
            _graphics_state(resources.get("/ExtGState", {}).get(operands[0]), found)
        elif op == "sh":
            shading = resources.get("/Shading", {}).get(operands[0])
            if shading is not None:
                _colour_space(shading.get("/ColorSpace"), resources, found, "a shading")
        elif op == "Do":
            _xobject(resources.get("/XObject", {}).get(operands[0]), resources, ctm, found)
        elif op == "INLINE IMAGE":
            inline = operands[0]
            if not inline.image_mask:
                _colour_space(inline.obj.get("/CS", inline.obj.get("/ColorSpace")), resources, found, "an image")
            found.images.append(PlacedImage((int(inline.width), int(inline.height)), *_unit_size(ctm)))
    for pattern in resources.get("/Pattern", {}).values():
        if pattern.get("/Shading") is not None:
            _colour_space(pattern.Shading.get("/ColorSpace"), resources, found, "a shading")


def _xobject(xobject: Any, resources: Any, ctm: Matrix, found: Page) -> None:
    if xobject is None:
        return
    if xobject.get("/Subtype") == "/Image":
        if not xobject.get("/ImageMask", False):
            _colour_space(xobject.get("/ColorSpace"), resources, found, "an image")
        if xobject.get("/SMask") is not None:
            found.transparency.add("an image with a soft mask")
        found.images.append(PlacedImage((int(xobject.Width), int(xobject.Height)), *_unit_size(ctm)))
    elif xobject.get("/Subtype") == "/Form":
        if xobject.get("/Group") is not None:
            found.transparency.add("a transparency group")
        matrix = tuple(float(v) for v in xobject.get("/Matrix", IDENTITY))
        _walk(xobject, xobject.get("/Resources", resources), _multiply(matrix, ctm), found)  # type: ignore[arg-type]


def _colour_space(space: Any, resources: Any, found: Page, where: str) -> None:
    if isinstance(space, pikepdf.Name) and space not in ("/DeviceRGB", "/DeviceCMYK", "/DeviceGray", "/Pattern"):
        space = resources.get("/ColorSpace", {}).get(space, space)  # a named colour space of the resources
    if _is_rgb(space):
        found.rgb.add(f"{where}: {_family(space)}")


def _is_rgb(space: Any) -> bool:
    if isinstance(space, pikepdf.Name):
        return space in ("/DeviceRGB", "/RGB")
    if isinstance(space, pikepdf.Array) and len(space):
        family = space[0]
        if family == "/CalRGB":
            return True
        if family == "/ICCBased":
            return int(space[1].get("/N", 0)) == 3
        if family in ("/Indexed", "/I", "/Pattern") and len(space) > 1:
            return _is_rgb(space[1])
        if family in ("/Separation", "/DeviceN") and len(space) > 2:
            return _is_rgb(space[2])
    return False


def _family(space: Any) -> str:
    name = space if isinstance(space, pikepdf.Name) else space[0]
    return str(name).lstrip("/")


def _graphics_state(state: Any, found: Page) -> None:
    if state is None:
        return
    for key in ("/CA", "/ca"):
        if float(state.get(key, 1)) < 1:
            found.transparency.add(f"opacity {float(state[key]):g}")
    if state.get("/SMask", pikepdf.Name.None_) != pikepdf.Name.None_:
        found.transparency.add("a soft mask")
    if state.get("/BM", pikepdf.Name.Normal) not in (pikepdf.Name.Normal, pikepdf.Name.Compatible):
        found.transparency.add("a blend mode")


def _fonts(resources: Any, found: Page) -> None:
    for font in resources.get("/Font", {}).values():
        if font.get("/Subtype") == "/Type3":
            continue
        described = font.DescendantFonts[0] if font.get("/Subtype") == "/Type0" else font
        descriptor = described.get("/FontDescriptor")
        if descriptor is None or not any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
            found.unembedded_fonts.add(str(font.get("/BaseFont", "/(unnamed)")).lstrip("/"))


def _multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n, as PDF concatenates matrices (m × n)."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2, e * a2 + f * c2 + e2, e * b2 + f * d2 + f2)


def _unit_size(ctm: Matrix) -> tuple[float, float]:
    """The size on the page, in points, of the unit square an image is drawn into."""
    a, b, c, d, _, _ = ctm
    return max(math.hypot(a, b), 1e-9), max(math.hypot(c, d), 1e-9)

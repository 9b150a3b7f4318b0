"""Draws card primitives into a Pillow image: RGB, the same TrueType faces as the PDFs.

Drawn at SUPERSAMPLE times the size and reduced, which smooths the edges of circles, stars and
text (Pillow's shapes are not anti-aliased). No metadata but the dpi goes into the PNG, so the
bytes depend on the drawing only.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from PIL import Image, ImageFont

from .. import art
from ..cores import encoder_threads
from ..fonts import font_path
from ..geometry import MM_PER_INCH, PT_PER_INCH
from ..typeset.mixed import font_runs
from .colours import Palette, rgb_bytes
from .primitives import Circle, Picture, Polygon, Primitive, Rect, Segment, TextLine

if TYPE_CHECKING:
    from PIL import ImageDraw  # imported where a card is drawn: `check` lays cards out and never draws one

RGB = tuple[int, int, int]

SUPERSAMPLE = 2
PILFont = ImageFont.FreeTypeFont
PIL_ANCHORS = {"start": "ls", "middle": "ms", "end": "rs"}


@dataclass(frozen=True)
class Raster:
    """Maps card mm (trim origin, y up) to image pixels (top-left origin, y down)."""

    px_per_mm: float
    centre_mm: tuple[float, float]
    centre_px: tuple[float, float]

    def xy(self, x: float, y: float) -> tuple[float, float]:
        return (self.centre_px[0] + (x - self.centre_mm[0]) * self.px_per_mm, self.centre_px[1] - (y - self.centre_mm[1]) * self.px_per_mm)

    def length(self, mm: float) -> float:
        return mm * self.px_per_mm


def cover_raster(
    bleed_w: float, bleed_h: float, card_centre: tuple[float, float], size_px: tuple[int, int], dpi: int, factor: int = 1
) -> Raster:
    """The card's bleed area scaled uniformly to cover the image, centred (nominal scale at the
    card's own size; a service's slightly larger template gets a slightly larger card)."""
    nominal = dpi / MM_PER_INCH
    scale = max(size_px[0] / (bleed_w * nominal), size_px[1] / (bleed_h * nominal))
    return Raster(nominal * scale * factor, card_centre, (size_px[0] * factor / 2, size_px[1] * factor / 2))


def rasterise(prims: list[Primitive], raster_for: Callable[[int], Raster], size_px: tuple[int, int], palette: Palette) -> Image.Image:
    """An RGB image of `prims`; `raster_for(factor)` gives the mapping at a supersampling factor."""
    raster = raster_for(SUPERSAMPLE)
    big = Image.new("RGB", (size_px[0] * SUPERSAMPLE, size_px[1] * SUPERSAMPLE), "white")
    draw = _pen(big)
    for prim in prims:
        if isinstance(prim, Picture):
            _picture(big, prim, raster)
            continue
        DRAWERS[type(prim)](big, draw, prim, raster, rgb_bytes(palette[prim.colour].rgb))
    return big.reduce(SUPERSAMPLE)


def png_bytes(image: Image.Image, dpi: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi), compress_level=6)
    return buffer.getvalue()


def encoded(images: Iterable[Image.Image], dpi: int) -> list[bytes]:
    """Each image's `png_bytes`, in order. zlib runs without the GIL, so where a core is free the
    images are encoded in a thread per core (cores.encoder_threads) while this thread draws the next
    ones (`images` may be a generator that draws them); the same bytes as encoding them in turn."""
    with ThreadPoolExecutor(max_workers=encoder_threads()) as encoders:
        pending = [encoders.submit(png_bytes, image, dpi) for image in images]
        return [done.result() for done in pending]


def _pen(image: Image.Image) -> ImageDraw.ImageDraw:
    """A drawing context on `image`; PIL's ImageDraw is imported here, by the first card drawn."""
    from PIL import ImageDraw

    return ImageDraw.Draw(image)


def _box(raster: Raster, x: float, y: float, w: float, h: float) -> list[float]:
    x0, y1 = raster.xy(x, y)
    x1, y0 = raster.xy(x + w, y + h)
    return [x0, y0, x1 - 1, y1 - 1]


def _rect(image: Image.Image, draw: ImageDraw.ImageDraw, p: Rect, raster: Raster, colour: RGB) -> None:
    box = _box(raster, p.x, p.y, p.width, p.height)
    if p.radius:
        draw.rounded_rectangle(box, radius=raster.length(p.radius), fill=colour)
    else:
        draw.rectangle(box, fill=colour)


def _picture(image: Image.Image, p: Picture, raster: Raster) -> None:
    """The art in sRGB, resized to its place and cut to its box (cover), pasted."""
    drawn = art.read(p.file)
    placed = art.fitted(drawn, p.x, p.y, p.width, p.height, p.fit)
    x0, y0 = raster.xy(placed.x, placed.y + placed.height)
    size = (max(1, round(raster.length(placed.width))), max(1, round(raster.length(placed.height))))
    pixels = art.rasterised(drawn, size)
    if p.rotation:
        pixels = pixels.rotate(p.rotation)
    box = _box(raster, p.x, p.y, p.width, p.height)
    mask = Image.new("L", image.size, 0)
    _pen(mask).rectangle(box, fill=255)
    layer = Image.new("RGB", image.size, "white")
    layer.paste(pixels, (round(x0), round(y0)))
    image.paste(layer, (0, 0), mask)


def _circle(image: Image.Image, draw: ImageDraw.ImageDraw, p: Circle, raster: Raster, colour: RGB) -> None:
    draw.ellipse(_box(raster, p.cx - p.r, p.cy - p.r, 2 * p.r, 2 * p.r), fill=colour)


def _polygon(image: Image.Image, draw: ImageDraw.ImageDraw, p: Polygon, raster: Raster, colour: RGB) -> None:
    draw.polygon([raster.xy(x, y) for x, y in p.points], fill=colour)


def _line(image: Image.Image, draw: ImageDraw.ImageDraw, p: Segment, raster: Raster, colour: RGB) -> None:
    width = max(1, round(raster.length(p.width_pt * MM_PER_INCH / PT_PER_INCH)))
    draw.line([raster.xy(p.x0, p.y0), raster.xy(p.x1, p.y1)], fill=colour, width=width)


@cache
def _font(face: str, size_px: float) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path(face)), size_px)


def _text(image: Image.Image, draw: ImageDraw.ImageDraw, p: TextLine, raster: Raster, colour: RGB) -> None:
    size_px = raster.length(p.size_pt * MM_PER_INCH / PT_PER_INCH)
    runs = [(piece, _font(face, size_px)) for piece, face in font_runs(p.text, p.font)]
    if len(runs) > 1:  # Latin words in the proportional face (typeset/mixed.py), as the PDF sets them
        _mixed_text(image, raster.xy(p.x, p.y), p, runs, colour)
        return
    font = runs[0][1] if runs else _font(p.font, size_px)
    anchor = PIL_ANCHORS[p.anchor]
    x, y = raster.xy(p.x, p.y)
    if p.rotation == 0:
        draw.text((x, y), p.text, font=font, fill=colour, anchor=anchor)
        return
    _rotated_text(image, (x, y), p, font, anchor, colour)


def _rotated_text(image: Image.Image, at: tuple[float, float], p: TextLine, font: ImageFont.FreeTypeFont, anchor: str, colour: RGB) -> None:
    """Draws the text upright on a transparent tile around its anchor, turns the tile, pastes it."""
    left, top, right, bottom = font.getbbox(p.text, anchor=anchor)
    reach = int(max(abs(left), abs(top), abs(right), abs(bottom))) + 2
    tile = Image.new("L", (2 * reach, 2 * reach), 0)
    _pen(tile).text((reach, reach), p.text, font=font, fill=255, anchor=anchor)
    tile = tile.rotate(p.rotation, resample=Image.Resampling.NEAREST, center=(reach, reach))
    image.paste(colour, (round(at[0]) - reach, round(at[1]) - reach), tile)


def _mixed_text(image: Image.Image, at: tuple[float, float], p: TextLine, runs: list[tuple[str, PILFont]], colour: RGB) -> None:
    """A line in several faces: each run on the baseline after the one before, drawn upright on a
    transparent tile around the anchor, turned by the line's rotation, pasted."""
    lengths = [font.getlength(piece) for piece, font in runs]
    reach = int(sum(lengths) + 2 * max(font.size for _, font in runs)) + 2
    tile = Image.new("L", (2 * reach, 2 * reach), 0)
    pen = _pen(tile)
    x = reach - {"start": 0.0, "middle": 0.5, "end": 1.0}[p.anchor] * sum(lengths)
    for (piece, font), length in zip(runs, lengths, strict=True):
        pen.text((x, reach), piece, font=font, fill=255, anchor="ls")
        x += length
    if p.rotation:
        tile = tile.rotate(p.rotation, resample=Image.Resampling.NEAREST, center=(reach, reach))
    image.paste(colour, (round(at[0]) - reach, round(at[1]) - reach), tile)


DRAWERS: dict[type, Callable[..., None]] = {Rect: _rect, Circle: _circle, Polygon: _polygon, Segment: _line, TextLine: _text}

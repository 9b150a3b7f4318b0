"""deck-faces.png and deck-back.png: the card design drawn at cell size, trimmed (no bleed), RGB."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PIL import Image

from ..cards.design import CardGeometry
from ..cards.primitives import Primitive
from ..content.model import Colour
from .grid import Grid

if TYPE_CHECKING:
    from ..cards.png_backend import Raster

SHEET_DPI = 300  # written into the PNGs; the simulator ignores it, image viewers show a sensible size


def card_image(prims: list[Primitive], geometry: CardGeometry, grid: Grid, palette: Mapping[str, Colour]) -> Image.Image:
    """One card's trim scaled to cover one cell, centred: the bleed falls outside the image."""
    from ..cards.png_backend import cover_raster, rasterise  # Pillow's drawing: imported where a sheet is painted, not by `check`

    size = (grid.cell_width, grid.cell_height)
    centre = (geometry.width / 2, geometry.height / 2)

    def raster(factor: int) -> Raster:
        return cover_raster(geometry.width, geometry.height, centre, size, SHEET_DPI, factor)

    return rasterise(prims, raster, size, palette)


def face_sheet(fronts: list[list[Primitive]], geometry: CardGeometry, grid: Grid, palette: Mapping[str, Colour]) -> Image.Image:
    """Every face in its cell, row by row from the top left; unused cells stay white."""
    sheet = Image.new("RGB", grid.size, "white")
    for index, prims in enumerate(fronts):
        sheet.paste(card_image(prims, geometry, grid, palette), grid.cell(index)[:2])
    return sheet

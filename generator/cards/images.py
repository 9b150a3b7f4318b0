"""build/cards/png/: one PNG per distinct face and one for the back, in a print service's format,
and build/cards/deck.csv saying how many copies of each face to order."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable

from PIL import Image

from ..content.model import CardPreset, Content
from ..errors import fail
from ..game import CardFace
from ..output import StagingFolder
from .colours import Palette
from .faces import Faces, face_name
from .png_backend import Raster, cover_raster, png_bytes, rasterise
from .primitives import Primitive

PNG_DIR = "cards/png"
DECK_CSV = "cards/deck.csv"


def preset_of(content: Content) -> CardPreset:
    """The chosen preset; an unknown name lists the valid ones."""
    if content.card_preset not in content.card_presets:
        raise fail(None, f"cards.preset: found {content.card_preset!r}, expected one of: {', '.join(sorted(content.card_presets))}")
    return content.card_presets[content.card_preset]


def face_image(prims: list[Primitive], faces: Faces, preset: CardPreset, palette: Palette) -> Image.Image:
    """One face at the preset's pixel size: the bleed area scaled to cover it, centred."""
    g = faces.geometry
    size = (preset.width_px, preset.height_px)

    def raster(factor: int) -> Raster:
        return cover_raster(g.bleed_box.width, g.bleed_box.height, (g.width / 2, g.height / 2), size, preset.dpi, factor)

    image = rasterise(prims, raster, size, palette)
    return image.convert("CMYK") if preset.mode == "CMYK" else image


def file_names(faces: Faces) -> dict[str, str]:
    """Upload-friendly names in deck order: front-01-Y0-x3.png … back-x39.png. The index is as wide
    as the deck's count (at least 2 digits), so the names sort in deck order: front-099 before front-100."""
    digits = max(2, len(str(sum(faces.copies.values()))))
    names = {
        face_name(card): f"front-{i:0{digits}d}-{face_name(card)}-x{n}.png" for i, (card, n) in enumerate(faces.copies.items(), start=1)
    }
    names["back"] = f"back-x{sum(faces.copies.values())}.png"
    return names


def write_pngs(faces: Faces, content: Content, staging: StagingFolder) -> None:
    preset = preset_of(content)
    names = file_names(faces)
    for card, prims in faces.fronts.items():
        _write(staging, names[face_name(card)], face_image(prims, faces, preset, content.palette), preset)
    _write(staging, names["back"], face_image(faces.back, faces, preset, content.palette), preset)
    staging.write_text(DECK_CSV, deck_csv(faces, names, lambda card: content.plugin.card_name(card, content)))
    staging.describe(DECK_CSV, "card-list")


def _write(staging: StagingFolder, name: str, image: Image.Image, preset: CardPreset) -> None:
    relpath = f"{PNG_DIR}/{name}"
    staging.write_bytes(relpath, png_bytes(image, preset.dpi))
    staging.describe(relpath, "card-image")


def deck_csv(faces: Faces, names: dict[str, str], card_name: Callable[[CardFace], str]) -> str:
    """file, card, copies: one row per face, the copies adding up to the deck; each card by its name in
    the edition (the game's `card_name`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["file", "card", "copies"])
    for card, n in faces.copies.items():
        writer.writerow([f"png/{names[face_name(card)]}", card_name(card), n])
    return out.getvalue()

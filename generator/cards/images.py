"""build/cards/png/: one PNG per distinct face and one for the back, in a print service's format,
and build/cards/deck.csv saying how many copies of each face to order.

A game with components.yaml gets build/cards/png-ID/ per component: its fronts, and a PNG per back
(one back, one per back group, or one per item of a two-sided part), at its own size and the
preset's resolution; components.csv says which component, how many and which back each face has
(deck.csv stays the game's deck's, when it has one)."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..content.model import CardPreset, Content
from ..errors import fail
from ..game import CardFace, Part
from ..geometry import MM_PER_INCH
from .faces import Faces, face_name

if TYPE_CHECKING:
    from PIL import Image

    from ..output import StagingFolder
    from .colours import Palette
    from .png_backend import Raster
    from .primitives import Primitive

PNG_DIR = "cards/png"
DECK_CSV = "cards/deck.csv"
COMPONENTS_CSV = "cards/components.csv"  # every component but the game's deck: which PNGs, how many, which back


def preset_of(content: Content) -> CardPreset:
    """The chosen preset; an unknown name lists the valid ones."""
    if content.card_preset not in content.card_presets:
        raise fail(None, f"cards.preset: found {content.card_preset!r}, expected one of: {', '.join(sorted(content.card_presets))}")
    return content.card_presets[content.card_preset]


def face_image(prims: list[Primitive], faces: Faces, preset: CardPreset, palette: Palette) -> Image.Image:
    """One face at the preset's pixel size: the bleed area scaled to cover it, centred (a component of
    another size: its bleed area at the preset's resolution)."""
    from .png_backend import cover_raster, rasterise  # Pillow's drawing: imported where a PNG is drawn

    g = faces.geometry
    size = (preset.width_px, preset.height_px) if faces.component.is_default else _pixels(faces, preset.dpi)

    def raster(factor: int) -> Raster:
        return cover_raster(g.bleed_box.width, g.bleed_box.height, (g.width / 2, g.height / 2), size, preset.dpi, factor)

    image = rasterise(prims, raster, size, palette)
    return image.convert("CMYK") if preset.mode == "CMYK" else image


def _pixels(faces: Faces, dpi: int) -> tuple[int, int]:
    box = faces.geometry.bleed_box
    return (round(box.width / MM_PER_INCH * dpi), round(box.height / MM_PER_INCH * dpi))


def png_dir(faces: Faces) -> str:
    return PNG_DIR if faces.component.is_default else f"{PNG_DIR}-{faces.component.id}"  # its own folder: a shop takes each whole


def back_names(faces: Faces) -> dict[str, str]:
    """Each back group's PNG: back-x39.png for one back, back-NN-GROUP-xN.png for several."""
    if faces.one_back:
        return {group: f"back-x{sum(faces.copies.values())}.png" for group in faces.backs}
    counts = {group: 0 for group in faces.backs}
    for card, n in faces.copies.items():
        counts[faces.group_of(card)] += n
    digits = max(2, len(str(len(counts))))
    return {group: f"back-{i:0{digits}d}-{_slug(group)}-x{n}.png" for i, (group, n) in enumerate(counts.items(), start=1)}


def _slug(group: str) -> str:
    """A group's name as a file name's part: ASCII letters, digits and hyphens ("group" when none is left)."""
    return re.sub(r"[^A-Za-z0-9]+", "-", group).strip("-") or "group"


def file_names(faces: Faces) -> dict[str, str]:
    """Upload-friendly names in deck order: front-01-Y0-x3.png … back-x39.png. The index is as wide
    as the deck's count (at least 2 digits), so the names sort in deck order: front-099 before front-100."""
    digits = max(2, len(str(sum(faces.copies.values()))))
    names = {
        face_name(card): f"front-{i:0{digits}d}-{face_name(card)}-x{n}.png" for i, (card, n) in enumerate(faces.copies.items(), start=1)
    }
    names["back"] = f"back-x{sum(faces.copies.values())}.png"
    return names


def write_pngs(all_faces: list[Faces], content: Content, staging: StagingFolder) -> None:
    """Every component's PNGs (drawn in turn, encoded on every core; those in the cache read from it,
    png_cache.py), then deck.csv over them all."""
    preset = preset_of(content)
    drawings = _drawings(all_faces)
    for (relpath, _, _), png in zip(drawings, _pngs(drawings, content, preset), strict=True):
        staging.write_bytes(relpath, png)
        staging.describe(relpath, "card-image")

    def card_name(card: CardFace) -> str:
        return card.name if isinstance(card, Part) else content.plugin.card_name(card, content)

    for faces in all_faces:
        if faces.component.is_default:  # the game's deck
            staging.write_text(DECK_CSV, deck_csv(faces, file_names(faces), card_name))
            staging.describe(DECK_CSV, "card-list")
    others = [faces for faces in all_faces if not faces.component.is_default]
    if others:
        staging.write_text(COMPONENTS_CSV, components_csv(others, card_name))
        staging.describe(COMPONENTS_CSV, "card-list")


def _pngs(drawings: list[tuple[str, list[Primitive], Faces]], content: Content, preset: CardPreset) -> list[bytes]:
    """Each drawing's PNG, in order: from the cache where it holds it, else drawn and encoded (and kept)."""
    from . import png_cache
    from .png_backend import encoded

    keys = png_cache.keys(content, preset, [(prims, faces) for _, prims, faces in drawings])
    kept = [png_cache.read(key) for key in keys] if keys else [None] * len(drawings)
    missing = [index for index, png in enumerate(kept) if png is None]
    images = (face_image(drawings[index][1], drawings[index][2], preset, content.palette) for index in missing)
    fresh = dict(zip(missing, encoded(images, preset.dpi), strict=True))
    if keys:
        png_cache.write({keys[index]: png for index, png in fresh.items()})
    return [png if png is not None else fresh[index] for index, png in enumerate(kept)]


def _drawings(all_faces: list[Faces]) -> list[tuple[str, list[Primitive], Faces]]:
    """Each PNG's path, what it draws and its component, in the order they are written: each
    component's fronts, then its back (one, or one per back group)."""
    drawings = []
    for faces in all_faces:
        folder, names = png_dir(faces), file_names(faces)
        drawings += [(f"{folder}/{names[face_name(card)]}", prims, faces) for card, prims in faces.fronts.items()]
        if faces.component.is_default:
            drawings.append((f"{folder}/{names['back']}", faces.back, faces))
        else:
            drawings += [(f"{folder}/{name}", faces.backs[group], faces) for group, name in back_names(faces).items()]
    return drawings


def components_csv(all_faces: list[Faces], card_name: Callable[[CardFace], str]) -> str:
    """component, file, card, copies, back: one row per face of each component, with the PNG of its back."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["component", "file", "card", "copies", "back"])
    for faces in all_faces:
        folder, names, backs = png_dir(faces).removeprefix("cards/"), file_names(faces), back_names(faces)
        for card, n in faces.copies.items():
            writer.writerow(
                [faces.component.id, f"{folder}/{names[face_name(card)]}", card_name(card), n, f"{folder}/{backs[faces.group_of(card)]}"]
            )
    return out.getvalue()


def deck_csv(faces: Faces, names: dict[str, str], card_name: Callable[[CardFace], str]) -> str:
    """file, card, copies: one row per face, the copies adding up to the deck; each card by its name in
    the edition (the game's `card_name`)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["file", "card", "copies"])
    for card, n in faces.copies.items():
        writer.writerow([f"png/{names[face_name(card)]}", card_name(card), n])
    return out.getvalue()

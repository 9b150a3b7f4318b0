"""build/tabletop/: the deck for Tabletop Simulator, drawn with the card design of generator/cards.

`render(content, staging)` writes deck-faces.png (each distinct face once, on one grid sheet),
deck-back.png, MIGHTY-deck.json (a saved object whose image URLs start at the publisher's
hosting URL) and MIGHTY-deck.png (its thumbnail in the simulator's Saved Objects list).
`render_local(content, staging)` adds MIGHTY-deck-local.json, the same deck with file:/// URLs
to this build folder: for trying it on one machine. It depends on the folder, so it is not
listed in the manifest.

Why the distinct faces only: copies are the same image, and the simulator repeats a cell for
every copy in DeckIDs; 14 cells instead of 39 leave each card more pixels on a 4096 px sheet.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from urllib.parse import urljoin

from ..cards.faces import Faces, faces_of
from ..cards.png_backend import png_bytes
from ..content.model import Content
from ..content.text import card_name
from ..output import StagingFolder
from .grid import Grid, grid_for
from .saved_object import DeckCard, dumps, saved_object
from .sheet import SHEET_DPI, card_image, face_sheet

FOLDER = "tabletop"
FACES_PNG = f"{FOLDER}/deck-faces.png"
BACK_PNG = f"{FOLDER}/deck-back.png"
THUMBNAIL_SIZE = 256  # px: the simulator shows a saved object's PNG of the same name in its list
HOSTED_FOLDER = "tabletop/"  # default hosting place: this folder beside the calculator's URL
VERSION_DIGITS = 12


def json_name(title: str, local: bool = False) -> str:
    """MIGHTY-deck.json from the title ("MIGHTY?"): letters, digits and hyphens only."""
    stem = "".join(ch for ch in title if ch.isascii() and (ch.isalnum() or ch == "-")) or "deck"
    return f"{FOLDER}/{stem}-deck{'-local' if local else ''}.json"


def image_base_url(content: Content) -> str:
    """Where build/tabletop/ is hosted: layout.yaml tabletop.image_url, else tabletop/ beside the calculator."""
    base = content.tabletop.image_url or urljoin(content.game.calculator_url, HOSTED_FOLDER)
    return base if base.endswith("/") else base + "/"


def deck_cards(faces: Faces, content: Content) -> list[DeckCard]:
    """Every physical card in deck order; a face's cell is its place among the distinct faces."""
    cells = {card: index for index, card in enumerate(faces.fronts)}
    return [DeckCard(cells[card], card_name(card, content), str(content.deck_reminders.get(card, ""))) for card in faces.deck_order]


def grid_of(faces: Faces, content: Content) -> Grid:
    g = faces.geometry
    settings = content.tabletop
    return grid_for(len(faces.fronts), (g.width, g.height), settings.card_width_px, settings.max_side_px, settings.where)


class _Images:
    """The three PNGs, drawn once: the JSON's URLs carry a digest of each (a new image, a new URL, so
    the simulator's image cache never shows an old card)."""

    def __init__(self, content: Content, faces: Faces, grid: Grid):
        self.faces, self.grid = faces, grid
        g, palette = self.faces.geometry, content.palette
        sheet = face_sheet(list(self.faces.fronts.values()), g, self.grid, palette)
        back = card_image(self.faces.back, g, self.grid, palette)
        thumb = back.copy()
        thumb.thumbnail((THUMBNAIL_SIZE, THUMBNAIL_SIZE))
        self.png = {
            FACES_PNG: png_bytes(sheet, SHEET_DPI),
            BACK_PNG: png_bytes(back, SHEET_DPI),
            json_name(content.game.title)[: -len(".json")] + ".png": png_bytes(thumb, SHEET_DPI),
        }

    def document(self, content: Content, url_of: Callable[[str], str]) -> str:
        return dumps(saved_object(content.game.title, deck_cards(self.faces, content), url_of(FACES_PNG), url_of(BACK_PNG), self.grid))


def _version(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:VERSION_DIGITS]


def render(content: Content, staging: StagingFolder, *, local: bool = False) -> None:
    check(content, local=local)(staging)


def check(content: Content, *, local: bool = False) -> Callable[[StagingFolder], None]:
    """The faces fit their cards and the grid fits the simulator's sheet; returns the deck's writer."""
    faces = faces_of(content)
    return partial(_write, content, faces, grid_of(faces, content), local)


def _write(content: Content, faces: Faces, grid: Grid, local: bool, staging: StagingFolder) -> None:
    images = _Images(content, faces, grid)
    for relpath, data in images.png.items():
        staging.write_bytes(relpath, data)
        staging.describe(relpath, "tabletop-image")
    base = image_base_url(content)

    def hosted(relpath: str) -> str:
        return f"{base}{Path(relpath).name}?v={_version(images.png[relpath])}"

    staging.write_text(json_name(content.game.title), images.document(content, hosted))
    staging.describe(json_name(content.game.title), "tabletop-deck")
    if local:  # written, never described: the manifest lists only what every machine builds alike
        built = Path(staging.build_dir).resolve()
        staging.write_text(json_name(content.game.title, local=True), images.document(content, lambda relpath: (built / relpath).as_uri()))

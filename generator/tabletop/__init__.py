"""build/tabletop/: the saved object for Tabletop Simulator, drawn with the game's card design (generator/cards).
A game with components.yaml gets every component instead, in one saved object (parts.py): a deck per
deck component and back group, a two-sided tile per tile and token, each with its own images. A game
whose components.yaml writes its whole deck as one component (id `deck`, one back) beside other parts
(a game's point chips) keeps the one-deck save above, its deck unchanged, and its other components follow
the deck in the same file, as parts.py makes them (TITLE-deck.json keeps its name: links to it stay).

`render(content, staging)` writes deck-faces.png (each distinct face once, on a grid sheet of at
most 10×7; a larger deck continues on deck-faces-2.png, …), deck-back.png, TITLE-deck.json (a
saved object whose image URLs start at the publisher's hosting URL; TITLE from game.yaml) and
TITLE-deck.png (its thumbnail in the simulator's Saved Objects list). Each card's nickname and
description are the game's (`Game.nickname`, `Game.tabletop_description`).
`render(content, staging, local=True)` writes TITLE-deck-local.json instead, the same save with file:/// URLs
to this build folder: for trying it on one machine. It depends on the folder, so it is not
listed in the manifest.

Why the distinct faces only: copies are the same image, and the simulator repeats a cell for
every copy in DeckIDs; fewer cells than cards leave each card more pixels on a 4096 px sheet.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from urllib.parse import urljoin

from ..cards.design import CardGeometry
from ..cards.faces import Faces, component_faces, faces_of
from ..cards.primitives import Primitive
from ..content.model import Content
from ..errors import fail
from ..output import StagingFolder
from .grid import CELLS_PER_SHEET, Grid, sheets_for
from .parts import CARD_WIDTH_UNITS, GAP_UNITS, Save, save_of
from .saved_object import DeckCard, document, dumps, saved_object
from .sheet import SHEET_DPI, card_image, face_sheet

FOLDER = "tabletop"
FACES_PNG = f"{FOLDER}/deck-faces.png"  # the first sheet's
BACK_PNG = f"{FOLDER}/deck-back.png"
THUMBNAIL_SIZE = 256  # px: the simulator shows a saved object's PNG of the same name in its list
HOSTED_FOLDER = "tabletop/"  # default hosting place: this folder beside the calculator's URL
VERSION_DIGITS = 12


def faces_png(sheet: int) -> str:
    """deck-faces.png for sheet 1 (its name from when a deck had one sheet), deck-faces-2.png, … after it."""
    return FACES_PNG if sheet == 1 else f"{FOLDER}/deck-faces-{sheet}.png"


def json_name(title: str, local: bool = False) -> str:
    """TITLE-deck.json from game.yaml's title: its ASCII letters, digits and hyphens only ("MY GAME" → MYGAME-deck.json)."""
    stem = "".join(ch for ch in title if ch.isascii() and (ch.isalnum() or ch == "-")) or "deck"
    return f"{FOLDER}/{stem}-deck{'-local' if local else ''}.json"


def image_base_url(content: Content) -> str:
    """Where build/tabletop/ is hosted: layout.yaml tabletop.image_url, else tabletop/ beside the calculator.
    A game with neither is refused at layout.yaml's tabletop settings: the simulator loads a deck's
    images only from an absolute URL (a relative one, tabletop/…, shows blank cards)."""
    settings, calculator = content.tabletop, content.game.calculator_url
    if settings.image_url is None and calculator is None:
        raise fail(
            settings.where.get("image_url"),
            "tabletop.image_url: found none, and game.yaml has no calculator_url to default from; expected the https:// "
            "address where the build's tabletop/ folder is hosted (Tabletop Simulator loads a deck's images only from an absolute URL)",
        )
    base = settings.image_url or urljoin(calculator or "", HOSTED_FOLDER)
    return base if base.endswith("/") else base + "/"


def deck_cards(faces: Faces, content: Content) -> list[DeckCard]:
    """Every physical card in deck order, naming its face by its place among the distinct faces."""
    places = {card: index for index, card in enumerate(faces.fronts)}
    design = content.plugin
    return [DeckCard(places[card], design.nickname(card, content), design.tabletop_description(card, content)) for card in faces.deck_order]


@dataclass(frozen=True)
class TabletopDeck:
    """What the export needs of a deck, whatever its cards: the distinct faces in deck order, the back
    and every physical card (each naming its face by its place in `fronts`)."""

    geometry: CardGeometry
    fronts: list[list[Primitive]]
    back: list[Primitive]
    cards: list[DeckCard]


def deck_of(content: Content, faces: Faces | None = None) -> TabletopDeck:
    """The game's deck (`faces`: it laid out already, else laid out here)."""
    faces = faces_of(content) if faces is None else faces
    return TabletopDeck(faces.geometry, list(faces.fronts.values()), faces.back, deck_cards(faces, content))


def grids_of(deck: TabletopDeck, content: Content) -> list[Grid]:
    g = deck.geometry
    settings = content.tabletop
    return sheets_for(len(deck.fronts), (g.width, g.height), settings.card_width_px, settings.max_side_px, settings.where)


class _Images:
    """The PNGs, drawn once: the JSON's URLs carry a digest of each (a new image, a new URL, so the
    simulator's image cache never shows an old card)."""

    def __init__(self, deck: TabletopDeck, content: Content, parts: Save | None = None):
        self.deck, self.parts = deck, parts
        self.grids = grids_of(deck, content)
        g, palette = deck.geometry, content.palette
        sheets = {
            faces_png(number): face_sheet(deck.fronts[(number - 1) * CELLS_PER_SHEET : number * CELLS_PER_SHEET], g, grid, palette)
            for number, grid in enumerate(self.grids, start=1)
        }
        back = card_image(deck.back, g, self.grids[0], palette)  # every sheet has the same cells
        thumb = back.copy()
        thumb.thumbnail((THUMBNAIL_SIZE, THUMBNAIL_SIZE))
        others = {relpath: paint() for relpath, paint in parts.images.items()} if parts else {}
        images = {**sheets, BACK_PNG: back, json_name(content.game.title)[: -len(".json")] + ".png": thumb, **others}
        from ..cards.png_backend import encoded  # the PNG encoder: imported where the deck is painted, not by `check`

        self.png = dict(zip(images, encoded(images.values(), SHEET_DPI), strict=True))  # on every core

    def document(self, content: Content, url_of: Callable[[str], str]) -> str:
        face_urls = [url_of(faces_png(number)) for number in range(1, len(self.grids) + 1)]
        saved = saved_object(content.game.title, self.deck.cards, face_urls, url_of(BACK_PNG), self.grids)
        if self.parts:  # the game's other components, in a row beside the deck
            saved["ObjectStates"] += self.parts.objects(url_of)
        return dumps(saved)


def _version(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:VERSION_DIGITS]


def render(content: Content, staging: StagingFolder, *, local: bool = False) -> None:
    check(content, local=local)(staging)


def check(content: Content, *, local: bool = False) -> Callable[[StagingFolder], None]:
    """The images have an absolute URL, the faces fit their cards and the grids fit the simulator's sheets;
    returns the deck's writer (every component's, for a game with components.yaml)."""
    image_base_url(content)
    if not content.components:
        deck = deck_of(content)
        grids_of(deck, content)  # a deck the simulator's sheets cannot hold fails here, before painting
        return partial(render_deck, deck, content, local=local)
    components = component_faces(content)
    game_deck = next((faces for faces in components if faces.component.is_default), None)
    if game_deck is None:
        return partial(render_save, save_of(components, content), content, local=local)
    deck = deck_of(content, game_deck)
    grids_of(deck, content)
    others = [faces for faces in components if faces is not game_deck]
    parts = save_of(others, content, left=CARD_WIDTH_UNITS / 2 + GAP_UNITS) if others else None  # the deck lies at 0
    return partial(render_deck, deck, content, local=local, parts=parts)


def render_save(save: Save, content: Content, staging: StagingFolder, *, local: bool = False) -> None:
    """Every component's images and the one saved object holding them all (parts.py)."""
    painted = {relpath: paint() for relpath, paint in save.images.items()}
    thumb = next(iter(painted.values())).copy()
    thumb.thumbnail((THUMBNAIL_SIZE, THUMBNAIL_SIZE))
    images = {**painted, json_name(content.game.title)[: -len(".json")] + ".png": thumb}
    from ..cards.png_backend import encoded

    png = dict(zip(images, encoded(images.values(), SHEET_DPI), strict=True))  # on every core
    for relpath, data in png.items():
        staging.write_bytes(relpath, data)
        staging.describe(relpath, "tabletop-image")
    base, title = image_base_url(content), str(content.game.title)

    def hosted(relpath: str) -> str:
        return f"{base}{Path(relpath).name}?v={_version(png[relpath])}"

    staging.write_text(json_name(title), dumps(document(title, save.objects(hosted))))
    staging.describe(json_name(title), "tabletop-deck")
    if local:  # written, never described, as render_deck's
        built = Path(staging.build_dir).resolve()
        local_save = document(title, save.objects(lambda relpath: (built / relpath).as_uri()))
        staging.write_text(json_name(title, local=True), dumps(local_save))


def render_deck(deck: TabletopDeck, content: Content, staging: StagingFolder, *, local: bool = False, parts: Save | None = None) -> None:
    """`deck` with `content`'s title, palette and tabletop settings; `parts`: the game's other components, after it."""
    images = _Images(deck, content, parts)
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

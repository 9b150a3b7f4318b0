"""The tabletop save of a game with components.yaml: one deck per deck component and back group, a
two-sided tile per tile and per token, each with its own images (issue 27).

A deck's back group is the items that share a back (`backs: one`: the whole deck; `{per: FIELD}`: the
items of each value, a player's cards say): each group gets its own face sheet(s) and back image, and is a
DeckCustom of its own, so a game that deals each player their cards has a deck per player. A tile or a
token (two sides: `Game.side`) is a Custom_Tile whose top image is its front and whose underside is its
back; every copy is its own tile, stacked (tokens stack in the simulator). Objects are laid out in a row
on the table, in the order of components.yaml, so loading the save shows every part at once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from PIL import Image

from ..cards.design import CardGeometry
from ..cards.faces import Faces
from ..cards.primitives import Primitive
from ..content.blocks import ComponentsBlock
from ..content.components import Component
from ..content.markup import plain
from ..content.model import Content
from ..game import CardFace, Part
from .grid import CELLS_PER_SHEET, Grid, sheet_sizes, sheets_for
from .saved_object import FACE_DOWN, DeckCard, Tile, deck_state, guid, tile_state
from .sheet import card_image, face_sheet

FOLDER = "tabletop"
# The simulator's sizes at scale 1. Its knowledge base gives its unit ("about an inch", Custom Token's
# thickness) but no object's size; these two are the community's figures, not measured here (the simulator
# does not run in this build): a card of a custom deck is about 2.2 units wide whatever its image, a
# Custom_Tile's longer side 2 units. Every part is scaled from the game's card (layout.yaml cards.trim),
# which the deck shows at scale 1: a part of D mm is D × CARD_WIDTH_UNITS / card width units long, so a
# 25 mm chip lies beside a 63 mm card as on a real table (the whole table about 0.9 × real size, as the
# simulator's card is; its thickness too, for tiles to stack alike).
CARD_WIDTH_UNITS = 2.2
TILE_UNITS_AT_SCALE_1 = 2.0
GAP_UNITS = 0.5  # between two objects of the row
STACK_STEP = 0.1  # units: each copy of a tile above the one before, so the simulator stacks them


def slug(text: str) -> str:
    """ASCII letters, digits and hyphens: a part of an image's file name."""
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-") or "group"


@dataclass(frozen=True)
class DeckGroup:
    """The items of one deck component that share a back: their distinct faces, the back, every physical card."""

    name: str  # the component's id, and the group's where the deck has several backs: ID-GROUP
    geometry: CardGeometry
    fronts: list[list[Primitive]]
    back: list[Primitive]
    cards: list[DeckCard]


@dataclass(frozen=True)
class TilePart:
    """One item of a tile or tokens component: its two sides, its shape and how many copies."""

    name: str  # the component's id and the item's key: mats-mat-red (chips for a count of plain tokens)
    nickname: str
    geometry: CardGeometry
    front: list[Primitive]
    back: list[Primitive]
    copies: int
    shape: str  # box or circle
    thickness: float  # units
    stackable: bool


def groups_of(faces: Faces, content: Content, sheets_before: int = 0) -> Iterator[DeckGroup]:
    """Each back group of a deck component, in the order its backs were met; its sheets are numbered
    after `sheets_before` (the save's decks before it) and each group's after the one before."""
    design = content.plugin
    for group, back in faces.backs.items():
        items = [item for item in faces.fronts if faces.group_of(item) == group]
        places = {item: index for index, item in enumerate(items)}
        cards = [
            DeckCard(places[item], design.nickname(item, content), design.tabletop_description(item, content), sheets_before)
            for item in items
            for _ in range(faces.copies[item])
        ]
        name = faces.component.id if faces.one_back else f"{faces.component.id}-{slug(group)}"
        yield DeckGroup(name, faces.geometry, [faces.fronts[item] for item in items], back, cards)
        sheets_before += len(sheet_sizes(len(items))) or 1


def units_per_mm(content: Content) -> float:
    """The table's one scale: the game's card is the simulator's card at scale 1."""
    return CARD_WIDTH_UNITS / content.card.width.mm


def deck_scale(geometry: CardGeometry, content: Content) -> float:
    """A deck's Transform scale: 1 for the game's card, smaller or larger for a deck of another size."""
    return round(geometry.width / content.card.width.mm, 4)


def tile_scale(geometry: CardGeometry, content: Content) -> float:
    """A Custom_Tile's Transform scale: its longer side in units over the tile's at scale 1."""
    return round(max(geometry.width, geometry.height) * units_per_mm(content) / TILE_UNITS_AT_SCALE_1, 4)


def part_nickname(item: CardFace, component: Component, content: Content) -> str:
    """A card's name is the game's `nickname`; a plain part (a chip, not a card) is named by `part_name`."""
    plugin = content.plugin
    if isinstance(item, Part):
        return (plugin.part_name or rulebook_name)(component.id, content)
    return plugin.nickname(item, content)


def rulebook_name(component: str, content: Content) -> str:
    """The name the rulebook's `components` block gives the component (one name, in its edition), else its id."""
    for page in content.pages:
        for block in page.blocks:
            if isinstance(block, ComponentsBlock) and component in block.names:
                return plain(block.names[component], content)
    return component


def tiles_of(faces: Faces, content: Content) -> Iterator[TilePart]:
    """Each item of a tile or tokens component, with its back (the game's `side`)."""
    component = faces.component
    for item, front in faces.fronts.items():
        name = component.id if item.key == component.id else f"{component.id}-{slug(item.key)}"
        yield TilePart(
            name,
            part_nickname(item, component, content),
            faces.geometry,
            front,
            faces.backs[faces.group_of(item)],
            faces.copies[item],
            "circle" if component.size.round else "box",
            round(component.stock * units_per_mm(content), 3),
            component.kind == "tokens",
        )


def deck_grids(group: DeckGroup, content: Content) -> list[Grid]:
    g, settings = group.geometry, content.tabletop
    return sheets_for(len(group.fronts), (g.width, g.height), settings.card_width_px, settings.max_side_px, settings.where)


def tile_grid(part: TilePart, content: Content) -> Grid:
    """One cell at the cards' pixel density (card_width per card trim width), the longer side within max_side."""
    g, settings = part.geometry, content.tabletop
    px_per_mm = min(settings.card_width_px / content.card.width.mm, settings.max_side_px / max(g.width, g.height))
    return Grid(1, 1, round(g.width * px_per_mm), round(g.height * px_per_mm))


def faces_png(name: str, sheet: int) -> str:
    return f"{FOLDER}/{name}-faces.png" if sheet == 1 else f"{FOLDER}/{name}-faces-{sheet}.png"


UrlOf = Callable[[str], str]  # an image's path in the build → its URL
Maker = Callable[[UrlOf, float], tuple[list[dict[str, Any]], float]]  # (URLs, left edge) → its objects and width in units


@dataclass
class Save:
    """Every image of the save (path → its painter, in the order written: painted when written, never at
    `check`, which has laid everything out) and, once URLs are known, its objects."""

    images: dict[str, Callable[[], Image.Image]]
    objects: Callable[[UrlOf], list[dict[str, Any]]]


def save_of(components: list[Faces], content: Content, left: float = 0.0) -> Save:
    """The images and the objects of every component; `objects(url_of)` names each image by its URL.
    The row starts at `left` (units): after the game's own deck, where the save holds it too."""
    images: dict[str, Callable[[], Image.Image]] = {}
    makers: list[Maker] = []
    title = str(content.game.title)
    sheets = 0  # the save's face sheets so far: each deck's are numbered after them
    for faces in components:
        if faces.component.kind == "deck":
            for group in groups_of(faces, content, sheets):
                makers.append(_deck(group, content, images, title))
                sheets += len(deck_grids(group, content))
        else:
            for part in tiles_of(faces, content):
                makers.append(_tiles(part, content, images, title))

    def objects(url_of: UrlOf) -> list[dict[str, Any]]:
        placed: list[dict[str, Any]] = []
        x = left
        for make in makers:
            states, width = make(url_of, x)
            placed += states
            x += width + GAP_UNITS
        return placed

    return Save(images, objects)


def _at(x: float, y: float = 1.0, *, face_down: bool = True, scale: float = 1.0) -> dict[str, float]:
    return {**FACE_DOWN, "posX": round(x, 3), "posY": round(y, 3), "rotZ": 180.0 if face_down else 0.0, "scaleX": scale, "scaleZ": scale}


def _deck(group: DeckGroup, content: Content, images: dict[str, Callable[[], Image.Image]], title: str) -> Maker:
    grids = deck_grids(group, content)
    palette = content.palette
    sheets = [faces_png(group.name, n) for n in range(1, len(grids) + 1)]
    for number, (path, grid) in enumerate(zip(sheets, grids, strict=True)):
        fronts = group.fronts[number * CELLS_PER_SHEET : (number + 1) * CELLS_PER_SHEET]
        images[path] = partial(face_sheet, fronts, group.geometry, grid, palette)
    back = f"{FOLDER}/{group.name}-back.png"
    images[back] = partial(card_image, group.back, group.geometry, grids[0], palette)
    scale = deck_scale(group.geometry, content)
    width = CARD_WIDTH_UNITS * scale

    def make(url_of: UrlOf, x: float) -> tuple[list[dict[str, Any]], float]:
        where = _at(x + width / 2, scale=scale)
        state = deck_state(group.name, (title, group.name), group.cards, [url_of(p) for p in sheets], url_of(back), grids, where)
        return [state], width

    return make


def _tiles(part: TilePart, content: Content, images: dict[str, Callable[[], Image.Image]], title: str) -> Maker:
    grid, palette = tile_grid(part, content), content.palette
    front, back = f"{FOLDER}/{part.name}-front.png", f"{FOLDER}/{part.name}-back.png"
    images[front] = partial(card_image, part.front, part.geometry, grid, palette)
    images[back] = partial(card_image, part.back, part.geometry, grid, palette)
    scale = tile_scale(part.geometry, content)
    width = part.geometry.width * units_per_mm(content)

    def make(url_of: UrlOf, x: float) -> tuple[list[dict[str, Any]], float]:
        tile = Tile(part.nickname, url_of(front), url_of(back), part.shape, part.thickness, part.stackable)
        states = [
            tile_state(
                tile, guid(title, part.name, "tile", copy), _at(x + width / 2, 1.0 + copy * STACK_STEP, face_down=False, scale=scale)
            )
            for copy in range(part.copies)
        ]
        return states, width

    return make

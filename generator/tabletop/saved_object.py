"""TITLE-deck.json: a Tabletop Simulator saved object holding the whole deck as one DeckCustom (a game
with components.yaml: one DeckCustom per deck and back group, and a Custom_Tile per tile and token).

Each distinct face has one cell of a face sheet; the deck lists every physical card, so a face
with three copies appears three times in DeckIDs and ContainedObjects. Each sheet is one entry of
the deck's `CustomDeck`, numbered from 1; a card carries its own sheet's entry only, as the
simulator writes it. CardID is the sheet number × 100 + the cell index (the simulator's own
numbering). Everything here follows from the content and the image bytes, so the file is the
same on every machine; GUIDs are derived from the card's place in the deck, not drawn at random.

Every object carries every field the simulator writes on one, in its order, the empty script and
UI fields included: the simulator fills in what is missing, but tools that read saved objects
(tabletop-tools' unpacker, mod managers) take them all to be there.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from .grid import Grid, place

# Where the deck appears when loaded: above the table's centre, face down.
FACE_DOWN: dict[str, float] = {
    "posX": 0.0,
    "posY": 1.0,
    "posZ": 0.0,
    "rotX": 0.0,
    "rotY": 180.0,
    "rotZ": 180.0,
    "scaleX": 1.0,
    "scaleY": 1.0,
    "scaleZ": 1.0,
}


@dataclass(frozen=True)
class DeckCard:
    """One physical card: its face's place among the distinct faces, the name players see, a hover text."""

    face: int
    nickname: str
    description: str = ""
    sheets_before: int = 0  # the sheets of the save's decks before this card's: deck numbers are the save's, not the deck's

    @property
    def sheet(self) -> int:
        return place(self.face)[0] + self.sheets_before

    @property
    def card_id(self) -> int:
        return self.sheet * 100 + place(self.face)[1]


def custom_deck(face_urls: list[str], back_url: str, grids: list[Grid], sheets_before: int = 0) -> dict[str, dict[str, Any]]:
    """`CustomDeck`: one entry per face sheet, numbered from 1 (after the save's other decks' sheets: the
    simulator mixes up two decks of one number); the back image is shown for hidden cards (no back cell needed)."""
    return {
        str(number): {
            "FaceURL": face_url,
            "BackURL": back_url,
            "NumWidth": grid.columns,
            "NumHeight": grid.rows,
            "BackIsHidden": True,
            "UniqueBack": False,
            "Type": 0,
        }
        for number, (face_url, grid) in enumerate(zip(face_urls, grids, strict=True), start=1 + sheets_before)
    }


def guid(*parts: object) -> str:
    """Six hex digits, as the simulator writes them, from the object's place (stable across builds)."""
    return hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:6]


def _object(
    name: str, nickname: str, description: str, the_guid: str, *, hands: bool, transform: dict[str, float] = FACE_DOWN, hidden: bool = True
) -> dict[str, Any]:
    """The fields the simulator writes on every object, in its order, with the values it writes for a
    card or deck that nobody has touched (no notes, no script, no UI): tools that read saved objects
    (unpackers, mod managers) take every one of them to be there."""
    return {
        "GUID": the_guid,
        "Name": name,
        "Transform": transform,
        "Nickname": nickname,
        "Description": description,
        "GMNotes": "",
        "AltLookAngle": {"x": 0.0, "y": 0.0, "z": 0.0},
        "ColorDiffuse": {"r": 0.713, "g": 0.713, "b": 0.713},
        "LayoutGroupSortIndex": 0,
        "Value": 0,
        "Locked": False,
        "Grid": True,
        "Snap": True,
        "IgnoreFoW": False,
        "MeasureMovement": False,
        "DragSelectable": True,
        "Autoraise": True,
        "Sticky": True,
        "Tooltip": True,
        "GridProjection": False,
        "HideWhenFaceDown": hidden,
        "Hands": hands,
    }


NO_SCRIPT: dict[str, str] = {"LuaScript": "", "LuaScriptState": "", "XmlUI": ""}  # written on every object, empty or not


def deck_state(
    nickname: str,
    seed: tuple[str, ...],
    cards: list[DeckCard],
    face_urls: list[str],
    back_url: str,
    grids: list[Grid],
    transform: dict[str, float] = FACE_DOWN,
) -> dict[str, Any]:
    """A DeckCustom of `cards`; `face_urls` and `grids`: one per face sheet, in order. `seed`: what its GUIDs
    are derived from (the game's title, and the component and back group of a game with several decks)."""
    deck = custom_deck(face_urls, back_url, grids, cards[0].sheets_before if cards else 0)
    contained = [_card(card, deck, guid(*seed, "card", index), transform) for index, card in enumerate(cards)]
    if len(contained) == 1:  # the simulator has no deck of one card: the card alone
        return contained[0]
    return {
        **_object("DeckCustom", nickname, "", guid(*seed, "deck"), hands=False, transform=transform),
        "SidewaysCard": False,
        "DeckIDs": [card.card_id for card in cards],
        "CustomDeck": deck,
        **NO_SCRIPT,
        "ContainedObjects": contained,
    }


def _card(card: DeckCard, deck: dict[str, dict[str, Any]], the_guid: str, transform: dict[str, float]) -> dict[str, Any]:
    return {
        **_object("Card", card.nickname, card.description, the_guid, hands=True, transform=transform),
        "CardID": card.card_id,
        "SidewaysCard": False,
        "CustomDeck": {str(card.sheet): deck[str(card.sheet)]},
        **NO_SCRIPT,
    }


TILE_SHAPES = {"box": 0, "hex": 1, "circle": 2, "rounded": 3}  # the simulator's CustomTile.Type


@dataclass(frozen=True)
class Tile:
    """A two-sided tile (a mat, a board, a token): both images, its shape, its thickness in the simulator's
    units (about an inch), whether tiles like it stack."""

    nickname: str
    front_url: str
    back_url: str
    shape: str
    thickness: float
    stackable: bool


def tile_state(tile: Tile, the_guid: str, transform: dict[str, float]) -> dict[str, Any]:
    """A Custom_Tile: the front image on top, the back underneath; the tile takes the images' proportions (no Stretch)."""
    return {
        **_object("Custom_Tile", tile.nickname, "", the_guid, hands=False, transform=transform, hidden=False),
        "CustomImage": {
            "ImageURL": tile.front_url,
            "ImageSecondaryURL": tile.back_url,
            "ImageScalar": 1.0,
            "WidthScale": 0.0,
            "CustomTile": {"Type": TILE_SHAPES[tile.shape], "Thickness": tile.thickness, "Stackable": tile.stackable, "Stretch": False},
        },
        **NO_SCRIPT,
    }


def document(title: str, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The wrapper of a file in Saved Objects: the simulator leaves the game's own fields empty there."""
    return {
        "SaveName": title,
        "Date": "",
        "VersionNumber": "",
        "GameMode": "",
        "GameType": "",
        "GameComplexity": "",
        "Tags": [],
        "Gravity": 0.5,
        "PlayArea": 0.5,
        "Table": "",
        "Sky": "",
        "Note": "",
        "TabStates": {},
        **NO_SCRIPT,
        "ObjectStates": objects,
    }


def saved_object(title: str, cards: list[DeckCard], face_urls: list[str], back_url: str, grids: list[Grid]) -> dict[str, Any]:
    """The game's one deck (a game without components.yaml); `face_urls` and `grids`: one per face sheet, in order."""
    return document(title, [deck_state(title, (title,), cards, face_urls, back_url, grids)])


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"

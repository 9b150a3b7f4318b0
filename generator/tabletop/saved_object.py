"""TITLE-deck.json: a Tabletop Simulator saved object holding the whole deck as one DeckCustom.

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

    @property
    def sheet(self) -> int:
        return place(self.face)[0]

    @property
    def card_id(self) -> int:
        sheet, cell = place(self.face)
        return sheet * 100 + cell


def custom_deck(face_urls: list[str], back_url: str, grids: list[Grid]) -> dict[str, dict[str, Any]]:
    """`CustomDeck`: one entry per face sheet, numbered from 1; the back image is shown for hidden
    cards (no back cell needed)."""
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
        for number, (face_url, grid) in enumerate(zip(face_urls, grids, strict=True), start=1)
    }


def guid(*parts: object) -> str:
    """Six hex digits, as the simulator writes them, from the object's place (stable across builds)."""
    return hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:6]


def _object(name: str, nickname: str, description: str, the_guid: str, *, hands: bool) -> dict[str, Any]:
    """The fields the simulator writes on every object, in its order, with the values it writes for a
    card or deck that nobody has touched (no notes, no script, no UI): tools that read saved objects
    (unpackers, mod managers) take every one of them to be there."""
    return {
        "GUID": the_guid,
        "Name": name,
        "Transform": FACE_DOWN,
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
        "HideWhenFaceDown": True,
        "Hands": hands,
    }


NO_SCRIPT: dict[str, str] = {"LuaScript": "", "LuaScriptState": "", "XmlUI": ""}  # written on every object, empty or not


def saved_object(title: str, cards: list[DeckCard], face_urls: list[str], back_url: str, grids: list[Grid]) -> dict[str, Any]:
    """`face_urls` and `grids`: one per face sheet, in order."""
    deck = custom_deck(face_urls, back_url, grids)
    contained = [
        {
            **_object("Card", card.nickname, card.description, guid(title, "card", index), hands=True),
            "CardID": card.card_id,
            "SidewaysCard": False,
            "CustomDeck": {str(card.sheet): deck[str(card.sheet)]},
            **NO_SCRIPT,
        }
        for index, card in enumerate(cards)
    ]
    deck_object = {
        **_object("DeckCustom", title, "", guid(title, "deck"), hands=False),
        "SidewaysCard": False,
        "DeckIDs": [card.card_id for card in cards],
        "CustomDeck": deck,
        **NO_SCRIPT,
        "ContainedObjects": contained,
    }
    # The wrapper of a file in Saved Objects: the simulator leaves the game's own fields empty there
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
        "ObjectStates": [deck_object],
    }


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"

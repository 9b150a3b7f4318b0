"""MIGHTY-deck.json read as other tools read saved objects: unpacked and packed again by tabletop-tools
(PyPI, the `tts` module: an independent reader and writer of the simulator's saves), and every
object checked against the fields the simulator itself writes, in its order."""

from __future__ import annotations

from pathlib import Path

import pytest
from tts.config import Config
from tts.repack import repack
from tts.savegame import UnpackedSavegame
from tts.unpack import unpack
from tts.utils.formats import parse_json

from generator.tabletop import json_name

# What the simulator writes on every object, in its order, as in the cards and decks it saves (version 13;
# the optional ones it writes only when set, Tags and Memo, are left out)
EVERY_OBJECT = {
    "GUID": str,
    "Name": str,
    "Transform": dict,
    "Nickname": str,
    "Description": str,
    "GMNotes": str,
    "AltLookAngle": dict,
    "ColorDiffuse": dict,
    "LayoutGroupSortIndex": int,
    "Value": int,
    "Locked": bool,
    "Grid": bool,
    "Snap": bool,
    "IgnoreFoW": bool,
    "MeasureMovement": bool,
    "DragSelectable": bool,
    "Autoraise": bool,
    "Sticky": bool,
    "Tooltip": bool,
    "GridProjection": bool,
    "HideWhenFaceDown": bool,
    "Hands": bool,
}
SCRIPT_AND_UI = {"LuaScript": str, "LuaScriptState": str, "XmlUI": str}
CARD = {**EVERY_OBJECT, "CardID": int, "SidewaysCard": bool, "CustomDeck": dict, **SCRIPT_AND_UI}
DECK = {**EVERY_OBJECT, "SidewaysCard": bool, "DeckIDs": list, "CustomDeck": dict, **SCRIPT_AND_UI, "ContainedObjects": list}
SAVED_OBJECT_FILE = {  # the wrapper of a file in Saved Objects
    "SaveName": str,
    "Date": str,
    "VersionNumber": str,
    "GameMode": str,
    "GameType": str,
    "GameComplexity": str,
    "Tags": list,
    "Gravity": float,
    "PlayArea": float,
    "Table": str,
    "Sky": str,
    "Note": str,
    "TabStates": dict,
    **SCRIPT_AND_UI,
    "ObjectStates": list,
}
TRANSFORM = ("posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ")
CUSTOM_DECK = {"FaceURL": str, "BackURL": str, "NumWidth": int, "NumHeight": int, "BackIsHidden": bool, "UniqueBack": bool, "Type": int}


# MIGHTY?'s deck (one face sheet) and a deck of 120 faces (two sheets, conftest.many_faces_deck)
DECKS = pytest.mark.parametrize("deck", ["mighty", "many"])


@pytest.fixture
def saved_of(request):
    return lambda deck: request.getfixturevalue({"mighty": "saved", "many": "many_saved"}[deck])


@pytest.fixture
def built_of(request):
    return lambda deck: request.getfixturevalue({"mighty": "built", "many": "many_built"}[deck])


def fields_wrong(data: dict, expected: dict[str, type]) -> list[str]:
    """What differs from `expected`: a missing or extra field, a field of another type, another order."""
    wrong = [f"missing {name}" for name in expected if name not in data]
    wrong += [f"extra {name}" for name in data if name not in expected]
    wrong += [f"{name} is {type(data[name]).__name__}" for name, kind in expected.items() if name in data and type(data[name]) is not kind]
    if not wrong and list(data) != list(expected):
        wrong.append(f"order {list(data)}")
    return wrong


@DECKS
def test_every_object_carries_every_field_the_simulator_writes(deck, saved_of):
    saved = saved_of(deck)
    deck_object = saved["ObjectStates"][0]
    assert fields_wrong(saved, SAVED_OBJECT_FILE) == []
    assert fields_wrong(deck_object, DECK) == []
    cards = deck_object["ContainedObjects"]
    assert [(card["Nickname"], fields_wrong(card, CARD)) for card in cards if fields_wrong(card, CARD)] == []
    for thing in [deck_object, *cards]:
        assert list(thing["Transform"]) == list(TRANSFORM) and all(type(v) is float for v in thing["Transform"].values())
        assert (thing["LuaScript"], thing["LuaScriptState"], thing["XmlUI"]) == ("", "", "")
        assert len(thing["GUID"]) == 6 and int(thing["GUID"], 16) >= 0
        assert [fields_wrong(sheet, CUSTOM_DECK) for sheet in thing["CustomDeck"].values()] == [[]] * len(thing["CustomDeck"])
    assert (saved["LuaScript"], saved["LuaScriptState"], saved["XmlUI"]) == ("", "", "")


@DECKS
def test_tabletop_tools_unpacks_the_deck_and_packs_it_back_unchanged(deck, built_of, content, tmp_path):
    text = (built_of(deck) / json_name(content.game.title)).read_text(encoding="utf-8")
    folder = UnpackedSavegame(tmp_path / "unpacked", Config())
    unpack(savegame=parse_json(text), unpacked_savegame=folder)  # KeyError: 'LuaScript' on a deck without the script fields

    original = parse_json(text)  # its own reading (floats as Decimal), to compare like with like
    deck_object = original["ObjectStates"][0]
    unpacked = tmp_path / "unpacked" / "objects"
    objects = [state["GUID"] for state in original["ObjectStates"]]  # the deck, then MIGHTY?'s chips
    assert (unpacked / "index.list").read_text().split() == objects
    cards = unpacked / deck_object["GUID"] / "contained"
    assert (cards / "index.list").read_text().split() == [card["GUID"] for card in deck_object["ContainedObjects"]]
    assert all((cards / card["GUID"] / "object.json").is_file() for card in deck_object["ContainedObjects"])
    assert not list(Path(tmp_path / "unpacked").rglob("*.lua"))  # the scripts are empty: no script files
    assert repack(unpacked_savegame=folder) == original

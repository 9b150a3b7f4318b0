"""build/tabletop/: the saved object's structure, the sheet's limits, and every card's cell showing
that card (compared with the print service's PNG of the same card, build/cards/png/)."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from generator.tabletop import BACK_PNG, FACES_PNG, FOLDER, image_base_url, json_name

from .conftest import build_tabletop

MAX_SIDE = 4096  # px: the simulator's advice for a sheet (tabletop.md)
MAX_COLUMNS, MAX_ROWS = 10, 7  # its custom-deck grid
SAME_CARD = 2.0  # mean absolute difference per channel (0–255) of two renderings of one card (about 0.3–0.9)
OTHER_MARGIN = 3.0  # every other face differs from the cell at least this much more (5.3 for 黄3 against 黄5)
CHIPS = 8 * 3  # MIGHTY?'s chips: game.yaml players.max × starting_chips


def test_one_custom_deck_with_every_field_the_importer_reads(saved, deck_object):
    assert [state["Name"] for state in saved["ObjectStates"]] == ["DeckCustom"] + ["Custom_Tile"] * CHIPS  # then the chips
    ((number, deck),) = deck_object["CustomDeck"].items()
    assert number == "1"
    assert set(deck) >= {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack"}
    assert deck["BackIsHidden"] is True and deck["UniqueBack"] is False
    cards = deck_object["ContainedObjects"]
    assert [c["Name"] for c in cards] == ["Card"] * len(cards)
    assert [c["CardID"] for c in cards] == deck_object["DeckIDs"]
    assert all(c["CustomDeck"] == deck_object["CustomDeck"] for c in cards)
    assert all(card_id // 100 == int(number) for card_id in deck_object["DeckIDs"])
    assert len({c["GUID"] for c in cards} | {deck_object["GUID"]}) == len(cards) + 1


def test_the_sheet_keeps_the_simulators_limits(built, deck_object):
    deck = deck_object["CustomDeck"]["1"]
    sheet = Image.open(built / FACES_PNG)
    assert sheet.mode == "RGB" and Image.open(built / BACK_PNG).mode == "RGB"
    assert 2 <= deck["NumWidth"] <= MAX_COLUMNS and 2 <= deck["NumHeight"] <= MAX_ROWS
    assert max(sheet.size) <= MAX_SIDE
    assert sheet.width % deck["NumWidth"] == 0 and sheet.height % deck["NumHeight"] == 0
    assert max(deck_object["DeckIDs"]) % 100 < deck["NumWidth"] * deck["NumHeight"]


def _deck_csv(built: Path) -> list[dict]:
    return list(csv.DictReader((built / "cards/deck.csv").open(encoding="utf-8")))


def test_copies_add_up_to_the_deck_and_match_deck_csv(built, content, deck_object):
    names = Counter(c["Nickname"] for c in deck_object["ContainedObjects"])
    assert names == {row["card"]: int(row["copies"]) for row in _deck_csv(built)}
    assert sum(names.values()) == sum(content.deck.copies.values()) == len(deck_object["DeckIDs"]) == 39
    ids = Counter(deck_object["DeckIDs"])
    by_name = {c["Nickname"]: c["CardID"] for c in deck_object["ContainedObjects"]}
    assert {name: ids[card_id] for name, card_id in by_name.items()} == dict(names)  # one face, one cell


def _trimmed(png: Path, content, size: tuple[int, int]) -> Image.Image:
    """A print-service PNG (trim + bleed, scaled to cover) cut to its trim, at `size`."""
    image = Image.open(png).convert("RGB")
    g = content.card
    px_per_mm = max(image.width / (g.width.mm + 2 * g.bleed.mm), image.height / (g.height.mm + 2 * g.bleed.mm))
    w, h = g.width.mm * px_per_mm, g.height.mm * px_per_mm
    left, top = (image.width - w) / 2, (image.height - h) / 2
    return image.resize(size, Image.Resampling.LANCZOS, box=(left, top, left + w, top + h))


def _difference(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def test_every_card_id_points_at_a_cell_showing_that_card(built, content, deck_object):
    deck = deck_object["CustomDeck"]["1"]
    sheet = Image.open(built / FACES_PNG).convert("RGB")
    cw, ch = sheet.width // deck["NumWidth"], sheet.height // deck["NumHeight"]
    own = {row["card"]: _trimmed(built / "cards" / row["file"], content, (cw, ch)) for row in _deck_csv(built)}
    for card in {c["Nickname"]: c for c in deck_object["ContainedObjects"]}.values():
        row, column = divmod(card["CardID"] % 100, deck["NumWidth"])
        cell = sheet.crop((column * cw, row * ch, (column + 1) * cw, (row + 1) * ch))
        differences = {name: _difference(cell, image) for name, image in own.items()}
        mine = differences.pop(card["Nickname"])
        assert mine < SAME_CARD, f"{card['Nickname']}: cell {card['CardID'] % 100} differs by {mine:.1f}"
        nearest = min(differences, key=differences.get)
        assert differences[nearest] > mine + OTHER_MARGIN, f"{card['Nickname']}: cell looks like {nearest}"


def test_the_back_is_the_cards_back(built, content):
    back = Image.open(built / BACK_PNG).convert("RGB")
    printed = _trimmed(next((built / "cards/png").glob("back-*.png")), content, back.size)
    assert _difference(back, printed) < SAME_CARD


def test_urls_start_at_the_hosting_url_and_name_the_built_images(deck_object, content):
    deck = deck_object["CustomDeck"]["1"]
    base = image_base_url(content)
    assert base == "https://mighty.boardstyle.org/tabletop/"  # beside the calculator, game.yaml calculator_url
    assert deck["FaceURL"].startswith(base + Path(FACES_PNG).name + "?v=")
    assert deck["BackURL"].startswith(base + Path(BACK_PNG).name + "?v=")


def test_the_json_is_the_same_in_any_folder(built, content, tmp_path):
    other = build_tabletop(content, tmp_path / "elsewhere" / "build")
    name = json_name(content.game.title)
    assert (other / name).read_bytes() == (built / name).read_bytes()
    assert (other / FACES_PNG).read_bytes() == (built / FACES_PNG).read_bytes()


def test_two_builds_are_byte_identical(built, content, build_elsewhere, tmp_path):
    """The second build runs `build tabletop` in another process, folder, hash seed and time zone."""
    again = build_elsewhere(["tabletop"], tmp_path) / FOLDER
    first = {p.name: p.read_bytes() for p in (built / FOLDER).iterdir()}
    second = {p.name: p.read_bytes() for p in again.iterdir()}
    assert first.pop(Path(json_name(content.game.title, local=True)).name)  # only the local copy depends on the folder
    assert sorted(second) == sorted(first) and len(first) == 6  # the JSON, its thumbnail, the faces, the back, a chip's two sides
    assert [name for name in first if first[name] != second[name]] == []


def test_the_local_copy_points_at_this_folder_and_is_not_in_the_manifest(built, content):
    local = json.loads((built / json_name(content.game.title, local=True)).read_text(encoding="utf-8"))
    deck = local["ObjectStates"][0]["CustomDeck"]["1"]
    for url in (deck["FaceURL"], deck["BackURL"]):
        assert url.startswith("file:///") and Path(url[len("file://") :]).is_file()
    listed = {e["path"] for e in json.loads((built / "manifest.json").read_text())["outputs"]}
    assert json_name(content.game.title) in listed and FACES_PNG in listed and BACK_PNG in listed
    assert json_name(content.game.title, local=True) not in listed


def test_the_publishers_page_describes_the_built_sheet(deck_object, repo):
    page = " ".join((repo / "docs" / "publishers" / "online.md").read_text(encoding="utf-8").split())  # as read, not as wrapped
    deck = deck_object["CustomDeck"]["1"]
    faces = len(set(deck_object["DeckIDs"]))
    assert f"the {faces} different faces on one {deck['NumWidth']}×{deck['NumHeight']} sheet" in page
    assert f"({len(deck_object['DeckIDs'])} cards, named" in page

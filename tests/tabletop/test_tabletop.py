"""build/tabletop/: the saved object's structure, the sheet's limits, and every card's cell showing
that card (compared with the print service's PNG of the same card, build/cards/png/)."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from PIL import Image, ImageChops, ImageStat

from generator.game import part
from generator.output import Staging
from generator.pipeline import load_editions
from generator.tabletop import BACK_PNG, FACES_PNG, FOLDER, deck_of, image_base_url, json_name, render_deck
from generator.tabletop.parts import CARD_WIDTH_UNITS, TILE_UNITS_AT_SCALE_1
from generator.tabletop.saved_object import TILE_SHAPES

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


# ---- MIGHTY?'s chips: its components.yaml writes its deck (id `deck`) and its chips (issue 27) ----


def _chips(saved: dict) -> list[dict]:
    return [state for state in saved["ObjectStates"] if state["Name"] == "Custom_Tile"]


def _image_urls(saved: dict) -> list[str]:
    urls = []
    for state in saved["ObjectStates"]:
        if state["Name"] == "Custom_Tile":
            urls += [state["CustomImage"]["ImageURL"], state["CustomImage"]["ImageSecondaryURL"]]
        else:
            urls += [url for deck in state["CustomDeck"].values() for url in (deck["FaceURL"], deck["BackURL"])]
    return urls


def test_the_deck_is_the_one_deck_save_s_deck_unchanged(saved, content, tmp_path):
    """The chips come after the deck and change nothing of it: its images, names, rules, GUIDs and place
    are those of the save of the deck alone (render_deck without the other components)."""
    with Staging(tmp_path) as staging:
        render_deck(deck_of(content), content, staging)
    alone = json.loads((tmp_path / json_name(content.game.title)).read_text(encoding="utf-8"))
    assert alone["ObjectStates"] == saved["ObjectStates"][:1]
    assert {key: value for key, value in alone.items() if key != "ObjectStates"} == {
        key: value for key, value in saved.items() if key != "ObjectStates"
    }


def test_the_chips_are_stacking_round_tokens_as_many_as_the_component_holds(saved, content):
    chips = _chips(saved)
    assert len(chips) == content.game.players_max * part(content, "starting_chips", int) == CHIPS
    assert {chip["Nickname"] for chip in chips} == {"チップ"}
    tiles = [chip["CustomImage"]["CustomTile"] for chip in chips]
    assert all(tile["Type"] == TILE_SHAPES["circle"] and tile["Stackable"] is True for tile in tiles)
    heights = [chip["Transform"]["posY"] for chip in chips]
    assert heights == sorted(heights) and len(set(heights)) == len(chips)  # one above the other: a stack
    assert len({(chip["Transform"]["posX"], chip["Transform"]["posZ"]) for chip in chips}) == 1
    assert len({chip["GUID"] for chip in chips} | {state["GUID"] for state in saved["ObjectStates"][:1]}) == len(chips) + 1


def test_the_chips_have_their_own_images_the_build_wrote(built, saved):
    (chip, *_) = _chips(saved)
    sides = [Path(urlsplit(chip["CustomImage"][key]).path).name for key in ("ImageURL", "ImageSecondaryURL")]
    assert sides == ["chips-front.png", "chips-back.png"]
    for name in sides:
        image = Image.open(built / FOLDER / name)
        assert image.mode == "RGB" and image.width == image.height  # the round tile's square


def test_every_image_url_is_absolute_and_names_a_file_the_build_wrote(built, saved, content):
    base = image_base_url(content)
    urls = _image_urls(saved)
    assert len(urls) == 2 + 2 * CHIPS
    for url in urls:
        assert url.startswith(base) and urlsplit(url).scheme == "https"
        assert (built / FOLDER / Path(urlsplit(url).path).name).is_file()


def test_the_local_copy_points_every_part_at_this_folder(built, content):
    local = json.loads((built / json_name(content.game.title, local=True)).read_text(encoding="utf-8"))
    for url in _image_urls(local):
        assert url.startswith("file:///") and Path(url[len("file://") :]).is_file()


def test_a_chip_lies_beside_a_card_at_their_real_sizes(saved, content):
    """A 25 mm chip beside a 63 mm card: the chip's diameter over the card's width in the simulator's
    units is 25/63, whatever the simulator's unit is (parts.py: the deck at scale 1 is the game's card;
    a Custom_Tile's size at scale 1 is TILE_UNITS_AT_SCALE_1, a card's CARD_WIDTH_UNITS)."""
    deck, chip = saved["ObjectStates"][0], _chips(saved)[0]
    card_units = CARD_WIDTH_UNITS * deck["Transform"]["scaleX"]
    chip_units = TILE_UNITS_AT_SCALE_1 * chip["Transform"]["scaleX"]
    chips = next(component for component in content.components if component.id == "chips")
    assert chip_units / card_units == pytest.approx(chips.size.width / content.card.width.mm, rel=1e-3) == pytest.approx(25 / 63, rel=1e-3)
    assert chip["Transform"]["posX"] - chip_units / 2 > deck["Transform"]["posX"] + card_units / 2  # beside it, not on it


@pytest.fixture(scope="module")
def english_saved(whole_build, content_dir, tmp_path_factory) -> dict:
    english = load_editions(content_dir, ("ja", "en"))["en"]
    built = build_tabletop(english, tmp_path_factory.mktemp("tabletop-en"))
    return json.loads((built / json_name(english.game.title)).read_text(encoding="utf-8"))


def test_the_english_edition_names_its_cards_and_chips_in_english(english_saved):
    deck, *chips = english_saved["ObjectStates"]
    names = [card["Nickname"] for card in deck["ContainedObjects"]] + [chip["Nickname"] for chip in chips]
    assert {chip["Nickname"] for chip in chips} == {"Chip"} and len(chips) == CHIPS
    assert "yellow 0" in names
    assert all(name.isascii() for name in names)
    assert all(url.startswith("https://") for url in _image_urls(english_saved))

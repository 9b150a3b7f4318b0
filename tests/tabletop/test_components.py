"""The tabletop save of a game with components.yaml (issue 27), on the example game games/colour-call/:
one deck per deck component and back group (each player's colour cards are their own deck, the call
cards one), a two-sided Custom_Tile per mat and per chip, each object with its own images, every URL
absolute and naming an image the build wrote."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from PIL import Image

from generator import tabletop
from generator.cards.faces import component_faces
from generator.content.blocks import ComponentsBlock
from generator.content.loader import load_content
from generator.content.model import Content
from generator.manifest import stage_manifest
from generator.output import Staging
from generator.tabletop.parts import CARD_WIDTH_UNITS, TILE_UNITS_AT_SCALE_1, rulebook_name

pytestmark = pytest.mark.slow  # builds the example game's whole tabletop save
REPO = Path(__file__).resolve().parents[2]
GAME = REPO / "games" / "colour-call"
COLOURS = ("red", "blue", "green", "purple", "orange", "grey")


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content(GAME)


@pytest.fixture(scope="module")
def built(content: Content, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("colour-call-tabletop")
    with Staging(out) as staging:
        tabletop.render(content, staging)
        stage_manifest(staging)
    return out


@pytest.fixture(scope="module")
def objects(built: Path, content: Content) -> list[dict]:
    saved = json.loads((built / tabletop.json_name(content.game.title)).read_text(encoding="utf-8"))
    return list(saved["ObjectStates"])


def _urls(state: dict) -> list[str]:
    if state["Name"] == "Custom_Tile":
        return [state["CustomImage"]["ImageURL"], state["CustomImage"]["ImageSecondaryURL"]]
    return [url for deck in state["CustomDeck"].values() for url in (deck["FaceURL"], deck["BackURL"])]


def test_one_deck_per_back_group(objects: list[dict], content: Content) -> None:
    decks = [state for state in objects if state["Name"] == "DeckCustom"]
    assert [deck["Nickname"] for deck in decks] == [f"colour-cards-{colour}" for colour in COLOURS] + ["call-cards"]
    per_colour = {deck["Nickname"]: Counter(card["Nickname"] for card in deck["ContainedObjects"]) for deck in decks}
    assert per_colour["colour-cards-red"] == {"あか1": 1, "あか2": 1, "あか3": 1, "あか4": 1}
    assert per_colour["call-cards"] == {"コール1": 4, "コール2": 4, "コール3": 4}
    backs = [{deck["BackURL"] for deck in state["CustomDeck"].values()} for state in decks]
    assert all(len(back) == 1 for back in backs) and len(set.union(*backs)) == len(decks)  # each group its own back


def test_deck_numbers_are_the_saves_so_no_two_decks_share_one(objects: list[dict]) -> None:
    decks = [state for state in objects if state["Name"] == "DeckCustom"]
    numbers = [number for deck in decks for number in deck["CustomDeck"]]
    assert len(numbers) == len(set(numbers))
    for deck in decks:
        assert {card_id // 100 for card_id in deck["DeckIDs"]} == {int(number) for number in deck["CustomDeck"]}
        assert all(card["CustomDeck"].keys() <= deck["CustomDeck"].keys() for card in deck["ContainedObjects"])


def test_mats_are_two_sided_tiles_and_chips_stacking_round_tokens(objects: list[dict], content: Content) -> None:
    tiles = [state for state in objects if state["Name"] == "Custom_Tile"]
    mats = [tile for tile in tiles if tile["Nickname"].endswith("マット")]
    chips = [tile for tile in tiles if tile["Nickname"] == "チップ"]  # the name p.3's components block gives them
    assert len(mats) == 6 and len(chips) == 30 and len(tiles) == 36
    for mat in mats:
        image = mat["CustomImage"]
        assert image["ImageURL"] != image["ImageSecondaryURL"]  # the plain side, the win mark
        assert image["CustomTile"]["Type"] == 0 and image["CustomTile"]["Stackable"] is False
    assert len({mat["CustomImage"]["ImageURL"] for mat in mats}) == 6  # each mat its own images
    assert {chip["CustomImage"]["CustomTile"]["Type"] for chip in chips} == {2}  # round
    assert all(chip["CustomImage"]["CustomTile"]["Stackable"] for chip in chips)


def test_every_url_is_absolute_and_names_a_built_image(objects: list[dict], built: Path, content: Content) -> None:
    base = tabletop.image_base_url(content)
    assert base == "https://colour-call.boardstyle.org/tabletop/"
    for url in (url for state in objects for url in _urls(state)):
        parts = urlsplit(url)
        assert parts.scheme == "https" and url.startswith(base), url
        image = built / "tabletop" / Path(parts.path).name
        assert Image.open(image).mode == "RGB", url
    listed = {entry["path"] for entry in json.loads((built / "manifest.json").read_text())["outputs"]}
    assert {f"tabletop/{Path(urlsplit(url).path).name}" for state in objects for url in _urls(state)} <= listed


def test_each_tile_image_has_its_parts_proportions(objects: list[dict], built: Path, content: Content) -> None:
    sizes = {faces.component.id: faces.geometry for faces in component_faces(content)}
    mat = Image.open(built / "tabletop" / "mats-mat-red-front.png")
    assert mat.width / mat.height == pytest.approx(sizes["mats"].width / sizes["mats"].height, abs=0.01)
    chip = Image.open(built / "tabletop" / "chips-front.png")
    assert chip.width == chip.height


def test_every_part_lies_at_its_real_size_beside_the_others(objects: list[dict], content: Content) -> None:
    """Each part's longer side in the simulator's units over a poker card's width is its millimetres over
    63: the game's card is the deck at scale 1 (CARD_WIDTH_UNITS wide), a Custom_Tile is
    TILE_UNITS_AT_SCALE_1 along its longer side at scale 1 (parts.py gives where these figures come from)."""
    card_units = CARD_WIDTH_UNITS / content.card.width.mm  # units per mm, from a card of the game's trim at scale 1

    def units(state: dict) -> float:
        at_1 = TILE_UNITS_AT_SCALE_1 if state["Name"] == "Custom_Tile" else CARD_WIDTH_UNITS
        return at_1 * state["Transform"]["scaleX"]

    by_name = {state["Nickname"]: state for state in objects}
    assert units(by_name["colour-cards-red"]) / card_units == pytest.approx(63, rel=1e-3)  # poker
    assert units(by_name["call-cards"]) / card_units == pytest.approx(44, rel=1e-3)  # mini
    assert units(by_name["チップ"]) / card_units == pytest.approx(20, rel=1e-3)  # 20mm round
    mat = next(state for state in objects if state["Nickname"].endswith("マット"))
    assert units(mat) / card_units == pytest.approx(120, rel=1e-3)  # 120x80mm: its longer side


def test_a_plain_part_without_a_name_in_the_rulebook_is_named_by_its_id(content: Content) -> None:
    pages = tuple(replace(page, blocks=tuple(b for b in page.blocks if not isinstance(b, ComponentsBlock))) for page in content.pages)
    assert rulebook_name("chips", content) == "チップ"
    assert rulebook_name("chips", replace(content, pages=pages)) == "chips"

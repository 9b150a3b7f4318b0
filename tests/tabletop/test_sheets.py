"""A deck of more faces than one sheet holds: one CustomDeck entry per sheet of at most 10×7, CardIDs
numbered by sheet, each sheet its own image (conftest.many_faces_deck: 120 faces)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops

from generator.tabletop import FACES_PNG, faces_png, grids_of, image_base_url
from generator.tabletop.sheet import card_image

from .conftest import MANY_FACES

MAX_SIDE = 4096  # px: the simulator's advice for a sheet (tabletop.md)


def test_the_first_sheet_keeps_its_name_and_the_next_are_numbered():
    assert [faces_png(n) for n in (1, 2, 3)] == [FACES_PNG, "tabletop/deck-faces-2.png", "tabletop/deck-faces-3.png"]


def test_one_custom_deck_entry_per_sheet_of_at_most_10_by_7(many_saved):
    deck_object = many_saved["ObjectStates"][0]
    sheets = deck_object["CustomDeck"]
    assert list(sheets) == ["1", "2"]
    assert [(s["NumWidth"], s["NumHeight"]) for s in sheets.values()] == [(10, 7), (10, 5)]
    assert all(s["BackURL"] == sheets["1"]["BackURL"] for s in sheets.values())


def test_card_ids_are_the_sheet_times_100_plus_the_cell(many_saved):
    deck_object = many_saved["ObjectStates"][0]
    assert deck_object["DeckIDs"] == [*range(100, 170), *range(200, 250)]
    cards = deck_object["ContainedObjects"]
    assert [c["CardID"] for c in cards] == deck_object["DeckIDs"]
    assert [c["Nickname"] for c in cards] == [f"card {i}" for i in range(1, MANY_FACES + 1)]
    for card in cards:  # each card carries its own sheet's entry, as the simulator writes it
        sheet = str(card["CardID"] // 100)
        assert card["CustomDeck"] == {sheet: deck_object["CustomDeck"][sheet]}


def test_urls_name_each_sheet_s_image(many_saved, many_built, content):
    sheets = many_saved["ObjectStates"][0]["CustomDeck"]
    base = image_base_url(content)
    assert sheets["1"]["FaceURL"].startswith(base + "deck-faces.png?v=")
    assert sheets["2"]["FaceURL"].startswith(base + "deck-faces-2.png?v=")
    assert sheets["1"]["FaceURL"] != sheets["2"]["FaceURL"].replace("-2.png", ".png")  # each its own digest


def test_each_sheet_is_an_rgb_image_inside_the_limits_with_the_same_cells(many_built, many_saved):
    sheets = many_saved["ObjectStates"][0]["CustomDeck"]
    images = [Image.open(many_built / faces_png(int(n))) for n in sheets]
    assert all(image.mode == "RGB" and max(image.size) <= MAX_SIDE for image in images)
    cells = {(image.width // s["NumWidth"], image.height // s["NumHeight"]) for image, s in zip(images, sheets.values(), strict=True)}
    assert len(cells) == 1
    listed = (many_built / "manifest.json").read_text()
    assert all(Path(faces_png(int(n))).name in listed for n in sheets)


def test_a_card_id_points_at_the_cell_that_shows_its_face(many_built, many_saved, many_deck, content):
    """The first and last face of each sheet, drawn alone, are the pixels of the cell their CardID names."""
    grids = grids_of(many_deck, content)
    sheets = many_saved["ObjectStates"][0]["CustomDeck"]
    images = {int(n): Image.open(many_built / faces_png(int(n))).convert("RGB") for n in sheets}
    for face in (0, 69, 70, 119):
        card = many_saved["ObjectStates"][0]["ContainedObjects"][face]
        sheet, cell = divmod(card["CardID"], 100)
        grid = grids[sheet - 1]
        drawn = card_image(many_deck.fronts[face], many_deck.geometry, grid, content.palette)
        shown = images[sheet].crop(grid.cell(cell))
        assert ImageChops.difference(drawn, shown).getbbox() is None, f"face {face + 1}: cell {cell} of sheet {sheet}"

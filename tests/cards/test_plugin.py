"""Every game's plug-in gives each hook of the drawing seam's protocols (cards.plugin, booklet.plugin)."""

from __future__ import annotations

import inspect

import pytest

from generator.booklet.plugin import BookletDesign, booklet_design
from generator.cards.plugin import CardDesign, CardDrawing, card_design
from generator.plugins import plugin_names


def members(protocol: type) -> set[str]:
    """The hooks a protocol declares: its methods and properties, each documented where it is declared."""
    found = {
        name for name, member in vars(protocol).items() if not name.startswith("_") and (callable(member) or isinstance(member, property))
    }
    assert all(inspect.getdoc(getattr(protocol, name)) for name in found), protocol.__name__
    return found


@pytest.mark.parametrize("plugin", plugin_names())
def test_each_game_gives_every_card_and_booklet_hook(plugin):
    for protocol, part in ((CardDesign, card_design(plugin)), (BookletDesign, booklet_design(plugin))):
        assert {name for name in members(protocol) if not hasattr(part, name)} == set(), f"{plugin}: {protocol.__name__}"


def test_mightys_drawing_gives_every_drawing_hook(content):
    drawing = card_design("mighty").drawing(content)
    assert {name for name in members(CardDrawing) if not hasattr(drawing, name)} == set()


def test_the_protocols_name_the_hooks_the_core_calls():
    assert members(CardDesign) == {"pdf_creator", "drawing", "quickref_side", "quickref_where", "card_name", "extras"}
    assert members(CardDrawing) == {"face", "back", "tuckbox_front"}
    assert members(BookletDesign) == {"pdf_creator", "cover_cards", "deck_rows", "block_drawings", "icons"}

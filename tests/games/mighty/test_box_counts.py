"""MIGHTY?'s p.4 held to its box (generator/games/mighty/box_counts.py): the page's numbers are the
components' computed counts, and a components.yaml that prints other counts is a problem at its line."""

from __future__ import annotations

from generator.cards.component_list import listed
from generator.content.markup import game_fields
from generator.content.model import SourceText
from generator.errors import Location, Problems
from tests.content.conftest import edit, line_of

from .conftest import problems_of


def test_p4s_numbers_are_the_components_counts(content):
    names = {"deck": SourceText("カード", Location("t")), "chips": SourceText("チップ", Location("t"))}
    deck, chips = listed(names, Location("t"), content, Problems())
    fields = game_fields(content.plugin)
    assert deck.count == fields["cards"](content) == 39
    assert chips.count == content.game.players_max * fields["starting_chips"](content)
    page = next(page for page in content.pages if page.where.file.endswith("04-components.yaml"))
    assert "{game:cards}" in page.blocks[0].text and "{game:starting_chips}" in page.blocks[0].text


def test_fewer_chips_than_the_page_promises_are_a_problem_at_the_component(copy):
    edit(
        copy,
        "components.yaml",
        "    items: {group: chips}    # game.yaml players.max × starting_chips (the game's code counts them)\n",
        "    count: 40\n",
    )
    line = line_of(copy, "components.yaml", "- id: chips")
    assert problems_of(copy) == [
        f"content/components.yaml:{line}:5: components: found 40 chips, expected 24: game.yaml's players.max × starting_chips, "
        "the chips p.4 has each player start with ({game:starting_chips})"
    ]


def test_a_deck_of_other_cards_than_the_page_counts_is_a_problem_at_the_component(copy):
    edit(copy, "components.yaml", "  - id: chips ", "  - id: blanks\n    kind: deck\n    size: poker\n    count: 5\n  - id: chips ")
    line = line_of(copy, "components.yaml", "- id: deck")
    assert problems_of(copy) == [
        f"content/components.yaml:{line}:5: components: found 44 cards in the box's decks, expected 39, "
        "the cards of deck.yaml that the rulebook counts ({game:cards} on p.4)"
    ]

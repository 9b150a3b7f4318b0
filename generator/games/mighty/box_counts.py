"""MIGHTY?'s p.4 against its box: the page says カード{game:cards}枚 and チップ{game:starting_chips}点分 a
player; components.yaml says what is printed. The page keeps its own words (it lists no components
block), so this check ties its numbers to the components' computed counts: a components.yaml that
prints other cards or fewer chips than the page promises is a problem at its line."""

from __future__ import annotations

from ...cards.faces import components_of, items_of
from ...content.components import Component
from ...content.model import Content
from ...errors import Problems
from .design.chips import chip_count


def check_box_counts(content: Content, problems: Problems) -> None:
    """The box's cards are deck.yaml's ({game:cards}); its tokens are the chips every player starts with."""
    components = components_of(content)
    counted = {component.id: _count(component, content) for component in components}
    decks = [component for component in components if component.kind == "deck"]
    cards = sum(counted[component.id] for component in decks)
    if decks and cards != content.deck.size:
        problems.add(
            decks[0].where,
            f"components: found {cards} cards in the box's decks, expected {content.deck.size}, "
            "the cards of deck.yaml that the rulebook counts ({game:cards} on p.4)",
        )
    tokens = [component for component in components if component.kind == "tokens"]
    chips, expected = sum(counted[component.id] for component in tokens), chip_count(content)
    if chips != expected:
        where = tokens[0].where if tokens else components[0].where
        problems.add(
            where,
            f"components: found {chips} chips, expected {expected}: game.yaml's players.max × starting_chips, "
            "the chips p.4 has each player start with ({game:starting_chips})",
        )


def _count(component: Component, content: Content) -> int:
    """The parts the component prints (its items' problems are the print files' to report)."""
    copies = items_of(component, content, Problems())
    return sum(copies.values()) if copies is not None else 0

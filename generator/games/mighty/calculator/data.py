"""What the calculator's script knows about the game: the deck and the rule choices, as JSON
(rules.js plays by them; tests/games/mighty/calculator checks they agree with ..rules)."""

from __future__ import annotations

from typing import Any

from ..design.faces import star_count
from ..rules import Card, Deck, RuleSet


def card_data(card: Card, copies: int) -> dict[str, Any]:
    """One face as the JavaScript rules read it (rules.js: {kind, color, value})."""
    return {
        "id": card.short,
        "name": card.name,
        "kind": card.kind.value,
        "color": card.color.value,
        "value": card.value,
        "copies": copies,
        "stars": star_count(card) if card.is_red else 0,
    }


def deck_data(deck: Deck) -> list[dict[str, Any]]:
    """Every face in deck order, with how many copies exist (the page never offers a fourth 黄0)."""
    return [card_data(card, copies) for card, copies in deck.copies.items()]


def rules_data(rules: RuleSet) -> dict[str, Any]:
    """The rule choices rules.js plays by (content/rules.yaml or a variant), as MightyRules.make reads them."""
    return {
        "name": rules.name,
        "boardSize": rules.board_size,
        "handSize": rules.hand_size,
        "redBoardValue": rules.red_board_value,
        "redBoardColors": [color.value for color in rules.red_board_colors],
        "mightyWithDouble": rules.mighty_with_double.value,
        "doubleCopies": rules.double_copies.value,
        "records": {cls.value: mark for cls, mark in rules.records},
        "ranking": [cls.value for cls in rules.ranking],
    }

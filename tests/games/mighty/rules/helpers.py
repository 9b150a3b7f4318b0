"""Small builders for the rules tests. The engine never assumes a deck; these tests build their own."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Deck, RuleSet, parse_card
from generator.games.mighty.rules.cards import NUMBER_COLORS

VALUES = range(6)  # p.4: the number cards 0–5
CONTENT = Path(__file__).resolve().parents[4] / "content"


def cards(text: str) -> tuple[Card, ...]:
    """`cards("黄3 黄1 青2")` → the three cards."""
    return tuple(parse_card(name) for name in text.split())


def standard_deck() -> Deck:
    """The 39-card deck of p.4 (content/deck.yaml): 黄/青 0–5 ×3, MIGHTY ×1, DOUBLE ×2."""
    copies = {Card.number(color, value): 3 for color in NUMBER_COLORS for value in VALUES}
    return Deck.of({**copies, MIGHTY: 1, DOUBLE: 2})


def number_faces() -> list[Card]:
    return [Card.number(color, value) for color in NUMBER_COLORS for value in VALUES]


@cache
def base_rules() -> RuleSet:
    """The base rules of content/rules.yaml, as the build reads them (the engine has no default rules)."""
    from generator.content.loader import load_content

    return load_content(CONTENT).rules


def rules_with(**changes) -> RuleSet:
    """The base rules with some choices changed: `rules_with(tie_winner=Side.CHALLENGER)`."""
    return replace(base_rules(), **changes)

"""MIGHTY?'s deck.yaml (generator/games/mighty/deck_yaml.py): the 39 cards of p.4, read into its deck."""

from __future__ import annotations

from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Color, parse_card


def test_the_deck_of_p4(content):
    """p.4: 数値カード：黄・青 各18枚; 数値カード36枚＋赤い特殊カード3枚 (three copies of 0–5, p.7's 0·0·0)."""
    deck = content.deck
    assert deck.size == 39
    assert all(deck.count(Card.number(color, v)) == 3 for color in (Color.YELLOW, Color.BLUE) for v in range(6))
    assert (deck.count(MIGHTY), deck.count(DOUBLE)) == (1, 2)
    assert deck.count(parse_card("黄6")) == 0
    assert content.deck_where[MIGHTY].file == "content/deck.yaml"
    assert content.deck_reminders[DOUBLE].startswith("もう{n:1}枚のハンドを")

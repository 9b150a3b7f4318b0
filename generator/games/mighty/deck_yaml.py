"""MIGHTY?'s content/deck.yaml: the number cards (colours × values × copies), the red cards with the
reminder printed on each, and the total (docs/content-format.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ...content.fields import CARD, POSITIVE, TEXT, WHOLE, Choice, Items, Table, Values, matching
from ...content.model import SourceText
from ...errors import Location
from ...game import DeckFile
from .rules import Card, Deck
from .rules.cards import NUMBER_COLORS


@dataclass(frozen=True)
class _Cards:
    """Cards of one entry of deck.yaml, with their copies and where they are written."""

    copies: dict[Card, int]
    where: Location
    reminder: SourceText | None = None


_COLOR_NAMES = {color.value: color for color in NUMBER_COLORS}


def _number_cards(v: Values) -> _Cards | None:
    cards: dict[Card, int] = {}
    for color in v["colors"]:
        for value in v["values"]:
            card = Card.number(_COLOR_NAMES[color], value)
            if card in cards:
                v.at.add(f"found {card.name} twice, expected each colour and value once", v.where("values"))
                return None
            cards[card] = v["copies"]
    return _Cards(cards, v.at.where)


def _special_card(v: Values) -> _Cards | None:
    card = v["name"]
    if not card.is_red:
        v.add("name", f"found {card.name}, expected a red card (MIGHTY or DOUBLE)")
        return None
    return _Cards({card: v["copies"]}, v.at.where, v["reminder"])


NUMBER_CARDS = Table(
    {
        "colors": Items(
            Choice(tuple(_COLOR_NAMES), "a card colour"), nonempty=True, what=f"a list of card colours: {', '.join(_COLOR_NAMES)}"
        ),
        "values": Items(matching(lambda v: WHOLE.accepts(v) and v >= 0, "a whole number ≥ 0")),
        "copies": POSITIVE,
    },
    build=_number_cards,
)
SPECIAL_CARD = Table({"name": CARD, "copies": POSITIVE, "reminder": TEXT}, build=_special_card)


def _deck_file(v: Values) -> DeckFile | None:
    entries: list[_Cards] = [v["numbers"], *v["specials"]]
    copies = {card: n for entry in entries for card, n in entry.copies.items()}
    deck = Deck.of(copies)
    if deck.size != v["total"]:
        v.add("total", f"found {v['total']}, but the cards above add up to {deck.size}; expected them to agree")
        return None
    where = {card: entry.where for entry in entries for card in entry.copies}
    reminders = {card: entry.reminder for entry in entries for card in entry.copies if entry.reminder is not None}
    return DeckFile(deck, where, reminders)


DECK = Table({"numbers": NUMBER_CARDS, "specials": Items(SPECIAL_CARD), "total": POSITIVE}, build=_deck_file)

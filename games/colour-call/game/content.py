"""How COLOUR CALL's own files are read, with the core's readers (generator.content.fields): every problem
is noted at its FILE:LINE:COL and nothing raises."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.content.fields import (
    CARD,
    PLAIN_NAME,
    POSITIVE,
    TEXT,
    WHOLE,
    Choice,
    Entries,
    Field,
    Items,
    Reader,
    Table,
    Values,
    optional,
)
from generator.errors import Location
from generator.game import Deck, DeckFile

from .engine import CALL_CARDS, COLOUR_CARDS, COLOURS, MATS, Part, Round, Rules

COLOUR_NAMES = tuple(colour.name for colour in COLOURS)


def _deck_file(v: Values) -> DeckFile | None:
    """The colour cards (each colour × each value), the call cards (`copies` of each value), a mat per colour."""
    colours = [colour for colour in COLOURS if colour.name in v["colour_cards"]["colours"]]
    values, calls = v["colour_cards"]["values"], v["call_cards"]
    copies: dict[Part, int] = {Part(COLOUR_CARDS, value, colour): 1 for colour in colours for value in range(1, values + 1)}
    copies |= {Part(CALL_CARDS, value): calls["copies"] for value in range(1, calls["to"] + 1)}
    copies |= {Part(MATS, colour=colour): 1 for colour in colours}
    deck = Deck(copies)
    if deck.size != v["total"]:
        v.add("total", f"found {v['total']}, but the parts above add up to {deck.size}; expected them to agree")
        return None
    where = {COLOUR_CARDS: v.where("colour_cards"), CALL_CARDS: v.where("call_cards"), MATS: v.where("mats")}
    return DeckFile(deck, {card: where[card.group] for card in deck.faces()})


COLOUR_KIND = Table(
    {"name": PLAIN_NAME, "colours": Items(Choice(COLOUR_NAMES, "a player colour"), nonempty=True), "values": POSITIVE},
    build=lambda v: v,
)
CALL_KIND = Table({"name": PLAIN_NAME, "to": POSITIVE, "copies": POSITIVE}, build=lambda v: v)
MAT_KIND = Table({"name": PLAIN_NAME}, build=lambda v: v)
DECK = Table({"colour_cards": COLOUR_KIND, "call_cards": CALL_KIND, "mats": MAT_KIND, "total": POSITIVE}, build=_deck_file)
RULES = Table({"hand": POSITIVE, "goal": POSITIVE}, build=lambda v: Rules(v["hand"], v["goal"]))
EXPECT = Table({"winner": optional(PLAIN_NAME), "highest": optional(WHOLE), "chips": optional(WHOLE)}, build=lambda v: v)
PLAYS = Entries(CARD, nonempty=True, what="a mapping of players to the card each reveals")
# after the core's id, uses, states, printed:
EXAMPLE_KEYS: dict[str, Reader[Any] | Field] = {"call": CARD, "plays": PLAYS, "expect": EXPECT}
SECTION = Table({"id": PLAIN_NAME, "title": TEXT, "lines": Items(TEXT, noun="line")}, build=lambda v: v)
QUICKREF_KEYS: dict[str, Reader[Any] | Field] = {"sections": Items(SECTION, nonempty=True, noun="section")}


@dataclass(frozen=True)
class ExamplePart:
    """One example as written: its round, the results it states and where each is written."""

    round: Round
    expect: dict[str, Any]
    expect_where: dict[str, Location]


def example_part(values: Values) -> ExamplePart | None:
    if any(values.get(key) is None for key in ("call", "plays", "expect")) or None in values["plays"].values():
        return None  # noted at its line by the readers
    plays = tuple((str(player), card) for player, card in values["plays"].items())
    stated = {key: value for key, value in values["expect"].items() if value is not None}
    return ExamplePart(Round(values["call"], plays), stated, {key: values.mapping["expect"].at(key) for key in stated})

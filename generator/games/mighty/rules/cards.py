"""Cards, card names and the deck (manuscript pp.4, 9–10)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import total_ordering

from generator.game import Deck as DeckOfCopies


class Color(Enum):
    YELLOW = "yellow"
    BLUE = "blue"
    RED = "red"

    @property
    def ja(self) -> str:
        """The one-character name the booklet and the records use."""
        return {"yellow": "黄", "blue": "青", "red": "赤"}[self.value]


NUMBER_COLORS = (Color.YELLOW, Color.BLUE)


class Kind(Enum):
    NUMBER = "number"
    MIGHTY = "MIGHTY"
    DOUBLE = "DOUBLE"


@total_ordering
@dataclass(frozen=True)
class Card:
    """One card face. Number cards have a colour and a value; MIGHTY and DOUBLE are red."""

    kind: Kind
    color: Color
    value: int | None = None

    @staticmethod
    def number(color: Color, value: int) -> Card:
        return Card(Kind.NUMBER, color, value)

    @property
    def is_red(self) -> bool:
        return self.kind is not Kind.NUMBER

    @property
    def name(self) -> str:
        """黄3, 青4, MIGHTY, DOUBLE: the names of the manuscript."""
        if self.is_red:
            return self.kind.value
        return f"{self.color.ja}{self.value}"

    @property
    def short(self) -> str:
        """Y3, B4, M, D: ASCII names for a keyboard."""
        if self.is_red:
            return self.kind.value[0]
        return f"{'Y' if self.color is Color.YELLOW else 'B'}{self.value}"

    @property
    def key(self) -> str:
        """Y3, B0, MIGHTY, DOUBLE: ASCII and unique in the deck (per-card file names; plugins.CardFace)."""
        return self.kind.value if self.is_red else self.short

    def __str__(self) -> str:
        return self.name

    def __lt__(self, other: Card) -> bool:  # stable, readable order: 黄 then 青 then red
        return self.sort_key < other.sort_key

    @property
    def sort_key(self) -> tuple[int, int]:
        order = {Color.YELLOW: 0, Color.BLUE: 1, Color.RED: 2}[self.color]
        return (order, self.value if self.value is not None else (0 if self.kind is Kind.MIGHTY else 1))


MIGHTY = Card(Kind.MIGHTY, Color.RED)
DOUBLE = Card(Kind.DOUBLE, Color.RED)


class CardNameError(ValueError):
    """A card name that is neither 黄3 / 青4 / MIGHTY / DOUBLE nor Y3 / B4 / M / D."""

    def __init__(self, text: str):
        self.text = text
        super().__init__(f"unknown card name {text!r}: expected 黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)")


_COLOR_PREFIXES = {
    "黄": Color.YELLOW,
    "黄色": Color.YELLOW,
    "Y": Color.YELLOW,
    "青": Color.BLUE,
    "青色": Color.BLUE,
    "B": Color.BLUE,
}
_NUMBER_NAME = re.compile(r"^(黄色|黄|青色|青|Y|B)(\d+)$")
_RED_NAMES = {"MIGHTY": MIGHTY, "M": MIGHTY, "マイティ": MIGHTY, "DOUBLE": DOUBLE, "D": DOUBLE, "ダブル": DOUBLE}


def parse_card(text: str) -> Card:
    """Reads a card name in any accepted spelling. The value range is the deck's business."""
    name = text.strip()
    upper = name.upper()
    if upper in _RED_NAMES:
        return _RED_NAMES[upper]
    if name in _RED_NAMES:
        return _RED_NAMES[name]
    match = _NUMBER_NAME.match(upper if upper[:1] in "YB" else name)
    if not match:
        raise CardNameError(text)
    return Card.number(_COLOR_PREFIXES[match.group(1)], int(match.group(2)))


class ColorNameError(ValueError):
    """A colour name for a red board card that is neither 黄 / 青 nor Y / B."""

    def __init__(self, text: str):
        self.text = text
        super().__init__(f"unknown colour {text!r}: expected 黄 or 青 (or Y, B, yellow, blue)")


_COLOR_NAMES = {
    "黄": Color.YELLOW,
    "黄色": Color.YELLOW,
    "Y": Color.YELLOW,
    "YELLOW": Color.YELLOW,
    "青": Color.BLUE,
    "青色": Color.BLUE,
    "B": Color.BLUE,
    "BLUE": Color.BLUE,
}


def parse_color(text: str) -> Color:
    """The colour a red board card becomes (p.10): 黄 or 青, Y or B, yellow or blue."""
    color = _COLOR_NAMES.get(text.strip().upper())
    if color is None:
        raise ColorNameError(text)
    return color


class Deck(DeckOfCopies[Card]):
    """How many copies of each face the game has (the core's deck of cards with copies), its faces in
    the order of the cards. Built from content; never assumed here."""

    @staticmethod
    def of(counts: Mapping[Card, int]) -> Deck:
        return Deck(dict(sorted(counts.items())))

    def face_ranges(self) -> str:
        """The faces as a reader names them: 黄0–黄5, 青0–青5, MIGHTY, DOUBLE (values in a row joined)."""
        runs: list[list[Card]] = []
        for card in sorted(self.copies):
            if runs and _next_value(runs[-1][-1], card):
                runs[-1].append(card)
            else:
                runs.append([card])
        return ", ".join(run[0].name if len(run) == 1 else f"{run[0].name}\u2013{run[-1].name}" for run in runs)


def _next_value(before: Card, card: Card) -> bool:
    """黄1 after 黄0: the same colour's next number."""
    if before.value is None or card.value is None:  # a red card
        return False
    return before.color is card.color and card.value == before.value + 1

"""MIGHTY?'s choices of cards for the booklet's figures: the cover's fan, the deck figure's rows."""

from __future__ import annotations

from collections import defaultdict

from ....content.model import Content
from ....errors import Location, fail
from ....game import CardFace
from ..parts import mighty_parts
from ..rules import Card, Color


def cover_fan(content: Content, where: Location | None = None) -> list[Card]:
    """The cards fanned on the cover; BuildError at the cover block (`where`) for a deck without
    one of those colours."""
    faces = mighty_parts(content).deck.faces()
    yellow = [c for c in faces if c.color is Color.YELLOW and not c.is_red]
    blue = [c for c in faces if c.color is Color.BLUE and not c.is_red]
    for name, cards in (("yellow", yellow), ("blue", blue)):
        if not cards:
            raise fail(
                where,
                f"cover: found no {name} card in deck.yaml, expected one: the cover's fan shows the highest "
                "yellow, every red face and the highest blue",
            )
    return [max(yellow), *(c for c in faces if c.is_red), max(blue)]  # cards of one colour order by value


def deck_rows(content: Content) -> list[list[CardFace]]:
    """The deck figure (p.4): one row per colour, in deck order."""
    colours: dict[Color, list[CardFace]] = defaultdict(list)
    for face in mighty_parts(content).deck.faces():
        colours[face.color].append(face)
    return list(colours.values())

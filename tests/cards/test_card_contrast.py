"""card_contrast.py: a text over art (a Picture) is refused, since the check cannot vouch for it; a
palette-colour panel between the art and the text makes it checkable again."""

from __future__ import annotations

from pathlib import Path

from generator.cards.card_contrast import check_cards
from generator.cards.primitives import Picture, Primitive, Rect, TextLine
from generator.content.model import Colour
from generator.errors import Location, Problems
from generator.fonts import BOLD

PALETTE = {
    "ink": Colour("ink", (0, 0, 0, 1), "#000000"),
    "paper": Colour("paper", (0, 0, 0, 0), "#FFFFFF"),
}
ART = Path("games/x/art/photo.png")  # never read: the check goes by the picture's box


def problems_of(prims: list[Primitive]) -> list[str]:
    problems = Problems()
    check_cards([("card 5", prims)], PALETTE, problems)
    return [f"{p.where}: {p.message}" for p in problems.found]


def title(y: float) -> TextLine:
    return TextLine(31.5, y, "MIGHTY?", BOLD, 10, "ink", "middle")


def test_a_text_over_art_is_refused_where_the_art_is_placed() -> None:
    where = Location("games/x/cards.yaml", 12, 5)
    picture = Picture(0, 40, 63, 48, ART, placed_by="the face of card 5", where=where)
    assert problems_of([Rect(0, 0, 63, 88, "paper"), picture, title(60)]) == [
        "games/x/cards.yaml:12:5: the face of card 5: the text 'MIGHTY?' on card 5 is printed over the art "
        "games/x/art/photo.png, expected text on a solid colour: the print contrast check cannot vouch for text on a "
        "picture (its colours vary under the letters); move the text off the art or put a palette-colour panel under it"
    ]


def test_a_text_beside_the_art_or_on_a_panel_over_it_is_checked_as_usual() -> None:
    picture = Picture(0, 40, 63, 48, ART)
    assert problems_of([picture, title(20)]) == []
    assert problems_of([picture, Rect(10, 55, 43, 12, "paper"), title(60)]) == []
    assert problems_of([title(60), picture]) == []  # painted over: the art hides the text, not the other way


def test_a_faint_text_on_a_panel_over_art_is_measured_against_the_panel() -> None:
    picture = Picture(0, 40, 63, 48, ART)
    faint = TextLine(31.5, 60, "MIGHTY?", BOLD, 10, "paper", "middle")
    found = problems_of([picture, Rect(10, 55, 43, 12, "paper"), faint])
    assert len(found) == 1 and "paper text (#FFFFFF) on paper (#FFFFFF) is 1.00:1" in found[0]

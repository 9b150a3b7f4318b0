"""back_check.py: a back keeps out of the danger band (or is a solid field to the bleed) and is the
same turned 180°; each rule broken is one message at its layout.yaml setting."""

from __future__ import annotations

from pathlib import Path

from generator.cards.back_check import check_back, reach_of
from generator.cards.design import CardGeometry, background, rotated_180
from generator.cards.primitives import Circle, Picture, Rect, TextLine
from generator.content.model import PrintChecks
from generator.errors import Location, Problems
from generator.fonts import BOLD

POKER = CardGeometry(63, 88, 3, 4)
CHECKS = PrintChecks(where={"back_band": Location("content/layout.yaml", 72, 14), "back_turns": Location("content/layout.yaml", 73, 15)})


def problems_of(back, checks: PrintChecks = CHECKS) -> list[str]:
    problems = Problems()
    check_back(back, POKER, checks, "the back", problems)
    return [f"{p.where}: {p.message}" for p in problems.found]


def test_a_solid_field_and_a_centred_disc_pass():
    assert problems_of([background(POKER, "ink"), Circle(31.5, 44, 10, "blue")]) == []


def test_a_shape_in_the_band_is_refused_with_how_near_it_comes():
    """A row of dots 1.7 mm from the top cut (and its turned twin at the bottom), as MIGHTY?'s old back had."""
    dots = [Circle(31.5, 88 - 1.7 - 1.5, 1.5, "red")]
    back = [background(POKER, "ink"), *dots, *rotated_180(dots, 63, 88)]
    assert problems_of(back) == [
        "content/layout.yaml:72:14: print.back_band: the back's pattern reaches 1.7 mm from the cut at the bottom, 1.7 mm "
        "from the cut at the top, expected every shape at least 3 mm inside the cut, or a solid field over the whole bleed: "
        "a card cut 1–2 mm off would be known from its back"
    ]


def test_a_pattern_into_the_bleed_is_refused_unless_it_is_a_solid_field():
    """A rounded panel over the bleed is no plain field: its corners show where the cut falls."""
    bleed = POKER.bleed_box
    back = [Rect(bleed.x, bleed.y, bleed.width, bleed.height, "ink", radius=3)]
    assert reach_of(back, POKER) is not None
    assert problems_of(back) == [
        "content/layout.yaml:72:14: print.back_band: the back's pattern reaches 3.0 mm past the cut at the left, 3.0 mm "
        "past the cut at the bottom, 3.0 mm past the cut at the right, 3.0 mm past the cut at the top, expected every shape "
        "at least 3 mm inside the cut, or a solid field over the whole bleed: a card cut 1–2 mm off would be known from its back"
    ]


def test_an_upright_title_gives_the_back_a_top():
    title = TextLine(31.5, 44, "MIGHTY?", BOLD, 18, "ink", "middle")
    assert problems_of([background(POKER, "ink"), title]) == [
        "content/layout.yaml:73:15: print.back_turns: the back turned 180° is not the same: the text 'MIGHTY?' (upright, "
        "ink) at 31.5, 46.4 mm from the trim's lower-left corner has no counterpart turned about the card's centre, "
        "expected the back to read the same either way up (a turned card would be known from its back); say "
        "`back_turns: free` if the game's back has a top"
    ]
    assert problems_of([background(POKER, "ink"), title, *rotated_180([title], 63, 88)]) == []


def test_a_game_whose_back_has_a_top_says_so():
    title = TextLine(31.5, 44, "MIGHTY?", BOLD, 18, "ink", "middle")
    assert problems_of([background(POKER, "ink"), title], PrintChecks(back_turns="free", where=CHECKS.where)) == []


def test_the_band_is_the_layout_setting():
    dot = [Circle(31.5, 88 - 4 - 1.5, 1.5, "red")]
    back = [background(POKER, "ink"), *dot, *rotated_180(dot, 63, 88)]
    assert problems_of(back) == []
    assert len(problems_of(back, PrintChecks(back_band_mm=5.0, where=CHECKS.where))) == 1


ART = Path("games/x/art/back.png")  # never read: the back check goes by the picture's box


def test_art_on_a_back_keeps_the_band_by_its_box():
    centred = Picture(11.5, 24, 40, 40, ART, fit="contain")
    assert problems_of([background(POKER, "ink"), centred, *rotated_180([centred], 63, 88)]) == []
    near = Picture(1, 24, 61, 40, ART)
    assert problems_of([background(POKER, "ink"), near, *rotated_180([near], 63, 88)])[0].startswith(
        "content/layout.yaml:72:14: print.back_band: the back's pattern reaches 1.0 mm from the cut at the left, 1.0 mm "
        "from the cut at the right, expected every shape at least 3 mm inside the cut"
    )


def test_full_bleed_art_on_a_back_passes_only_when_declared_seamless():
    bleed = POKER.bleed_box
    photo = Picture(bleed.x, bleed.y, bleed.width, bleed.height, ART, fit="cover")
    texture = Picture(bleed.x, bleed.y, bleed.width, bleed.height, ART, fit="cover", seamless=True)
    free = PrintChecks(back_turns="free", where=CHECKS.where)
    assert problems_of([photo], free) == [
        "content/layout.yaml:72:14: print.back_band: the back's pattern reaches 3.0 mm past the cut at the left, 3.0 mm "
        "past the cut at the bottom, 3.0 mm past the cut at the right, 3.0 mm past the cut at the top, expected every shape "
        "at least 3 mm inside the cut, or a solid field over the whole bleed: a card cut 1–2 mm "
        "off would be known from its back"
    ]
    assert problems_of([texture], free) == []
    contained = Picture(bleed.x, bleed.y, bleed.width, bleed.height, ART, fit="contain", seamless=True)
    assert problems_of([contained], free) != []  # contained art may leave paper at the edges


def test_art_on_a_back_must_come_turned_too():
    picture = Picture(11.5, 50, 40, 30, ART)
    assert problems_of([background(POKER, "ink"), picture]) == [
        "content/layout.yaml:73:15: print.back_turns: the back turned 180° is not the same: the art games/x/art/back.png "
        "(upright) at 31.5, 65.0 mm from the trim's lower-left corner has no counterpart turned about the card's centre, "
        "expected the back to read the same either way up (a turned card would be known from its back); say "
        "`back_turns: free` if the game's back has a top"
    ]
    assert problems_of([background(POKER, "ink"), picture, *rotated_180([picture], 63, 88)]) == []

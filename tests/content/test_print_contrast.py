"""The print contrast and back checks through `check` and `build all` (issue 28): a text too faint on
what it is printed on is one message per file at its palette entry; a back that gives a card away is
refused at layout.yaml's print.back_band and back_turns; nothing is written."""

from __future__ import annotations

import pytest

from generator.cards.design import background
from generator.cards.primitives import Circle, TextLine
from generator.cli import main
from generator.fonts import BOLD
from generator.games.mighty.design import faces

from .conftest import edit, line_of


def run(copy, capsys, tmp_path) -> list[str]:
    """`check` and `build all` say the same problems, of both editions, and build writes nothing."""
    out = tmp_path / "build"
    assert main(["check", "--content", str(copy)]) == 2
    checked = capsys.readouterr().err.splitlines()
    assert main(["build", "all", "--content", str(copy), "--out", str(out)]) == 2
    built = capsys.readouterr().err.splitlines()
    assert built[:-1] == checked[:-1] and built[-1] == f"{checked[-1]}; nothing was written" and not out.exists()
    return [line.removeprefix("error: ") for line in checked[:-1]]


TAIL = (
    "expected at least 4.5:1 (WCAG 2: 4.5:1 below 18 pt, 14 pt bold; 3:1 above), colours as printed through the Artifex "
    "CMYK SWOP Profile (Ghostscript's default_cmyk.icc): darken or lighten one of the two"
)


@pytest.mark.slow  # check and build all of a whole game
def test_white_on_the_red_before_it_was_darkened_is_refused_in_every_file(copy, capsys, tmp_path):
    edit(copy, "game.yaml", 'red:    {cmyk: [0, 0.90, 0.80, 0.15], rgb: "#CA3324"', 'red:    {cmyk: [0, 0.90, 0.80, 0], rgb: "#E83828"')
    at = f"content/game.yaml:{line_of(copy, 'game.yaml', '  red:')}:11: palette.red: paper text (#FFFFFF) on red"
    assert run(copy, capsys, tmp_path) == [
        f"{at} (#E83828) is 4.18:1 at 10 pt in the print-and-play tuck box (page 1), {TAIL}",
        f"{at} (#E83828) is 4.18:1 at 10 pt in the print-and-play tuck box (page 1: 'Is that hand really stro'), {TAIL}",
        f"{at} (#E83828) is 4.18:1 at 8.5 pt bold in the print-and-play sheets (page 11), {TAIL}",
        f"{at} (#E83828) is 4.18:1 at 8.5 pt bold in the print-and-play sheets (page 11: 'red'), {TAIL}",
        f"{at} (#EF4C4A) is 3.62:1 at 10 pt in the tuck box (page 1), {TAIL}",
        f"{at} (#EF4C4A) is 3.62:1 at 10 pt in the tuck box (page 1: 'Is that hand really stro'), {TAIL}",
        f"{at} (#EF4C4A) is 3.62:1 at 10.8 pt bold in the booklet (pages 1, 4, 9, 10, 16, 23 and 1 more: 'M'), {TAIL}",
        f"{at} (#EF4C4A) is 3.62:1 at 8.5 pt bold in the cards (card MIGHTY, card DOUBLE), {TAIL}",
        f"{at} (#EF4C4A) is 3.62:1 at 8.5 pt bold in the cards (card MIGHTY, card DOUBLE: 'red'), {TAIL}",
    ]


@pytest.mark.slow  # check and build all of a whole game
def test_a_back_with_a_top_and_dots_at_the_cut_is_refused_at_the_layout_settings(copy, capsys, tmp_path, monkeypatch):
    """MIGHTY?'s old faults, planted in its back hook: an upright title, a dot 1.7 mm from the top cut."""

    def old_back(geometry, look, *, scale=1.0, ink_saving=False, **_):
        field = background(geometry, "paper" if ink_saving else "ink")
        dot = Circle(geometry.width / 2, geometry.height - 1.7 - 1.5, 1.5, "red")
        return [field, dot, TextLine(geometry.width / 2, geometry.height / 2, "MIGHTY?", BOLD, 18, "yellow", "middle")]

    monkeypatch.setattr(faces, "back_layout", old_back)
    band, turns = (line_of(copy, "layout.yaml", key) for key in ("back_band:", "back_turns:"))
    places = ("the back", "the ink-saving back")
    assert run(copy, capsys, tmp_path) == [  # in the order of their lines
        *(
            f"content/layout.yaml:{band}:14: print.back_band: {place}'s pattern reaches 1.7 mm from the cut at the top, expected "
            "every shape at least 3 mm inside the cut, or a solid field over the whole bleed: a card cut 1–2 mm off would be "
            "known from its back"
            for place in places
        ),
        *(
            f"content/layout.yaml:{turns}:15: print.back_turns: {place} turned 180° is not the same: a red circle at 31.5, 84.8 mm "
            "from the trim's lower-left corner has no counterpart turned about the card's centre, expected the back to read the "
            "same either way up (a turned card would be known from its back); say `back_turns: free` if the game's back has a top"
            for place in places
        ),
    ]

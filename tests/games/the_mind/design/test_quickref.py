"""The quick reference's two sides: quickref.yaml's sections, cut where the sides are most even."""

from __future__ import annotations

from reportlab.lib.colors import Color
from the_mind_game.design.quickref import Titles, quickref_side, side_sections
from the_mind_game.files.quickref import Section

from generator.cards.quickref_parts import Inks
from generator.content.model import Key, SourceText
from generator.errors import Location

QUICKREF = "games/the-mind/quickref.yaml"
INKS = Inks(Color(0, 0, 0), Color(1, 1, 1), Color(0.9, 0.9, 1), Color(1, 0, 0), cmyk=False)


def section(name: str, lines: int) -> Section:
    where = Location(QUICKREF, 5, 5)
    return Section(id=Key(name, where), title=SourceText(name, where), lines=tuple(SourceText(f"{name}{i}。", where) for i in range(lines)))


def names(sections: object) -> list[str]:
    return [str(s.title) for s in sections]  # type: ignore[attr-defined]


def test_the_sides_are_cut_where_they_come_nearest_in_lines() -> None:
    sections = [section("play", 2), section("misplay", 2), section("shuriken", 2), section("rewards", 3), section("end", 2)]
    assert names(side_sections("front", sections)) == ["play", "misplay", "shuriken"]  # 3 + 3 + 3 against 4 + 3
    assert names(side_sections("back", sections)) == ["rewards", "end"]


def test_a_long_first_section_goes_alone_on_the_front() -> None:
    sections = [section("long", 9), section("a", 1), section("b", 1)]
    assert names(side_sections("front", sections)) == ["long"]
    assert names(side_sections("back", sections)) == ["a", "b"]


TITLES = Titles("THE MIND", SourceText("早見表", None), "Gothic-Bold", "Gothic-Bold")


def test_the_front_starts_with_both_titles_and_every_line_is_set() -> None:
    sections = [section("play", 2), section("end", 2)]
    front = quickref_side("front", TITLES, sections, str, 9.0, INKS, "ja")
    back = quickref_side("back", TITLES, sections, str, 9.0, INKS, "ja")
    assert len(front) == 2 + 3 + 3 + 1  # the two titles, a short rule between gaps, play's title and lines, spare
    assert len(back) == 1 + 3 + 1  # the titles' room, end's title and lines, spare


def test_both_sides_set_their_sections_from_the_same_line_and_leave_the_spare_below() -> None:
    """Issue 29 review: the text block floated mid-card; now it starts under the titles on both faces."""
    sections = [section("play", 2), section("misplay", 2), section("shuriken", 2)]
    front = quickref_side("front", TITLES, sections, str, 9.0, INKS, "ja")
    back = quickref_side("back", TITLES, sections, str, 9.0, INKS, "ja")
    for blocks in (front, back):
        assert [index for index, block in enumerate(blocks) if block.flex] == [len(blocks) - 1]
    width = 150.0
    assert back[0].height(width) == sum(block.height(width) for block in front[:5])  # the titles, the rule and their gaps


def test_the_mind_sets_both_faces_of_its_card_at_one_size(content) -> None:
    from generator.cards.quickref import best_fit, sheet_of

    fit = best_fit(content, sheet_of(content, "poker"), 7.0, 0.5)
    assert fit == {"front": 8.5, "back": 8.5}

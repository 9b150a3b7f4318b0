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
    assert names(side_sections("front", sections)) == ["play", "misplay"]  # 2 (title) + 3 + 3 against 3 + 4 + 3
    assert names(side_sections("back", sections)) == ["shuriken", "rewards", "end"]


def test_a_long_first_section_goes_alone_on_the_front() -> None:
    sections = [section("long", 9), section("a", 1), section("b", 1)]
    assert names(side_sections("front", sections)) == ["long"]
    assert names(side_sections("back", sections)) == ["a", "b"]


TITLES = Titles("THE MIND", SourceText("早見表", None), "Gothic-Bold", "Gothic-Bold")


def test_the_front_starts_with_both_titles_and_every_line_is_set() -> None:
    sections = [section("play", 2), section("end", 2)]
    front = quickref_side("front", TITLES, sections, str, 9.0, INKS, "ja")
    back = quickref_side("back", TITLES, sections, str, 9.0, INKS, "ja")
    assert len(front) == 1 + 2 + 3 + 3 + 1  # spare, the two titles, a short rule between gaps, play's title and lines, spare
    assert len(back) == 1 + 3 + 1  # end's title and lines between the spare above and below


def test_the_spare_height_is_shared_above_and_below_so_the_sections_stand_together() -> None:
    sections = [section("play", 2), section("misplay", 2), section("shuriken", 2)]
    for side in ("front", "back"):
        blocks = quickref_side(side, TITLES, sections, str, 9.0, INKS, "ja")
        assert [index for index, block in enumerate(blocks) if block.flex] == [0, len(blocks) - 1]

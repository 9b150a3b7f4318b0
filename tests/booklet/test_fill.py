"""Page fill (issue 29): an inner page whose blocks reach less than 60 % of its frame is refused at its
file, with how far short it is, unless the page says why it is open (`open:`)."""

from __future__ import annotations

from pathlib import Path

from generator.booklet.page_layout import check_fill
from generator.booklet.stylesheet import PAGE_FILL_MIN
from generator.cli import main
from generator.content.model import Page, SourceText
from generator.errors import Location, Problems
from generator.geometry import mm_to_pt

OPEN_LINE = 'open: "a sample page'


def without_open(page: Path) -> None:
    """The page file with its `open:` line taken out."""
    lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
    page.write_text("".join(line for line in lines if not line.startswith(OPEN_LINE)), encoding="utf-8")


def check(game: Path, capsys) -> tuple[int, list[str]]:
    code = main(["check", "--edition", "ja", "--content", str(game)])
    return code, capsys.readouterr().err.splitlines()


def page(open_reason: str | None = None) -> Page:
    where = Location("content/pages/05-setup.yaml", 1, 1)
    return Page(5, "setup", SourceText("ゲームの準備", where), (), where, open=open_reason)


def test_a_page_filled_below_the_minimum_is_refused_at_its_file_with_how_far_short(fixture_game, capsys):
    play = fixture_game / "pages" / "02-play.yaml"
    without_open(play)
    code, errors = check(fixture_game, capsys)
    assert code == 2
    assert errors[0].startswith(
        "error: fixture-game/pages/02-play.yaml:1:1: page 2 「遊び方」: the page is 49% filled, 18.4 mm short of the 60%"
    )
    assert "found 80.0 mm of blocks in a 164.0 mm frame; expected at least 98.4 mm" in errors[0]
    assert 'or say why the page is open (`open: "a notes page"`)' in errors[0]
    assert errors[1:] == ["1 problem"]


def test_a_page_that_says_why_it_is_open_passes(fixture_game, capsys):
    code, errors = check(fixture_game, capsys)  # the template's pages declare themselves sample pages
    assert (code, errors) == (0, [])


def test_the_fill_is_the_height_the_blocks_take_in_the_frame():
    frame = mm_to_pt(100)
    problems = Problems()
    check_fill(page(), PAGE_FILL_MIN * frame, frame, problems)  # exactly the minimum: enough
    assert problems.found == []
    check_fill(page(), mm_to_pt(45), frame, problems)
    [found] = problems.found
    assert str(found.where) == "content/pages/05-setup.yaml:1:1"
    assert "the page is 45% filled, 15.0 mm short of the 60% of its frame" in found.message
    declared = Problems()
    check_fill(page("a notes page"), mm_to_pt(10), frame, declared)
    assert declared.found == []


def test_an_open_reason_must_be_words(fixture_game, capsys):
    glossary = fixture_game / "pages" / "03-glossary.yaml"
    text = glossary.read_text(encoding="utf-8")
    glossary.write_text(text.replace('open: "a sample page: your game\'s terms fill it"', 'open: ""'), encoding="utf-8")
    code, errors = check(fixture_game, capsys)
    assert code == 2
    assert errors[0].startswith("error: fixture-game/pages/03-glossary.yaml:3:7: ")
    assert "a short reason why the page is open" in errors[0]

"""The page design a game changes (Game.booklet_look, issue 29) and its faces by role in the booklet
(issue 28), on the fixture game: the defaults are the toolchain's page design; a game's look and
faces reach its PDF."""

from __future__ import annotations

import shutil
from pathlib import Path

import pikepdf
import pytest

from generator.booklet import stylesheet
from generator.booklet.elements import Element, boxed
from generator.booklet.stylesheet import DEFAULT_LOOK, BoxStyle
from generator.cli import main
from generator.game import Game
from generator.geometry import mm_to_pt
from generator.painting import Fill, Painting, paint


def test_the_default_look_is_the_toolchains_page_design() -> None:
    assert Game.__dataclass_fields__["booklet_look"].default is None  # None: the kit prints DEFAULT_LOOK
    assert (DEFAULT_LOOK.band, DEFAULT_LOOK.nombre, DEFAULT_LOOK.heading_marker, DEFAULT_LOOK.step_marker) == (
        "solid",
        "disc",
        "bar",
        "disc",
    )
    assert DEFAULT_LOOK.callout is stylesheet.CALLOUT and DEFAULT_LOOK.points is stylesheet.POINT_PANEL


def test_a_box_ruled_above_and_below_gives_its_text_the_width_a_side_bar_takes() -> None:
    widths: list[float] = []

    def inner(width: float) -> Element:
        widths.append(width)
        return Element(width, 10.0)

    bar = BoxStyle(padding=3.0, radius=2.0, fill="tint", accent_width=1.6)
    boxed(inner, 200.0, bar)
    boxed(inner, 200.0, BoxStyle(padding=3.0, radius=2.0, fill="tint", accent_width=1.6, edge="rules"))
    assert widths[1] - widths[0] == pytest.approx(mm_to_pt(1.6))


MINCHO = Path(__file__).parents[2] / "games" / "the-mind" / "fonts" / "BIZUDPMincho-Regular.ttf"  # SIL OFL 1.1
LOOK = 'booklet_look=lambda content: __import__("generator.booklet.stylesheet", fromlist=["_"]).BookletLook(band="rule"),'


def build_booklet(game: Path, out: Path, *, look: bool) -> Painting:
    (game / "fonts").mkdir(exist_ok=True)
    shutil.copy(MINCHO, game / "fonts" / "Heading.ttf")
    game_yaml = game / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8")
    if "fonts:" not in text:
        game_yaml.write_text(text + "fonts:\n  heading: {file: fonts/Heading.ttf, licence: SIL OFL 1.1}\n", encoding="utf-8")
    if look:
        code = game / "game" / "game.py"
        code.write_text(code.read_text(encoding="utf-8").replace("GAME = Game(\n", f"GAME = Game(\n    {LOOK}\n", 1), encoding="utf-8")
    assert main(["build", "booklet", "--edition", "ja", "--content", str(game), "--out", str(out)]) == 0
    with pikepdf.open(out / "booklet-screen.pdf") as pdf:
        return paint(pdf)


def band_fills(painting: Painting) -> list[Fill]:
    """Fills on page 2 (the first inner page) as wide as the page that reach its top: a solid heading band."""
    page_width, page_height = mm_to_pt(148), mm_to_pt(210)
    return [f for f in painting.fills if f.page == 2 and f.box[2] - f.box[0] >= page_width - 1 and f.box[3] >= page_height - 1]


def test_a_game_sets_its_page_titles_in_its_own_face_and_its_booklet_in_its_own_look(fixture_game, tmp_path, whole_build) -> None:
    solid = build_booklet(fixture_game, tmp_path / "solid", look=False)
    title = [run for run in solid.text if run.page == 2 and "BIZUDPMincho" in run.font]
    assert title  # the page title, in the game's heading face, embedded and subset
    assert band_fills(solid)  # the toolchain's band
    other = tmp_path / "games" / "ruled-game"  # another folder: its code is imported afresh (its name holds its path)
    shutil.copytree(fixture_game, other)
    ruled = build_booklet(other, tmp_path / "ruled", look=True)
    assert not band_fills(ruled)  # the game's look: the title over a hairline, no band
    assert [run.text for run in ruled.text if run.page == 2 and "BIZUDPMincho" in run.font] == [run.text for run in title]

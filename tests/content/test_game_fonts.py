"""A game's own fonts by role (game.yaml `fonts:`, issue 28), on the fixture game: read, registered,
used by the booklet's roles; a missing file or an unknown role is a problem at its FILE:LINE:COL."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.content.game_fonts import own_faces, role_face
from generator.content.loader import load_content
from generator.errors import BuildError
from generator.fonts import DEFAULT_ROLE_FACES, font_path
from generator.typeset.mixed import font_runs

GOTHIC_BOLD_FILE = "BIZUDGothic-Bold.ttf"


def declare(game: Path, fonts: str) -> None:
    """game.yaml with a `fonts:` block at its end."""
    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8") + fonts, encoding="utf-8")


def with_font_files(game: Path) -> None:
    """Two TrueType files in the game's folder: a Latin face and a Japanese one."""
    (game / "fonts").mkdir()
    shutil.copy(font_path("Sans"), game / "fonts" / "Display.ttf")
    shutil.copy(font_path("Gothic-Bold"), game / "fonts" / "Heading.ttf")


def line_of(path: Path, needle: str) -> int:
    return next(number for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def problems(game: Path) -> list[str]:
    with pytest.raises(BuildError) as raised:
        load_content(game)
    return [str(problem) for problem in raised.value.problems]


def test_a_game_without_fonts_keeps_the_core_faces_for_every_role(fixture_game):
    game = load_content(fixture_game).game
    assert game.fonts == ()
    assert {role: role_face(game, role) for role in DEFAULT_ROLE_FACES} == DEFAULT_ROLE_FACES


def test_a_game_sets_its_roles_in_its_own_files_and_their_latin_words_in_its_latin_face(fixture_game):
    with_font_files(fixture_game)
    declare(
        fixture_game,
        "fonts:\n"
        "  title: {file: fonts/Display.ttf, licence: SIL OFL 1.1}\n"
        "  heading: {file: fonts/Heading.ttf, licence: SIL OFL 1.1}\n"
        "  latin: {file: fonts/Display.ttf, licence: SIL OFL 1.1}\n",
    )
    game = load_content(fixture_game).game
    assert [(font.role, font.written, font.licence) for font in game.fonts] == [
        ("title", "fonts/Display.ttf", "SIL OFL 1.1"),
        ("heading", "fonts/Heading.ttf", "SIL OFL 1.1"),
        ("latin", "fonts/Display.ttf", "SIL OFL 1.1"),
    ]
    faces = own_faces(game)
    assert faces["title"].startswith("Display-") and faces["heading"].startswith("Heading-")
    assert role_face(game, "body") == DEFAULT_ROLE_FACES["body"]  # a role without a file keeps today's face
    assert font_runs("見出し OK", faces["heading"]) == [("見出し ", faces["heading"]), ("OK", faces["latin"])]


def test_the_same_file_in_another_folder_is_the_same_face(fixture_game, tmp_path):
    with_font_files(fixture_game)
    other = tmp_path / "elsewhere" / "Display.ttf"
    other.parent.mkdir()
    shutil.copy(fixture_game / "fonts" / "Display.ttf", other)
    declare(fixture_game, "fonts:\n  title: {file: fonts/Display.ttf, licence: SIL OFL 1.1}\n")
    from generator.fonts import register_game_face

    assert role_face(load_content(fixture_game).game, "title") == register_game_face(other)


def test_a_missing_font_file_is_a_problem_at_its_line(fixture_game):
    declare(fixture_game, "fonts:\n  title: {file: fonts/Nowhere.ttf, licence: SIL OFL 1.1}\n")
    line = line_of(fixture_game / "game.yaml", "Nowhere.ttf")
    [found] = problems(fixture_game)
    assert found.startswith(f"fixture-game/game.yaml:{line}:")
    assert "fonts.title.file: found 'fonts/Nowhere.ttf', a file that is not in the game's folder" in found


def test_an_unknown_role_is_a_problem_that_names_the_roles(fixture_game):
    with_font_files(fixture_game)
    declare(fixture_game, "fonts:\n  caption: {file: fonts/Display.ttf, licence: SIL OFL 1.1}\n")
    line = line_of(fixture_game / "game.yaml", "caption:")
    [found] = problems(fixture_game)
    assert found.startswith(f"fixture-game/game.yaml:{line}:")
    assert "caption" in found and "title, heading, body, latin" in found


def test_a_font_file_needs_its_licence_noted(fixture_game):
    with_font_files(fixture_game)
    declare(fixture_game, "fonts:\n  title: {file: fonts/Display.ttf}\n")
    [found] = problems(fixture_game)
    assert "licence" in found


@pytest.mark.parametrize(("data", "reason"), [(b"<html>not a font</html>", "which is not a TrueType font file")])
def test_a_file_that_is_no_truetype_font_is_refused_where_it_is_named(fixture_game, data, reason):
    (fixture_game / "fonts").mkdir()
    (fixture_game / "fonts" / "Bad.ttf").write_bytes(data)
    declare(fixture_game, "fonts:\n  heading: {file: fonts/Bad.ttf, licence: SIL OFL 1.1}\n")
    [found] = problems(fixture_game)
    assert f"found 'fonts/Bad.ttf', {reason}" in found

"""A character the font cannot draw is one message where it is written (never a blank box in the PDF);
a missing, unreadable or damaged font file names the file and how to reinstall it."""

from __future__ import annotations

import shutil

import pytest

from generator import fonts
from generator.cli import main
from generator.content import markup
from generator.games.mighty.rules.strength import MINUS

from .conftest import edit, line_of
from .test_bad_input import run, value_at

EMOJI = "😀"
MESSAGE = (
    "found '😀' (U+1F600 GRINNING FACE), which the font BIZ UD Gothic cannot draw (it would print as a blank box); "
    "expected a character the font has: write it another way (a common kanji, kana or ASCII)"
)


@pytest.mark.parametrize(
    "relpath, old",
    [
        ("pages/14-talk.yaml", "title: 会話のルール"),  # a page title
        ("pages/07-strength.yaml", "  - paragraph: 多数色は"),  # a block's text
        ("deck.yaml", 'reminder: "通常の計算をせず最強'),  # a card reminder
        ("game.yaml", "publisher: 合同会社ボードスタイル"),  # a game fact
        ("glossary.yaml", "definition: マイティにチャレンジした人。"),  # the glossary
        ("quickref.yaml", "title: プレイ中の早見表"),  # the quick reference
    ],
)
def test_a_character_the_font_lacks_is_one_message_at_the_line_where_it_is_written(copy, capsys, tmp_path, relpath, old):
    edit(copy, relpath, old, old + EMOJI + "と" + EMOJI)
    assert run(copy, capsys, tmp_path) == [f"content/{relpath}:{value_at(copy, relpath, old + EMOJI, EMOJI)}: {MESSAGE}"]


def test_characters_the_font_lacks_are_reported_with_the_other_problems(copy, capsys, tmp_path):
    edit(copy, "glossary.yaml", "チャレンジした人。", "チャレンジした𠮷人。")
    edit(copy, "game.yaml", "age_min: 8", "age_min: eight")
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == ["content/game.yaml", "content/glossary.yaml"]
    assert problems[1].startswith(f"content/glossary.yaml:{line_of(copy, 'glossary.yaml', '𠮷')}:")
    assert "found '𠮷' (U+20BB7 CJK UNIFIED IDEOGRAPH-20BB7), which the font BIZ UD Gothic cannot draw" in problems[1]


@pytest.mark.parametrize(
    "relpath, old",
    [
        ("pages/07-strength.yaml", "  - paragraph: 多数色は"),  # a page block: the booklet's typesetter refused it at build only
        ("deck.yaml", 'reminder: "通常の計算をせず最強'),  # a card reminder
    ],
)
def test_a_tab_inside_a_text_is_one_message_at_its_place_for_check_too(copy, capsys, tmp_path, relpath, old):
    edit(copy, relpath, old, old + "\t")
    assert run(copy, capsys, tmp_path) == [
        f"content/{relpath}:{value_at(copy, relpath, old + chr(9), chr(9))}: found a tab inside a text, expected spaces "
        "(a text has no tab stops: type a space, or nothing)"
    ]


def test_what_the_code_prints_around_the_texts_is_drawable():
    """Page references, facing-page words, record signs: printed by the code, so they must never need a check."""
    printed = [markup.PAGE_SUFFIX, markup.RANGE_DASH, markup.LIST_JOIN, *markup.SIDE_WORDS, MINUS, "黄青赤", "＋＝×"]
    assert [c for c in "".join(printed) if ord(c) not in fonts.drawable()] == []


REAL_FONTS = {name: fonts.font_path(face) for face, name in fonts.FACES.items()}  # before any test moves the search


@pytest.fixture
def fonts_in(monkeypatch, tmp_path):
    """Point the font search at a folder of the test's making (and forget what was loaded before)."""
    folder = tmp_path / "fonts"
    folder.mkdir()
    monkeypatch.setattr(fonts, "FONT_DIRS", (folder,))
    fonts.drawable.cache_clear()
    yield folder
    fonts.drawable.cache_clear()


def check(copy, capsys) -> list[str]:
    assert main(["check", "--content", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.splitlines()


REINSTALL = "): it is damaged or unreadable; reinstall it with `apt-get install --reinstall fonts-morisawa-bizud-gothic` (Debian)"


def test_a_missing_font_names_the_file_and_how_to_install_it(copy, capsys, fonts_in):
    problem, last = check(copy, capsys)
    assert problem == (
        f"error: font BIZUDGothic-Regular.ttf (BIZ UD Gothic) not found in {fonts_in}: install it with "
        "`apt-get install fonts-morisawa-bizud-gothic` (Debian) or `make setup`"
    )
    assert last == "1 problem"


def test_a_font_that_is_not_a_font_names_the_file_and_how_to_reinstall_it(copy, capsys, fonts_in):
    for name in fonts.FACES.values():
        (fonts_in / name).write_bytes(b"\x00\x01\x00\x00" + b"broken" * 10)
    problem, last = check(copy, capsys)
    assert problem.startswith(f"error: font file {fonts_in / 'BIZUDGothic-Regular.ttf'} cannot be read (") and problem.endswith(REINSTALL)
    assert last == "1 problem"


def test_a_truncated_font_names_the_file_and_how_to_reinstall_it(copy, capsys, fonts_in):
    for name, real in REAL_FONTS.items():
        (fonts_in / name).write_bytes(real.read_bytes()[:20_000])
    problem, _ = check(copy, capsys)
    assert problem.startswith(f"error: font file {fonts_in / 'BIZUDGothic-Regular.ttf'} cannot be read (") and problem.endswith(REINSTALL)


def test_an_unreadable_font_names_the_file_and_the_reason(copy, capsys, fonts_in, monkeypatch):
    """As root, file permissions cannot make a file unreadable: the read itself is made to fail."""

    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)

    for name, real in REAL_FONTS.items():
        shutil.copy(real, fonts_in / name)
    monkeypatch.setattr(fonts, "code_points", refuse)
    problem, _ = check(copy, capsys)
    assert problem == f"error: font file {fonts_in / 'BIZUDGothic-Regular.ttf'} cannot be read (Permission denied{REINSTALL}"

"""Bad input through the real command: one message with content/FILE:LINE, exit 2, nothing written."""

from __future__ import annotations

import shutil

import pytest

from generator.cli import main


@pytest.fixture
def broken(content_dir, tmp_path):
    """A copy of content/ to break one thing in; returns (content folder, edit function)."""
    folder = tmp_path / "content"
    shutil.copytree(content_dir, folder)

    def edit(name: str, old: str, new: str) -> None:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {name}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return folder, edit


def build(folder, out, capsys) -> tuple[int, str]:
    # the Japanese edition: these edits change Japanese texts, whose translations would be reported stale first
    status = main(["build", "cards", "--edition", "ja", "--content", str(folder), "--out", str(out)])
    return status, capsys.readouterr().err


def line_of(path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_a_reminder_that_overflows_names_the_card_and_writes_nothing(broken, tmp_path, capsys):
    folder, edit = broken
    edit(
        "deck.yaml",
        'reminder: "通常の計算をせず最強。DOUBLE {n:2}枚には負ける',
        'reminder: "通常の計算をせず最強。DOUBLE {n:2}枚には負ける。ただし、これはとても長い説明。さらに続く説明。もっと続く',
    )
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"error: content/deck.yaml:{line_of(folder / 'deck.yaml', '{name: MIGHTY')}:" in err
    assert "the reminder of MIGHTY takes 4 lines at 8.5 pt, the card has room for 3: shorten it" in err
    assert not (tmp_path / "build" / "cards").exists()


def test_a_value_too_wide_for_a_card_names_it_with_the_deck_line(broken, tmp_path, capsys):
    """Three digits fit (set smaller, tests/cards/test_design.py); five do not, even at the smallest size."""
    folder, edit = broken
    edit("deck.yaml", "values: [0, 1, 2, 3, 4, 5]", "values: [0, 1, 2, 3, 4, 5, 12345]")
    edit("deck.yaml", "total: 39", "total: 45")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"content/deck.yaml:{line_of(folder / 'deck.yaml', 'colors:')}:" in err  # the numbers block
    assert "the value '12345' of 黄12345 is 88.2 mm wide at 100 pt and 44.1 mm at 50 pt" in err and "9.8 mm too wide" in err


def test_a_deck_that_does_not_add_up_fails_with_file_and_line(broken, tmp_path, capsys):
    folder, edit = broken
    edit("deck.yaml", "total: 39", "total: 40")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"content/deck.yaml:{line_of(folder / 'deck.yaml', 'total:')}:" in err and "39" in err


def test_an_unknown_colour_fails_with_file_and_line(broken, tmp_path, capsys):
    folder, edit = broken
    edit("deck.yaml", "colors: [yellow, blue]", "colors: [yellow, green]")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"content/deck.yaml:{line_of(folder / 'deck.yaml', 'colors:')}:" in err and "yellow, blue" in err


def test_an_unknown_preset_lists_the_valid_ones(broken, tmp_path, capsys):
    folder, edit = broken
    edit("layout.yaml", "preset: japan", "preset: japn")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"content/layout.yaml:{line_of(folder / 'layout.yaml', 'preset: japn')}:" in err
    assert "japan, thegamecrafter, makeplayingcards" in err


def test_a_failed_build_leaves_the_previous_files_untouched(broken, tmp_path, capsys):
    folder, edit = broken
    out = tmp_path / "build"
    assert build(folder, out, capsys)[0] == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    edit("deck.yaml", 'reminder: "もう{n:1}枚のハンドを色も数値も複製', 'reminder: "' + "もう{n:1}枚のハンドを色も数値も複製する" * 4)
    assert build(folder, out, capsys)[0] == 2
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_a_title_too_wide_for_the_card_back_names_its_line(broken, tmp_path, capsys):
    folder, edit = broken
    edit("game.yaml", "title: MIGHTY?", "title: MIGHTY? THE CARD GAME")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    assert f"error: content/game.yaml:{line_of(folder / 'game.yaml', 'title: MIGHTY?')}:" in err
    assert "title: found 'MIGHTY? THE CARD GAME', " in err and "the card back has" in err
    assert not (tmp_path / "build" / "cards").exists()


def test_a_paper_too_small_for_its_grid_and_an_a6_quickref_are_reported_together(broken, tmp_path, capsys):
    folder, edit = broken
    edit("layout.yaml", "a4:     {width: 210mm, height: 297mm, gutter: 1mm}", "a4:     {width: 190mm, height: 297mm, gutter: 3mm}")
    edit("layout.yaml", "quickref: {size: poker,", "quickref: {size: a6,")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2
    layout = (folder / "layout.yaml").read_text(encoding="utf-8").splitlines()
    paper, size = (
        next((n, line.index(needle) + 1) for n, line in enumerate(layout, 1) if needle in line) for needle in ("{width: 190mm", "a6,")
    )
    assert err.splitlines() == [
        f"error: content/layout.yaml:{paper[0]}:{paper[1]}: cards.pnp.papers.a4: found a 190×297 mm paper, "
        "expected at least 198.0×273.0 mm for 3×3 cards with a 3 mm gutter",
        f"error: content/layout.yaml:{size[0]}:{size[1]}: cards.quickref.size: found 'a6', expected poker "
        "(the print-and-play sheets hold poker-size quick references only)",
        "2 problems; nothing was written",
    ]
    assert not (tmp_path / "build" / "cards").exists()


def test_a_tuck_box_too_thin_for_its_side_title_names_the_card_thickness(broken, tmp_path, capsys):
    folder, edit = broken
    edit("layout.yaml", "card_thickness: 0.32mm", "card_thickness: 0.1mm")
    status, err = build(folder, tmp_path / "build", capsys)
    layout = folder / "layout.yaml"
    line = line_of(layout, "card_thickness: 0.1mm")
    column = layout.read_text(encoding="utf-8").splitlines()[line - 1].index("0.1mm") + 1
    assert status == 2
    assert err.splitlines() == [
        f"error: content/layout.yaml:{line}:{column}: tuckbox.card_thickness: found 0.1 mm, which makes the box's sides "
        "5.50 mm deep, expected at least 7.62 mm for the title at 6 pt (raise card_thickness or clearance)",
        "1 problem; nothing was written",
    ]
    assert not (tmp_path / "build" / "cards").exists()


def test_a_name_that_no_longer_fits_a_smaller_card_names_the_settings_that_shrank_it(broken, tmp_path, capsys):
    """After trim: 40×55 mm the name is not what changed: the message says which settings set its room.
    (Set in proportional capitals, issue 28, MIGHTY's name outgrows a 40 mm card before its reminder does.)"""
    folder, edit = broken
    edit("layout.yaml", "trim: {width: 63mm, height: 88mm}", "trim: {width: 40mm, height: 55mm}")
    status, err = build(folder, tmp_path / "build", capsys)
    assert status == 2 and "Traceback" not in err
    [problem, last] = err.splitlines()
    assert problem.startswith(f"error: content/deck.yaml:{line_of(folder / 'deck.yaml', '{name: MIGHTY')}:5: the name 'MIGHTY' of MIGHTY")
    assert problem.endswith("the card has 32.0 mm, so it is 16.5 mm too wide (inside cards.safe of cards.trim, content/layout.yaml)")
    assert last == "1 problem; nothing was written" and not (tmp_path / "build").exists()

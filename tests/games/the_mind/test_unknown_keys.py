"""Every file of The Mind refuses a key it would ignore (issue 19): at FILE:LINE:COL, with the key found
and the keys expected, by `check` and `build` alike. MIGHTY?'s own keys (starting_chips, chips) are
unknown here like any misspelling."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main
from generator.content.loader import FILE_ORDER

from .conftest import problems_of

FILES = (*FILE_ORDER, "pages/02-overview.yaml")  # every file the loader reads, and one page


def _append(folder: Path, relpath: str, line: str) -> int:
    """Adds a top-level line at the end of the file; its 1-based line number."""
    path = folder / relpath
    text = path.read_text(encoding="utf-8").rstrip("\n") + "\n"
    path.write_text(text + line + "\n", encoding="utf-8")
    return text.count("\n") + 1


@pytest.mark.parametrize("relpath", FILES)
def test_an_unknown_top_level_key_is_refused_at_its_line_with_the_keys_expected(copy, relpath):
    line = _append(copy, relpath, "bogus_key: 1")
    found = [p for p in problems_of(copy) if "bogus_key" in p]
    assert len(found) == 1, found
    assert found[0].startswith(f"the-mind/{relpath}:{line}:1: found unknown key 'bogus_key', expected ")


@pytest.mark.parametrize(
    ("relpath", "line", "expected"),
    [
        ("game.yaml", "starting_chips: 10", "expected one of: title, title_ja, tagline, players, minutes, age_min"),
        ("layout.yaml", "chips: {diameter: 20mm, gap: 2mm, bleed: 1mm}", "expected one of: booklet, cards"),
    ],
)
def test_mightys_own_keys_are_unknown_to_the_mind(copy, relpath, line, expected):
    number = _append(copy, relpath, line)
    key = line.partition(":")[0]
    [found] = [p for p in problems_of(copy) if repr(key) in p]
    assert found.startswith(f"the-mind/{relpath}:{number}:1: found unknown key {key!r}, {expected}")


@pytest.mark.parametrize("command", [["check"], ["build", "cards"]])
def test_check_and_build_alike_refuse_it_and_build_writes_nothing(copy, tmp_path, capsys, command):
    number = _append(copy, "game.yaml", "starting_chips: 10")
    out = tmp_path / "out"
    argv = [*command, "--content", str(copy)] + (["--out", str(out)] if command[0] == "build" else [])
    assert main(argv) != 0
    err = capsys.readouterr().err
    assert f"the-mind/game.yaml:{number}:1: found unknown key 'starting_chips', expected one of: title" in err
    assert "Traceback" not in err and not out.exists()


def test_messages_name_the_file_as_the_user_can_open_it(copy, tmp_path, monkeypatch, capsys):
    """games/the-mind/game.yaml:L:C, not the-mind/game.yaml: the path from the working directory
    (the copy stands where the real game does, in games/ under it), by check and by the statements' check."""
    shelf = tmp_path / "shelf"
    (shelf / "games").mkdir(parents=True)
    folder = copy.rename(shelf / "games" / "the-mind")
    monkeypatch.chdir(shelf)
    number = _append(folder, "game.yaml", "starting_chips: 10")
    assert problems_of(folder)[0].startswith(f"games/the-mind/game.yaml:{number}:1: found unknown key 'starting_chips'")
    assert main(["check", "--content", "games/the-mind"]) != 0
    assert f"games/the-mind/game.yaml:{number}:1:" in capsys.readouterr().err


def test_a_sentence_an_example_states_is_looked_for_in_the_games_own_folder(copy, tmp_path, monkeypatch):
    shelf = tmp_path / "shelf"
    (shelf / "games").mkdir(parents=True)
    folder = copy.rename(shelf / "games" / "the-mind")
    monkeypatch.chdir(shelf)
    path = folder / "pages" / "09-end.yaml"
    sentence = "最後のライフがなくなったら、チームの負け"
    path.write_text(path.read_text(encoding="utf-8").replace(sentence, "最後のライフで負け"), encoding="utf-8")
    [problem] = [p for p in problems_of(folder) if "states:" in p]
    assert problem.startswith("games/the-mind/examples.yaml:")
    assert f"found no {sentence!r} in games/the-mind/pages/09-end.yaml" in problem

"""generator/cards/drawn_colours.py and the palette's lookups: a colour a game's drawing names that the
palette lacks is one message at game.yaml's palette, naming the hook, in `check` and `build` alike; never a
KeyError traceback (issue 26: web/svg.py:75). A role the palette gives by another entry is found by its name."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main
from generator.content.loader import load_content
from generator.content.model import Colour
from generator.content.palette_roles import Palette
from generator.errors import BuildError, Location
from tests.content.conftest import copy  # noqa: F401  (a fixture: a private copy of content/)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def plugin_cards(game: Path) -> Path:
    """The fixture game's card design (new-game writes its code beside its game.yaml, game/drawing.py)."""
    return game / "game" / "drawing.py"


def palette_line(game: Path) -> int:
    """The line of the palette's first entry in game.yaml: where a missing colour is to be added."""
    lines = (game / "game.yaml").read_text(encoding="utf-8").splitlines()
    return lines.index("palette:") + 2


@pytest.mark.parametrize("command", [["check"], ["build", "all", "--edition", "ja"]])
def test_a_colour_the_palette_lacks_in_a_card_face_is_one_message_naming_the_hook(fixture_game, capsys, tmp_path, command):
    edit(plugin_cards(fixture_game), '"paper", radius=2.0)', '"gold", radius=2.0)')
    out = tmp_path / "build"
    arguments = [*command, "--content", str(fixture_game), *(["--out", str(out)] if command[0] == "build" else [])]
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "KeyError" not in err
    assert err.splitlines()[0] == (
        f"error: fixture-game/game.yaml:{palette_line(fixture_game)}:13: palette: found no colour 'gold', which the game's card "
        "design draws with (its Game hook drawing(content).face of card 1); expected an entry gold: "
        '{cmyk: […], rgb: "#RRGGBB"} in the palette of fixture-game/game.yaml, or a colour it has: accent, band, alert, ink, '
        "paper, tint, cover, highlight, box"
    )
    assert not out.exists()


def test_the_back_and_the_tuck_box_front_are_checked_too(fixture_game, capsys):
    edit(
        plugin_cards(fixture_game),
        'return [Rect(art.x, art.y, art.width, art.height, "accent")]',
        'return [Rect(art.x, art.y, art.width, art.height, "gilt")]',
    )
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    err = capsys.readouterr().err
    assert "palette: found no colour 'gilt', which the game's card design draws with (its Game hook drawing(content).tuckbox_front)" in err
    assert "Traceback" not in err


def test_a_role_the_palette_gives_by_another_entry_is_drawn_with_that_entry(fixture_game, capsys):
    """The drawing's `band`, once game.yaml gives none, is the accent (its fallback), as in the booklet."""
    edit(fixture_game / "game.yaml", '  band:     {cmyk: [0.60, 0.45, 0, 0.55], rgb: "#2A2F5C"}\n', "")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 0
    palette = load_content(fixture_game).palette
    assert "band" not in palette and palette["band"] is palette["accent"]


def test_a_lookup_of_a_name_the_palette_lacks_is_a_message_at_the_palette():
    where = Location("games/x/game.yaml", 20, 13)
    palette = Palette({"ink": Colour("ink", (0, 0, 0, 1), "#000000", where)}, Location("games/x/game.yaml", 20, 3))
    with pytest.raises(BuildError) as raised:
        palette["gold"]
    assert str(raised.value) == (
        "games/x/game.yaml:20:13: palette: found no colour 'gold', which the game's code asks for; expected an entry gold: "
        '{cmyk: […], rgb: "#RRGGBB"} in the palette of games/x/game.yaml, or a colour it has: ink, box'
    )
    assert palette.get("gold") is None and "gold" not in palette


def test_mighty_without_its_yellow_says_so_at_the_palette(copy, capsys):  # noqa: F811
    """A card colour of MIGHTY?'s code (its yellow cards) missing from the palette: messages, no traceback."""
    edit(copy / "game.yaml", "  yellow: ", "  gold: ")
    assert main(["check", "--edition", "ja", "--content", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "palette: found no colour 'yellow'" in err

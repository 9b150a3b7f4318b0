"""The `components` block as a page writes it (generator/content/blocks.py, issue 27): `names` maps
components.yaml's ids to names; anything else is refused at its FILE:LINE:COL."""

from __future__ import annotations

from generator.cli import main
from tests.cards.test_component_list import with_components_page
from tests.content.conftest import line_of


def _errors(game, capsys) -> list[str]:
    assert main(["check", "--edition", "ja", "--content", str(game)]) == 2
    return capsys.readouterr().err.splitlines()[:-1]


def test_a_name_that_is_no_id_is_refused_at_it(fixture_game, capsys):
    game = with_components_page(fixture_game)
    play = game / "pages" / "02-play.yaml"
    play.write_text(play.read_text(encoding="utf-8").replace("mats: マット", "Mats: マット"), encoding="utf-8")
    line = line_of(game, "pages/02-play.yaml", "names:")
    [error] = _errors(game, capsys)
    assert error.startswith(f"error: fixture-game/pages/02-play.yaml:{line}:")
    assert "found the name 'Mats', expected a component's id of components.yaml (lower-case letters, digits and hyphens)" in error


def test_a_block_without_names_is_refused_at_the_block(fixture_game, capsys):
    game = with_components_page(fixture_game)
    play = game / "pages" / "02-play.yaml"
    names = "      names: {cards: カード, mats: マット, chips: チップ}\n"
    play.write_text(play.read_text(encoding="utf-8").replace(names, ""), encoding="utf-8")
    line = line_of(game, "pages/02-play.yaml", "title: カードとチップ")
    [error] = _errors(game, capsys)
    assert error.startswith(f"error: fixture-game/pages/02-play.yaml:{line}:7: block 6 (components): found no 'names', expected 'names'")

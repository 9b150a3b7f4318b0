"""The Mind's TRANSLATION: the players its examples deal to are translation units of examples.yaml."""

from __future__ import annotations

from pathlib import Path

from generator.content.loader import load_content
from generator.translation.units import units

GAME = Path(__file__).resolve().parents[3] / "games" / "the-mind"


def test_its_players_names_become_units_and_its_texts_read_without_a_mighty_example():
    found = {(unit.file, unit.key) for unit in units(load_content(GAME))}
    assert ("examples.yaml", "players.Aさん") in found
    assert not any(key.startswith("words.") for file, key in found if file == "examples.yaml")

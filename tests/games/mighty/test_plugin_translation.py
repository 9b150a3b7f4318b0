"""MIGHTY?'s TRANSLATION: its card names and colours in English, its own block kinds' engine words."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.games.mighty.plugin_translation import TRANSLATION, colour_words
from generator.pipeline import load_editions
from generator.translation.english import english_value

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def english():
    return load_editions(REPO / "content", ("ja", "en"))["en"]


def test_the_palettes_labels_are_the_colour_words(english):
    assert colour_words(english) == {"黄": "yellow", "青": "blue", "赤": "red"}


def test_card_names_and_a_lone_colour_read_in_english(english):
    assert TRANSLATION.english_names("黄3・黄1・青2", english) == "yellow 3・yellow 1・blue 2"
    assert TRANSLATION.english_names("MIGHTY→青", english) == "MIGHTY→blue"
    assert english_value("黄3・黄1・青2", english) == "yellow 3, yellow 1, blue 2"
    assert english_value("2＋4＋1", english) == "2 + 4 + 1"


def test_the_english_record_notes_a_chosen_colour_without_an_arrow(english):
    """Open Sans has no →: p.10's record notes MIGHTY: yellow, as an English player writes it (issue 29)."""
    from generator.games.mighty.blocks import RecordBlock

    [record] = [b for page in english.pages for b in page.blocks if isinstance(b, RecordBlock) and b.color_notes]
    assert record.color_notes == ("MIGHTY: yellow", "DOUBLE: blue")

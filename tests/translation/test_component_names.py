"""The components block's names are the page's words (issue 27): translation units like any block text,
keyed by the component's id, and the English edition lists them with the core's English words."""

from __future__ import annotations

from typing import Any

from generator.cards.component_list import listed
from generator.content.blocks import ComponentsBlock
from generator.content.loader import load_content
from generator.content.model import SourceText
from generator.errors import Problems
from generator.translation.english import english_content
from generator.translation.units import units
from tests.cards.test_component_list import with_components_page

ENGLISH = {"カード": "Cards", "マット": "Mats", "チップ": "Chips", "カードとチップ": "Cards and chips"}


class Translated(dict[tuple[str, str], SourceText]):
    """Every key translated: the block's words as ENGLISH says, every other text as itself."""

    def __contains__(self, key: Any) -> bool:
        return True

    def __missing__(self, key: tuple[str, str]) -> SourceText:
        return SourceText("English", None)  # type: ignore[arg-type]


def test_each_name_is_a_unit_keyed_by_its_component(fixture_game):
    content = load_content(with_components_page(fixture_game))
    found = [(unit.file, unit.key, str(unit.text)) for unit in units(content) if ".components." in unit.key]
    assert found == [
        ("pages/02-play.yaml", "6.components.names.cards", "カード"),
        ("pages/02-play.yaml", "6.components.names.mats", "マット"),
        ("pages/02-play.yaml", "6.components.names.chips", "チップ"),
        ("pages/02-play.yaml", "6.components.title", "カードとチップ"),
    ]


def test_the_english_edition_lists_the_translated_names_in_english_words(fixture_game):
    content = load_content(with_components_page(fixture_game))
    english = Translated(
        {
            ("pages/02-play.yaml", unit.key): SourceText(ENGLISH[unit.text], unit.where)
            for unit in units(content)
            if ".components." in unit.key
        }
    )
    translated = english_content(content, english)
    [block] = [block for block in translated.pages[1].blocks if isinstance(block, ComponentsBlock)]
    lines = listed(block.names, block.where, translated, Problems())
    assert [f"{line.name} {line.number_words('en')}, {line.size_words('en')}" for line in lines] == [
        "Cards ×18, 63 × 88 mm",
        "Mats ×2 (two-sided), 120 × 80 mm",
        "Chips ×12, 20 mm across",
    ]
    assert block.title == "Cards and chips"

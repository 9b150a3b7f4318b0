"""The components block's list (generator/cards/component_list.py, issue 27): every component of the
game with its count computed from components.yaml, its size and sides in the edition's words, and a
missing or unknown name at its FILE:LINE:COL. The fixture game, not MIGHTY?."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from generator.cards.component_list import DRAWN_MAX, drawing_scale, listed
from generator.content.loader import load_content
from generator.content.model import SourceText
from generator.errors import Location, Problems

COMPONENTS = """\
components:
  - id: cards
    kind: deck
    size: poker
    items: {cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20]}
    box: none                # 18 cards: a box of their own would be too thin for its side title
  - id: mats
    kind: tile
    size: 120x80mm
    items: {cards: [14, 15]}
  - id: chips
    kind: tokens
    size: 20mm round
    count: 12
"""
HERE = Location("fixture-game/pages/02-play.yaml", 9, 5)
NAMES = {"cards": "カード", "mats": "マット", "chips": "チップ"}


def _names(**changed: str) -> dict[str, SourceText]:
    named = {**NAMES, **changed}
    return {id_: SourceText(name, Location("fixture-game/pages/02-play.yaml", 10 + i, 16)) for i, (id_, name) in enumerate(named.items())}


@pytest.fixture
def game(fixture_game: Path) -> Path:
    (fixture_game / "components.yaml").write_text(COMPONENTS, encoding="utf-8")
    return fixture_game


def test_each_component_is_listed_with_its_counted_items_size_and_sides(game):
    problems = Problems()
    cards, mats, chips = listed(_names(), HERE, load_content(game), problems)
    assert not problems
    assert [(line.component.id, line.count) for line in (cards, mats, chips)] == [("cards", 18), ("mats", 2), ("chips", 12)]
    assert [(line.named("ja"), line.number_words("ja"), line.size_words("ja")) for line in (cards, mats, chips)] == [
        ("カード", "18枚", "63×88mm"),
        ("マット（両面）", "2枚（両面）", "120×80mm"),
        ("チップ", "12枚", "直径20mm"),
    ]
    english = [(line.named("en"), line.number_words("en"), line.size_words("en")) for line in (cards, mats, chips)]
    assert english == [
        ("カード", "×18", "63 × 88 mm"),
        ("マット (two-sided)", "×2 (two-sided)", "120 × 80 mm"),
        ("チップ", "×12", "20 mm across"),
    ]
    assert cards.named("ja").where == Location("fixture-game/pages/02-play.yaml", 10, 16)  # a name's problems point at it


def test_a_count_follows_components_yaml(game):
    (game / "components.yaml").write_text(COMPONENTS.replace("count: 12", "count: 30"), encoding="utf-8")
    chips = listed(_names(), HERE, load_content(game), Problems())[-1]
    assert chips.count == 30


def test_the_count_of_a_deck_follows_deck_yaml(game):
    deck = game / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    content = load_content(game)
    before = listed(_names(), HERE, content, Problems())[0].count
    doubled = dict(content.deck.copies)
    first = next(iter(doubled))
    doubled[first] += 1
    after = listed(_names(), HERE, replace(content, deck=replace(content.deck, copies=doubled)), Problems())[0].count
    assert after == before + 1 and deck.read_text(encoding="utf-8") == text


def test_a_component_without_a_name_is_a_problem_at_the_block_naming_its_line(game):
    problems = Problems()
    names = _names()
    del names["mats"]
    lines = listed(names, HERE, load_content(game), problems)
    assert [line.component.id for line in lines] == ["cards", "chips"]
    assert [str(problem) for problem in problems.found] == [
        "fixture-game/pages/02-play.yaml:9:5: components: found no name for 'mats' (fixture-game/components.yaml:7:5), "
        "expected mats: its name, as the box holds it"
    ]


def test_a_name_of_no_component_is_a_problem_at_the_name(game):
    problems = Problems()
    names = {**_names(), "chip": SourceText("チップ", Location("fixture-game/pages/02-play.yaml", 14, 15))}
    listed(names, HERE, load_content(game), problems)
    assert [str(problem) for problem in problems.found] == [
        "fixture-game/pages/02-play.yaml:14:15: components: found 'chip', expected a component of the game: cards, mats, chips "
        "(did you mean 'chips'?)"
    ]


def test_a_game_without_components_yaml_lists_its_one_deck_at_the_cards_trim(fixture_game):
    content = load_content(fixture_game)
    [deck] = listed({"deck": SourceText("カード", HERE)}, HERE, content, Problems())
    assert (deck.count, deck.size.width, deck.size.height) == (content.deck.size, content.card.width.mm, content.card.height.mm)


def test_every_drawing_is_at_the_scale_that_fits_the_largest(game):
    lines = listed(_names(), HERE, load_content(game), Problems())
    scale = drawing_scale(lines)
    assert scale == min(DRAWN_MAX[0] / 120, DRAWN_MAX[1] / 88)
    assert all(line.size.width * scale <= DRAWN_MAX[0] + 1e-9 and line.size.height * scale <= DRAWN_MAX[1] + 1e-9 for line in lines)


BLOCK = "  - components:\n      title: カードとチップ\n      names: {cards: カード, mats: マット, chips: チップ}\n"


def with_components_page(fixture_game: Path, components: str = COMPONENTS) -> Path:
    """The fixture game with COMPONENTS and a components block at the end of its p.2 (the booklet's and web's tests)."""
    (fixture_game / "components.yaml").write_text(components, encoding="utf-8")
    play = fixture_game / "pages" / "02-play.yaml"
    play.write_text(play.read_text(encoding="utf-8") + BLOCK, encoding="utf-8")
    return fixture_game

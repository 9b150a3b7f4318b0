"""components.yaml (issue 27): read like every other file, each problem at its FILE:LINE:COL."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.components import DEFAULT_ID, SIZE_EXPECTED, Backs, Size, parse_size
from generator.content.loader import load_content
from generator.errors import BuildError

GOOD = """\
components:
  - id: low
    kind: deck
    size: poker
    stock: 0.32mm
    items: {cards: [1, 2, 3]}
  - id: mats
    kind: tile
    size: 120x80mm
    items: {cards: [4, 5]}
  - id: chips
    kind: tokens
    size: 20mm round
    count: 12
"""


def _problems(game: Path, text: str) -> list[str]:
    (game / "components.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(BuildError) as raised:
        load_content(game)
    return [str(problem) for problem in raised.value.problems]


def test_a_game_without_components_yaml_has_none_written(fixture_game):
    assert load_content(fixture_game).components == ()


def test_each_component_reads_with_its_size_stock_items_and_backs(fixture_game):
    (fixture_game / "components.yaml").write_text(GOOD, encoding="utf-8")
    low, mats, chips = load_content(fixture_game).components
    assert (low.id, low.kind, low.size, low.stock, low.backs) == ("low", "deck", Size(63, 88, name="poker"), 0.32, Backs("one"))
    assert [card.name for card in low.items.cards] == ["1", "2", "3"]
    assert (mats.size, mats.stock, mats.backs) == (Size(120, 80, name="120x80mm"), 1.5, Backs("per-item"))
    assert (chips.size, chips.count, chips.items) == (Size(20, 20, round=True, name="20mm round"), 12, None)
    assert str(low.where) == "fixture-game/components.yaml:2:5" and not low.is_default
    assert DEFAULT_ID == "deck"


@pytest.mark.parametrize(
    ("line", "replacement", "message"),
    [
        (
            "    size: poker\n",
            "    size: pokr\n",
            "fixture-game/components.yaml:4:11: component 1, size: found 'pokr', expected a size: poker, bridge",
        ),
        (
            "    kind: tile\n",
            "    kind: board\n",
            "fixture-game/components.yaml:8:11: component 2, kind: found 'board', expected a kind of component: deck, tile, tokens",
        ),
        (
            "    stock: 0.32mm\n",
            "    stock: 9mm\n",
            "fixture-game/components.yaml:5:12: component 1, stock: found '9mm', expected a length from 0.1mm to 5mm",
        ),
        (
            "    count: 12\n",
            "    count: 12\n    backs: {per: }\n",
            "fixture-game/components.yaml:15:12: component 3, backs: found a mapping, expected one, per-item or {per: FIELD}",
        ),
        (
            "    size: 120x80mm\n",
            "    size: 20mm round\n",
            "fixture-game/components.yaml:9:11: component 2, size: found '20mm round', expected a rectangle for a tile",
        ),
        (
            "    items: {cards: [1, 2, 3]}\n",
            "    items: {cards: [1, 2, ace]}\n",
            "fixture-game/components.yaml:6:27: component 1, items, card 3: found 'ace', expected a card name",
        ),
        (
            "  - id: mats\n",
            "  - id: low\n",
            "fixture-game/components.yaml:7:9: component 2, id: found 'low' a second time (first on line 2), expected each id once",
        ),
    ],
)
def test_a_bad_component_is_one_message_at_its_line(fixture_game, line, replacement, message):
    assert line in GOOD
    found = _problems(fixture_game, GOOD.replace(line, replacement))
    assert len(found) == 1 and found[0].startswith(message), found


def test_a_count_beside_items_is_refused(fixture_game):
    found = _problems(fixture_game, GOOD.replace("    items: {cards: [4, 5]}\n", "    items: {cards: [4, 5]}\n    count: 3\n"))
    assert found == [
        "fixture-game/components.yaml:11:12: component 2, count: found a count of 3 beside items, "
        "expected one of them (the items' copies are the deck's)"
    ]


def test_sizes_by_name_by_millimetres_and_round():
    assert parse_size("tarot") == Size(70, 120, name="tarot")
    assert parse_size("63×88mm") == Size(63, 88, name="63×88mm")
    assert parse_size("25mm round") == Size(25, 25, round=True, name="25mm round")
    assert parse_size("5x5mm") == "found '5x5mm', expected each side from 10mm to 600mm (a token to a folded panel)"
    assert str(parse_size("20 round")).startswith("found '20', expected a length with a unit")


def test_only_the_games_deck_may_leave_out_its_size(fixture_game):
    (fixture_game / "components.yaml").write_text("components:\n  - id: deck\n    kind: deck\n", encoding="utf-8")
    (deck,) = load_content(fixture_game).components
    assert deck.is_default and deck.size.name == "cards.trim"
    found = _problems(fixture_game, "components:\n  - id: extra\n    kind: deck\n")
    assert found == [
        "fixture-game/components.yaml:2:5: component 1, size: found no size, expected "
        + SIZE_EXPECTED
        + " (only the game's deck, id deck, is at cards.trim unless it says)"
    ]


def test_the_games_deck_takes_its_stock_from_the_tuck_box_settings_written_once(fixture_game):
    found = _problems(fixture_game, "components:\n  - id: deck\n    kind: deck\n    stock: 0.3mm\n")
    assert found == [
        "fixture-game/components.yaml:4:12: component 1, stock: found a stock for the game's deck, expected none here: "
        "its caliper is layout.yaml's tuckbox.card_thickness (written once, where the tuck box is sized)"
    ]

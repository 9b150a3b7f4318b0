"""The Mind's faces drawn from its loaded content (games/the-mind/): every kind, the icon rules.yaml
gives a level, and a value too wide for the card as one message at deck.yaml's line."""

from __future__ import annotations

from pathlib import Path

import pytest
from the_mind_game.cards import CardKind, MindCard

from generator.cards.design import CardGeometry
from generator.cards.drawn_colours import drawing_of
from generator.cards.primitives import Polygon, TextLine
from generator.content.loader import load_content
from generator.errors import BuildError

from ..conftest import edit, line_of


def faces(folder: Path) -> dict[str, list[object]]:
    content = load_content(folder)
    drawing, geometry = drawing_of(content), CardGeometry.of(content.card)
    return {card.name: drawing.face(card, geometry) for card in content.deck.faces()}


def icon_colours(prims: list[object]) -> set[str]:
    return {p.colour for p in prims if isinstance(p, Polygon)}


def test_every_face_of_the_deck_draws(copy: Path) -> None:
    drawn = faces(copy)
    assert len(drawn) == 100 + 12 + 2
    assert [p.text for p in drawn["57"] if isinstance(p, TextLine)] == ["57"] * 3
    assert icon_colours(drawn["life"]) == {"life"} and icon_colours(drawn["shuriken"]) == {"shuriken"}
    assert "レベル" in [p.text for p in drawn["L4"] if isinstance(p, TextLine)]


def test_a_level_card_shows_the_reward_rules_yaml_gives_it(copy: Path) -> None:
    assert icon_colours(faces(copy)["L2"]) == {"shuriken"}
    edit(copy, "rules.yaml", "{level: 2, reward: shuriken}", "{level: 2, reward: life}")
    assert icon_colours(faces(copy)["L2"]) == {"life"}
    edit(copy, "rules.yaml", "  - {level: 2, reward: life}\n", "")
    assert icon_colours(faces(copy)["L2"]) == set()


def test_a_number_too_wide_for_the_card_is_one_message_at_deck_yaml(copy: Path) -> None:
    edit(copy, "deck.yaml", "values: {from: 1, to: 100}", "values: {from: 1, to: 1000}")
    edit(copy, "deck.yaml", "total: 120", "total: 1020")
    content = load_content(copy)
    with pytest.raises(BuildError) as error:
        drawing_of(content).face(MindCard(CardKind.NUMBER, 1000), CardGeometry.of(content.card))
    line = line_of(copy, "deck.yaml", "name: 数字カード")  # the number kind's entry
    assert str(error.value) == (
        f"the-mind/deck.yaml:{line}:5: card 1000: value '1000' is 53.6 mm wide at 70 pt, expected at most 47.3 mm "
        "(6.3 mm too wide: shorten it, or widen cards.trim in layout.yaml)"
    )

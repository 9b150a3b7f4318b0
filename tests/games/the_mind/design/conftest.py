"""A MindLook and card geometry written out here, so the faces are tested without a content folder."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind, MindCard
from the_mind_game.design.look import MindLook
from the_mind_game.model import Reward

from generator.cards.design import CardGeometry
from generator.errors import Location

POKER = CardGeometry(63.0, 88.0, 3.0, 4.0)
DECK_YAML = "games/the-mind/deck.yaml"


def look(**changes: object) -> MindLook:
    base: dict[str, object] = {
        "title": "THE MIND",
        "title_ja": "ザ・マインド",
        "level_word": "レベル",
        "words": {Reward.LIFE: "ライフ", Reward.SHURIKEN: "手裏剣"},
        "reward_icons": {Reward.LIFE: "heart", Reward.SHURIKEN: "shuriken"},
        "token_icons": {CardKind.LIFE: "heart", CardKind.SHURIKEN: "shuriken"},
        "text_on": {"band": "paper", "accent": "paper", "tint": "ink", "paper": "ink", "life": "ink", "shuriken": "ink"},
        "lowest": 1,
        "highest": 100,
        "where": {MindCard(CardKind.NUMBER, 100): Location(DECK_YAML, 7, 13), MindCard(CardKind.LEVEL): Location(DECK_YAML, 10, 5)},
    }
    return MindLook(**(base | changes))  # type: ignore[arg-type]


@pytest.fixture
def mind_look() -> MindLook:
    return look()

"""The Mind's engine inputs, built in Python for the engine's tests (the content's are read by the
plug-in's loader, games/the-mind/game/files/; tests/games/the_mind/files/ checks it reads these)."""

from __future__ import annotations

from typing import Any

from the_mind_game.model import (
    Action,
    Blind,
    Deck,
    Example,
    Reward,
    Rules,
    Setup,
    Step,
)


def rules(**changes: Any) -> Rules:
    """The rules of rules.yaml, written out here (the content test checks that the file says the same)."""
    base: dict[str, Any] = {
        "first_level": 1,
        "setups": (Setup(2, 12, 2, 1), Setup(3, 10, 3, 1), Setup(4, 8, 4, 1)),
        "cards_per_level": 1,
        "rewards": tuple((level, Reward.SHURIKEN if level % 3 == 2 else Reward.LIFE) for level in (2, 3, 5, 6, 8, 9)),
        "max_lives": 5,
        "max_shurikens": 3,
        "misplay_lives": 1,
        "shuriken_discards": 1,
        "blind": Blind(restart_level=1, keeps_tokens=True, lives_per_break=1),
    }
    return Rules(**(base | changes))


def deck(**changes: Any) -> Deck:
    return Deck(**({"lowest": 1, "highest": 100, "level_cards": 12, "life_cards": 5, "shuriken_cards": 3} | changes))


def example(hands: dict[str, list[int]], *steps: Step | Action, level: int = 0, lives: int = 3, shurikens: int = 1, **rest: Any) -> Example:
    """An example; `level` defaults to the hands' size, a bare action to a step stating nothing."""
    size = len(next(iter(hands.values())))
    as_steps = tuple(step if isinstance(step, Step) else Step(step) for step in steps)
    hand_pairs = tuple((player, tuple(cards)) for player, cards in hands.items())
    return Example(rest.pop("id", "test"), level or size, lives, shurikens, hand_pairs, as_steps, **rest)

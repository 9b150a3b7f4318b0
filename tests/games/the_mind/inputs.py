"""The Mind's engine inputs, built in Python for the tests, and read from games/the-mind/ for the content test.

The real loader (FILE:LINE:COL messages) belongs to the plug-in interface; this one is only as strict
as the tests need: a missing or unknown key fails the test with a KeyError naming it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from generator.games.the_mind.model import (
    Action,
    Blind,
    Deck,
    Example,
    Expect,
    Mode,
    Play,
    Reveal,
    Reward,
    Rules,
    Setup,
    Status,
    Step,
    UseShuriken,
)

GAME = Path(__file__).resolve().parents[3] / "games" / "the-mind"


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


# --- from games/the-mind/*.yaml ---------------------------------------------------------------


@cache
def read(name: str) -> Any:
    return yaml.safe_load((GAME / name).read_text(encoding="utf-8"))


def rules_from(data: dict[str, Any]) -> Rules:
    blind = data["blind"]
    return Rules(
        first_level=data["first_level"],
        setups=tuple(Setup(s["players"], s["last_level"], s["lives"], s["shurikens"]) for s in data["setup"]),
        cards_per_level=data["cards_per_level"],
        rewards=tuple((r["level"], Reward(r["reward"])) for r in data["rewards"]),
        max_lives=data["caps"]["lives"],
        max_shurikens=data["caps"]["shurikens"],
        misplay_lives=data["misplay"]["lives"],
        shuriken_discards=data["shuriken"]["discards"],
        blind=Blind(blind["restart_level"], blind["keeps_tokens"], blind["lives_per_break"]),
    )


def deck_from(data: dict[str, Any]) -> Deck:
    kinds = data["kinds"]
    levels = kinds["level"]["levels"]
    assert levels["from"] == 1, "the engine counts level cards from 1"
    return Deck(
        lowest=kinds["number"]["values"]["from"],
        highest=kinds["number"]["values"]["to"],
        level_cards=levels["to"],
        life_cards=kinds["life"]["copies"],
        shuriken_cards=kinds["shuriken"]["copies"],
    )


def reward_names_from(data: dict[str, Any]) -> dict[Reward, str]:
    """How the text names each reward: the `word` of the card kind it adds."""
    return {Reward.LIFE: data["kinds"]["life"]["word"], Reward.SHURIKEN: data["kinds"]["shuriken"]["word"]}


def action_from(data: dict[str, Any]) -> Action:
    kind = data["action"]
    if kind == "play":
        return Play(data["player"], data["card"])
    return {"shuriken": UseShuriken(), "reveal": Reveal()}[kind]


EXPECT_KEYS = {"misplay", "shuriken", "out_of_order", "lives_lost", "lives", "shurikens", "status", "reward", "level"}


def discards_from(data: dict[str, list[int]]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    return tuple((player, tuple(cards)) for player, cards in data.items())


def expect_from(data: dict[str, Any] | None) -> Expect:
    data = data or {}
    unknown = set(data) - EXPECT_KEYS
    assert not unknown, f"unknown expect keys {unknown}, expected some of {sorted(EXPECT_KEYS)}"
    return Expect(
        misplay=discards_from(data["misplay"]) if "misplay" in data else None,
        shuriken=discards_from(data["shuriken"]) if "shuriken" in data else None,
        out_of_order=tuple(tuple(pair) for pair in data["out_of_order"]) if "out_of_order" in data else None,
        lives_lost=data.get("lives_lost"),
        lives=data.get("lives"),
        shurikens=data.get("shurikens"),
        status=Status(data["status"]) if "status" in data else None,
        reward=Reward(data["reward"]) if "reward" in data else None,
        level=data.get("level"),
    )


def step_from(data: dict[str, Any]) -> Step:
    return Step(action_from(data), expect_from(data.get("expect")))


def example_from(data: dict[str, Any]) -> Example:
    return Example(
        id=data["id"],
        level=data["level"],
        lives=data["lives"],
        shurikens=data["shurikens"],
        hands=tuple((player, tuple(cards)) for player, cards in data["hands"].items()),
        steps=tuple(step_from(step) for step in data["steps"]),
        expect=expect_from(data.get("expect")),
        mode=Mode(data.get("mode", "open")),
    )

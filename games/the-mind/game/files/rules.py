"""games/the-mind/rules.yaml: every rule choice the engine plays by, read into one frozen `Rules`.

The table checks each value's form; `check_rules` then asks the engine's validation which values
cannot be played with the deck (validation.problems) and reports each at the line of its value.
"""

from __future__ import annotations

import re
from typing import Any

from generator.content.fields import FLAG, WHOLE, Choice, Items, Table, Values, say
from generator.content.yamlsource import Mapping, Sequence
from generator.errors import Location, Problems

from ..model import Blind, Deck, Reward, Rules, Setup
from ..validation import problems

SETUP = Table(
    {"players": WHOLE, "last_level": WHOLE, "lives": WHOLE, "shurikens": WHOLE},
    build=lambda v: Setup(v["players"], v["last_level"], v["lives"], v["shurikens"]),
)
REWARD = Table(
    {"level": WHOLE, "reward": Choice((Reward.LIFE.value, Reward.SHURIKEN.value), "a reward")},
    build=lambda v: (v["level"], Reward(v["reward"])),
)
CAPS = Table({"lives": WHOLE, "shurikens": WHOLE}, build=lambda v: v)
BLIND = Table(
    {"restart_level": WHOLE, "keeps_tokens": FLAG, "lives_per_break": WHOLE},
    build=lambda v: Blind(v["restart_level"], v["keeps_tokens"], v["lives_per_break"]),
)


def _rules(v: Values) -> Rules:
    return Rules(
        first_level=v["first_level"],
        setups=v["setup"],
        cards_per_level=v["cards_per_level"],
        rewards=v["rewards"],
        max_lives=v["caps"]["lives"],
        max_shurikens=v["caps"]["shurikens"],
        misplay_lives=v["misplay"]["lives"],
        shuriken_discards=v["shuriken"]["discards"],
        blind=v["blind"],
    )


RULES = Table(
    {
        "first_level": WHOLE,
        "setup": Items(SETUP, noun="player count"),
        "cards_per_level": WHOLE,
        "rewards": Items(REWARD, noun="reward"),
        "caps": CAPS,
        "misplay": Table({"lives": WHOLE}, build=lambda v: v),
        "shuriken": Table({"discards": WHOLE}, build=lambda v: v),
        "blind": BLIND,
    },
    build=_rules,
)

_STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")  # setup[0].last_level → setup, 0, last_level


def key_path(path: str) -> list[str | int]:
    """A key path of the engine (`setup[0].last_level`, `caps.lives`) as keys and list indexes."""
    return [int(index) if index else key for key, index in _STEP.findall(path)]


def located(mapping: Mapping, path: str) -> Location:
    """Where the value at an engine key path is written: the deepest part of it that is there."""
    value: Any = mapping
    where = mapping.where
    for step in key_path(path):
        if isinstance(step, str) and isinstance(value, Mapping) and step in value:
            value, where = value[step], value.at(step)
        elif isinstance(step, int) and isinstance(value, Sequence) and step < len(value):
            value, where = value[step], value.at(step)
        else:
            break
    return where


def check_rules(rules: Rules, deck: Deck, mapping: Mapping, found: Problems) -> bool:
    """The rule values that cannot be played with this deck, each at its line; True when there are none."""
    wrong = problems(rules, deck)
    for path, message in wrong:
        found.add(located(mapping, path), say(path, message))
    return not wrong

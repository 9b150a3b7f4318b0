"""games/the-mind/examples.yaml: the worked examples, read into the engine's `Example`s and replayed.

`EXAMPLES` reads the file (each problem of form at its line); `replay_all` replays every example by
the rules and deck, reporting each wrong stated result or impossible step at the line of the key
that states it (the engine gives its key path: `steps[2].expect.lives`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from generator.content.fields import FLAG, NAME, WHOLE, Choice, Entries, Field, Items, Reader, Table, Values, optional
from generator.content.model import Statement
from generator.content.yamlsource import Mapping
from generator.errors import Location, Problems

from ..engine import ExampleProblem, replay
from ..model import Action, Deck, Discards, Example, Expect, Mode, Play, Result, Reveal, Reward, Rules, Status, Step, UseShuriken
from .rules import located

CARD = WHOLE  # a number card, by its number (whether the deck holds it is the replay's check)
CARD_LIST = Items(CARD, noun="card", what="a list of number cards")
DISCARDS = Entries(CARD_LIST, what="a mapping of players to the cards they discard")
PAIR = Items(CARD, length=2, noun="card", what="a pair [card, the lower card put down after it]")
ACTIONS = ("play", "shuriken", "reveal")


def _discards(written: dict[str, tuple[int, ...]] | None) -> Discards | None:
    return None if written is None else tuple((player, cards) for player, cards in written.items())


def _expect(v: Values) -> Expect:
    return Expect(
        misplay=_discards(v["misplay"]),
        shuriken=_discards(v["shuriken"]),
        out_of_order=v["out_of_order"],
        lives_lost=v["lives_lost"],
        lives=v["lives"],
        shurikens=v["shurikens"],
        status=None if v["status"] is None else Status(v["status"]),
        reward=None if v["reward"] is None else Reward(v["reward"]),
        level=v["level"],
    )


EXPECT = Table(
    {
        "misplay": optional(DISCARDS),
        "shuriken": optional(DISCARDS),
        "out_of_order": optional(Items(PAIR, noun="place")),
        "lives_lost": optional(WHOLE),
        "lives": optional(WHOLE),
        "shurikens": optional(WHOLE),
        "status": optional(Choice(tuple(status.value for status in Status), "a status")),
        "reward": optional(Choice(tuple(reward.value for reward in Reward), "a reward")),
        "level": optional(WHOLE),
    },
    build=_expect,
)


def _action(v: Values) -> Action | None:
    """play names its player and card; shuriken and reveal name neither."""
    kind, player, card = v["action"], v["player"], v["card"]
    if kind == "play":
        missing = [key for key, value in (("player", player), ("card", card)) if value is None]
        if missing:
            v.at.add(f"found action: play without {' and '.join(missing)}, expected the player and the card they play")
            return None
        return Play(player, card)
    written = [key for key, value in (("player", player), ("card", card)) if value is not None]
    if written:
        v.add(written[0], f"found {written[0]} with action: {kind}, expected it only with action: play (everyone takes part)")
        return None
    return UseShuriken() if kind == "shuriken" else Reveal()


def _step(v: Values) -> Step | None:
    action = _action(v)
    return None if action is None else Step(action, v["expect"])


STEP = Table(
    {
        "action": Choice(ACTIONS, "an action"),
        "player": optional(NAME),
        "card": optional(CARD),
        "expect": optional(EXPECT, Expect()),
    },
    build=_step,
)
STATEMENT = Table({"file": NAME, "words": NAME}, build=lambda v: Statement(v["file"], v["words"], v.at.where))


@dataclass(frozen=True)
class MindExample:
    """One worked example as written: the engine's `Example`, and where it is for messages."""

    example: Example
    where: Location
    number: int  # its place in examples.yaml, from 1
    states: tuple[Statement, ...] = ()  # the sentences stating a rule it checks: named when it fails
    printed: bool = True  # False: a check of the rules only, which no page needs to show
    written: Mapping | None = field(default=None, compare=False, repr=False)  # the YAML, to find a key path's line

    @property
    def id(self) -> str:
        return self.example.id

    @property
    def label(self) -> str:
        """How messages name it: example 3 (misplay)."""
        return f"example {self.number} ({self.id})"

    def at(self, path: str) -> Location:
        """Where the key at an engine key path (`steps[2].expect.lives`) is written."""
        return located(self.written, path) if self.written is not None else self.where


def engine_example(v: Values) -> Example:
    """The engine's example from the values of EXAMPLE_KEYS and its `id`."""
    hands = tuple((str(player), cards) for player, cards in v["hands"].items())
    return Example(
        id=v["id"],
        level=v["level"],
        lives=v["lives"],
        shurikens=v["shurikens"],
        hands=hands,
        steps=v["steps"],
        expect=v["expect"],
        mode=Mode(v["mode"]),
    )


def _example(v: Values) -> MindExample:
    number = v.at.name + 1 if isinstance(v.at.name, int) else 0
    return MindExample(engine_example(v), v.at.where, number, v["states"], v["printed"], v.mapping)


EXAMPLE_KEYS: dict[str, Reader[Any] | Field] = {  # The Mind's own keys of an example (the core's: id, states, printed)
    "mode": optional(Choice(tuple(mode.value for mode in Mode), "a mode"), Mode.OPEN.value),
    "level": optional(WHOLE),
    "lives": optional(WHOLE),
    "shurikens": optional(WHOLE),
    "hands": Entries(CARD_LIST, nonempty=True, what="a mapping of players (in seating order) to the cards dealt them"),
    "steps": Items(STEP, nonempty=True),
    "expect": optional(EXPECT, Expect()),
}
EXAMPLE = Table(
    {"id": NAME, **EXAMPLE_KEYS, "states": optional(Items(STATEMENT, noun="sentence"), ()), "printed": optional(FLAG, True)},
    build=_example,
)


@dataclass(frozen=True)
class ExamplesFile:
    examples: tuple[MindExample, ...]


EXAMPLES = Table(
    {"examples": Items(EXAMPLE, nonempty=True, unique="id")},
    build=lambda v: ExamplesFile(v["examples"]),
)


def replay_all(examples: Iterable[MindExample], rules: Rules, deck: Deck, problems: Problems) -> tuple[dict[str, Result], set[str]]:
    """Every example replayed: the results of those that replay as stated, and the ids of those that do not
    (each of their problems noted at the line of the key concerned)."""
    results: dict[str, Result] = {}
    failed: set[str] = set()
    for entry in examples:
        try:
            results[entry.id] = replay(entry.example, rules, deck)
        except ExampleProblem as wrong:
            failed.add(entry.id)
            for problem in wrong.problems:
                problems.add(entry.at(problem.path), f"{entry.label}: {problem}")
    return results, failed

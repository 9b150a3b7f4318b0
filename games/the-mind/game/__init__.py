"""The Mind (games/the-mind/): a cooperative game of 100 number cards played in rising order, without a word.

`model` holds the types (rules, deck, table, actions, examples), `engine` the rules as small named
predicates and the replay of worked examples, `fields` what the text markers {rules:…}, {game:…} and
{ex:…} print. Pure: no I/O, no YAML, no drawing.
"""

from .engine import ExampleProblem, IllegalAction, apply, deal, next_level, replay, setup, start_blind
from .model import (
    Action,
    Deck,
    Event,
    Example,
    Expect,
    Mode,
    Play,
    Result,
    Reveal,
    Reward,
    Rules,
    Setup,
    Status,
    Table,
    UseShuriken,
)

__all__ = [
    "Action",
    "Deck",
    "Event",
    "Example",
    "ExampleProblem",
    "Expect",
    "IllegalAction",
    "Mode",
    "Play",
    "Result",
    "Reveal",
    "Reward",
    "Rules",
    "Setup",
    "Status",
    "Table",
    "UseShuriken",
    "apply",
    "deal",
    "next_level",
    "replay",
    "setup",
    "start_blind",
]


# The plug-in the core reads: a generator.game.Game (game.py).
from .game import GAME as GAME  # noqa: E402

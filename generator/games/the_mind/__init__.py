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


# The plug-in's parts the core reads (generator/plugins.py lists them).
from .plugin_booklet import BOOKLET as BOOKLET  # noqa: E402
from .plugin_cards import CARDS as CARDS  # noqa: E402
from .plugin_extras import COMMANDS as COMMANDS  # noqa: E402
from .plugin_extras import OUTPUTS as OUTPUTS  # noqa: E402
from .plugin_rules import RULES as RULES  # noqa: E402
from .plugin_tabletop import TABLETOP as TABLETOP  # noqa: E402
from .plugin_translation import TRANSLATION as TRANSLATION  # noqa: E402
from .plugin_web import WEB as WEB  # noqa: E402

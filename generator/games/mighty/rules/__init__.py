"""The rules of MIGHTY?, pure: no I/O, no YAML, no drawing.

Everything that prints a number about the game asks this package for it. Every rule choice comes in
as one `RuleSet` (read from content/rules.yaml by generator.content.rulesfile); nothing here is a
constant of play.
"""

from .cards import DOUBLE, MIGHTY, Card, CardNameError, Color, ColorNameError, Deck, Kind, parse_card, parse_color
from .declaration import Declaration, Event, IllegalMove, Round, RoundEnd, Stage
from .ruleset import SPECIAL_CLASSES, DoubleCopies, HandClass, OpenLimit, Pot, RuleSet, Side
from .showdown import ShowdownResult, beats, compare
from .stats import DealStats, deal_count, deal_stats
from .strength import Evaluation, RuleError, best_colors, best_rank, color_choices, evaluate, evaluate_best, signed

__all__ = [
    "Card",
    "Color",
    "Kind",
    "Deck",
    "CardNameError",
    "ColorNameError",
    "parse_card",
    "parse_color",
    "MIGHTY",
    "DOUBLE",
    "RuleSet",
    "OpenLimit",
    "Pot",
    "DoubleCopies",
    "HandClass",
    "Side",
    "SPECIAL_CLASSES",
    "Evaluation",
    "evaluate",
    "evaluate_best",
    "best_colors",
    "best_rank",
    "color_choices",
    "signed",
    "RuleError",
    "ShowdownResult",
    "compare",
    "beats",
    "Round",
    "Declaration",
    "Stage",
    "Event",
    "RoundEnd",
    "IllegalMove",
    "DealStats",
    "deal_stats",
    "deal_count",
]

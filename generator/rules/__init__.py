"""The rules of MIGHTY?, pure: no I/O, no YAML, no drawing.

Everything that prints a number about the game asks this package for it.
"""
from .cards import Card, Color, Kind, Deck, CardNameError, ColorNameError, parse_card, parse_color, MIGHTY, DOUBLE
from .strength import (
    HandClass, Evaluation, evaluate, evaluate_best, best_colors, best_rank, color_choices, signed, RuleError,
)
from .showdown import Side, ShowdownResult, compare, beats
from .declaration import Round, Declaration, Stage, Event, RoundEnd, IllegalMove, open_limit
from .stats import DealStats, deal_stats, deal_count

__all__ = [
    "Card", "Color", "Kind", "Deck", "CardNameError", "ColorNameError", "parse_card", "parse_color", "MIGHTY", "DOUBLE",
    "HandClass", "Evaluation", "evaluate", "evaluate_best", "best_colors", "best_rank", "color_choices", "signed",
    "RuleError",
    "Side", "ShowdownResult", "compare", "beats",
    "Round", "Declaration", "Stage", "Event", "RoundEnd", "IllegalMove", "open_limit",
    "DealStats", "deal_stats", "deal_count",
]

"""The rules of MIGHTY?, pure: no I/O, no YAML, no drawing.

Everything that prints a number about the game asks this package for it.
"""
from .cards import Card, Color, Kind, Deck, CardNameError, parse_card, MIGHTY, DOUBLE
from .strength import HandClass, Evaluation, evaluate, evaluate_best, RuleError

__all__ = [
    "Card", "Color", "Kind", "Deck", "CardNameError", "parse_card", "MIGHTY", "DOUBLE",
    "HandClass", "Evaluation", "evaluate", "evaluate_best", "RuleError",
]

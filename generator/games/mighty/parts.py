"""MIGHTY?'s own parts of the loaded content, typed: what the plug-in's hooks read.

The core's `Content` knows a game only through its Game (generator/game.py); the plug-in's
code reads MIGHTY?'s rules, deck, quick-reference formula and ranking, starting chips and reminders here,
never by the core's attribute names. The formula and ranking are quickref.yaml's keys MIGHTY? adds
(files.py), read into `Content.parts` by the core and translated there for the English edition.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...content.model import Content, SourceText, Written
from ...game import part
from .rules import Card, Deck, RuleSet


@dataclass(frozen=True, kw_only=True)
class Formula(Written):
    """p.7's formula (quickref.yaml `formula`): its left side ＝ its right side."""

    left: SourceText
    right: SourceText


@dataclass(frozen=True, kw_only=True)
class Ranking(Written):
    """p.9's ranking of the hand classes, strongest first (checks.py holds it to rules.yaml's)."""

    title: SourceText
    order: tuple[SourceText, ...]


@dataclass(frozen=True)
class MightyParts:
    rules: RuleSet  # rules.yaml (or a variant's)
    deck: Deck  # deck.yaml: MIGHTY?'s cards
    reminders: dict[Card, SourceText]  # the one-line rule on each red card
    formula: Formula  # quickref.yaml: p.7's formula
    ranking: Ranking  # quickref.yaml: p.9's ranking
    starting_chips: int  # game.yaml


def mighty_parts(content: Content) -> MightyParts:
    """MIGHTY?'s parts of `content` (which must be MIGHTY?'s), in its edition's language, each checked (game.part)."""
    return MightyParts(
        rules=part(content, "rules", RuleSet),
        deck=part(content, "deck", Deck),
        reminders=part(content, "deck_reminders", dict),
        formula=part(content, "formula", Formula),
        ranking=part(content, "ranking", Ranking),
        starting_chips=part(content, "starting_chips", int),
    )

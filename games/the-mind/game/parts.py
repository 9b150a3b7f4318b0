"""The Mind's own parts of the loaded content, typed: what the plug-in's design and web hooks read.

The core's `Content` holds them untyped (`rules`, `deck`, `parts`, `ExampleResult.part`); read them here,
never by the core's attribute names, so the content seam can move them without touching the hooks.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.content.model import Content
from generator.game import part

from .cards import MindDeck
from .files.quickref import Section
from .model import Deck, Result, Rules


@dataclass(frozen=True)
class MindParts:
    rules: Rules  # rules.yaml
    deck: MindDeck  # deck.yaml: every face and its copies, each level card with its reward; words, icons, kind names
    spec: Deck  # deck.yaml as the engine plays it (number range, level, life and shuriken cards)
    sections: tuple[Section, ...]  # quickref.yaml: the quick reference's titled sections
    results: dict[str, Result]  # every worked example, replayed (for a figure's marks: the misplayed card, out-of-order places)


def mind_parts(content: Content) -> MindParts:
    """The Mind's parts of `content` (which must be The Mind's), each checked (generator.game.part)."""
    deck = part(content, "deck", MindDeck)
    if deck.spec is None:
        raise TypeError("mind_parts reads The Mind's content: its deck is a cards.MindDeck read from deck.yaml")
    sections = part(content, "sections", tuple, default=())  # quickref.yaml's, when the game's quickref is read
    results = {key: result.part for key, result in content.results.items() if isinstance(result.part, Result)}
    return MindParts(part(content, "rules", Rules), deck, deck.spec, sections, results)

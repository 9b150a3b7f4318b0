"""The Mind: the plug-in's cards hooks (CARDS, by generator.cards.plugin.CardDesign)."""

from __future__ import annotations


class MindCards:
    """The Mind's generator.cards.plugin.CardDesign."""


CARDS = MindCards()

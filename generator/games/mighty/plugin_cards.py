"""MIGHTY?: the plug-in's cards hooks (CARDS, by generator.cards.plugin.CardDesign)."""

from __future__ import annotations


class MightyCards:
    """MIGHTY?'s generator.cards.plugin.CardDesign."""


CARDS = MightyCards()

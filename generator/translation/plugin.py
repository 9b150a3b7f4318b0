"""What the translation part reads from a game's plug-in (issue 19).

The game's parts of the English edition: the words its English texts count with a number and the
names no line may part (the no-break spaces, spaces.py), how the engine's own words (card names,
colours) in a verified field read in English, and its own block kinds' engine words.

A plug-in defines it as `TRANSLATION` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, cast

from ..content.model import Block, Content, Example
from ..errors import Location
from ..plugins import plugin_part

Word = tuple[str, str, Location]  # ("players" or "words", the Japanese word, where it is written)


class TranslationDesign(Protocol):
    """The game's hooks of the English edition."""

    def unit_words(self) -> tuple[str, ...]:
        """The English words a number counts in this game (points, cards …; a plural before its
        singular): a line must not part "3 cards", so the space before one is a NO-BREAK SPACE.
        Read whenever content/en/ is checked."""
        ...

    def joined_names(self) -> tuple[str, ...]:
        """Names of several words that no line may part (written with ordinary spaces here; the
        English texts must hold U+00A0 in their place). Read whenever content/en/ is checked."""
        ...

    def example_words(self, example: Example) -> Iterable[Word]:
        """The Japanese names and words an example's replay prints in its fields: each player's name
        ("players", Aさん) and each word spoken ("words", a bid called out), where it is written. They become
        translation units of examples.yaml (players.NAME, words.WORD), and the English edition's
        fields print their translations. Read whenever the translation units are listed."""
        ...

    def english_names(self, value: str, content: Content) -> str:
        """A verified field (an {ex:…} result, a card's name), its players' names and spoken words
        already English: the game's own Japanese words in it (card names, colours) as English prints
        them. Called after the English edition is verified, for every field and card figure."""
        ...

    def localised_block(self, block: Block, content: Content) -> Block:
        """A block of the game's own kinds with the engine's words in it in English (localise's
        `english_value` for each); any other block as it is. Called after verification for every block."""
        ...


def translation_design(plugin: str) -> TranslationDesign:
    """The TRANSLATION of the plug-in game.yaml names (`plugin:`)."""
    return cast(TranslationDesign, plugin_part(plugin, "TRANSLATION"))  # a game module's attribute, read by its protocol

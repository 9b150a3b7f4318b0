"""MIGHTY?: the plug-in's translation hooks (hooks of its Game, game.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from ...content.model import Block, Content, Example
from ...game import Word
from .blocks import DialogueBlock, RecordBlock, Turn
from .examples import scenario

_CARD = re.compile(r"([黄青])(\d+)")  # a number card's name: 黄3, 青12
JAPANESE_COLOURS = {"yellow": "黄", "blue": "青", "red": "赤"}  # the palette's names and the engine's labels
# The words a number counts in this game (the glossary's points and what the rules count).
UNIT_WORDS = ("points", "point", "chips", "chip", "cards", "card", "DOUBLEs", "DOUBLE", "players", "player", "lines", "line")


def colour_words(content: Content) -> dict[str, str]:
    """黄 → yellow, 青 → blue, 赤 → red: the palette's labels of this edition."""
    return {JAPANESE_COLOURS[name]: colour.label for name, colour in content.palette.items() if name in JAPANESE_COLOURS and colour.label}


class MightyTranslation:
    """MIGHTY?'s hooks of its Game (game.py)."""

    def unit_words(self) -> tuple[str, ...]:
        return UNIT_WORDS

    def joined_names(self) -> tuple[str, ...]:
        """The two red cards named together (p.6: “MIGHTY + DOUBLE”)."""
        return ("MIGHTY + DOUBLE",)

    def example_words(self, example: Example) -> Iterator[Word]:
        """The players dealt a hand, then each step's player; then each word said (p.23's マイティ)."""
        part = scenario(example)
        for player in [name for name in part.hands if name] + [step.player for step in part.steps]:
            yield "players", player, example.where
        for step in part.steps:
            if step.says:
                yield "words", step.says, step.where

    def english_names(self, value: str, content: Content) -> str:
        """黄3・黄1・青2 → yellow 3・yellow 1・blue 2; a colour alone too (MIGHTY→青 → MIGHTY→blue)."""
        colours = colour_words(content)
        value = _CARD.sub(lambda m: f"{colours[m.group(1)]} {m.group(2)}", value)
        for japanese, word in colours.items():
            value = value.replace(japanese, word)
        return value

    def localised_block(self, block: Block, content: Content) -> Block:
        """The record's colour notes; the speakers and spoken words of p.23's dialogue."""
        from ...translation.english import english_value

        if isinstance(block, RecordBlock) and block.color_notes:
            # MIGHTY→黄 as an English player writes it, MIGHTY: yellow (Open Sans has no arrow)
            notes = tuple(english_value(note, content).replace("→", ": ") for note in block.color_notes)
            return replace(block, color_notes=notes)
        if isinstance(block, DialogueBlock) and block.turns:
            return replace(block, turns=tuple(_localised_turn(turn, content) for turn in block.turns))
        return block


def _localised_turn(turn: Turn, content: Content) -> Turn:
    says = content.words.get(turn.says, turn.says) if turn.says is not None else None
    return replace(turn, player=content.words.get(turn.player, turn.player), says=says)


TRANSLATION = MightyTranslation()

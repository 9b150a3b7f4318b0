"""Phrase boundaries (文節の切れ目), for short texts in narrow boxes. Pure: no reportlab.

A few words in a box are read at a glance, by children too: a line that ends mid-word (返|却,
宣言|者) is harder to read than a shorter line. Without a dictionary, a line may end

- after a comma, full stop, ！ or ？ (the marks the cards break after, generator/cards/card_text.py);
- after a closing bracket, unless a particle follows it (「完了」と stays whole);
- where hiragana (a particle or an ending: が, の, って) meets the start of the next word: a kanji,
  katakana, digit, Latin letter or opening bracket (降りた|人の|相手が|あがる。);
- after a space.

Always only where the kinsoku rules allow a break. Hiragana before hiragana never breaks
(相手があがる stays one phrase): a missed boundary costs a shorter line, never a split word.
"""

from __future__ import annotations

from .kinsoku import CL02, SPACES, Span, break_opportunities

PHRASE_END = frozenset("、。，．！？!?＞")


def is_hiragana(char: str) -> bool:
    return "\u3041" <= char <= "\u309f"


def phrase_boundary(text: str, index: int) -> bool:
    """Does a phrase end just before text[index]?"""
    before, after = text[index - 1], text[index]
    if before in SPACES or before in PHRASE_END:
        return True
    if before in CL02:
        return not is_hiragana(after)
    return is_hiragana(before) and not is_hiragana(after)


def phrase_breaks(text: str, keep_together: list[Span] | tuple[Span, ...] = ()) -> list[int]:
    """The break opportunities of `text` (kinsoku.break_opportunities) that fall between phrases."""
    return [index for index in break_opportunities(text, keep_together) if phrase_boundary(text, index)]

"""The Mind's cards as the toolchain names, orders and draws them (deck.yaml `kinds`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum

from generator.game import Deck

from .model import Deck as DeckSpec
from .model import Reward, Rules


class CardKind(Enum):
    NUMBER = "number"  # 1–100, one of each
    LEVEL = "level"  # levels 1–12, with the reward rules.yaml gives it
    LIFE = "life"
    SHURIKEN = "shuriken"


_ORDER = {CardKind.NUMBER: 0, CardKind.LEVEL: 1, CardKind.LIFE: 2, CardKind.SHURIKEN: 3}


@dataclass(frozen=True, order=False)
class MindCard:
    """One face: a number card (value 1–100), a level card (value = level, and its reward), a life or a shuriken card."""

    kind: CardKind
    value: int | None = None  # the number, or the level
    reward: Reward = field(default=Reward.NONE, compare=False)  # a level card's reward icon (rules.yaml's: not what names the card)

    @property
    def name(self) -> str:
        """How content and messages write it: 57, L3 (level 3), life, shuriken."""
        if self.kind is CardKind.NUMBER:
            return str(self.value)
        if self.kind is CardKind.LEVEL:
            return f"L{self.value}"
        return str(self.kind.value)

    @property
    def key(self) -> str:
        """ASCII file names: number-057, level-03, life, shuriken."""
        if self.kind is CardKind.NUMBER:
            return f"number-{self.value:03d}"
        if self.kind is CardKind.LEVEL:
            return f"level-{self.value:02d}"
        return str(self.kind.value)

    @property
    def sort_key(self) -> tuple[int, int]:
        return (_ORDER[self.kind], self.value or 0)

    def __lt__(self, other: MindCard) -> bool:
        return self.sort_key < other.sort_key

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class MindDeck(Deck[MindCard]):
    """The physical deck as the core reads it (`content.deck`): the core's deck of cards with copies,
    each face in face order.

    Besides the core's API it carries what deck.yaml says of the cards for the engine and the design:
    `spec` (the engine's `Deck`), how the text names each reward (ライフ, 手裏剣), the icons, the kinds' names."""

    spec: DeckSpec | None = None
    reward_words: Mapping[Reward, str] = field(default_factory=dict)
    reward_icons: Mapping[Reward, str] = field(default_factory=dict)  # the icon a level card with that reward shows
    token_icons: Mapping[CardKind, str] = field(default_factory=dict)  # the icon of a life and of a shuriken card
    kind_names: Mapping[CardKind, str] = field(default_factory=dict)  # 数字カード, レベルカード …
    level_word: str = ""  # レベル: what a level card prints over its number (deck.yaml kinds.level.word)


def deck_cards(deck: DeckSpec, rules: Rules | None) -> MindDeck:
    """Every face of `deck`: numbers, then levels (each with the reward `rules` gives it; none without
    rules), life, shuriken."""
    numbers = {MindCard(CardKind.NUMBER, value): 1 for value in range(deck.lowest, deck.highest + 1)}
    levels = {MindCard(CardKind.LEVEL, level, _reward(rules, level)): 1 for level in range(1, deck.level_cards + 1)}
    tokens = {MindCard(CardKind.LIFE): deck.life_cards, MindCard(CardKind.SHURIKEN): deck.shuriken_cards}
    return MindDeck(numbers | levels | {card: copies for card, copies in tokens.items() if copies}, deck)


def _reward(rules: Rules | None, level: int) -> Reward:
    return Reward.NONE if rules is None else rules.reward_of(level)


def with_rewards(deck: MindDeck, rules: Rules) -> MindDeck:
    """The deck with each level card carrying the reward `rules` give it (rules.yaml decides the icon)."""
    copies = {
        replace(card, reward=_reward(rules, card.value or 0)) if card.kind is CardKind.LEVEL else card: n for card, n in deck.copies.items()
    }
    return replace(deck, copies=copies)


_TOKENS = {CardKind.LIFE.value: CardKind.LIFE, CardKind.SHURIKEN.value: CardKind.SHURIKEN}
LEVEL_PREFIX = "L"  # L3: level card 3, as `MindCard.name` writes it


def card_named(name: str) -> MindCard | None:
    """The card a name written in content stands for (57, L3, life, shuriken), or None; whether the deck
    holds it is the deck's to say. A level card named here has no reward: the rules give it (`deck_cards`)."""
    written = name.strip()
    if written.isascii() and written.isdigit():
        return MindCard(CardKind.NUMBER, int(written))
    level = written.removeprefix(LEVEL_PREFIX)
    if level != written and level.isascii() and level.isdigit():
        return MindCard(CardKind.LEVEL, int(level))
    kind = _TOKENS.get(written)
    return MindCard(kind) if kind is not None else None


def deck_ranges(deck: MindDeck) -> str:
    """The deck's faces as a reader names them: 1–100, L1–L12, life, shuriken."""
    by_kind: dict[CardKind, list[MindCard]] = {}
    for card in deck.faces():
        by_kind.setdefault(card.kind, []).append(card)
    names = [cards[0].name if len(cards) == 1 else f"{cards[0].name}\u2013{cards[-1].name}" for cards in by_kind.values()]
    return ", ".join(names)

"""The Mind's cards as the toolchain names, orders and draws them (deck.yaml `kinds`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .model import Reward


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
    reward: Reward = Reward.NONE  # a level card's reward icon

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

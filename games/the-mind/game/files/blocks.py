"""The block kinds of The Mind's pages (FORMAT.md, "Block kinds"): their dataclasses, the fields an
editor writes, and the resolvers that fill in, from the rules and the replayed examples, what the
booklet and the web page draw (typed values: the drawing is the design's).

- `setup_table` (p.4): `columns` (headings) and `row` (cells with `{players}`, `{first_level}`,
  `{last_level}`, `{lives}`, `{shurikens}`), one row per player count of rules.yaml `setup`;
- `rewards` (p.6): the level cards, each with the reward rules.yaml gives it;
- a `cards` figure of an example (`show: pile`: the cards in the order they went down; `show: PLAYER`:
  that player's hand as dealt) resolves to a `Pile` (`pile_of`, `hand_of`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from generator.content.blocks import TEXT, BlockKind
from generator.content.fields import NAME_TYPE, At, Check, Items, optional
from generator.content.model import Block, SourceText
from generator.errors import Location

from ..cards import CardKind, MindCard
from ..model import Deck, Play, Result, Rules, Setup

PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
SHOW_PILE = "pile"  # a figure of an example's cards in the order they went down


def setup_cells(setup: Setup, rules: Rules) -> dict[str, str]:
    """What each placeholder of a `setup_table` row prints for one player count."""
    return {
        "players": str(setup.players),
        "first_level": str(rules.first_level),
        "last_level": str(setup.last_level),
        "lives": str(setup.lives),
        "shurikens": str(setup.shurikens),
    }


PLACEHOLDERS = ("players", "first_level", "last_level", "lives", "shurikens")  # setup_cells' names


def filled(template: str, cells: dict[str, str]) -> str:
    """A row cell with its placeholders replaced: `{players}人` → 3人."""
    return PLACEHOLDER.sub(lambda match: cells[match[1]], template)


@dataclass(frozen=True)
class Cell:
    """A `setup_table` row cell as written (`{players}人`): filled in once per player count."""

    template: str
    where: Location


def _cell(value: Any, at: At) -> Cell | None:
    unknown = [name for name in PLACEHOLDER.findall(value) if name not in PLACEHOLDERS]
    if unknown:
        at.add(f"found {{{unknown[0]}}}, expected one of: {', '.join(f'{{{name}}}' for name in PLACEHOLDERS)}")
        return None
    return Cell(str(value), at.where)


CELL: Check[Cell | None] = Check(NAME_TYPE, _cell)


@dataclass(frozen=True, kw_only=True)
class SetupTableBlock(Block):
    """p.4: the setup by player count. `rows` (verified): one per rules.yaml `setup` entry, its cells filled."""

    kind: ClassVar[str] = "setup_table"
    columns: tuple[SourceText, ...]
    row: tuple[Cell, ...]
    rows: tuple[tuple[str, ...], ...] = ()


def _same_width(values: Any, at: At) -> bool:
    columns, row = values.get("columns"), values.get("row")
    if columns is not None and row is not None and len(columns) != len(row):
        at.add(f"found {len(row)} cells in row and {len(columns)} columns, expected one cell per column", at.where)
        return False
    return True


SETUP_TABLE = BlockKind(
    SetupTableBlock, {"columns": Items(TEXT, nonempty=True), "row": Items(CELL, nonempty=True, noun="cell")}, check=_same_width
)


def setup_rows(block: SetupTableBlock, rules: Rules) -> SetupTableBlock:
    """The table with one row per player count, each cell's placeholders filled from rules.yaml."""
    rows = (tuple(filled(cell.template, setup_cells(setup, rules)) for cell in block.row) for setup in rules.setups)
    return replace(block, rows=tuple(rows))


@dataclass(frozen=True, kw_only=True)
class RewardsBlock(Block):
    """p.6: the level cards in order, each with its reward (verified: `cards`, from rules.yaml and deck.yaml)."""

    kind: ClassVar[str] = "rewards"
    caption: SourceText | None = None
    cards: tuple[MindCard, ...] = ()


REWARDS = BlockKind(RewardsBlock, {"caption": optional(TEXT)})


def reward_cards(block: RewardsBlock, rules: Rules, deck: Deck) -> RewardsBlock:
    """The level cards from the first level to the deck's last, each with the reward rules.yaml gives it."""
    levels = range(rules.first_level, deck.level_cards + 1)
    return replace(block, cards=tuple(MindCard(CardKind.LEVEL, level, rules.reward_of(level)) for level in levels))


BLOCK_KINDS: tuple[BlockKind[Any], ...] = (SETUP_TABLE, REWARDS)  # The Mind's own; the others are the core's


# ---- an example's cards, as a figure shows them --------------------------------------------------


@dataclass(frozen=True)
class Pile:
    """The number cards a figure of an example shows, left to right, and what it marks.

    `misplayed`: the positions of cards whose play was a misplay (drawn in `alert`); `out_of_order`:
    the positions of each card lower than the one before it (blind mode's reveal). `alt` is the
    figure's words for screen readers."""

    cards: tuple[MindCard, ...]
    misplayed: tuple[int, ...] = ()
    out_of_order: tuple[int, ...] = ()
    alt: str = field(default="")


def _numbers(cards: tuple[int, ...]) -> tuple[MindCard, ...]:
    return tuple(MindCard(CardKind.NUMBER, card) for card in cards)


def pile_of(result: Result) -> Pile:
    """The cards of a replayed example in the order they went down (face down ones as revealed)."""
    played = [event.action.card for event in result.events if isinstance(event.action, Play)]
    misplayed = tuple(i for i, event in enumerate(e for e in result.events if isinstance(e.action, Play)) if event.misplay)
    lower_after = {after for _, after in result.out_of_order}
    out_of_order = tuple(i for i, card in enumerate(played) if i > 0 and card in lower_after and card < played[i - 1])
    alt = "、".join(map(str, played))
    return Pile(_numbers(tuple(played)), misplayed, out_of_order, alt)


def hand_of(result: Result, player: str) -> Pile:
    """One player's hand as dealt, lowest first."""
    hand = result.start.hand(player)
    return Pile(_numbers(hand), alt="、".join(map(str, hand)))

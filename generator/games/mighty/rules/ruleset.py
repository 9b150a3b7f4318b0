"""The rule choices the engine plays by, as one frozen value (content/rules.yaml → RuleSet).

No number or choice of play is a constant of the engine: every function that needs one takes a
`RuleSet`. `RuleSet.problems()` says which combinations of values cannot be played, by the key
path of content/rules.yaml, so the reader can point at the line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from .cards import NUMBER_COLORS, Color


class HandClass(Enum):
    """The classes of hand p.9 ranks: a total (NUMBER), MIGHTY, DOUBLE×2."""

    NUMBER = "number"
    MIGHTY = "MIGHTY"
    DOUBLE2 = "DOUBLE×2"


SPECIAL_CLASSES = (HandClass.MIGHTY, HandClass.DOUBLE2)


class Side(Enum):
    DECLARER = "declarer"
    CHALLENGER = "challenger"

    @property
    def other(self) -> Side:
        return Side.CHALLENGER if self is Side.DECLARER else Side.DECLARER


class Pot(Enum):
    """What the showdown winner takes (p.17)."""

    TABLE = "table"  # every chip on the table: both stakes
    OWN_STAKE = "own_stake"  # the winner's own stake back; the loser's stake leaves the game


class DoubleCopies(Enum):
    """What a DOUBLE in the hand copies of the other hand card (p.9)."""

    COLOR_AND_VALUE = "color_and_value"  # p.9 色も数値も複製: a second card just like it
    COLOR = "color"  # the colour only: a 0 of that colour, which counts for the majority and adds nothing


@dataclass(frozen=True)
class OpenLimit:
    """From `players` players on, at most `open` declarations are open at once (p.15)."""

    players: int
    open: int


@dataclass(frozen=True)
class RuleSet:
    """Every rule choice of one rule set (the base rules or a variant)."""

    declaration_stake: int
    challenge_stake: int
    showdown_pot: Pot
    tie_winner: Side
    round_penalty: int
    open_limits: tuple[OpenLimit, ...]
    ranking: tuple[HandClass, ...]
    """Strongest first; every class once."""
    mighty_with_double: HandClass
    double_copies: DoubleCopies
    red_board_value: int
    red_board_colors: tuple[Color, ...]
    """The colours a red board card may become, in the order the best-colour search tries them."""
    board_size: int
    hand_size: int
    records: tuple[tuple[HandClass, str], ...]
    """(special class, what a player writes for it), p.11: (MIGHTY, M), (DOUBLE×2, D×2)."""
    name: str = "base"
    """The rule set's name: `base`, or the variant's file name."""

    @property
    def deal_size(self) -> int:
        return self.board_size + self.hand_size

    @property
    def challenged_table(self) -> int:
        """Chips on the table once a declaration is challenged (p.16: 場は2点)."""
        return self.declaration_stake + self.challenge_stake

    def rank(self, hand_class: HandClass) -> int:
        """Higher is stronger."""
        return len(self.ranking) - self.ranking.index(hand_class)

    def open_limit(self, player_count: int) -> int:
        """p.15: how many declarations may be open at once with this many players dealt in."""
        fitting = [limit.open for limit in self.open_limits if player_count >= limit.players]
        return fitting[-1] if fitting else 0

    def record_mark(self, hand_class: HandClass) -> str:
        return dict(self.records)[hand_class]

    @property
    def play_key(self) -> tuple[object, ...]:
        """The choices that decide what a hand is worth (not who wins a tie, nor the chips)."""
        return (
            self.ranking,
            self.mighty_with_double,
            self.double_copies,
            self.red_board_value,
            self.red_board_colors,
            self.board_size,
            self.hand_size,
        )

    def with_name(self, name: str) -> RuleSet:
        return replace(self, name=name)

    def problems(self, starting_chips: int | None, players_min: int | None) -> list[tuple[str, str]]:
        """(key path in rules.yaml, what is wrong) for every value that cannot be played. The game's
        starting chips and smallest player count are checked against when known (None: not loaded)."""
        found: list[tuple[str, str]] = []
        for path, stake in (
            ("stakes.declaration", self.declaration_stake),
            ("stakes.challenge", self.challenge_stake),
            ("round_penalty", self.round_penalty),
        ):
            if stake < 1:
                found.append((path, f"found {stake}, expected at least 1"))
            elif starting_chips is not None and stake > starting_chips:
                found.append(
                    (
                        path,
                        f"found {stake}, above the {starting_chips} starting chips (game.yaml): "
                        f"expected at most {starting_chips}, or nobody could pay it",
                    )
                )
        found += self._deal_problems() + self._limit_problems(players_min) + self._class_problems()
        return found

    def _deal_problems(self) -> list[tuple[str, str]]:
        found = []
        if self.board_size < 1:
            found.append(("deal.board", f"found {self.board_size}, expected at least 1 board card"))
        if self.hand_size != 2:
            found.append(
                ("deal.hand", f"found {self.hand_size}, expected 2: a DOUBLE copies 「もう1枚のハンド」 (p.9), the one other hand card")
            )
        if self.deal_size % 2 == 0:
            found.append(
                (
                    "deal",
                    f"found {self.board_size} board + {self.hand_size} hand = {self.deal_size} cards counted, "
                    f"expected an odd number: with an even number yellow and blue can tie in count, "
                    f"and p.7 does not say which colour is then the majority",
                )
            )
        if not self.red_board_colors or any(c not in NUMBER_COLORS for c in self.red_board_colors):
            found.append(("red_board_card.colors", "expected one or both of yellow, blue"))
        if len(set(self.red_board_colors)) != len(self.red_board_colors):
            found.append(("red_board_card.colors", "found a colour twice, expected each once"))
        return found

    def _limit_problems(self, players_min: int | None) -> list[tuple[str, str]]:
        found = []
        froms = [limit.players for limit in self.open_limits]
        if not froms or (players_min is not None and froms[0] > players_min):
            found.append(("open_declarations", f"expected a limit from {players_min} players (game.yaml players.min) on"))
        if froms != sorted(set(froms)):
            found.append(("open_declarations", "expected the player counts in increasing order, each once"))
        for i, limit in enumerate(self.open_limits):
            path = f"open_declarations.{i}"
            if limit.open < 1:
                found.append((path, f"found {limit.open} open declarations, expected at least 1: with 0 nobody could ever declare"))
            elif 2 * limit.open > limit.players:
                found.append(
                    (
                        path,
                        f"found {limit.open} open declarations from {limit.players} players, expected at most "
                        f"{limit.players // 2}: each needs its own declarer and challenger",
                    )
                )
        return found

    def _class_problems(self) -> list[tuple[str, str]]:
        found = []
        if sorted(c.value for c in self.ranking) != sorted(c.value for c in HandClass):
            found.append(("ranking", f"expected each of {', '.join(c.value for c in HandClass)} once"))
        if self.mighty_with_double not in SPECIAL_CLASSES:
            found.append(("mighty_with_double", f"expected {' or '.join(c.value for c in SPECIAL_CLASSES)}"))
        missing = [c.value for c in SPECIAL_CLASSES if not dict(self.records).get(c)]
        if missing:
            found.append(("records", f"expected a mark for {', '.join(missing)}"))
        return found

"""The Mind's values: its rules, its deck, the table during a level, the actions and the worked examples.

Every number of play comes in as `Rules` (games/the-mind/rules.yaml) or `Deck` (deck.yaml): no
constant here decides anything. All values are frozen; `engine` makes new ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Reward(Enum):
    """What clearing a level adds to the team (the icon printed on its level card)."""

    LIFE = "life"
    SHURIKEN = "shuriken"
    NONE = "none"
    """The level card shows no icon: used for the result of a level without a reward."""


class Mode(Enum):
    """How cards are played: face up and checked at once, or face down and checked at the reveal."""

    OPEN = "open"
    BLIND = "blind"


class Status(Enum):
    """Where the team stands after an action."""

    PLAYING = "playing"
    """Cards are still held: the level goes on."""
    CLEARED = "cleared"
    """Every card of the level is down in order (or discarded); the next level follows."""
    WON = "won"
    """The last level of the player count is cleared: every player wins."""
    LOST = "lost"
    """The last life is gone: the team loses, the game ends at once."""


@dataclass(frozen=True)
class Setup:
    """What one player count plays with (準備): levels 1 to `last_level`, its lives and shurikens."""

    players: int
    last_level: int
    lives: int
    shurikens: int


@dataclass(frozen=True)
class Blind:
    """The blind mode (ブラインドモード), offered once every level is cleared."""

    restart_level: int
    """The level blind mode starts again from."""
    keeps_tokens: bool
    """Whether the lives and shurikens left carry over (true), or the setup's are laid out again."""
    lives_per_break: int
    """Lives lost for each place where the revealed pile goes down instead of up."""


@dataclass(frozen=True)
class Rules:
    """Every rule choice of The Mind (rules.yaml)."""

    first_level: int
    """The level every game starts at."""
    setups: tuple[Setup, ...]
    """One per player count, player counts increasing."""
    cards_per_level: int
    """Each player is dealt level × this many number cards."""
    rewards: tuple[tuple[int, Reward], ...]
    """(level, reward) for the levels whose card shows a reward, levels increasing."""
    max_lives: int
    max_shurikens: int
    misplay_lives: int
    """Lives a misplay costs."""
    shuriken_discards: int
    """How many of their lowest cards each player discards when a shuriken is used."""
    blind: Blind

    def setup_for(self, players: int) -> Setup | None:
        return next((setup for setup in self.setups if setup.players == players), None)

    def reward_of(self, level: int) -> Reward:
        return dict(self.rewards).get(level, Reward.NONE)


@dataclass(frozen=True)
class Deck:
    """The cards in the box (deck.yaml), as far as play needs them."""

    lowest: int
    highest: int
    """The number cards run from `lowest` to `highest`, one of each."""
    level_cards: int
    """Levels 1 to this number."""
    life_cards: int
    shuriken_cards: int

    @property
    def number_cards(self) -> int:
        return self.highest - self.lowest + 1

    @property
    def size(self) -> int:
        return self.number_cards + self.level_cards + self.life_cards + self.shuriken_cards


Hand = tuple[int, ...]
"""A player's number cards, lowest first."""


@dataclass(frozen=True)
class Table:
    """Everything on and around the table during one level."""

    level: int
    lives: int
    shurikens: int
    hands: tuple[tuple[str, Hand], ...]
    """(player, cards held), in seating order; each hand lowest first."""
    pile: tuple[int, ...] = ()
    """The cards played this level, in the order they were put down (face down in blind mode)."""
    discarded: tuple[int, ...] = ()
    """Cards discarded this level (misplays and shurikens), in the order they left the hands."""
    mode: Mode = Mode.OPEN
    status: Status = Status.PLAYING

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(player for player, _ in self.hands)

    def hand(self, player: str) -> Hand:
        return dict(self.hands)[player]

    @property
    def held(self) -> tuple[int, ...]:
        return tuple(sorted(card for _, hand in self.hands for card in hand))


@dataclass(frozen=True)
class Play:
    """A player puts one card down (face up; face down in blind mode)."""

    player: str
    card: int


@dataclass(frozen=True)
class UseShuriken:
    """Everyone agreed: the team spends one shuriken and each player discards their lowest card(s)."""


@dataclass(frozen=True)
class Reveal:
    """Blind mode: every card is down; the pile is turned over and checked."""


Action = Play | UseShuriken | Reveal

Discards = tuple[tuple[str, tuple[int, ...]], ...]
"""(player, cards they discard), in seating order, only players who discard."""


@dataclass(frozen=True)
class Event:
    """What one action did."""

    action: Action
    table: Table
    """The table after the action (a cleared level's table before the next deal)."""
    misplay: Discards = ()
    """A misplay: who discarded which cards, lower than the one played."""
    shuriken: Discards = ()
    """A shuriken: each player's lowest card(s)."""
    out_of_order: tuple[tuple[int, int], ...] = ()
    """Blind mode's reveal: each (card, the lower card put down after it)."""
    lives_lost: int = 0
    reward: Reward = Reward.NONE
    """The reward of the level this action cleared (NONE when it cleared none, or the level has none)."""
    gained: tuple[Reward, ...] = ()
    """What the reward actually added (empty when a cap kept it out)."""


@dataclass(frozen=True)
class Expect:
    """What an example states about the table after a step (or after the last step): None = not stated.

    A misplay the example does not state is a problem: `misplay` left out means "no misplay".
    """

    misplay: Discards | None = None
    shuriken: Discards | None = None
    out_of_order: tuple[tuple[int, int], ...] | None = None
    lives_lost: int | None = None
    lives: int | None = None
    shurikens: int | None = None
    status: Status | None = None
    reward: Reward | None = None
    level: int | None = None


@dataclass(frozen=True)
class Step:
    action: Action
    expect: Expect = Expect()


@dataclass(frozen=True)
class Example:
    """A worked example of the rulebook: the situation, the actions in order, what the text states."""

    id: str
    level: int | None
    """None: the first level (rules.first_level)."""
    lives: int | None
    """None: the lives the setup of this player count lays out (準備); likewise `shurikens`."""
    shurikens: int | None
    hands: tuple[tuple[str, Hand], ...]
    """(player, cards dealt), in seating order; any order of cards (the engine sorts them)."""
    steps: tuple[Step, ...]
    expect: Expect = Expect()
    """The totals after the last step: lives_lost and misplay over every step, the rest as left."""
    mode: Mode = Mode.OPEN


@dataclass(frozen=True)
class Result:
    """A replayed example: its events, one per step, and the table it ends at."""

    example: Example
    start: Table
    """The table as the example deals it, before the first step."""
    events: tuple[Event, ...]

    @property
    def table(self) -> Table:
        return self.events[-1].table if self.events else self.start

    @property
    def lives_lost(self) -> int:
        return sum(event.lives_lost for event in self.events)

    @property
    def misplay(self) -> Discards:
        return tuple(pair for event in self.events for pair in event.misplay)

    @property
    def shuriken(self) -> Discards:
        return tuple(pair for event in self.events for pair in event.shuriken)

    @property
    def out_of_order(self) -> tuple[tuple[int, int], ...]:
        return tuple(pair for event in self.events for pair in event.out_of_order)

    @property
    def reward(self) -> Reward:
        return next((event.reward for event in self.events if event.reward is not Reward.NONE), Reward.NONE)

"""The rules of The Mind as small named predicates, in rulebook order, and the replay of worked examples.

API
---
``setup(rules, players) -> Table``
    準備: level `rules.first_level`, the lives and shurikens of that player count, nothing dealt yet.
``deal(rules, deck, table, hands) -> Table``
    Each player gets level × `cards_per_level` number cards (the shuffle is the caller's: no chance here).
``apply(rules, table, action) -> Event``
    One `Play`, `UseShuriken` or `Reveal`; raises `IllegalAction` with the reason, changing nothing.
``next_level(rules, deck, table, hands) -> Table`` / ``start_blind(rules, deck, table, players) -> Table``
    After a cleared level, the next one; after the last one (won), blind mode from its restart level.
``replay(example, rules, deck) -> Result``
    Replays a worked example, checking every stated result; raises `ExampleProblem` listing every
    difference (and the illegal action that stopped it), each with its step and key path.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from .model import (
    Action,
    Deck,
    Discards,
    Event,
    Example,
    Expect,
    Hand,
    Mode,
    Play,
    Result,
    Reveal,
    Reward,
    Rules,
    Status,
    Table,
    UseShuriken,
)


class IllegalAction(ValueError):
    """An action the rules do not allow at this table; the message says why."""


class IllegalStart(IllegalAction):
    """An example's situation the rules cannot deal; `key` is the examples.yaml key that states it."""

    def __init__(self, key: str, message: str) -> None:
        self.key = key
        super().__init__(message)


@dataclass(frozen=True)
class Problem:
    """One way an example is impossible or states a wrong result."""

    step: int | None
    """1-based; None for the dealt situation or the totals after the last step."""
    path: str
    """The key path in examples.yaml (`steps[2].expect.lives`), for the loader to find the line."""
    message: str

    def __str__(self) -> str:
        return f"step {self.step}: {self.message}" if self.step else self.message


class ExampleProblem(ValueError):
    """Every problem of one example, reported together."""

    def __init__(self, example: str, problems: Sequence[Problem]) -> None:
        self.example = example
        self.problems = tuple(problems)
        super().__init__("\n".join(f"example {example}: {problem}" for problem in self.problems))


def cards_text(cards: Iterable[int]) -> str:
    return "・".join(map(str, cards)) or "none"


def discards_text(discards: Discards) -> str:
    return ", ".join(f"{player} {cards_text(cards)}" for player, cards in discards) or "none"


# --- 準備 (setup) --------------------------------------------------------------------------------


def setup(rules: Rules, players: Sequence[str]) -> Table:
    """The table before the first deal: lives and shurikens by player count."""
    chosen = rules.setup_for(len(players))
    if chosen is None:
        counts = "、".join(str(s.players) for s in rules.setups)
        raise IllegalAction(f"{len(players)} players: the rules set up for {counts} players")
    if len(set(players)) != len(players):
        raise IllegalAction(f"players {', '.join(players)}: a name is given twice")
    return Table(rules.first_level, chosen.lives, chosen.shurikens, tuple((player, ()) for player in players))


def hand_size(rules: Rules, level: int) -> int:
    """Level N deals N × cards_per_level cards to each player."""
    return level * rules.cards_per_level


def is_in_deck(deck: Deck, card: int) -> bool:
    return deck.lowest <= card <= deck.highest


def deal(rules: Rules, deck: Deck, table: Table, hands: Mapping[str, Iterable[int]]) -> Table:
    """The table with these hands dealt (each sorted lowest first); checks sizes, duplicates and the deck."""
    dealt = {player: tuple(sorted(cards)) for player, cards in hands.items()}
    if set(dealt) != set(table.players):
        raise IllegalAction(f"cards dealt to {', '.join(dealt)}, expected {', '.join(table.players)}")
    size = hand_size(rules, table.level)
    for player, hand in dealt.items():
        if len(hand) != size:
            raise IllegalAction(f"{player} is dealt {len(hand)} cards ({cards_text(hand)}), level {table.level} deals {size}")
    every = [card for hand in dealt.values() for card in hand]
    outside = [card for card in every if not is_in_deck(deck, card)]
    if outside:
        raise IllegalAction(f"card {cards_text(outside)}: the number cards run from {deck.lowest} to {deck.highest}")
    twice = sorted({card for card in every if every.count(card) > 1})
    if twice:
        raise IllegalAction(f"card {cards_text(twice)} dealt twice: the deck holds one of each number")
    return replace(table, hands=tuple((player, dealt[player]) for player in table.players), pile=(), discarded=())


# --- カードを出す (playing a card) -----------------------------------------------------------------


def holds(table: Table, player: str, card: int) -> bool:
    return card in table.hand(player)


def is_lowest_held(hand: Hand, card: int) -> bool:
    """A player puts their cards down one at a time, lowest first (36 before 37)."""
    return bool(hand) and card == hand[0]


def cards_below(table: Table, card: int) -> Discards:
    """The misplay: every card still held lower than the card just played, by its holder."""
    return tuple((player, low) for player, hand in table.hands if (low := tuple(c for c in hand if c < card)))


def is_level_done(table: Table) -> bool:
    """Every hand is empty: each card of the level is down (or discarded)."""
    return all(not hand for _, hand in table.hands)


def is_lost(lives: int) -> bool:
    """The last life is gone: the team loses at once."""
    return lives <= 0


def without(table: Table, discards: Discards) -> Table:
    """The table with these cards taken out of their holders' hands, onto the discards."""
    gone = dict(discards)
    hands = tuple((player, tuple(c for c in hand if c not in gone.get(player, ()))) for player, hand in table.hands)
    return replace(table, hands=hands, discarded=table.discarded + tuple(c for _, cards in discards for c in cards))


def put_down(table: Table, player: str, card: int) -> Table:
    """The table with the card gone from the player's hand (onto the pile: the caller adds it)."""
    hands = tuple((name, tuple(c for c in hand if not (name == player and c == card))) for name, hand in table.hands)
    return replace(table, hands=hands)


def play(rules: Rules, table: Table, action: Play) -> Event:
    if action.player not in table.players:
        raise IllegalAction(f"{action.player} plays {action.card}, but the players are {', '.join(table.players)}")
    hand = table.hand(action.player)
    if not holds(table, action.player, action.card):
        raise IllegalAction(f"{action.player} plays {action.card}, but holds {cards_text(hand)}")
    if not is_lowest_held(hand, action.card):
        raise IllegalAction(f"{action.player} plays {action.card} while holding {hand[0]}: a player plays their lowest card first")
    played = replace(put_down(table, action.player, action.card), pile=table.pile + (action.card,))
    if table.mode is Mode.BLIND:
        return Event(action, played)  # face down: checked at the reveal
    misplay = cards_below(played, action.card)
    lost = rules.misplay_lives if misplay else 0
    after = replace(without(played, misplay), lives=played.lives - lost)
    return settle(rules, Event(action, after, misplay=misplay, lives_lost=lost))


# --- 手裏剣 (shuriken) -------------------------------------------------------------------------------


def lowest_cards(rules: Rules, table: Table) -> Discards:
    """What a shuriken takes: each player's lowest card(s), from every player still holding one."""
    return tuple((player, hand[: rules.shuriken_discards]) for player, hand in table.hands if hand)


def use_shuriken(rules: Rules, table: Table, action: UseShuriken) -> Event:
    if table.shurikens < 1:
        raise IllegalAction("a shuriken is used, but the team has none left")
    if is_level_done(table):
        raise IllegalAction("a shuriken is used, but nobody holds a card")
    taken = lowest_cards(rules, table)
    after = replace(without(table, taken), shurikens=table.shurikens - 1)
    return settle(rules, Event(action, after, shuriken=taken))


# --- ブラインドモード (blind mode) --------------------------------------------------------------------


def out_of_order(pile: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """Each place where the revealed pile goes down: (card, the lower card put on it)."""
    return tuple((below, above) for below, above in zip(pile, pile[1:], strict=False) if above < below)


def reveal(rules: Rules, table: Table, action: Reveal) -> Event:
    if table.mode is not Mode.BLIND:
        raise IllegalAction("the pile is revealed, but cards are played face up outside blind mode")
    if not is_level_done(table):
        holder, hand = next((player, hand) for player, hand in table.hands if hand)
        raise IllegalAction(f"the pile is revealed while {holder} still holds {cards_text(hand)}")
    breaks = out_of_order(table.pile)
    lost = len(breaks) * rules.blind.lives_per_break
    after = replace(table, lives=table.lives - lost)
    return settle(rules, Event(action, after, out_of_order=breaks, lives_lost=lost), revealed=True)


# --- ごほうびとレベルクリア (rewards, clearing a level) ----------------------------------------------


def with_reward(rules: Rules, table: Table, reward: Reward) -> tuple[Table, tuple[Reward, ...]]:
    """The reward added, up to the caps (a reward beyond a cap is not taken)."""
    if reward is Reward.LIFE and table.lives < rules.max_lives:
        return replace(table, lives=table.lives + 1), (reward,)
    if reward is Reward.SHURIKEN and table.shurikens < rules.max_shurikens:
        return replace(table, shurikens=table.shurikens + 1), (reward,)
    return table, ()


def is_last_level(rules: Rules, table: Table) -> bool:
    chosen = rules.setup_for(len(table.players))
    return chosen is not None and table.level >= chosen.last_level


def settle(rules: Rules, event: Event, revealed: bool = False) -> Event:
    """After an action: lost when no life is left; cleared (with its reward) when every card is down."""
    table = event.table
    if is_lost(table.lives):
        return replace(event, table=replace(table, lives=0, status=Status.LOST))
    if not is_level_done(table) or (table.mode is Mode.BLIND and not revealed):
        return event
    reward = rules.reward_of(table.level)
    rewarded, gained = with_reward(rules, table, reward)
    status = Status.WON if is_last_level(rules, table) else Status.CLEARED
    return replace(event, table=replace(rewarded, status=status), reward=reward, gained=gained)


def apply(rules: Rules, table: Table, action: Action) -> Event:
    """One action at the table; IllegalAction when the rules do not allow it (nothing changes)."""
    if table.status is not Status.PLAYING:
        raise IllegalAction(f"{action_text(action)}, but the level is over ({table.status.value})")
    if isinstance(action, Play):
        return play(rules, table, action)
    if isinstance(action, UseShuriken):
        return use_shuriken(rules, table, action)
    return reveal(rules, table, action)


def next_level(rules: Rules, deck: Deck, table: Table, hands: Mapping[str, Iterable[int]]) -> Table:
    """The next level after a cleared one: every number card shuffled back, one more card each."""
    if table.status is not Status.CLEARED:
        raise IllegalAction(f"the next level is dealt, but level {table.level} is {table.status.value}")
    following = replace(table, level=table.level + 1, status=Status.PLAYING)
    return deal(rules, deck, following, hands)


def start_blind(rules: Rules, deck: Deck, table: Table, hands: Mapping[str, Iterable[int]]) -> Table:
    """Blind mode after every level is cleared: from its restart level, lives and shurikens kept."""
    if table.status is not Status.WON:
        raise IllegalAction(f"blind mode starts, but the team has not cleared every level ({table.status.value})")
    tokens = table if rules.blind.keeps_tokens else setup(rules, table.players)
    blind = replace(table, level=rules.blind.restart_level, lives=tokens.lives, shurikens=tokens.shurikens)
    return deal(rules, deck, replace(blind, mode=Mode.BLIND, status=Status.PLAYING), hands)


def action_text(action: Action) -> str:
    if isinstance(action, Play):
        return f"{action.player} plays {action.card}"
    return "a shuriken is used" if isinstance(action, UseShuriken) else "the pile is revealed"


# --- 作例の再生 (replaying a worked example) ---------------------------------------------------------


def start_of(example: Example, rules: Rules, deck: Deck) -> Table:
    """The table the example deals: its level, lives and shurikens, checked against the rules."""
    players = [player for player, _ in example.hands]
    table = setup(rules, players)  # what the example leaves out is the start of a game
    level = rules.first_level if example.level is None else example.level
    lives = table.lives if example.lives is None else example.lives
    shurikens = table.shurikens if example.shurikens is None else example.shurikens
    chosen = rules.setup_for(len(players))
    last = chosen.last_level if chosen else rules.first_level
    if not rules.first_level <= level <= last:
        raise IllegalStart("level", f"level {level}: {len(players)} players play levels {rules.first_level}–{last}")
    if not 1 <= lives <= rules.max_lives:
        raise IllegalStart("lives", f"{lives} lives: a team playing holds 1 to {rules.max_lives}")
    if not 0 <= shurikens <= rules.max_shurikens:
        raise IllegalStart("shurikens", f"{shurikens} shurikens: a team holds 0 to {rules.max_shurikens}")
    table = replace(table, level=level, lives=lives, shurikens=shurikens, mode=example.mode)
    return deal(rules, deck, table, dict(example.hands))


@dataclass(frozen=True)
class Observed:
    """The results an `Expect` can state, as the engine found them."""

    misplay: Discards
    shuriken: Discards
    out_of_order: tuple[tuple[int, int], ...]
    lives_lost: int
    lives: int
    shurikens: int
    status: Status
    reward: Reward
    level: int


def observed_step(event: Event) -> Observed:
    table = event.table
    return Observed(
        event.misplay,
        event.shuriken,
        event.out_of_order,
        event.lives_lost,
        table.lives,
        table.shurikens,
        table.status,
        event.reward,
        table.level,
    )


def observed_total(result: Result) -> Observed:
    table = result.table
    return Observed(
        result.misplay,
        result.shuriken,
        result.out_of_order,
        result.lives_lost,
        table.lives,
        table.shurikens,
        table.status,
        result.reward,
        table.level,
    )


def value_text(value: object) -> str:
    if isinstance(value, Status | Reward):
        return str(value.value)
    if isinstance(value, tuple) and value and isinstance(value[0], tuple) and isinstance(value[0][0], str):
        return discards_text(value)
    if isinstance(value, tuple):
        return ", ".join(f"{a} then {b}" for a, b in value) or "none"
    return str(value)


def comparable(value: object) -> object:
    """Discards in any order of players and cards compare equal: the example lists them as it likes."""
    if isinstance(value, tuple) and value and isinstance(value[0], tuple) and isinstance(value[0][0], str):
        return sorted((player, sorted(cards)) for player, cards in value)
    return value


def differences(expect: Expect, found: Observed, step: int | None, prefix: str, why: str) -> list[Problem]:
    """Every stated result that differs from what the rules give."""
    problems = []
    for field in fields(Expect):
        stated, computed = getattr(expect, field.name), getattr(found, field.name)
        if stated is not None and comparable(stated) != comparable(computed):
            message = f"{field.name}: stated {value_text(stated)}, the rules give {value_text(computed)}{why}"
            problems.append(Problem(step, f"{prefix}expect.{field.name}", message))
    return problems


def unstated_misplay(expect: Expect, event: Event, step: int) -> list[Problem]:
    """A misplay the example does not state: the text would tell a reader nothing went wrong."""
    if expect.misplay is not None or not event.misplay or not isinstance(event.action, Play):
        return []
    holders = ", ".join(f"{player} still holds {cards_text(cards)}" for player, cards in event.misplay)
    message = f"{event.action.card} played while {holders}: a misplay, the example says no misplay"
    return [Problem(step, f"steps[{step - 1}].expect.misplay", message)]


def why_of(event: Event) -> str:
    """The reason a step's results are what they are, for the message."""
    parts = [action_text(event.action)]
    if event.misplay:
        parts.append(f"a misplay: {discards_text(event.misplay)} discarded, {event.lives_lost} life lost")
    if event.out_of_order:
        parts.append(f"{len(event.out_of_order)} places out of order, {event.lives_lost} lives lost")
    if event.table.status is not Status.PLAYING:
        parts.append(f"level {event.table.level} {event.table.status.value}")
    return f" ({'; '.join(parts)})"


def replay(example: Example, rules: Rules, deck: Deck) -> Result:
    """The example replayed step by step; ExampleProblem lists every stated result the rules contradict."""
    try:
        start = start_of(example, rules, deck)
    except IllegalAction as error:
        key = error.key if isinstance(error, IllegalStart) else "hands"
        raise ExampleProblem(example.id, [Problem(None, key, str(error))]) from None
    if not example.steps:
        raise ExampleProblem(example.id, [Problem(None, "steps", "no steps: an example shows at least one action")])
    problems: list[Problem] = []
    events: list[Event] = []
    table = start
    for number, step in enumerate(example.steps, start=1):
        try:
            event = apply(rules, table, step.action)
        except IllegalAction as error:
            problems.append(Problem(number, f"steps[{number - 1}]", str(error)))
            raise ExampleProblem(example.id, problems) from None
        problems += unstated_misplay(step.expect, event, number)
        problems += differences(step.expect, observed_step(event), number, f"steps[{number - 1}].", why_of(event))
        events.append(event)
        table = event.table
    result = Result(example, start, tuple(events))
    problems += differences(example.expect, observed_total(result), None, "", " (after the last step)")
    if problems:
        raise ExampleProblem(example.id, problems)
    return result

"""The balance figures of one rule set, exact over every deal: what a designer asks of a rule change.

- `strengths`: how many (board, hand) deals give each strength and special class (as `stats`);
- `showdown`: for each strength of the declarer, how often a challenger dealt two cards from the
  rest of the same board loses to it, ties going by the rules' tie rule (p.17);
- `special_in_round`: for each player count, the chance that at least one hand of the round is
  MIGHTY or DOUBLE×2.

Identical cards are counted by multiplicity (as stats.py does). The showdown needs pairs of hands
on one board; per board it counts every challenger hand once (a histogram of the outcomes) and, for
each declarer hand, corrects only the challenger hands that share a face with it (their weight
changes when the declarer holds a copy), so the work per board is about hands × 2 × faces, not
hands². Red board cards take each player's best colour, as the web calculator shows them (p.13).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from .cards import Card, Deck, Kind
from .ruleset import HandClass, RuleSet, Side
from .stats import multisets, weight
from .strength import board_ranker, hand_class, signed

RANK_SPAN = 1000  # an outcome is one int: rank × RANK_SPAN + strength (totals stay far inside ±RANK_SPAN/2)


@dataclass(frozen=True)
class Outcome:
    """A strength (class NUMBER) or a special class: what one hand is worth on its board."""

    hand_class: HandClass
    strength: int | None

    @property
    def label(self) -> str:
        return signed(self.strength) if self.strength is not None else self.hand_class.value


@dataclass(frozen=True)
class ShowdownOdds:
    """Every (board, declarer hand, challenger hand) deal where the declarer's hand is `outcome`."""

    outcome: Outcome
    deals: int
    wins: int
    """The challenger's hand is weaker."""
    ties: int
    """Equally strong: the tie rule decides."""

    @property
    def losses(self) -> int:
        return self.deals - self.wins - self.ties


@dataclass(frozen=True)
class Balance:
    """The balance figures of one rule set and deck; shares are exact fractions."""

    rules: RuleSet
    deck_size: int
    deals: int
    """(board, hand) deals."""
    strengths: tuple[tuple[Outcome, int], ...]
    """(outcome, deals), strongest first."""
    showdown_deals: int
    """(board, declarer hand, challenger hand) deals."""
    showdown: tuple[ShowdownOdds, ...]
    """One per declarer outcome, strongest first."""
    special_in_round: tuple[tuple[int, Fraction], ...]
    """(players, chance that at least one hand is MIGHTY or DOUBLE×2)."""

    def share(self, deals: int) -> Fraction:
        return Fraction(deals, self.deals)

    def win_chance(self, odds: ShowdownOdds) -> Fraction:
        """The declarer's chance to win the showdown with this hand (ties by the rules)."""
        won = odds.wins + (odds.ties if self.rules.tie_winner is Side.DECLARER else 0)
        return Fraction(won, odds.deals)

    @property
    def declarer_wins(self) -> Fraction:
        """The declarer's chance to win a showdown between two random hands of one board."""
        won = sum(o.wins + (o.ties if self.rules.tie_winner is Side.DECLARER else 0) for o in self.showdown)
        return Fraction(won, self.showdown_deals)

    @property
    def tie_chance(self) -> Fraction:
        return Fraction(sum(o.ties for o in self.showdown), self.showdown_deals)

    @property
    def special_share(self) -> Fraction:
        """The share of deals whose hand is MIGHTY or DOUBLE×2."""
        return self.share(sum(n for outcome, n in self.strengths if outcome.hand_class is not HandClass.NUMBER))

    def at_least(self, outcome: Outcome) -> Fraction:
        """The share of deals at least as strong as `outcome` ("this or stronger")."""
        total = 0
        for found, n in self.strengths:
            total += n
            if found == outcome:
                return self.share(total)
        raise KeyError(outcome)

    @property
    def break_even(self) -> Outcome | None:
        """The weakest hand that wins at least half of its showdowns."""
        winning = [o.outcome for o in self.showdown if self.win_chance(o) >= Fraction(1, 2)]
        return winning[-1] if winning else None

    @property
    def median(self) -> Outcome:
        """The strength that half of all deals reach or beat."""
        for outcome, _ in self.strengths:
            if self.at_least(outcome) >= Fraction(1, 2):
                return outcome
        return self.strengths[-1][0]


Tally = tuple[dict[int, int], dict[int, tuple[int, int, int]]]
Tallier = Callable[[RuleSet, Deck], Tally]


def balance_all(rule_sets: Sequence[RuleSet], deck: Deck, players: Sequence[int], tallier: Tallier | None = None) -> list[Balance]:
    """The figures of several rule sets; those that value hands alike (the same `play_key`: a tie
    rule or a stake changed) share one enumeration, so a variant of the chips costs nothing.
    `tallier`: how an enumeration is had (the balance report's reads it from its cache; by default
    `showdown_tally`, which makes it)."""
    tallies: dict[tuple[object, ...], Tally] = {}
    found = []
    for rules in rule_sets:
        if rules.play_key not in tallies:
            tallies[rules.play_key] = (tallier or showdown_tally)(rules, deck)
        found.append(balance(rules, deck, players, tallies[rules.play_key]))
    return found


def balance(rules: RuleSet, deck: Deck, players: Sequence[int], tally_of_play: Tally | None = None) -> Balance:
    """The exact balance figures of `rules` with `deck`, the round view for each of `players`
    (`tally_of_play`: the enumeration of a rule set with the same play_key, already made)."""
    tally, odds = tally_of_play or showdown_tally(rules, deck)
    by_key = sorted(tally, reverse=True)
    _outcome = _Decoder(rules)
    return Balance(
        rules=rules,
        deck_size=deck.size,
        deals=comb(deck.size, rules.board_size) * comb(deck.size - rules.board_size, rules.hand_size),
        strengths=tuple((_outcome(key), tally[key]) for key in by_key),
        showdown_deals=sum(total for total, _, _ in odds.values()),
        showdown=tuple(ShowdownOdds(_outcome(key), *odds[key]) for key in sorted(odds, reverse=True)),
        special_in_round=tuple((n, special_in_round(rules, deck, n)) for n in players),
    )


def _key(rules: RuleSet, cls: HandClass, strength: int | None) -> int:
    return rules.rank(cls) * RANK_SPAN + (strength or 0)


class _Decoder:
    """Turns outcome keys back into Outcomes for one rule set."""

    def __init__(self, rules: RuleSet):
        self.by_rank = {rules.rank(cls): cls for cls in rules.ranking}

    def __call__(self, key: int) -> Outcome:
        rank, strength = divmod(key + RANK_SPAN // 2, RANK_SPAN)
        cls = self.by_rank[rank]
        return Outcome(cls, strength - RANK_SPAN // 2 if cls is HandClass.NUMBER else None)


def showdown_tally(rules: RuleSet, deck: Deck) -> Tally:
    """(deals per outcome key, {declarer key: (deals, wins, ties)}) over every board: a function of
    `rules.play_key` and `deck` alone (balance_all shares it by play_key; the report caches it so)."""
    faces, copies = deck.faces(), [deck.count(card) for card in deck.faces()]
    hands = multisets(copies, rules.hand_size)
    touching = _touching(hands)
    tally: dict[int, int] = {}
    odds: dict[int, list[int]] = {}
    for board, board_times in multisets(copies, rules.board_size):
        rest = list(copies)
        for face in board:
            rest[face] -= 1
        board_weight = weight(copies, board_times)
        board_cards = tuple(faces[i] for i in board)
        _one_board(rules, board_cards, board_weight, rest, faces, hands, touching, tally, odds)
    return tally, {key: (n, w, t) for key, (n, w, t) in odds.items()}


def _touching(hands: list[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]) -> list[list[int]]:
    """For each hand, the indexes of the hands that share a face with it."""
    return [[j for j, (other, _) in enumerate(hands) if set(other) & set(hand)] for hand, _ in hands]


def _one_board(
    rules: RuleSet,
    board: tuple[Card, ...],
    board_weight: int,
    rest: list[int],
    faces: list[Card],
    hands: list[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]],
    touching: list[list[int]],
    tally: dict[int, int],
    odds: dict[int, list[int]],
) -> None:
    weights = [weight(rest, times) for _, times in hands]
    rank = board_ranker(rules, board)
    keys = [_key(rules, *rank(tuple(faces[i] for i in hand))) if w else 0 for (hand, _), w in zip(hands, weights, strict=True)]
    histogram: dict[int, int] = {}
    for key, w in zip(keys, weights, strict=True):
        if w:
            histogram[key] = histogram.get(key, 0) + w
            tally[key] = tally.get(key, 0) + board_weight * w
    below: dict[int, int] = {}
    running = 0
    for key in sorted(histogram):
        below[key] = running
        running += histogram[key]
    left = sum(rest) - rules.hand_size  # cards left for the challenger
    challengers = comb(left, rules.hand_size)
    for i, (_, times) in enumerate(hands):
        if not weights[i]:
            continue
        key = keys[i]
        wins, ties = below[key], histogram[key]
        held = dict(times)
        for j in touching[i]:  # challenger hands whose weight changes while the declarer holds `hand`
            if not weights[j]:
                continue
            delta = _weight_without(rest, held, hands[j][1]) - weights[j]
            if keys[j] < key:
                wins += delta
            elif keys[j] == key:
                ties += delta
        scale = board_weight * weights[i]
        entry = odds.setdefault(key, [0, 0, 0])
        entry[0] += scale * challengers
        entry[1] += scale * wins
        entry[2] += scale * ties


def _weight_without(rest: list[int], held: dict[int, int], times: tuple[tuple[int, int], ...]) -> int:
    """How many physical hands `times` stands for once the declarer holds `held` of the rest."""
    result = 1
    for face, k in times:
        result *= comb(rest[face] - held.get(face, 0), k)
    return result


def special_in_round(rules: RuleSet, deck: Deck, players: int) -> Fraction:
    """The chance that at least one of `players` hands is MIGHTY or DOUBLE×2, the board dealt first.

    Only the kinds matter (MIGHTY, DOUBLE, number): the deals where no hand is special are counted
    hand by hand over how many cards of each kind are left; the board takes any cards."""

    def held(kind: Kind) -> int:
        return sum(n for card, n in deck.copies.items() if card.kind is kind)

    counts = (held(Kind.MIGHTY), held(Kind.DOUBLE), held(Kind.NUMBER))
    sample = {
        Kind.MIGHTY: next((c for c in deck.faces() if c.kind is Kind.MIGHTY), None),
        Kind.DOUBLE: next((c for c in deck.faces() if c.kind is Kind.DOUBLE), None),
        Kind.NUMBER: next((c for c in deck.faces() if c.kind is Kind.NUMBER), None),
    }
    hand_mixes = [mix for mix in _mixes(rules.hand_size) if _plain(rules, mix, sample)]
    ways = _deal({counts: 1}, _mixes(rules.board_size))  # the board: any cards
    for _ in range(players):
        ways = _deal(ways, hand_mixes)
    dealt = rules.board_size + players * rules.hand_size
    if dealt > deck.size:
        raise ValueError(f"{players} players need {dealt} cards; the deck has {deck.size}")
    total = 1
    left = deck.size
    for size in [rules.board_size] + [rules.hand_size] * players:
        total *= comb(left, size)
        left -= size
    return 1 - Fraction(sum(ways.values()), total)


def _mixes(size: int) -> list[tuple[int, int, int]]:
    """Every (MIGHTYs, DOUBLEs, numbers) of `size` cards."""
    return [(m, d, size - m - d) for m in range(size + 1) for d in range(size + 1 - m)]


def _plain(rules: RuleSet, mix: tuple[int, int, int], sample: dict[Kind, Card | None]) -> bool:
    """Whether a hand of this mix of kinds is an ordinary total (NUMBER)."""
    cards = []
    for kind, n in zip((Kind.MIGHTY, Kind.DOUBLE, Kind.NUMBER), mix, strict=True):
        card = sample[kind]
        if n and card is None:
            return False  # the deck has no such card: the mix cannot be dealt
        cards += [card] * n if card is not None else []
    return hand_class(rules, cards) is HandClass.NUMBER


def _deal(ways: dict[tuple[int, int, int], int], mixes: list[tuple[int, int, int]]) -> dict[tuple[int, int, int], int]:
    """One more set of cards dealt, of one of `mixes`: the ways to reach each (left of each kind)."""
    after: dict[tuple[int, int, int], int] = {}
    for left, n in ways.items():
        for mix in mixes:
            if all(k <= have for k, have in zip(mix, left, strict=True)):
                ways_here = comb(left[0], mix[0]) * comb(left[1], mix[1]) * comb(left[2], mix[2])
                rest = (left[0] - mix[0], left[1] - mix[1], left[2] - mix[2])
                after[rest] = after.get(rest, 0) + n * ways_here
    return after

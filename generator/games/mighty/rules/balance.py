"""The balance figures of one rule set, exact over every deal: what a designer asks of a rule change.

- `strengths`: how many (board, hand) deals give each strength and special class (as `stats`);
- `showdown`: for each strength of the declarer, how often a challenger dealt two cards from the
  rest of the same board loses to it, ties going by the rules' tie rule (p.17);
- `special_in_round`: for each player count, the chance that at least one hand of the round is
  MIGHTY or DOUBLE×2.

Identical cards are counted by multiplicity (as stats.py does). The showdown needs pairs of disjoint
hands on one board; it counts them by inclusion–exclusion over the cards two hands share, from how
many hands of each outcome hold each sub-multiset of faces (_one_board), so the work per board is
about hands × 4, not hands². Red board cards take each player's best colour, as the web calculator
shows them (p.13).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb, prod

from .cards import Card, Deck, Kind
from .ruleset import HandClass, RuleSet, Side
from .stats import multisets, weight
from .strength import ColourSums, best_strength, board_colourings, hand_class, hand_sums, signed

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


def showdown_tally(rules: RuleSet, deck: Deck, boards: range | None = None) -> Tally:
    """(deals per outcome key, {declarer key: (deals, wins, ties)}) over every board: a function of
    `rules.play_key` and `deck` alone (balance_all shares it by play_key; the report caches it so).
    `boards`: only the boards of these numbers (board_count's order), a share of the work; the
    shares' tallies, merged in order (merge_tallies), are the whole one."""
    faces, copies = deck.faces(), [deck.count(card) for card in deck.faces()]
    hands = [_Hand.of(rules, [faces[i] for i in hand], times) for hand, times in multisets(copies, rules.hand_size)]
    every_board = multisets(copies, rules.board_size)
    tally: dict[int, int] = {}
    odds: dict[int, list[int]] = {}
    for board, board_times in every_board if boards is None else every_board[boards.start : boards.stop]:
        rest = list(copies)
        for face in board:
            rest[face] -= 1
        board_cards = tuple(faces[i] for i in board)
        _one_board(rules, board_cards, weight(copies, board_times), rest, hands, tally, odds)
    return tally, {key: (n, w, t) for key, (n, w, t) in odds.items()}


def board_count(rules: RuleSet, deck: Deck) -> int:
    """How many boards (multisets of faces) showdown_tally goes through."""
    return len(multisets([deck.count(card) for card in deck.faces()], rules.board_size))


def merge_tallies(parts: Sequence[Tally]) -> Tally:
    """The tally of consecutive shares of the boards, given in board order: the same dicts, in the
    same order, as one showdown_tally over them all (a key first comes where it first came)."""
    tally: dict[int, int] = {}
    odds: dict[int, tuple[int, int, int]] = {}
    for part_tally, part_odds in parts:
        for key, n in part_tally.items():
            tally[key] = tally.get(key, 0) + n
        for key, (n, w, t) in part_odds.items():
            before = odds.get(key, (0, 0, 0))
            odds[key] = (before[0] + n, before[1] + w, before[2] + t)
    return tally, odds


Times = tuple[tuple[int, int], ...]  # a multiset of faces: ((face, times), …)
SharedPart = tuple[Times, tuple[tuple[int, int, int], ...]]  # a sub-multiset S of a hand; ((face, in hand, in S), …)


@dataclass(frozen=True)
class _Hand:
    """One multiset of hand faces, with what does not depend on the board worked out once."""

    times: Times
    parts: tuple[SharedPart, ...]
    """Every sub-multiset S (the empty one first): the cards two hands can share (_one_board)."""
    sums: ColourSums | None
    """A NUMBER hand's colour sums; None for a special class, whose key is `key`."""
    key: int
    known: dict[tuple[int, ...], tuple[tuple[Times, int], ...]] = field(default_factory=dict, compare=False)
    """holding()'s answers by the rest of the hand's faces: a few counts, met on board after board."""

    @staticmethod
    def of(rules: RuleSet, cards: list[Card], times: Times) -> _Hand:
        cls, sums = hand_sums(rules, cards)
        return _Hand(times, _shared_parts(times), sums, _key(rules, cls, None))

    def holding(self, rest: list[int]) -> tuple[tuple[Times, int], ...]:
        """(S, how many of these hands in the rest hold one given physical S) for each S; () when
        the rest has no such hand."""
        left = tuple(rest[face] for face, _ in self.times)
        found = self.known.get(left)
        if found is None:
            found = self.known[left] = self._holding(rest) if all(n >= k for n, (_, k) in zip(left, self.times, strict=True)) else ()
        return found

    def _holding(self, rest: list[int]) -> tuple[tuple[Times, int], ...]:
        return tuple((part, prod(comb(rest[face] - s, k - s) for face, k, s in terms)) for part, terms in self.parts)


def _shared_parts(times: Times) -> tuple[SharedPart, ...]:
    parts: list[SharedPart] = [((), ())]
    for face, k in times:
        parts = [((*part, (face, s)) if s else part, (*terms, (face, k, s))) for part, terms in parts for s in range(k + 1)]
    return tuple(parts)


def _one_board(
    rules: RuleSet,
    board: tuple[Card, ...],
    board_weight: int,
    rest: list[int],
    hands: list[_Hand],
    tally: dict[int, int],
    odds: dict[int, list[int]],
) -> None:
    """Adds one board's deals to `tally` and `odds`.

    The showdown counts ordered pairs of disjoint physical hands from the rest by inclusion–exclusion
    over the physical cards S they share: pairs(disjoint) = Σ_S (−1)^|S| × (declarer hands ⊇ S) ×
    (challenger hands ⊇ S). Hands holding a given S are counted per multiset of faces (`by_part`), so
    the work is hands × their sub-multisets, not hands × the hands they share a face with."""
    colourings = board_colourings(rules, board)
    by_part: dict[Times, dict[int, int]] = {}  # S's faces → {outcome key: hands holding one given S}
    for hand in hands:
        holding = hand.holding(rest)
        if not holding:
            continue  # not in the rest
        key = hand.key if hand.sums is None else hand.key + best_strength(colourings, hand.sums)
        for part, n in holding:
            found = by_part.setdefault(part, {})
            found[key] = found.get(key, 0) + n
    if not by_part:
        return  # the rest is too small for a hand
    histogram = by_part[()]  # every hand: the empty S
    for key, n in histogram.items():
        tally[key] = tally.get(key, 0) + board_weight * n
    wins, ties = _disjoint_pairs(rest, by_part)
    challengers = comb(sum(rest) - rules.hand_size, rules.hand_size)
    for key, n in histogram.items():
        entry = odds.setdefault(key, [0, 0, 0])
        entry[0] += board_weight * n * challengers
        entry[1] += board_weight * wins[key]
        entry[2] += board_weight * ties[key]


def _disjoint_pairs(rest: list[int], by_part: dict[Times, dict[int, int]]) -> tuple[dict[int, int], dict[int, int]]:
    """For each declarer key: the ordered pairs of disjoint physical hands whose challenger is weaker
    (wins), or equally strong (ties), summed by inclusion–exclusion over the shared cards S."""
    wins: dict[int, int] = dict.fromkeys(by_part[()], 0)
    ties: dict[int, int] = dict.fromkeys(by_part[()], 0)
    for part, holding in by_part.items():
        ways = -1 if sum(s for _, s in part) % 2 else 1  # (−1)^|S| × the physical S of these faces
        for face, s in part:
            ways *= comb(rest[face], s)
        if len(holding) == 1:  # most shared parts (two whole faces) are held by one hand, so one key
            key, n = next(iter(holding.items()))
            ties[key] += ways * n * n
            continue
        below = 0
        for key in sorted(holding):
            n = holding[key]
            wins[key] += ways * n * below
            ties[key] += ways * n * n
            below += n
    return wins, ties


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

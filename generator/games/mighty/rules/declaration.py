"""The declaration procedure of one round as a state machine (manuscript pp.15–19, p.21).

API
---
``Round(rules, players, chips)``
    ``rules``: the ``RuleSet`` played by (stakes, pot, tie rule, open limits, round penalty; the numbers
    below are the base rules of content/rules.yaml).
    ``players``: the names of everyone dealt in (all players still in the game, p.2: 次のラウンドには
    全員が参加); ``chips``: each player's points at the start of the round, one int for everybody
    or a mapping name → points. Everybody needs ≥ 1 point (a player at 0 has lost the game).

Moves (each checks the rules first and raises ``IllegalMove`` with the reason, changing nothing;
``by`` optionally names who made a move, and naming the wrong player is illegal: "only the declarer can call"):

``declare(player) -> Declaration``
    「マイティ」: the player puts 1 chip on the table (p.15). At most 1 open declaration with 2–4
    players, 2 with 5+ (counted over the players dealt in); a player takes part in one at a time.
``accept(declaration)``
    Nobody challenged: the chip goes back and the declarer is out (あがる), p.15.
``challenge(declaration, challenger, shown)``
    The challenger puts 1 chip down (2 on the table) and shows the declarer one hand card, p.16.
``call(declaration, shown, by=None)``
    The declarer goes on and shows the challenger one hand card, p.16.
``fold(declaration, who)``
    The declarer (instead of calling) or the challenger (instead of the showdown) folds: one chip
    back to each, the folder's opponent is out, the folder stays (p.16, p.21).
``showdown(declaration, declarer_eval, challenger_eval, by=None) -> ShowdownResult``
    The challenger calls the showdown (p.17): the stronger hand wins, a tie goes to the declarer;
    the winner takes both chips and is out. The evaluations must hold the cards shown earlier.
``reveal(declaration, card, by=None)``
    The loser picks one of the winner's two hand cards to show everybody (p.17); it stays face
    up until the round ends. The declaration is closed (and stops counting against the limit) only now.
When a move leaves one player in the round, that player's unchallenged declaration (possible with
5+ players: two declarers, nobody left to challenge) is withdrawn, its chip back (event "withdraw").
``end_round() -> RoundEnd``
    Only one player is left and nothing is open: that player loses 1 point, out of the game (p.19).
    (Also when every player left has no chip in hand: nobody can declare; no point is lost.)
    ``RoundEnd.game_over`` when someone is at 0 points (p.19).
``next_round() -> Round``
    A new round with the points carried over, when the game is not over.

State, read-only: ``players``, ``chips_in_hand(p)``, ``staked(p)`` (chips p has on the table),
``points(p)`` (hand + table: chips on the table still count, p.19), ``is_out(p)``, ``out`` (in the
order players went out), ``remaining``, ``open_declarations``, ``declarations``, ``revealed``
(cards left face up), ``events`` (one ``Event`` per move, with the table and chips after it), ``ended``.

A ``Declaration`` is the handle the moves take: ``id`` (1, 2, … in this round), ``declarer``,
``challenger``, ``stage`` (a ``Stage``), ``table`` (chips on it), ``shown`` (player → card shown),
``result`` (the ``ShowdownResult``), ``winner``, ``loser``, ``revealed``. Only ``Round`` changes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .cards import Card
from .ruleset import Pot, RuleSet, Side
from .showdown import ShowdownResult, compare
from .strength import Evaluation, RuleError

MIN_PLAYERS = 2  # a declaration needs someone to challenge it (not a rule choice: the game's shape)


class IllegalMove(RuleError):
    """A move the rules do not allow at this point; the message gives the reason."""


class Stage(Enum):
    DECLARED = "declared"  # 「マイティ」: waiting for the others to accept or challenge
    CHALLENGED = "challenged"  # the declarer calls or folds
    CALLED = "called"  # the challenger shows down or folds
    REVEAL = "reveal"  # after the showdown: the loser picks one of the winner's cards to reveal
    CLOSED = "closed"


@dataclass
class Declaration:
    """One declaration and the duel that follows it."""

    id: int
    declarer: str
    challenger: str | None = None
    stage: Stage = Stage.DECLARED
    table: int = 0
    shown: dict[str, Card] = field(default_factory=dict)
    result: ShowdownResult | None = None
    winner: str | None = None
    revealed: Card | None = None
    won: int = 0
    """The chips the showdown winner took (p.17)."""

    @property
    def is_open(self) -> bool:
        return self.stage is not Stage.CLOSED

    @property
    def loser(self) -> str | None:
        """After a showdown, the player who stays; None otherwise."""
        if self.result is None:
            return None
        return self.challenger if self.winner == self.declarer else self.declarer

    @property
    def players(self) -> tuple[str, ...]:
        return (self.declarer,) if self.challenger is None else (self.declarer, self.challenger)

    @property
    def rival(self) -> str:
        """The challenger, once there is one (every move after the challenge checks the stage first)."""
        assert self.challenger is not None, f"declaration {self.id} has no challenger yet"
        return self.challenger

    @property
    def outcome(self) -> ShowdownResult:
        """The showdown's result, once shown down."""
        assert self.result is not None, f"declaration {self.id} has not been shown down"
        return self.result

    def opponent(self, player: str) -> str:
        return self.rival if player == self.declarer else self.declarer


@dataclass(frozen=True)
class Event:
    """One move as it happened, with the state right after it (what the examples state)."""

    action: str  # declare, accept, challenge, call, fold, showdown, reveal, withdraw, end_round
    player: str
    declaration: int | None
    card: Card | None = None
    table: int = 0
    """Chips on this declaration's table after the move."""
    chips: tuple[tuple[str, int], ...] = ()
    """Chips in each player's hand after the move, in player order."""
    out: str | None = None
    """The player who went out (あがった) by this move, if any."""


@dataclass(frozen=True)
class RoundEnd:
    """p.19: the last player loses a point; the game ends when someone is at 0."""

    loser: str | None
    """The last player; None when every player left had lost their last chip (see Round.end_round)."""
    lost: int
    """The points taken out of the game: 1, or 0 for a player who had none left."""
    points: tuple[tuple[str, int], ...]
    game_over: bool
    game_losers: tuple[str, ...]


def _require(condition: bool, reason: str) -> None:
    if not condition:
        raise IllegalMove(reason)


def _starting_points(players: Sequence[str], chips: int | Mapping[str, int]) -> dict[str, int]:
    given: dict[str, int | None] = {p: chips for p in players} if isinstance(chips, int) else {p: chips.get(p) for p in players}
    points: dict[str, int] = {}
    for player, n in given.items():
        if n is None:
            raise IllegalMove(f"no points given for {player}")
        _require(n >= 1, f"{player} has {n} points: a player at 0 has lost the game and plays no more rounds")
        points[player] = n
    return points


class Round:
    """One round, from the deal to the last player losing a point."""

    def __init__(self, rules: RuleSet, players: Sequence[str], chips: int | Mapping[str, int]):
        self.rules = rules
        players = tuple(players)
        _require(len(set(players)) == len(players), f"a player is named twice in {', '.join(players)}")
        _require(len(players) >= MIN_PLAYERS, f"{len(players)} player(s); a round needs at least {MIN_PLAYERS}")
        self.players = players
        self._chips = _starting_points(players, chips)
        self._staked = {p: 0 for p in players}
        self.out: list[str] = []
        self.declarations: list[Declaration] = []
        self.events: list[Event] = []
        self.revealed: list[Card] = []
        self.ended: RoundEnd | None = None

    # ---- state -------------------------------------------------------------------------------

    def chips_in_hand(self, player: str) -> int:
        self._check_player(player)
        return self._chips[player]

    def staked(self, player: str) -> int:
        self._check_player(player)
        return self._staked[player]

    def points(self, player: str) -> int:
        """p.19: chips on the table still count as points."""
        return self.chips_in_hand(player) + self.staked(player)

    def is_out(self, player: str) -> bool:
        self._check_player(player)
        return player in self.out

    @property
    def remaining(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p not in self.out)

    @property
    def open_declarations(self) -> tuple[Declaration, ...]:
        return tuple(d for d in self.declarations if d.is_open)

    @property
    def max_open(self) -> int:
        return self.rules.open_limit(len(self.players))

    # ---- moves -------------------------------------------------------------------------------

    def declare(self, player: str) -> Declaration:
        """p.15: 「マイティ」と宣言し、1点を置く."""
        self._check_free(player)
        self._check_limit()
        declaration = Declaration(id=len(self.declarations) + 1, declarer=player, table=self.rules.declaration_stake)
        self._stake(player, self.rules.declaration_stake)
        self.declarations.append(declaration)
        self._log("declare", player, declaration)
        return declaration

    def accept(self, declaration: Declaration) -> None:
        """p.15: 挑戦なし：1点を戻して宣言者があがります."""
        self._check_stage(declaration, Stage.DECLARED, "accept")
        self._return_stake(declaration.declarer, self.rules.declaration_stake)
        declaration.table = 0
        self._close(declaration, out=declaration.declarer)
        self._log("accept", declaration.declarer, declaration, out=declaration.declarer)
        self._withdraw_for_the_last_player()

    def challenge(self, declaration: Declaration, challenger: str, shown: Card) -> None:
        """p.16: 挑戦者も1点を置く（場は2点）; one hand card shown to the declarer only."""
        self._check_stage(declaration, Stage.DECLARED, "challenge")
        _require(challenger != declaration.declarer, f"{challenger} cannot challenge their own declaration")
        self._check_free(challenger)
        self._stake(challenger, self.rules.challenge_stake)
        declaration.challenger = challenger
        declaration.table = self.rules.challenged_table
        declaration.shown[challenger] = shown
        declaration.stage = Stage.CHALLENGED
        self._log("challenge", challenger, declaration, card=shown)

    def call(self, declaration: Declaration, shown: Card, by: str | None = None) -> None:
        """p.16: 宣言者が選んで宣言 — the declarer goes on, showing one hand card."""
        self._check_stage(declaration, Stage.CHALLENGED, "call")
        self._check_actor(by, declaration.declarer, "only the declarer can call")
        declaration.shown[declaration.declarer] = shown
        declaration.stage = Stage.CALLED
        self._log("call", declaration.declarer, declaration, card=shown)

    def fold(self, declaration: Declaration, who: str) -> None:
        """p.16: どちらがフォールドしても、1点ずつ返却して決着; the folder's opponent is out (p.21)."""
        self._check_player(who)
        _require(who in declaration.players, f"{who} is not in declaration {declaration.id}")
        expected = Stage.CHALLENGED if who == declaration.declarer else Stage.CALLED
        self._check_stage(declaration, expected, "fold")
        winner = declaration.opponent(who)
        self._return_stake(declaration.declarer, self.rules.declaration_stake)
        self._return_stake(declaration.rival, self.rules.challenge_stake)
        declaration.table = 0
        self._close(declaration, out=winner)
        self._log("fold", who, declaration, out=winner)
        # nothing to withdraw: the folder stays in, and a player is in one declaration at a time

    def showdown(
        self, declaration: Declaration, declarer_eval: Evaluation, challenger_eval: Evaluation, by: str | None = None
    ) -> ShowdownResult:
        """p.17: 強い方があがり、2点を獲得. 同点なら、宣言者の勝ち."""
        self._check_stage(declaration, Stage.CALLED, "show down")
        self._check_actor(by, declaration.rival, "only the challenger can call the showdown")
        self._check_hands(declaration, declarer_eval, challenger_eval)
        result = compare(self.rules, declarer_eval, challenger_eval)
        winner = declaration.declarer if result.winner is Side.DECLARER else declaration.rival
        self._staked[declaration.declarer] -= self.rules.declaration_stake
        self._staked[declaration.rival] -= self.rules.challenge_stake
        declaration.won = self._winnings(declaration, winner)
        self._chips[winner] += declaration.won
        declaration.table = 0
        declaration.result, declaration.winner = result, winner
        declaration.stage = Stage.REVEAL
        self.out.append(winner)
        self._log("showdown", declaration.rival, declaration, out=winner)
        return result

    def reveal(self, declaration: Declaration, card: Card, by: str | None = None) -> None:
        """p.17: 敗者が勝者のハンド2枚を確認し、好きな1枚を選んで全員に公開."""
        self._check_stage(declaration, Stage.REVEAL, "reveal a card")
        loser = declaration.opponent(declaration.winner or declaration.declarer)
        self._check_actor(by, loser, f"only the loser {loser} chooses the card to reveal")
        hand = declaration.outcome.evaluation(declaration.outcome.winner).hand
        _require(card in hand, f"{card.name} is not in the winner {declaration.winner}'s hand ({_names(hand)})")
        declaration.revealed = card
        declaration.stage = Stage.CLOSED
        self.revealed.append(card)
        self._log("reveal", loser, declaration, card=card)

    def end_round(self) -> RoundEnd:
        """p.19: 最後の1人になったらラウンド終了; that player loses 1 point; 0 points ends the game.

        The rulebook is silent on a round where every player left has lost their last chip in a
        showdown: nobody can declare, so the round ends there, nobody loses a further point, and
        the game is over (those players are at 0).
        """
        _require(self.ended is None, "the round has already ended")
        still_open = ", ".join(str(d.id) for d in self.open_declarations)
        _require(not still_open, f"declaration {still_open} is still open")
        left = self.remaining
        stuck = all(self._chips[p] == 0 for p in left)
        _require(len(left) == 1 or stuck, f"{len(left)} players are still in the round ({', '.join(left)}); it ends with 1")
        loser = left[0] if len(left) == 1 else None
        lost = min(self.rules.round_penalty, self._chips[loser]) if loser else 0  # no chip left, none to lose
        if loser:
            self._chips[loser] -= lost
        points = tuple((p, self.points(p)) for p in self.players)
        losers = tuple(p for p, n in points if n == 0)
        self.ended = RoundEnd(loser, lost, points, bool(losers), losers)
        self._log("end_round", loser or ", ".join(left), None)
        return self.ended

    def next_round(self) -> Round:
        """p.19: 0点の人がいなければ次へ — everybody plays again with the points they have."""
        ended = self.ended
        if ended is None:
            raise IllegalMove("the round has not ended yet")
        _require(not ended.game_over, f"the game is over: {', '.join(ended.game_losers)} at 0 points")
        return Round(self.rules, self.players, dict(ended.points))

    # ---- checks ------------------------------------------------------------------------------

    def _check_player(self, player: str) -> None:
        _require(player in self.players, f"{player} is not playing in this round (players: {', '.join(self.players)})")

    def _check_free(self, player: str) -> None:
        """A player who declares or challenges must be in the round, free, and have a chip."""
        self._check_player(player)
        _require(self.ended is None, "the round has already ended")
        _require(len(self.remaining) > 1, f"the round is over: only {', '.join(self.remaining)} is left")
        _require(player not in self.out, f"{player} is already out")
        for busy in self.open_declarations:
            _require(player not in busy.players, f"{player} is already in open declaration {busy.id}")
        _require(self._chips[player] > 0, f"{player} has no chip to put down")

    def _check_limit(self) -> None:
        count, limit = len(self.open_declarations), self.max_open
        _require(
            count < limit,
            f"a {_ordinal(count + 1)} open declaration with {len(self.players)} players; at most {limit}",
        )

    def _check_declaration(self, declaration: Declaration) -> None:
        known = 0 < declaration.id <= len(self.declarations) and self.declarations[declaration.id - 1] is declaration
        _require(known, f"declaration {declaration.id} does not belong to this round")

    def _check_stage(self, declaration: Declaration, expected: Stage, action: str) -> None:
        self._check_declaration(declaration)
        if declaration.stage is not expected:
            raise IllegalMove(f"cannot {action} declaration {declaration.id}: {_stage_reason(declaration)}")

    def _check_actor(self, by: str | None, expected: str, reason: str) -> None:
        """Moves made by one known player may name who made them; naming someone else is illegal."""
        if by is not None:
            self._check_player(by)
            _require(by == expected, f"{by} cannot do this: {reason}")

    def _check_hands(self, declaration: Declaration, declarer_eval: Evaluation, challenger_eval: Evaluation) -> None:
        """The hands shown down must hold the cards shown at the challenge and the call, on one board."""
        for player, evaluation in ((declaration.declarer, declarer_eval), (declaration.rival, challenger_eval)):
            shown = declaration.shown[player]
            _require(shown in evaluation.hand, f"{player} showed {shown.name}, but the hand is {_names(evaluation.hand)}")
        boards = sorted(declarer_eval.board), sorted(challenger_eval.board)
        _require(boards[0] == boards[1], f"two boards: {_names(boards[0])} and {_names(boards[1])}; a round has one")

    # ---- chips -------------------------------------------------------------------------------

    def _stake(self, player: str, n: int) -> None:
        self._chips[player] -= n
        self._staked[player] += n

    def _return_stake(self, player: str, n: int) -> None:
        self._staked[player] -= n
        self._chips[player] += n

    def _winnings(self, declaration: Declaration, winner: str) -> int:
        """p.17: the whole table, or (Pot.OWN_STAKE) only the winner's own stake, the loser's leaving the game."""
        if self.rules.showdown_pot is Pot.TABLE:
            return declaration.table
        own = self.rules.declaration_stake if winner == declaration.declarer else self.rules.challenge_stake
        return own

    def _close(self, declaration: Declaration, out: str) -> None:
        declaration.stage = Stage.CLOSED
        declaration.winner = out
        self.out.append(out)

    def _withdraw_for_the_last_player(self) -> None:
        """p.19: 最後の1人になったらラウンド終了 — so the last player's own declaration (with 5+ players
        two may be open, and nobody is left to challenge it) is withdrawn and its chip given back."""
        if len(self.remaining) != 1:
            return
        for declaration in self.open_declarations:
            if declaration.stage is Stage.DECLARED:
                self._return_stake(declaration.declarer, self.rules.declaration_stake)
                declaration.table, declaration.stage = 0, Stage.CLOSED
                self._log("withdraw", declaration.declarer, declaration)

    def _log(self, action: str, player: str, declaration: Declaration | None, card: Card | None = None, out: str | None = None) -> None:
        chips = tuple((p, self._chips[p]) for p in self.players)
        table = declaration.table if declaration else 0
        number = declaration.id if declaration else None
        self.events.append(Event(action, player, number, card, table, chips, out))


def _stage_reason(declaration: Declaration) -> str:
    return {
        Stage.DECLARED: "nobody has challenged it yet",
        Stage.CHALLENGED: f"it is the declarer {declaration.declarer}'s turn to call or fold",
        Stage.CALLED: f"it is the challenger {declaration.challenger}'s turn to show down or fold",
        Stage.REVEAL: f"the loser {declaration.loser} has yet to reveal one of the winner's cards",
        Stage.CLOSED: "it is already settled",
    }[declaration.stage]


def _ordinal(n: int) -> str:
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")


def _names(cards: Iterable[Card]) -> str:
    return " ".join(card.name for card in cards)

"""COLOUR CALL's parts and rules, pure (no I/O, no YAML, no drawing): the authority every worked example is replayed by.

Every printed item is a `Part` of one group: the players' colour cards (a colour and a value, the
colour on the back), the shared call cards (a value) and the players' mats (a colour; one side
plain, the other the win mark). The chips are a count of plain tokens (components.yaml)."""

from __future__ import annotations

from dataclasses import dataclass

COLOUR_CARDS, CALL_CARDS, MATS = "colour-cards", "call-cards", "mats"
CALL_WORD, MAT_WORD = "コール", "マット"  # how content names a call card (コール2) and a mat (あかマット)


@dataclass(frozen=True)
class Colour:
    """A player's colour: `key` (ASCII: file names, the palette role `player-KEY`), `name` as content writes it."""

    key: str
    name: str

    def __str__(self) -> str:
        return self.key


@dataclass(frozen=True)
class Part:
    """One item: a colour card (`colour`, `value`), a call card (`value`) or a mat (`colour`); a generator.game.CardFace."""

    group: str
    value: int = 0
    colour: Colour | None = None

    @property
    def name(self) -> str:
        """As content writes it: あか3, コール2, あかマット."""
        if self.group == CALL_CARDS:
            return f"{CALL_WORD}{self.value}"
        assert self.colour is not None
        return f"{self.colour.name}{MAT_WORD}" if self.group == MATS else f"{self.colour.name}{self.value}"

    @property
    def key(self) -> str:
        """ASCII and unique: per-item file names, tabletop nicknames (red-3, call-2, mat-red)."""
        if self.group == CALL_CARDS:
            return f"call-{self.value}"
        assert self.colour is not None
        return f"mat-{self.colour.key}" if self.group == MATS else f"{self.colour.key}-{self.value}"


COLOURS = (
    Colour("red", "あか"),
    Colour("blue", "あお"),
    Colour("green", "みどり"),
    Colour("purple", "むらさき"),
    Colour("orange", "だいだい"),
    Colour("grey", "はいいろ"),
)  # the players' colours, one a player: deck.yaml says which the box holds


def part_named(name: str, colours: tuple[Colour, ...] = COLOURS) -> Part | None:
    """The part `name` stands for (あか3, コール2, あかマット), or None."""
    text = str(name).strip()
    if text.startswith(CALL_WORD) and text[len(CALL_WORD) :].isdigit():
        return Part(CALL_CARDS, int(text[len(CALL_WORD) :]))
    for colour in colours:
        rest = text.removeprefix(colour.name)
        if rest == text:
            continue
        if rest == MAT_WORD:
            return Part(MATS, colour=colour)
        if rest.isdigit():
            return Part(COLOUR_CARDS, int(rest), colour)
    return None


@dataclass(frozen=True)
class Rules:
    """rules.yaml: `hand` colour cards per player (valued 1 … hand), `goal` chips to win."""

    hand: int
    goal: int


@dataclass(frozen=True)
class Round:
    """A worked example's round: the call card turned up and the card each player reveals (examples.yaml)."""

    call: Part
    plays: tuple[tuple[str, Part], ...]


NOBODY = "なし"  # the winner of a round where every value was played twice or more


def problems(rules: Rules, round_: Round) -> list[str]:
    """Why the round cannot be played by the rules: a call card that is no call card, a play that is
    no colour card of the hand's values, two players of one colour."""
    found = [] if round_.call.group == CALL_CARDS else [f"found call {round_.call.name}, expected a call card ({CALL_WORD}1 …)"]
    for who, card in round_.plays:
        if card.group != COLOUR_CARDS or not 1 <= card.value <= rules.hand:
            found.append(f"found {card.name} played by {who}, expected a colour card valued 1 to {rules.hand} (rules.yaml hand)")
    colours = [card.colour for _, card in round_.plays]
    if len(set(colours)) != len(colours):
        found.append("found two players of one colour, expected each player's own colour")
    return found


def outcome(round_: Round) -> dict[str, str]:
    """The highest value that exactly one player revealed wins the call card's value in chips; values
    revealed twice or more cancel out. What `{ex:ID.FIELD}` prints."""
    values = [card.value for _, card in round_.plays]
    alone = [(card.value, who) for who, card in round_.plays if values.count(card.value) == 1]
    if not alone:
        return {"winner": NOBODY, "highest": "0", "chips": "0"}
    value, winner = max(alone)
    return {"winner": winner, "highest": str(value), "chips": str(round_.call.value)}

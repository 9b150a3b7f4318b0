"""MIGHTY?'s own block kinds for its pages: formula (p.7), record (p.8, p.11), ranking (p.9),
challenge_flow (p.16) and dialogue (p.23), and the figures of issue 29: table (p.5), calculator
(p.12), talk (p.14), stake (p.15), countdown (p.19) and round (p.3); joined to the core's kinds where messages
list them.

Each kind is its dataclass here and its `BlockKind` (the fields written); the booklet draws them by
design/blocks.py and design/flowchart.py, the web by web/views.py, verification fills the record and
the dialogue by checks.py `RESOLVERS`. docs/content-format.md explains each kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ...content.blocks import NAME, TEXT, TEXTS, BlockKind, items_of, text_field
from ...content.fields import KEY, did_you_mean, join_all, optional, whole_in
from ...content.model import Block, Key, SourceText, Written
from ...content.pages import NEXT_STEP
from ...errors import Problems
from .rules import Card


@dataclass(frozen=True, kw_only=True)
class FormulaBlock(Block):
    """p.7's formula, from quickref.yaml (`formula`: parts.py)."""

    kind: ClassVar[str] = "formula"


@dataclass(frozen=True, kw_only=True)
class RecordBlock(Block):
    """An example's record as a player writes it; `lines` and `color_notes` are the engine's (verified)."""

    kind: ClassVar[str] = "record"
    example: str
    notes: tuple[SourceText, ...] | None = None  # one per record line
    lines: tuple[str, ...] = ()
    color_notes: tuple[str, ...] = ()  # the colour each chosen card counts as, in order


@dataclass(frozen=True, kw_only=True)
class RankingBlock(Block):
    """p.9's ranking of the hand classes, from quickref.yaml (`ranking`: parts.py)."""

    kind: ClassVar[str] = "ranking"


@dataclass(frozen=True, kw_only=True)
class FlowChoice(Written):
    """A choice of a challenge-flow step; `outcome` is `next` or a quickref.yaml ending's id."""

    text: SourceText
    outcome: Key


@dataclass(frozen=True, kw_only=True)
class FlowStep(Written):
    title: SourceText
    text: SourceText | None = None
    label: SourceText | None = None
    choices: tuple[FlowChoice, ...] | None = None


@dataclass(frozen=True, kw_only=True)
class ChallengeFlowBlock(Block):
    """p.16's diagram: challenge → call or fold → showdown or fold. Its choices name quickref.yaml's
    endings (a content.blocks.NamesEndings: the core checks them while loading, with the ids)."""

    kind: ClassVar[str] = "challenge_flow"
    steps: tuple[FlowStep, ...]

    def check_endings(self, path: str, ending_ids: list[str], problems: Problems) -> None:
        """Each choice leads to the next step or to a quickref.yaml ending, named by its id."""
        for number, step in enumerate(self.steps):
            for index, choice in enumerate(step.choices or ()):
                at = join_all(path, "steps", number, "choices", index, "outcome")
                _check_outcome(choice.outcome, number == len(self.steps) - 1, ending_ids, at, problems)


def _check_outcome(outcome: Key, last_step: bool, ending_ids: list[str], path: str, problems: Problems) -> None:
    endings = f"the id of a quickref.yaml ending: {', '.join(ending_ids)}"
    if outcome == NEXT_STEP and last_step:
        problems.add(outcome.where, f"{path}: found {NEXT_STEP!r} on the last step, expected {endings}")
    elif outcome != NEXT_STEP and outcome not in ending_ids:
        close = did_you_mean(outcome, [NEXT_STEP, *ending_ids])
        problems.add(outcome.where, f"{path}: found {outcome!r}, expected {NEXT_STEP!r} (on to the next step) or {endings}{close}")


@dataclass(frozen=True, kw_only=True)
class Turn(Written):
    """A spoken move of a dialogue: who, the word spoken (None when silent) and the line written for it."""

    player: str
    says: str | None
    text: SourceText


@dataclass(frozen=True, kw_only=True)
class DialogueBlock(Block):
    """p.23's conversation: one line per spoken step of an example; verification pairs them into `turns`
    (and empties `lines`, so each text is checked once)."""

    kind: ClassVar[str] = "dialogue"
    example: str
    lines: tuple[SourceText, ...]
    turns: tuple[Turn, ...] = ()


@dataclass(frozen=True, kw_only=True)
class TableBlock(Block):
    """p.5's table set for `players` after the deal: each seat's hand face down and its chips, the
    board of `example` in the middle beside the rest of the deck. Every count is the rules' (the deal),
    game.yaml's (the chips) or deck.yaml's (the pile); the labels are the page's words."""

    kind: ClassVar[str] = "table"
    players: int
    example: str
    board: SourceText
    hand: SourceText
    chips: SourceText
    pile: SourceText
    board_cards: tuple[Card, ...] = ()  # the example's board (verified)


@dataclass(frozen=True, kw_only=True)
class CalculatorBlock(Block):
    """p.12's phone with the web calculator on it: the board and the hand of `example` chosen, and the
    strength the engine gives them."""

    kind: ClassVar[str] = "calculator"
    example: str
    board: SourceText
    hand: SourceText
    result: SourceText
    board_cards: tuple[Card, ...] = ()  # the example's (verified)
    hand_cards: tuple[Card, ...] = ()
    strength: str = ""  # the engine's, as the record writes it


@dataclass(frozen=True, kw_only=True)
class TalkBlock(Block):
    """p.14's talk rules as speech: what may be said (`ok`, bubbles between two players) and what may
    not (`title` and `never`, each a bubble struck out)."""

    kind: ClassVar[str] = "talk"
    ok: tuple[SourceText, ...]
    title: SourceText
    never: tuple[SourceText, ...]


@dataclass(frozen=True, kw_only=True)
class StakeBlock(Block):
    """p.15's declaration: a player says `says` and puts the rules' declaration stake on the table
    (`table`: the words for the place the chips go)."""

    kind: ClassVar[str] = "stake"
    says: SourceText
    table: SourceText


@dataclass(frozen=True, kw_only=True)
class CountdownBlock(Block):
    """p.19's chips of a player who is the last one in every round: game.yaml's starting chips, less
    the rules' round penalty each round, until none is left (`start`, `end`: the first and last
    states' words; `caption` under them)."""

    kind: ClassVar[str] = "countdown"
    start: SourceText
    end: SourceText
    caption: SourceText | None = None


@dataclass(frozen=True, kw_only=True)
class RoundBlock(Block):
    """p.3's round at a glance: `players` at the table go out one by one (`out`: the word under each)
    until the last one (`last`) loses the rules' round penalty."""

    kind: ClassVar[str] = "round"
    players: int
    out: SourceText
    last: SourceText


FORMULA = BlockKind(FormulaBlock, {})
RECORD = BlockKind(RecordBlock, {"example": NAME, "notes": optional(TEXTS)}, main="example")
RANKING = BlockKind(RankingBlock, {})
CHALLENGE_FLOW = BlockKind(
    ChallengeFlowBlock,
    {
        "steps": items_of(
            FlowStep,
            {
                "title": TEXT,
                "text": text_field(),
                "label": text_field(),
                "choices": optional(items_of(FlowChoice, {"text": TEXT, "outcome": KEY})),
            },
        )
    },
    main="steps",
)
DIALOGUE = BlockKind(DialogueBlock, {"example": NAME, "lines": TEXTS})
TABLE = BlockKind(
    TableBlock,
    {"players": whole_in(1, 99), "example": NAME, "board": TEXT, "hand": TEXT, "chips": TEXT, "pile": TEXT},
)
CALCULATOR = BlockKind(CalculatorBlock, {"example": NAME, "board": TEXT, "hand": TEXT, "result": TEXT})
TALK = BlockKind(TalkBlock, {"ok": TEXTS, "title": TEXT, "never": TEXTS})
STAKE = BlockKind(StakeBlock, {"says": TEXT, "table": TEXT})
ROUND = BlockKind(RoundBlock, {"players": whole_in(1, 99), "out": TEXT, "last": TEXT})
COUNTDOWN = BlockKind(CountdownBlock, {"start": TEXT, "end": TEXT, "caption": text_field()})

AFTER = {  # the core's kind each follows
    "cards": (FORMULA, RECORD, RANKING),
    "qr": (CHALLENGE_FLOW, CALCULATOR),
    "deck": (DIALOGUE, TABLE, TALK, STAKE, COUNTDOWN, ROUND),
}


def block_kinds(core: Mapping[str, BlockKind[Any]]) -> dict[str, BlockKind[Any]]:
    """The core's kinds and MIGHTY?'s, in the order the messages have always listed them."""
    kinds: dict[str, BlockKind[Any]] = {}
    for name, kind in core.items():
        kinds[name] = kind
        kinds.update({own.name: own for own in AFTER.get(name, ())})
    return kinds

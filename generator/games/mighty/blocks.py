"""MIGHTY?'s own block kinds for its pages: formula (p.7), record (p.8, p.11), ranking (p.9),
challenge_flow (p.16) and dialogue (p.23), joined to the core's kinds where messages list them.

Each kind is its dataclass here and its `BlockKind` (the fields written); the booklet draws them by
design/blocks.py and design/flowchart.py, the web by web/views.py, verification fills the record and
the dialogue by checks.py `RESOLVERS`. docs/content-format.md explains each kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ...content.blocks import NAME, TEXT, TEXTS, BlockKind, items_of, text_field
from ...content.fields import KEY, did_you_mean, join_all, optional
from ...content.model import Block, Key, SourceText, Written
from ...content.pages import NEXT_STEP
from ...errors import Problems


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

AFTER = {"cards": (FORMULA, RECORD, RANKING), "qr": (CHALLENGE_FLOW,), "deck": (DIALOGUE,)}  # the core's kind each follows


def block_kinds(core: Mapping[str, BlockKind[Any]]) -> dict[str, BlockKind[Any]]:
    """The core's kinds and MIGHTY?'s, in the order the messages have always listed them."""
    kinds: dict[str, BlockKind[Any]] = {}
    for name, kind in core.items():
        kinds[name] = kind
        kinds.update({own.name: own for own in AFTER.get(name, ())})
    return kinds

"""MIGHTY?'s own block kinds for its pages: formula (p.7), record (p.8, p.11), ranking (p.9),
challenge_flow (p.16) and dialogue (p.23), joined to the core's kinds where messages list them.

Their dataclasses are still content/blocks.py's while the booklet and the web draw them from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...content.blocks import (
    NAME,
    TEXT,
    TEXTS,
    BlockKind,
    ChallengeFlowBlock,
    DialogueBlock,
    FlowChoice,
    FlowStep,
    FormulaBlock,
    RankingBlock,
    RecordBlock,
    items_of,
    text_field,
)
from ...content.fields import KEY, optional

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

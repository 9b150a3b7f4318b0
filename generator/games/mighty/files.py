"""MIGHTY?'s own keys in the core's files: game.yaml's `starting_chips`, layout.yaml's `chips:`,
quickref.yaml's `formula` (p.7) and `ranking` (p.9), each where the messages have always listed it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...content.fields import POSITIVE, TEXT, Field, Items, Reader, Table
from ...content.files.layout import CHIPS
from .parts import Formula, Ranking

Keys = Mapping[str, Reader[Any] | Field]

FORMULA = Table({"left": TEXT, "right": TEXT}, build=lambda v: Formula(**v))  # quickref.yaml `formula` (p.7)
RANKING = Table({"title": TEXT, "order": Items(TEXT)}, build=lambda v: Ranking(**v))  # quickref.yaml `ranking` (p.9)

OWN_KEYS: dict[str, tuple[str, dict[str, Reader[Any] | Field]]] = {  # file → (the core's key they follow, MIGHTY?'s keys)
    "game.yaml": ("age_min", {"starting_chips": POSITIVE}),
    "layout.yaml": ("tuckbox", {"chips": CHIPS}),
    "quickref.yaml": ("endings", {"formula": FORMULA, "ranking": RANKING}),
}


def file_keys(file: str, core: Keys) -> Keys:
    """The core's keys of `file` with MIGHTY?'s own after the one they follow."""
    if file not in OWN_KEYS:
        return core
    after, own = OWN_KEYS[file]
    keys: dict[str, Reader[Any] | Field] = {}
    for key, spec in core.items():
        keys[key] = spec
        if key == after:
            keys.update(own)
    return keys

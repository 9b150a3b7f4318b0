"""MIGHTY?'s own keys in the core's files: game.yaml's `starting_chips`,
quickref.yaml's `formula` (p.7) and `ranking` (p.9), each where the messages have always listed it;
and the core's optional keys MIGHTY? prints, required: its calculator (p.12, the quick reference's
QR code) and its quick reference's endings (p.16, p.21)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...content.fields import POSITIVE, TEXT, Field, Items, Reader, Table
from ...content.files.game import HTTPS
from ...content.files.quickref import ENDINGS
from .parts import Formula, Ranking

Keys = Mapping[str, Reader[Any] | Field]

FORMULA = Table({"left": TEXT, "right": TEXT}, build=lambda v: Formula(**v))  # quickref.yaml `formula` (p.7)
RANKING = Table({"title": TEXT, "order": Items(TEXT)}, build=lambda v: Ranking(**v))  # quickref.yaml `ranking` (p.9)

OWN_KEYS: dict[str, tuple[str, dict[str, Reader[Any] | Field]]] = {  # file → (the core's key they follow, MIGHTY?'s keys)
    "game.yaml": ("age_min", {"starting_chips": POSITIVE}),
    "quickref.yaml": ("endings", {"formula": FORMULA, "ranking": RANKING}),
}
REQUIRED: dict[str, dict[str, Reader[Any] | Field]] = {  # file → the core's optional keys MIGHTY? requires, in their place
    "game.yaml": {"calculator_url": HTTPS},
    "quickref.yaml": {"endings": ENDINGS},
}


def file_keys(file: str, core: Keys) -> Keys:
    """The core's keys of `file` (those MIGHTY? requires made required) with MIGHTY?'s own after the one they follow."""
    if file not in OWN_KEYS:
        return core
    after, own = OWN_KEYS[file]
    required = REQUIRED.get(file, {})
    keys: dict[str, Reader[Any] | Field] = {}
    for key, spec in core.items():
        keys[key] = required.get(key, spec)
        if key == after:
            keys.update(own)
    return keys

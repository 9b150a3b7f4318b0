"""content/quickref.yaml: the quick-reference data (早見表) the booklet (p.7, p.9, p.21) and the card read."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..fields import KEY, TEXT, Check, Field, Items, Reader, Table, ValueType
from ..model import Ending, Formula, Quickref, Ranking
from ..pages import NEXT_STEP


@dataclass(frozen=True)
class QuickrefFile:
    quickref: Quickref


ENDING_ID = re.compile(r"^[a-z][a-z0-9-]*$")
_ENDING_ID = Check(
    ValueType(
        lambda v: isinstance(v, str) and bool(ENDING_ID.match(v)) and v != NEXT_STEP,
        f"an id of lowercase letters, digits and hyphens, not {NEXT_STEP!r} (p.16's choices name endings by it)",
    ),
    KEY.convert,  # a Key: an id is never printed
)
QUICKREF_PARTS: dict[str, Reader[Any] | Field] = {
    "title": TEXT,
    "endings": Items(Table({"id": _ENDING_ID, "title": TEXT, "lines": Items(TEXT)}, build=lambda v: Ending(**v)), unique="id"),
    "formula": Table({"left": TEXT, "right": TEXT}, build=lambda v: Formula(**v)),
    "ranking": Table({"title": TEXT, "order": Items(TEXT)}, build=lambda v: Ranking(**v)),
}
QUICKREF = Table(
    QUICKREF_PARTS, build=lambda v: QuickrefFile(Quickref(**{key: v[key] for key in QUICKREF_PARTS if key in v}))
)  # a game's own keys go to Content.parts

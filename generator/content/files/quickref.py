"""content/quickref.yaml: the quick-reference data (早見表) the booklet and the card read: its title, its endings
and the game's own parts (Game.file_keys: Content.parts)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..fields import KEY, TEXT, Check, Field, Items, Reader, Table, Values, ValueType, optional
from ..model import Ending, Quickref
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
ENDINGS = Items(Table({"id": _ENDING_ID, "title": TEXT, "lines": Items(TEXT)}, build=lambda v: Ending(**v)), unique="id")
QUICKREF_PARTS: dict[str, Reader[Any] | Field] = {  # a game adds its own parts (Game.file_keys), or leaves out the endings
    "title": TEXT,
    "endings": optional(ENDINGS, default=()),  # a game that has no endings writes none (a game may require them: ENDINGS)
}


def _quickref(v: Values) -> QuickrefFile:
    """The core's quick reference; a game's own parts of it are Content.parts (the loader takes them)."""
    return QuickrefFile(Quickref(title=v["title"], endings=v.get("endings", ())))


QUICKREF = Table(QUICKREF_PARTS, build=_quickref)

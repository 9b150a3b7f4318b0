"""content/quickref.yaml: the quick-reference data (早見表) the booklet (p.7, p.9, p.21) and the card read."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .. import schema
from ..fields import KEY, TEXT, Check, Field, Items, Reader, Table, as_dict
from ..pages import NEXT_STEP


@dataclass(frozen=True)
class QuickrefFile:
    quickref: dict[str, Any]  # as dicts, tuples and Text: renderers read quickref["endings"] …


ENDING_ID = re.compile(r"^[a-z][a-z0-9-]*$")
_ENDING_ID = Check(
    schema.Kind(
        lambda v: isinstance(v, str) and bool(ENDING_ID.match(v)) and v != NEXT_STEP,
        f"an id of lowercase letters, digits and hyphens, not {NEXT_STEP!r} (p.16's choices name endings by it)",
    ),
    KEY.convert,  # a Key: an id is never printed
)
QUICKREF_PARTS: dict[str, Reader[Any] | Field] = {
    "title": TEXT,
    "endings": Items(Table({"id": _ENDING_ID, "title": TEXT, "lines": Items(TEXT)}, build=as_dict), unique="id"),
    "formula": Table({"left": TEXT, "right": TEXT}, build=as_dict),
    "ranking": Table({"title": TEXT, "order": Items(TEXT)}, build=as_dict),
}
QUICKREF = Table(QUICKREF_PARTS, build=lambda v: QuickrefFile(as_dict(v)))

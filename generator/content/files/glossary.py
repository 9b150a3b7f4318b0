"""content/glossary.yaml: the terms of the glossary (p.20) and the note under it."""

from __future__ import annotations

from dataclasses import dataclass

from ..fields import TEXT, Items, Table, optional
from ..model import GlossaryEntry, SourceText


@dataclass(frozen=True)
class GlossaryFile:
    glossary: tuple[GlossaryEntry, ...]
    glossary_note: SourceText | None


TERM = Table({"term": TEXT, "definition": TEXT}, build=lambda v: GlossaryEntry(v["term"], v["definition"], v.at.where))
GLOSSARY = Table({"terms": Items(TERM, unique="term"), "note": optional(TEXT)}, build=lambda v: GlossaryFile(v["terms"], v["note"]))

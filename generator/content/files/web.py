"""content/web.yaml: the web calculator's own words (its headings, buttons, words read aloud)."""

from __future__ import annotations

from dataclasses import dataclass

from ..fields import TEXT, Entries, Table
from ..model import SourceText


@dataclass(frozen=True)
class WebFile:
    web_labels: dict[str, SourceText]


WEB = Table({"labels": Entries(TEXT, nonempty=True, what="a mapping of label names to texts")}, build=lambda v: WebFile(v["labels"]))

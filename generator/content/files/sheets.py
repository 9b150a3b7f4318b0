"""content/sheets.yaml: the print-and-play sheets' own words (page labels, the calibration page)."""

from __future__ import annotations

from dataclasses import dataclass

from ..fields import TEXT, Entries, Table
from ..model import SourceText


@dataclass(frozen=True)
class SheetsFile:
    sheet_words: dict[str, SourceText]


SHEETS = Table({"labels": Entries(TEXT, nonempty=True, what="a mapping of label names to texts")}, build=lambda v: SheetsFile(v["labels"]))

"""Settings of the print-and-play sheets, the quick-reference card and the QR files.

They belong in content/layout.yaml under `cards:`:

    pnp:
      papers:
        a4:     {width: 210mm, height: 297mm, gutter: 3mm}
        letter: {width: 8.5in, height: 11in, gutter: 2mm}
      columns: 3
      rows: 3
      crop_marks: {offset: 1mm, length: 4mm}
      back_offset: {x: 0mm, y: 0mm}
    quickref: {size: poker, min_text: 7pt}
    qr_module: 0.5mm

Until the content loader reads them into `Content.card_sheets` (a SheetSettings), PROVISIONAL
holds the same values: a clearly marked adapter, to be deleted when the loader provides them.
"""
from __future__ import annotations

from dataclasses import dataclass

A6 = (105.0, 148.0)  # ISO 216, mm
QUICKREF_SIZES = ("poker", "a6")


@dataclass(frozen=True)
class Paper:
    name: str
    width: float   # mm
    height: float  # mm
    gutter: float  # mm between neighbouring cards' trims


@dataclass(frozen=True)
class SheetSettings:
    papers: tuple[Paper, ...]
    columns: int
    rows: int
    mark_offset: float   # mm from the printed bleed to a crop mark
    mark_length: float   # mm
    back_offset: tuple[float, float]  # mm, +x right and +y up as seen on the back side
    quickref_size: str   # "poker" or "a6"
    quickref_min_pt: float
    qr_module: float     # mm


PROVISIONAL = SheetSettings(
    papers=(Paper("a4", 210.0, 297.0, 3.0), Paper("letter", 215.9, 279.4, 2.0)),
    columns=3, rows=3, mark_offset=1.0, mark_length=4.0, back_offset=(0.0, 0.0),
    quickref_size="poker", quickref_min_pt=7.0, qr_module=0.5,
)


def sheet_settings(content) -> SheetSettings:
    """The loader's settings when it provides them, else the provisional ones (see module doc)."""
    return getattr(content, "card_sheets", None) or PROVISIONAL

"""The labels of content/sheets.yaml that the print-and-play sheets print, checked before any is drawn."""

from __future__ import annotations

from ..content.markup import filled, sheet_word
from ..content.model import Content
from ..errors import BuildError, Problems
from .calibration import STEPS

# Each label a sheet prints, and how many values it fills into its #s (None: printed as written).
SHEET_LABELS: dict[str, int | None] = {
    "cards": None,
    "quickref": None,
    "sheet_front": 4,  # what it holds, the sheet, the sheets, the paper (pnp.py)
    "sheet_back": 3,
    "calibration_title": None,
    **dict.fromkeys(STEPS, None),
    "calibration_back": None,
    "tuckbox_help": None,
    "tuckbox_help_pieces": None,  # a box printed at home in two pieces (tuckbox.py)
    "box_contents": 2,  # the box's back: the deck's cards, the extra cards (tuckbox_art.py)
    "scale": 2,  # the print size (100), the bar's length in mm (sheet_scale.py)
}


def check_sheet_words(content: Content, labels: dict[str, int | None] = SHEET_LABELS) -> None:
    """Every label is there and has a # for each value filled in: the messages the painting would give.
    A game's own sheets (Game.card_extras: chips …) check their labels with their own `labels`."""
    problems = Problems()
    for name, values in labels.items():
        try:
            label = sheet_word(content, name)
            if values is not None:
                filled(label, content, *range(values))
        except BuildError as error:
            problems.found.extend(error.problems)
    problems.raise_if_any()

"""What a caller hands the typesetter: a paragraph style and runs of styled text."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from reportlab.lib.colors import Color


class Alignment(Enum):
    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"
    JUSTIFY = "justify"  # every line but a paragraph's last (and a line before a forced break) fills the measure


class BreakMode(Enum):
    """Where lines may end."""

    KINSOKU = "kinsoku"  # wherever the JLREQ rules allow: running text
    PHRASE = "phrase"  # only between phrases (phrases.py): a few words in a narrow box; a phrase wider
    # than the line still breaks where the rules allow, as an over-long word does


@dataclass(frozen=True)
class JPStyle:
    """How a paragraph looks. Lengths in points; colours are the caller's (CMYK for print), never invented here."""

    font: str
    """Registered TrueType face for plain text, e.g. "Gothic"."""
    bold_font: str
    """Face that `**bold**` switches to, e.g. "Gothic-Bold"."""
    size: float
    leading: float
    """Baseline to baseline."""
    color: Color
    first_line_indent: float = 0.0
    alignment: Alignment = Alignment.JUSTIFY
    hanging: bool = True
    """Let one 、。 hang into the right margin (burasage) instead of pushing a character down."""
    breaks: BreakMode = BreakMode.KINSOKU
    """Where lines may end: anywhere the kinsoku rules allow, or only between phrases."""


@dataclass(frozen=True)
class Run:
    """A piece of text in one face, size and colour; None takes the paragraph style's value.

    `no_break`: the run is one unit for line breaking, never split across lines (a page reference:
    19ページ, 9–10ページ). Breaks before and after it follow the kinsoku rules; a run wider than
    the whole measure still breaks where it must, like an over-long word.
    """

    text: str
    font: str | None = None
    size: float | None = None
    color: Color | None = None
    no_break: bool = False
    ruby: str | None = None
    """The reading (ふりがな) set over the whole run at half its size, centred (group ruby); a run
    with ruby is one unit for line breaking, widened when its reading is wider (ruby.py)."""

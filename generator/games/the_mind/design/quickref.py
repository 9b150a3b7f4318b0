"""The Mind's quick-reference card (早見表) from quickref.yaml: its title and its sections, on two sides.

Front: the title, then the first half of the sections (rounded up: play comes first); back: the
rest. Each section is its title in bold on a paper panel's top, its lines under it. The core fits
the body size per side (cards/quickref.py `best_fit`), from 9 pt down to layout.yaml's minimum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.lib.colors import Color

from ....cards.quickref import GAP_MM, HEADING_STEP_PT, LEADING, TITLE_STEP_PT, Inks, QuickrefPart, gap, panel, paragraph
from ....content.model import SourceText
from ....fonts import BOLD, LATIN_OF, REGULAR
from ....typeset import Alignment, JPStyle
from ..files.quickref import Section

Printed = Callable[[str], str]  # quickref.yaml text as printed: its markers ({rules:…}) expanded


def side_sections(side: str, sections: Sequence[Section]) -> Sequence[Section]:
    """The sections one side carries: the front the first half (rounded up), the back the rest."""
    half = (len(sections) + 1) // 2
    return sections[:half] if side == "front" else sections[half:]


def quickref_side(
    side: str, title: SourceText, sections: Sequence[Section], printed: Printed, body: float, inks: Inks, language: str
) -> list[QuickrefPart]:
    """One side's blocks, top down; the gaps between sections share the side's spare height."""

    def style(font: str, size: float, alignment: Alignment = Alignment.LEFT) -> JPStyle:
        face = (lambda name: LATIN_OF[name]) if language == "en" else (lambda name: name)
        return JPStyle(font=face(font), bold_font=face(BOLD), size=size, leading=size * LEADING, color=inks.ink, alignment=alignment)

    blocks: list[QuickrefPart] = []
    if side == "front":
        blocks.append(paragraph(printed(title), style(BOLD, body + TITLE_STEP_PT, Alignment.CENTER), title.where))
    for section in side_sections(side, sections):
        if blocks:
            blocks.append(gap(GAP_MM, flex=True))
        blocks.append(_section(section, printed, body, style, inks.paper))
    return blocks


def _section(section: Section, printed: Printed, body: float, style: Callable[..., JPStyle], fill: Color) -> QuickrefPart:
    heading = paragraph(printed(section.title), style(BOLD, body + HEADING_STEP_PT), section.title.where)
    lines = [paragraph(printed(line), style(REGULAR, body, Alignment.JUSTIFY), line.where) for line in section.lines]
    return panel([heading, *lines], fill)

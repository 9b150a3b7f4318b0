"""The Mind's quick-reference card (早見表) from quickref.yaml: its title and its sections, on two sides.

Front: the title, then the first sections; back: the rest, cut where the sides are most even. Each
section is its title in bold and its lines, a rule between two sections. The core fits the body
size per side (cards/quickref.py `best_fit`), from 9 pt down to layout.yaml's minimum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from generator.cards.quickref import GAP_MM, HEADING_STEP_PT, LEADING, TITLE_STEP_PT, gap, paragraph, rule
from generator.cards.quickref_parts import Inks, QuickrefPart
from generator.content.model import SourceText
from generator.fonts import BOLD, LATIN_OF, REGULAR
from generator.typeset import Alignment, JPStyle

from ..files.quickref import Section

Printed = Callable[[str], str]  # quickref.yaml text as printed: its markers ({rules:…}) expanded


TITLE_WEIGHT = 2  # the front's title, in lines: it is set larger


def side_sections(side: str, sections: Sequence[Section]) -> Sequence[Section]:
    """The sections one side carries, in order: the front the first ones, the back the rest, cut
    where the two sides come nearest in lines (each section its title and lines; the front also
    the card's title), so both sides can be set at the largest size."""
    weights = [1 + len(section.lines) for section in sections]
    cut = min(range(len(sections) + 1), key=lambda k: max(TITLE_WEIGHT + sum(weights[:k]), sum(weights[k:])))
    return sections[:cut] if side == "front" else sections[cut:]


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
            blocks += [gap(GAP_MM / 2, flex=True), rule(inks.ink), gap(GAP_MM / 2)]
        blocks += _section(section, printed, body, style)
    return blocks


def _section(section: Section, printed: Printed, body: float, style: Callable[..., JPStyle]) -> list[QuickrefPart]:
    """Its title in bold, its lines under it, the full width of the safe area (a panel's padding
    would cost the lines half a point)."""
    heading = paragraph(printed(section.title), style(BOLD, body + HEADING_STEP_PT), section.title.where)
    return [heading, *(paragraph(printed(line), style(REGULAR, body, Alignment.JUSTIFY), line.where) for line in section.lines)]

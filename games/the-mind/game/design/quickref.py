"""The Mind's quick-reference card (早見表) from quickref.yaml: its title and its sections, on two sides.

Front: the game's title (its title face) over the card's title (its heading face) and a short rule,
then the first sections; back: the rest, cut where the sides are most even. Each section is its
title and its lines, with a fixed space between sections. Both sides set their sections from the
same line under the front's titles (the back leaves that height empty) and leave what is spare below,
so the text does not float and the two faces line up (issue 29 review).
The core fits the body size per side (cards/quickref.py `best_fit`), from 9 pt down to layout.yaml's minimum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.cards.quickref import GAP_MM, HEADING_STEP_PT, LEADING, TITLE_STEP_PT, gap, paragraph, rule
from generator.cards.quickref_parts import Inks, QuickrefPart
from generator.content.model import SourceText
from generator.fonts import BOLD, LATIN_OF, REGULAR
from generator.typeset import Alignment, JPStyle

from ..files.quickref import Section

if TYPE_CHECKING:
    from reportlab.lib.colors import Color
    from reportlab.pdfgen.canvas import Canvas

Printed = Callable[[str], str]  # quickref.yaml text as printed: its markers ({rules:…}) expanded


def side_sections(side: str, sections: Sequence[Section]) -> Sequence[Section]:
    """The sections one side carries, in order: the front the first ones, the back the rest, cut
    where the two sides come nearest in lines (each section its title and lines). Both sides set
    their sections from the same line under the front's titles, so the titles weigh on neither."""
    weights = [1 + len(section.lines) for section in sections]
    cut = min(range(len(sections) + 1), key=lambda k: max(sum(weights[:k]), sum(weights[k:])))
    return sections[:cut] if side == "front" else sections[cut:]


GAME_TITLE_STEP_PT = 7.0  # the game's title over the card's title, this much larger than the body
SECTION_GAP_MM = 3.2  # between two sections


@dataclass(frozen=True)
class Titles:
    """The front's two titles and their faces: the game's (THE MIND) and the card's (quickref.yaml)."""

    game: str
    card: SourceText
    game_face: str  # game.yaml fonts: title
    card_face: str  # game.yaml fonts: heading


def quickref_side(
    side: str, titles: Titles, sections: Sequence[Section], printed: Printed, body: float, inks: Inks, language: str
) -> list[QuickrefPart]:
    """One side's blocks, top down: the front's titles, then the sections from the same line on both
    sides (the back keeps the titles' height empty), the spare height below."""

    def face(name: str) -> str:
        return LATIN_OF.get(name, name) if language == "en" else name

    def style(font: str, size: float, alignment: Alignment = Alignment.LEFT) -> JPStyle:
        return JPStyle(font=face(font), bold_font=face(BOLD), size=size, leading=size * LEADING, color=inks.ink, alignment=alignment)

    title_area = [
        paragraph(titles.game, style(titles.game_face, body + GAME_TITLE_STEP_PT, Alignment.CENTER), one_line=True),
        paragraph(printed(titles.card), style(titles.card_face, body + TITLE_STEP_PT, Alignment.CENTER), titles.card.where),
        gap(GAP_MM / 2),
        _short_rule(inks.ink),
        gap(SECTION_GAP_MM),
    ]
    blocks: list[QuickrefPart] = title_area if side == "front" else [_blank(title_area)]
    for number, section in enumerate(side_sections(side, sections)):
        if number:
            blocks.append(gap(SECTION_GAP_MM))
        blocks += _section(section, printed, body, style)
    return [*blocks, gap(0, flex=True)]


def _blank(parts: Sequence[QuickrefPart]) -> QuickrefPart:
    """As tall as `parts`, drawing nothing: the back's room where the front has its titles."""
    return QuickrefPart(lambda width: sum(part.height(width) for part in parts), lambda canvas, x, top, width: None)


def _short_rule(colour: Color) -> QuickrefPart:
    """A third of the width, centred, under the titles."""
    line = rule(colour)

    def draw(canvas: Canvas, x: float, top: float, width: float) -> None:
        line.draw(canvas, x + width / 3, top, width / 3)

    return QuickrefPart(line.height, draw)


def _section(section: Section, printed: Printed, body: float, style: Callable[..., JPStyle]) -> list[QuickrefPart]:
    """Its title in bold, its lines under it, the full width of the safe area (a panel's padding
    would cost the lines half a point)."""
    heading = paragraph(printed(section.title), style(BOLD, body + HEADING_STEP_PT), section.title.where)
    return [heading, *(paragraph(printed(line), style(REGULAR, body, Alignment.JUSTIFY), line.where) for line in section.lines)]

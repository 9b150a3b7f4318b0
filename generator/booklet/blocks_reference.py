"""Reference blocks: glossary (p.20) and quick reference (p.21).

The glossary and the quick reference come from glossary.yaml and quickref.yaml, the same data the
quick-reference card prints.
"""

from __future__ import annotations

from ..content.blocks import GlossaryBlock, QuickrefBlock
from ..content.model import Block, Ending
from ..geometry import mm_to_pt
from ..typeset import Alignment
from .elements import Element, Placed, at, boxed, column, compose, layered, row
from .kit import Kit
from .stylesheet import BODY, CALLOUT, GLOSSARY, PANEL, QUICKREF, QUICKREF_TITLE, RULE_TINT, SPEECH, STEP_TITLE, TERM
from .surface import Surface


def glossary(block: GlossaryBlock, kit: Kit, width: float) -> Element:
    """Term and definition side by side, one row per entry, hairlines between; the note below."""
    term_width = mm_to_pt(GLOSSARY.term_column)
    pad = mm_to_pt(GLOSSARY.row_padding)
    rows = []
    for entry in kit.content.glossary:
        term = kit.text(entry.term, term_width - mm_to_pt(GLOSSARY.term_gap), TERM, entry.where, Alignment.LEFT)
        definition = kit.text(entry.definition, width - term_width, BODY, entry.where)
        rows.append(_ruled(at(row([at(term, 0, 0, term_width), definition]), 0, pad), width, pad))
    parts = [column(rows)]
    if kit.content.glossary_note:
        note = kit.content.glossary_note
        parts.append(boxed(lambda w: kit.text(note, w, STEP_TITLE, note.where), width, CALLOUT, "alert"))
    return column(parts, mm_to_pt(GLOSSARY.note_gap))


def _ruled(element: Element, width: float, pad: float) -> Element:
    """The row with a hairline under it."""
    height = element.height + pad

    def rule(surface: Surface, x: float, top: float) -> None:
        surface.canvas.setStrokeColor(surface.inks.tint("accent", RULE_TINT))
        surface.canvas.setLineWidth(mm_to_pt(GLOSSARY.rule))
        surface.canvas.line(x, top - height, x + width, top - height)

    return layered(rule, at(element, 0, 0, width, height))


def quickref(block: QuickrefBlock, kit: Kit, width: float) -> Element:
    """プレイ中の早見表: each way a challenge or round ends, as a card with a coloured title strip."""
    q = kit.content.quickref
    title = kit.text(q.title, width, QUICKREF_TITLE, block.where, Alignment.LEFT)
    entries = [_ending(ending, kit, block, width) for ending in q.endings]
    return column([title, *entries], mm_to_pt(QUICKREF.gap))


def _ending(ending: Ending, kit: Kit, block: Block, width: float) -> Element:
    pad, strip_pad, lines_pad = (mm_to_pt(v) for v in (QUICKREF.padding, QUICKREF.strip_padding, QUICKREF.lines_padding))
    name = kit.text(ending.title, width - 2 * pad, SPEECH, block.where, Alignment.LEFT)
    lines = column([kit.text(line, width - 2 * pad, BODY, block.where) for line in ending.lines])
    strip = name.height + 2 * strip_pad
    height = strip + lines.height + 2 * lines_pad

    def background(surface: Surface, x: float, top: float) -> None:
        canvas, radius = surface.canvas, mm_to_pt(PANEL.radius)
        surface.fill(PANEL.fill)
        canvas.roundRect(x, top - height, width, height, radius, stroke=0, fill=1)
        canvas.saveState()
        clip = canvas.beginPath()
        clip.roundRect(x, top - height, width, height, radius)
        canvas.clipPath(clip, stroke=0, fill=0)
        surface.fill("accent")
        canvas.rect(x, top - strip, width, strip, stroke=0, fill=1)
        canvas.restoreState()

    cells = [Placed(name, pad, strip_pad), Placed(lines, pad, strip + lines_pad)]
    return layered(background, compose(cells, width, height))

"""MIGHTY?'s own block kinds in the booklet: formula (p.7), record (pp.8, 11), ranking (p.9) and the
dialogue (p.23); the challenge flow is flowchart.py. Read by the core through Game.block_drawings().
"""

from __future__ import annotations

from dataclasses import replace

from ....booklet.block_drawings import BlockDrawings
from ....booklet.elements import Element, at, boxed, centred, column, layered, pill, row
from ....booklet.figures import draw_line, line_element
from ....booklet.kit import Kit, baseline_drop, line_width
from ....booklet.richtext import plain_text
from ....booklet.stylesheet import (
    BODY,
    DIALOGUE,
    FIGURES,
    FORMULA,
    FORMULA_RESULT,
    PANEL,
    PILL_TEXT,
    RANK_PILL,
    RECORD,
    RECORD_NOTE,
    RECORD_SHEET,
    RULE_TINT,
    SPEECH,
    SPEECH_PILL,
    STEP_TITLE,
    TextStyle,
)
from ....booklet.surface import Surface
from ....content.blocks import CoverBlock, CreditsBlock
from ....content.model import Block, SourceText
from ....geometry import mm_to_pt
from ....typeset import Alignment
from .. import blocks
from ..blocks import DialogueBlock, FormulaBlock, RankingBlock, RecordBlock, Turn
from ..parts import mighty_parts
from . import covers, figures, flowchart

# ---- formula (p.7), record (pp.8, 11), ranking (p.9) --------------------------------------------


def formula(block: FormulaBlock, kit: Kit, width: float) -> Element:
    """多数色の合計 − 少数色の合計 ＝ あなたの強さ, from quickref.yaml, centred in a panel."""
    f = mighty_parts(kit.content).formula

    def inner(inner_width: float) -> Element:
        left = kit.shrink_wrapped(f.left, inner_width, FORMULA, block.where)
        right = kit.shrink_wrapped(kit.phrase("equals") + f.right, inner_width, FORMULA_RESULT, block.where)
        return column([centred(left, inner_width), centred(right, inner_width)])

    return boxed(inner, width, PANEL)


def record(block: RecordBlock, kit: Kit, width: float) -> Element:
    """The 3-line record as a player writes it, on a memo sheet; the = signs aligned."""
    lines, notes = block.lines, block.notes or ()
    before = [line.split("=")[0] for line in lines]
    lead_width = max(line_width(b, _record_style(kit)) for b in before)
    rows = [
        _record_line(line, lead_width - line_width(b, _record_style(kit)), notes[i] if i < len(notes) else None, kit, block)
        for i, (line, b) in enumerate(zip(lines, before, strict=True))
    ]
    rows += [_record_line(note, 0.0, None, kit, block) for note in block.color_notes]  # as the engine writes them
    sheet = column(rows)
    pad, side = mm_to_pt(RECORD_SHEET.padding), mm_to_pt(RECORD_SHEET.side_padding)
    return at(_memo(at(sheet, side, pad, sheet.width + 2 * side, sheet.height + 2 * pad)), 0, 0, width)


def _record_style(kit: Kit) -> TextStyle:
    """The handwritten sums in this edition's face: the English edition's equations are all in its Latin
    face (p.22 sets them in running text), the Japanese edition's in BIZ UD Gothic."""
    return replace(RECORD, font=kit.font(RECORD.font))


def _record_line(line: str, indent: float, note: SourceText | None, kit: Kit, block: Block) -> Element:
    """One handwritten line and its note, in this edition's face."""
    style = _record_style(kit)
    text_width = line_width(line, style)
    note_plain = f" ({_plain(note, kit, block)})" if note else ""
    note_style = replace(RECORD_NOTE, font=kit.font(RECORD_NOTE.font))

    def paint(surface: Surface, x: float, top: float) -> None:
        baseline = top - baseline_drop(RECORD)
        draw_line(surface, line, style, x + indent, baseline)
        if note_plain:
            draw_line(surface, note_plain, note_style, x + indent + text_width, baseline)

    return Element(indent + text_width + line_width(note_plain, note_style), style.leading, paint)


def _plain(text: str, kit: Kit, block: Block) -> str:
    return plain_text(text, kit.content, block.where)


def _memo(sheet: Element) -> Element:
    """White paper with a blue edge and a ruled line under each written line: a player's note."""
    pad, inset = mm_to_pt(RECORD_SHEET.padding), mm_to_pt(RECORD_SHEET.rule_inset)

    def background(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        surface.fill("paper")
        surface.stroke("blue")
        canvas.setLineWidth(mm_to_pt(RECORD_SHEET.edge))
        canvas.roundRect(x, top - sheet.height, sheet.width, sheet.height, mm_to_pt(RECORD_SHEET.radius), stroke=1, fill=1)
        canvas.setStrokeColor(surface.inks.tint("blue", RULE_TINT))
        canvas.setLineWidth(mm_to_pt(RECORD_SHEET.rule))
        for line in range(round((sheet.height - 2 * pad) / RECORD.leading)):
            y = top - pad - line * RECORD.leading - baseline_drop(RECORD) - RECORD.size * RECORD_SHEET.rule_drop
            canvas.line(x + inset, y, x + sheet.width - inset, y)

    return layered(background, sheet)


def ranking(block: RankingBlock, kit: Kit, width: float) -> Element:
    """ハンドの強さの順位: the hand classes as pills, strongest first, joined by ＞."""
    r = mighty_parts(kit.content).ranking
    title = kit.text(r.title, width, STEP_TITLE, block.where, Alignment.LEFT)
    pills = []
    for index, item in enumerate(r.order):
        if index:
            pills.append(line_element(kit.phrase("greater"), kit.edition_style(PILL_TEXT), colour="ink"))
        words = line_element(_plain(item, kit, block), kit.edition_style(PILL_TEXT))
        pills.append(pill(words, "red" if index < len(r.order) - 1 else "ink", RANK_PILL))
    return column([title, row(pills, mm_to_pt(FIGURES.pill_gap), align="middle")], mm_to_pt(FIGURES.label_gap))


def dialogue(block: DialogueBlock, kit: Kit, width: float) -> Element:
    """The conversation of p.23: per spoken move, the speaker's word in a bubble and what happens."""
    players: list[str] = []
    turns = []
    for turn in block.turns:
        if turn.player not in players:
            players.append(turn.player)
        turns.append(_turn(turn, players.index(turn.player), kit, block, width))
    return column(turns, mm_to_pt(DIALOGUE.turn_gap))


PLAYER_COLOURS = ("blue", "red")


def _turn(turn: Turn, seat: int, kit: Kit, block: DialogueBlock, width: float) -> Element:
    avatar = mm_to_pt(DIALOGUE.avatar)
    indent = avatar + mm_to_pt(DIALOGUE.text_indent)
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    said = kit.shrink_wrapped(kit.phrase("says", player=turn.player, says=turn.says or ""), width - indent, SPEECH, block.where)
    bubble = pill(said, colour, SPEECH_PILL)
    text = kit.text(turn.text, width - indent, BODY, block.where)
    body = at(column([bubble, text], mm_to_pt(DIALOGUE.bubble_gap)), indent, width=width)

    def person(surface: Surface, x: float, top: float) -> None:
        """A head and shoulders in a disc, drawn in units of the disc's radius (like icons.py's grid)."""
        canvas, r = surface.canvas, avatar / 2
        surface.fill(colour)
        canvas.circle(x + r, top - r, r, stroke=0, fill=1)
        surface.fill("paper")
        canvas.circle(x + r, top - r * 0.72, r * 0.3, stroke=0, fill=1)
        canvas.wedge(x + r * 0.4, top - r * 1.75, x + r * 1.6, top - r * 0.85, 0, 180, stroke=0, fill=1)

    return layered(person, at(body, 0, 0, width, max(body.height, avatar)))


GAME_BLOCKS = BlockDrawings()  # MIGHTY?'s own kinds (the core draws the generic ones)
GAME_BLOCKS.add(blocks.FormulaBlock, formula)
GAME_BLOCKS.add(blocks.RecordBlock, record)
GAME_BLOCKS.add(blocks.RankingBlock, ranking)
GAME_BLOCKS.add(blocks.DialogueBlock, dialogue)
GAME_BLOCKS.add(blocks.ChallengeFlowBlock, flowchart.challenge_flow)
GAME_BLOCKS.add(blocks.TableBlock, figures.table)
GAME_BLOCKS.add(blocks.CalculatorBlock, figures.calculator)
GAME_BLOCKS.add(blocks.TalkBlock, figures.talk)
GAME_BLOCKS.add(blocks.StakeBlock, figures.stake)
GAME_BLOCKS.add(blocks.CountdownBlock, figures.countdown)
GAME_BLOCKS.add(blocks.RoundBlock, figures.round_figure)
GAME_BLOCKS.add(CoverBlock, covers.cover)  # MIGHTY?'s own front and back covers (issue 29), not the core's
GAME_BLOCKS.add(CreditsBlock, covers.credits)

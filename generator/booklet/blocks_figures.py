"""Figure blocks: cards, deck, formula, record, ranking, qr, materials (docs/content-format.md)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace

from ..content.blocks import CardsBlock, DeckBlock, FormulaBlock, MaterialsBlock, QrBlock, RankingBlock, RecordBlock
from ..content.model import Block, SourceText
from ..errors import fail
from ..geometry import mm_to_pt, pt_to_mm
from ..qr import draw_qr, qr_side_mm
from ..rules import Card
from ..typeset import Alignment
from . import icons
from .elements import Element, at, boxed, centred, column, layered, pill, row
from .figures import alt_text, card_row, draw_line, line_element
from .inks import PRINT
from .kit import FIT_SLACK, Kit, baseline_drop, line_width
from .plugin import booklet_design
from .richtext import plain_text
from .stylesheet import (
    ARROW_MARK,
    BODY,
    CAPTION,
    COPY_COUNT,
    FIGURES,
    FORMULA,
    FORMULA_RESULT,
    LABEL,
    PANEL,
    PILL_TEXT,
    RANK_PILL,
    RECORD,
    RECORD_NOTE,
    RECORD_SHEET,
    RULE_TINT,
    STEP_TITLE,
    URL_TEXT,
)
from .surface import Surface

ARROW = "→"


# ---- cards ---------------------------------------------------------------------------------------


def cards(block: CardsBlock, kit: Kit, width: float) -> Element:
    """A row of cards, optionally → the cards they count as; label above, caption below."""
    figure = alt_text(card_row(block.cards, kit.content), block.alt)
    if block.counted_cards:
        becomes = alt_text(card_row(block.counted_cards, kit.content), block.becomes_alt or "")
        arrow = line_element(ARROW, ARROW_MARK)
        figure = row([figure, arrow, becomes], mm_to_pt(FIGURES.arrow_gap), align="middle")
    return _labelled(figure, block, kit, width)


def _labelled(figure: Element, block: CardsBlock, kit: Kit, width: float) -> Element:
    gap = mm_to_pt(FIGURES.label_gap)
    parts = []
    if block.label:
        parts.append(kit.text(block.label, width, LABEL, block.where, Alignment.LEFT))
    parts.append(figure)
    if block.caption:
        parts.append(kit.text(block.caption, width, CAPTION, block.where, Alignment.LEFT))
    return column(parts, gap)


def side_by_side(blocks: Sequence[Block], kit: Kit, width: float) -> Element | None:
    """Consecutive card figures in one row (board | hand) when each label fits above its cards."""
    figures = [b for b in blocks if isinstance(b, CardsBlock) and not b.becomes and not b.caption]
    if len(blocks) < 2 or len(figures) < len(blocks):
        return None
    groups = []
    for block in figures:
        figure = alt_text(card_row(block.cards, kit.content), block.alt)
        label = block.label
        if label and kit.text(label, figure.width, LABEL, block.where, Alignment.LEFT).height > LABEL.leading:
            return None
        groups.append(_labelled(figure, block, kit, figure.width))
    together = row(groups, mm_to_pt(FIGURES.group_gap))
    return together if together.width <= width else None


# ---- the deck (p.4) -----------------------------------------------------------------------------


def deck(block: DeckBlock, kit: Kit, width: float) -> Element:
    """Every face of deck.yaml, each with its number of copies: one row per colour, wrapped into as
    many rows as it takes when the column does not hold it (rows too tall for the page are the
    page's overflow, reported at this block)."""
    colours = defaultdict(list)
    for face in kit.content.deck.faces():
        colours[face.color].append(face)
    per_row = _deck_cards_per_row(block, width)
    lines = [_deck_row(faces[i : i + per_row], kit) for faces in colours.values() for i in range(0, len(faces), per_row)]
    grid = column(lines, mm_to_pt(FIGURES.deck_gap))
    parts = [
        kit.text(block.title, width, STEP_TITLE, block.where, Alignment.LEFT),
        centred(grid, width),
        kit.text(block.caption, width, BODY, block.where),
    ]
    return column(parts, mm_to_pt(FIGURES.deck_gap))


def _deck_cards_per_row(block: DeckBlock, width: float) -> int:
    """As many cards as the column holds, at the figure's card width and gap; a column narrower than
    one card is an error at the block."""
    card, gap = mm_to_pt(FIGURES.deck_card_width), mm_to_pt(FIGURES.deck_gap)
    if card > width:
        raise fail(
            block.where,
            f"deck: a card of the figure is {pt_to_mm(card - width):.1f} mm too wide for the column "
            f"(found {FIGURES.deck_card_width:g} mm, expected at most {pt_to_mm(width):.1f} mm)",
        )
    return int((width + gap + FIT_SLACK) // (card + gap))


def _deck_row(faces: list[Card], kit: Kit) -> Element:
    card_width = mm_to_pt(FIGURES.deck_card_width)
    counted = []
    for face in faces:
        figure = card_row([face], kit.content, FIGURES.deck_card_width)
        count = centred(line_element(f"×{kit.content.deck.count(face)}", COPY_COUNT), card_width)
        counted.append(column([figure, count], mm_to_pt(FIGURES.count_gap)))
    return row(counted, mm_to_pt(FIGURES.deck_gap))


# ---- formula (p.7), record (pp.8, 11), ranking (p.9) --------------------------------------------


def formula(block: FormulaBlock, kit: Kit, width: float) -> Element:
    """多数色の合計 − 少数色の合計 ＝ あなたの強さ, from quickref.yaml, centred in a panel."""
    f = kit.content.quickref.formula

    def inner(inner_width: float) -> Element:
        left = kit.shrink_wrapped(f.left, inner_width, FORMULA, block.where)
        right = kit.shrink_wrapped(kit.phrase("equals") + f.right, inner_width, FORMULA_RESULT, block.where)
        return column([centred(left, inner_width), centred(right, inner_width)])

    return boxed(inner, width, PANEL)


def record(block: RecordBlock, kit: Kit, width: float) -> Element:
    """The 3-line record as a player writes it, on a memo sheet; the = signs aligned."""
    lines, notes = block.lines, block.notes or ()
    before = [line.split("=")[0] for line in lines]
    lead_width = max(line_width(b, RECORD) for b in before)
    rows = [
        _record_line(line, lead_width - line_width(b, RECORD), notes[i] if i < len(notes) else None, kit, block)
        for i, (line, b) in enumerate(zip(lines, before, strict=True))
    ]
    rows += [_record_line(note, 0.0, None, kit, block) for note in block.color_notes]  # as the engine writes them
    sheet = column(rows)
    pad, side = mm_to_pt(RECORD_SHEET.padding), mm_to_pt(RECORD_SHEET.side_padding)
    return at(_memo(at(sheet, side, pad, sheet.width + 2 * side, sheet.height + 2 * pad)), 0, 0, width)


def _record_line(line: str, indent: float, note: SourceText | None, kit: Kit, block: Block) -> Element:
    """One handwritten line (in the Japanese face: it is a figure of the paper) and its note in this edition's face."""
    text_width = line_width(line, RECORD)
    note_plain = f" ({_plain(note, kit, block)})" if note else ""
    note_style = replace(RECORD_NOTE, font=kit.font(RECORD_NOTE.font))

    def paint(surface: Surface, x: float, top: float) -> None:
        baseline = top - baseline_drop(RECORD)
        draw_line(surface, line, RECORD, x + indent, baseline)
        if note_plain:
            draw_line(surface, note_plain, note_style, x + indent + text_width, baseline)

    return Element(indent + text_width + line_width(note_plain, note_style), RECORD.leading, paint)


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
    r = kit.content.quickref.ranking
    title = kit.text(r.title, width, STEP_TITLE, block.where, Alignment.LEFT)
    pills = []
    for index, item in enumerate(r.order):
        if index:
            pills.append(line_element(kit.phrase("greater"), kit.edition_style(PILL_TEXT), colour="ink"))
        words = line_element(_plain(item, kit, block), kit.edition_style(PILL_TEXT))
        pills.append(pill(words, "red" if index < len(r.order) - 1 else "ink", RANK_PILL))
    return column([title, row(pills, mm_to_pt(FIGURES.pill_gap), align="middle")], mm_to_pt(FIGURES.label_gap))


# ---- QR code (p.12) ---------------------------------------------------------------------------


def qr(block: QrBlock, kit: Kit, width: float) -> Element:
    """The calculator's QR code (vector, EC level M, white quiet zone) beside its URL and caption."""
    url = _plain(block.url, kit, block)
    assert kit.content.booklet.qr_module is not None  # layout.yaml's booklet requires one
    module = kit.content.booklet.qr_module.mm  # layout.yaml booklet.qr_module
    side = mm_to_pt(qr_side_mm(url, module))

    def paint_code(surface: Surface, x: float, top: float) -> None:
        draw_qr(surface.canvas, url, x, top - side, module, cmyk=surface.inks.mode == PRINT)

    code = Element(side, side, paint_code, (((0.0, 0.0, side, side), None, url),))
    gap = mm_to_pt(FIGURES.qr_gap)
    text_width = width - side - gap - 2 * mm_to_pt(PANEL.padding)
    words = [kit.text(block.url, text_width, URL_TEXT, block.where, Alignment.LEFT)]
    if block.caption:
        words.append(kit.text(block.caption, text_width, BODY, block.where, Alignment.LEFT))
    text = column(words, mm_to_pt(FIGURES.qr_line_gap))
    return boxed(lambda inner_width: row([code, at(text, 0, (side - text.height) / 2)], gap), width, PANEL)


# ---- materials (p.5) ----------------------------------------------------------------------------


def materials(block: MaterialsBlock, kit: Kit, width: float) -> Element:
    """The things to prepare, as icons with their names under them."""
    size = mm_to_pt(FIGURES.icon_size)
    items = block.items
    slot = min(width / len(items), size * FIGURES.icon_slot)
    tiles = []
    game_icons = booklet_design(kit.content.game.plugin).icons()
    for item in items:  # the loader accepts only the icons icons.py and the game draw (tests/booklet/test_layout.py)
        icon = Element(size, size, icons.painter(item.icon, size, game_icons))
        name = kit.text(item.name, slot, LABEL, block.where, Alignment.CENTER)
        tiles.append(column([centred(icon, slot), name], mm_to_pt(FIGURES.label_gap)))
    title = [kit.text(block.title, width, STEP_TITLE, block.where, Alignment.LEFT)] if block.title else []
    gap = mm_to_pt(FIGURES.materials_gap)
    return boxed(lambda inner_width: column([*title, centred(row(tiles), inner_width)], gap), width, PANEL)

"""Figure blocks: cards, deck, qr, materials (docs/content-format.md); a game draws its own (Game.block_drawings)."""

from __future__ import annotations

from collections.abc import Sequence

from ..content.blocks import CardsBlock, DeckBlock, MaterialsBlock, QrBlock
from ..content.model import Block
from ..errors import fail
from ..game import CardFace
from ..geometry import mm_to_pt, pt_to_mm
from ..qr import draw_qr, qr_side_mm
from ..typeset import Alignment
from . import icons
from .elements import Element, at, boxed, centred, column, row
from .figures import alt_text, card_row, line_element
from .inks import PRINT
from .kit import FIT_SLACK, Kit
from .richtext import plain_text
from .stylesheet import (
    ARROW_MARK,
    BODY,
    CAPTION,
    COPY_COUNT,
    FIGURES,
    LABEL,
    PANEL,
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
    """Every face of deck.yaml, each with its number of copies: one row per group of the game's
    (Game.booklet_deck_rows), wrapped into as many rows as it takes when the column does not hold it
    (rows too tall for the page are the page's overflow, reported at this block)."""
    groups = kit.content.plugin.booklet_deck_rows(kit.content)
    per_row = _deck_cards_per_row(block, width)
    lines = [_deck_row(faces[i : i + per_row], kit) for faces in groups for i in range(0, len(faces), per_row)]
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


def _deck_row(faces: list[CardFace], kit: Kit) -> Element:
    card_width = mm_to_pt(FIGURES.deck_card_width)
    counted = []
    for face in faces:
        figure = card_row([face], kit.content, FIGURES.deck_card_width)
        count = centred(line_element(f"×{kit.content.deck.copies[face]}", COPY_COUNT), card_width)
        counted.append(column([figure, count], mm_to_pt(FIGURES.count_gap)))
    return row(counted, mm_to_pt(FIGURES.deck_gap))


def _plain(text: str, kit: Kit, block: Block) -> str:
    return plain_text(text, kit.content, block.where)


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
    game_icons = kit.content.plugin.icons()
    for item in items:  # the loader accepts only the icons icons.py and the game draw (tests/booklet/test_layout.py)
        icon = Element(size, size, icons.painter(item.icon, size, game_icons))
        name = kit.text(item.name, slot, LABEL, block.where, Alignment.CENTER)
        tiles.append(column([centred(icon, slot), name], mm_to_pt(FIGURES.label_gap)))
    title = [kit.text(block.title, width, STEP_TITLE, block.where, Alignment.LEFT)] if block.title else []
    gap = mm_to_pt(FIGURES.materials_gap)
    return boxed(lambda inner_width: column([*title, centred(row(tiles), inner_width)], gap), width, PANEL)

"""The Mind's block kinds as the booklet draws them: the setup by player count (p.4), the level cards
with their rewards (p.6), an example's cards in the order they went down (pp.5, 7, 9, 10), and the
core's `quickref` kind from quickref.yaml's sections (p.11) and its `glossary` in two columns (p.3).

Each drawing takes the typed values the content resolved (the rows filled from rules.yaml, the
level cards with the reward the rules give them, a replayed example's pile) and returns an
`Element` of the core's box model; the cards are the real faces (booklet.figures.card_row).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from generator.booklet.block_drawings import BlockDrawings
from generator.booklet.elements import Element, at, centred, column, layered, row
from generator.booklet.figures import alt_text, card_row, line_element
from generator.booklet.kit import FIT_SLACK, Kit
from generator.booklet.stylesheet import BODY, CAPTION, FIGURES, LABEL, STEP_TITLE, BookletLook, BoxStyle, TextStyle
from generator.booklet.surface import Surface
from generator.content.blocks import CardsBlock, CoverBlock, CreditsBlock, DeckBlock, GlossaryBlock, QuickrefBlock
from generator.content.model import GlossaryEntry, SourceText
from generator.errors import Location, fail
from generator.fonts import BOLD, REGULAR
from generator.geometry import mm_to_pt, pt_to_mm
from generator.typeset import Alignment

from ..cards import CardKind, MindCard, MindDeck
from ..files.blocks import RewardsBlock, SetupTableBlock
from ..files.quickref import Section
from ..model import Reward
from .cover_pages import back_cover, front_cover


@dataclass(frozen=True)
class TableStyle:
    padding_x: float = 1.6  # mm, inside each cell
    padding_y: float = 1.8
    radius: float = 2.0  # the table's rounded corners
    head: TextStyle = TextStyle(BOLD, 10.5, 15, colour="paper")
    cell: TextStyle = TextStyle(BOLD, 12, 17)
    head_fill: str = "band"
    fills: tuple[str, ...] = ("tint", "paper")  # the body rows alternate, so a row reads across


@dataclass(frozen=True)
class CardFigure:
    card_width: float = 16.0  # mm: a level card's number and icon still read at this size
    gap: float = 3.0
    word_gap: float = 1.0  # between a card and the word under it
    mark_height: float = 1.2  # the bar under a card played too early
    mark_gap: float = 1.2
    word: TextStyle = TextStyle(BOLD, 9, 11)
    mark_word: TextStyle = TextStyle(BOLD, 9, 11, colour="alert")


TABLE = TableStyle()
FIGURE = CardFigure()

# The Mind's page design, not MIGHTY?'s: no dark slab over each page but its title in the heading face
# over a hairline; page numbers alone; small rings, the cards' motif, before headings; notes between
# two hairlines of their tone on the paper instead of tinted panels with a bar; steps numbered by
# numerals in the title face down a hairline instead of discs.
LOOK = BookletLook(
    band="rule",
    band_title_colour="accent",  # not `band`: its K 55 % over C and M is rich black text, which blurs off register
    nombre="plain",
    heading_marker="ring",
    callout=BoxStyle(padding=3.0, radius=0.0, fill="paper", accent="accent", accent_width=0.35, edge="rules"),
    points=BoxStyle(padding=3.2, radius=2.5, fill="tint"),
    step_marker="numeral",
)


# ---- setup_table (p.4) -----------------------------------------------------------------------


def setup_table(columns: Sequence[str], rows: Sequence[Sequence[str]], where: Location | None, kit: Kit, width: float) -> Element:
    """The header row on the band colour, one row per player count, columns of equal width."""
    cell_width = width / len(columns)
    lines = [_table_row(columns, TABLE.head, TABLE.head_fill, cell_width, where, kit)]
    lines += [_table_row(cells, TABLE.cell, TABLE.fills[i % len(TABLE.fills)], cell_width, where, kit) for i, cells in enumerate(rows)]
    return _clipped(column(lines))


def _table_row(cells: Sequence[str], style: TextStyle, fill: str, cell_width: float, where: Location | None, kit: Kit) -> Element:
    pad_x, pad_y = mm_to_pt(TABLE.padding_x), mm_to_pt(TABLE.padding_y)
    texts = [kit.text(cell, cell_width - 2 * pad_x, style, where, Alignment.CENTER) for cell in cells]
    height = max(text.height for text in texts) + 2 * pad_y
    placed = row([at(text, pad_x, (height - text.height) / 2, cell_width, height) for text in texts])

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill(fill)
        surface.canvas.rect(x, top - height, cell_width * len(cells), height, stroke=0, fill=1)

    return layered(background, placed)


def _clipped(table: Element) -> Element:
    """The table inside rounded corners: the header's band and the last row's fill are cut round."""

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        canvas.saveState()
        clip = canvas.beginPath()
        clip.roundRect(x, top - table.height, table.width, table.height, mm_to_pt(TABLE.radius))
        canvas.clipPath(clip, stroke=0, fill=0)
        table.paint(surface, x, top)
        canvas.restoreState()

    return Element(table.width, table.height, paint, table.spots, sources=table.sources)


# ---- rewards (p.6) ---------------------------------------------------------------------------


def reward_cards(cards: Sequence[MindCard], words: Mapping[Reward, str], where: Location | None, kit: Kit, width: float) -> Element:
    """The level cards that carry a reward, in order, as many to a row as the column holds, each with
    its reward's word under it (the icon is never the only cue): the levels without one add nothing
    to ごほうびのあるレベル but a row."""
    cards = [card for card in cards if card.reward is not Reward.NONE]
    per_row = _per_row(width, where, "rewards")
    lines = [_reward_row(cards[i : i + per_row], words, kit) for i in range(0, len(cards), per_row)]
    return centred(column(lines, mm_to_pt(FIGURE.gap)), width)


def _reward_row(cards: Sequence[MindCard], words: Mapping[Reward, str], kit: Kit) -> Element:
    card_width = mm_to_pt(FIGURE.card_width)
    style = kit.edition_style(FIGURE.word)
    placed = []
    for card in cards:
        figure = card_row([card], kit.content, FIGURE.card_width)
        word = words.get(card.reward, "")
        under = centred(line_element(word, style), card_width) if word else Element(card_width, style.leading)
        placed.append(column([figure, under], mm_to_pt(FIGURE.word_gap)))
    return row(placed, mm_to_pt(FIGURE.gap))


def _per_row(width: float, where: Location | None, kind: str, card_mm: float = FIGURE.card_width, gap_mm: float = FIGURE.gap) -> int:
    card, gap = mm_to_pt(card_mm), mm_to_pt(gap_mm)
    if card > width:
        raise fail(
            where,
            f"{kind}: a card of the figure is {card_mm:g} mm wide, the column {pt_to_mm(width):.1f} mm "
            f"(expected a column at least one card wide)",
        )
    return int((width + gap + FIT_SLACK) // (card + gap))


# ---- an example's cards (pp.5, 7, 9, 10) -----------------------------------------------------


def pile(
    cards: Sequence[MindCard],
    marked: Sequence[int],
    label: str | None,
    mark_word: str | None,
    where: Location | None,
    kit: Kit,
    width: float,
) -> Element:
    """The cards left to right in the order they went down, wrapped into rows; each card at a position
    in `marked` (played too early, or lower than the one before it) has an alert bar under it, and
    `mark_word` (失敗) under the bar: the colour is never the only cue."""
    per_row = _per_row(width, where, "cards", FIGURES.card_width, FIGURES.card_gap)  # as the core's card figures
    lines = [
        _pile_row(cards[i : i + per_row], [m - i for m in marked if i <= m < i + per_row], mark_word, kit)
        for i in range(0, len(cards), per_row)
    ]
    parts = [kit.text(label, width, LABEL, where, Alignment.LEFT)] if label else []
    parts.append(column(lines, mm_to_pt(FIGURE.gap)))
    return column(parts, mm_to_pt(FIGURES.label_gap))


def _pile_row(cards: Sequence[MindCard], marked: Sequence[int], mark_word: str | None, kit: Kit) -> Element:
    card_width = mm_to_pt(FIGURES.card_width)
    figure = card_row(list(cards), kit.content, FIGURES.card_width, FIGURES.card_gap)
    if not marked:
        return figure
    style = kit.edition_style(FIGURE.mark_word)
    bar, gap = mm_to_pt(FIGURE.mark_height), mm_to_pt(FIGURE.mark_gap)
    word = line_element(mark_word, style, "alert") if mark_word else None
    height = figure.height + gap + bar + (gap + word.height if word else 0.0)
    step = card_width + mm_to_pt(FIGURES.card_gap)

    def paint(surface: Surface, x: float, top: float) -> None:
        figure.paint(surface, x, top)
        surface.fill("alert")
        for position in marked:
            left = x + position * step
            surface.canvas.roundRect(left, top - figure.height - gap - bar, card_width, bar, bar / 2, stroke=0, fill=1)
            if word:
                word.paint(surface, left + (card_width - word.width) / 2, top - figure.height - 2 * gap - bar)

    return Element(figure.width, height, paint, sources=figure.sources)


# ---- quickref (p.11) ------------------------------------------------------------------------


@dataclass(frozen=True)
class QuickrefStyle:
    section: TextStyle = TextStyle(BOLD, 11, 16, colour="accent")
    rule: float = 0.35  # mm: the hairline over each section
    rule_colour: str = "band"
    rule_gap: float = 2.2  # between the hairline and the section's title
    title_gap: float = 1.0  # between a section's title and its lines
    gap: float = 4.0  # between two sections


QUICKREF_STYLE = QuickrefStyle()


def quickref_sections(sections: Sequence[Section], where: Location | None, kit: Kit, width: float) -> Element:
    """Each section its title in the accent colour over its lines, a hairline between two sections:
    the same words as the quick-reference card, in the booklet's quiet page design (no coloured
    strips). The page's title and its rule head the page; quickref.yaml's title is the card's, not
    repeated under it, and the first section needs no rule of its own (issue 29 review)."""
    parts = [
        _section(section, kit, where, width) if number else _lines(section, kit, where, width) for number, section in enumerate(sections)
    ]
    return column(parts, mm_to_pt(QUICKREF_STYLE.gap))


def _lines(section: Section, kit: Kit, where: Location | None, width: float) -> Element:
    """The section's title over its lines."""
    style = QUICKREF_STYLE
    name = kit.text(section.title, width, style.section, where, Alignment.LEFT)
    lines = column([kit.text(line, width, BODY, where) for line in section.lines])
    return column([name, lines], mm_to_pt(style.title_gap))


def _section(section: Section, kit: Kit, where: Location | None, width: float) -> Element:
    """The section under a hairline."""
    style = QUICKREF_STYLE
    rule, rule_gap = mm_to_pt(style.rule), mm_to_pt(style.rule_gap)
    body = _lines(section, kit, where, width)

    def hairline(surface: Surface, x: float, top: float) -> None:
        surface.fill(style.rule_colour)
        surface.canvas.rect(x, top - rule, width, rule, stroke=0, fill=1)

    return layered(hairline, at(body, 0, rule + rule_gap, width, body.height + rule + rule_gap))


# ---- glossary (p.3) -------------------------------------------------------------------------


@dataclass(frozen=True)
class GlossaryStyle:
    columns: int = 2  # p.3 holds the deck figure too: the terms in two columns take half the height
    column_gap: float = 6.0  # mm
    entry_gap: float = 2.4  # between two entries of a column
    term: TextStyle = TextStyle(BOLD, 11, 16, colour="accent")
    definition: TextStyle = TextStyle(REGULAR, 9.5, 15)  # the booklet's note size: never below 9 pt
    note: TextStyle = TextStyle(BOLD, 10.5, 16, colour="alert")
    note_gap: float = 3.0


GLOSSARY_STYLE = GlossaryStyle()


def glossary_columns(entries: Sequence[GlossaryEntry], note: SourceText | None, kit: Kit, width: float) -> Element:
    """glossary.yaml's terms, each its term over its definition, filled into columns top to bottom
    (the first half in the left column); the note under them in the alert colour."""
    style = GLOSSARY_STYLE
    gap = mm_to_pt(style.column_gap)
    column_width = (width - (style.columns - 1) * gap) / style.columns
    items = [
        column(
            [
                kit.text(e.term, column_width, style.term, e.where, Alignment.LEFT),
                kit.text(e.definition, column_width, style.definition, e.where),
            ]
        )
        for e in entries
    ]
    per_column = -(-len(items) // style.columns)
    columns = [column(items[i : i + per_column], mm_to_pt(style.entry_gap)) for i in range(0, len(items), per_column)]
    parts = [row([at(c, 0, 0, column_width) for c in columns], gap)]
    if note:
        parts.append(kit.text(note, width, style.note, note.where, Alignment.LEFT))
    return column(parts, mm_to_pt(style.note_gap))


# ---- the registry the plug-in hands the booklet ----------------------------------------------


def _setup_table_block(block: SetupTableBlock, kit: Kit, width: float) -> Element:
    return setup_table(block.columns, block.rows, block.where, kit, width)


def _rewards_block(block: RewardsBlock, kit: Kit, width: float) -> Element:
    from .loading import mind_deck

    figure = reward_cards(block.cards, mind_deck(kit.content).reward_words, block.where, kit, width)
    if not block.caption:
        return figure
    return column([figure, kit.text(block.caption, width, CAPTION, block.where)], mm_to_pt(FIGURE.word_gap * 2))


def _quickref_block(block: QuickrefBlock, kit: Kit, width: float) -> Element:
    from ..parts import mind_parts

    return quickref_sections(mind_parts(kit.content).sections, block.where, kit, width)


def _cards_block(block: CardsBlock, kit: Kit, width: float) -> Element:
    """An example's pile with a bar under each card played too early or lower than the one before it
    (the replayed example says which); any other card figure as the core draws it."""
    from generator.booklet.blocks_figures import cards as core_cards

    from ..files.blocks import SHOW_PILE, pile_of
    from ..parts import mind_parts

    result = mind_parts(kit.content).results.get((block.example or "").split(".")[0]) if block.show == SHOW_PILE else None
    marks = pile_of(result) if result else None
    if marks is None or not (marks.misplayed or marks.out_of_order):
        return core_cards(block, kit, width)
    figure = pile(block.cards, [*marks.misplayed, *marks.out_of_order], block.label, None, block.where, kit, width)
    parts = [alt_text(figure, block.alt)]
    if block.caption:
        parts.append(kit.text(block.caption, width, CAPTION, block.where, Alignment.LEFT))
    return column(parts, mm_to_pt(FIGURES.label_gap))


# ---- the deck (p.3) -----------------------------------------------------------------------------

RANGE_DASH = {"ja": "〜", "en": "–"}  # 1〜100, as the page's caption writes it


def deck_figure(block: DeckBlock, kit: Kit, width: float) -> Element:
    """The core's deck block with The Mind's faces grouped by kind, each group labelled with what it
    stands for: 1〜100 under the lowest and highest number, レベル1〜12 under the levels, ×5 under a
    life card (the core's ×1 under each face read as one card of 1 and one of 100). A group never
    splits; groups that do not fit one row wrap."""
    from .cover import deck_rows
    from .loading import mind_deck

    deck = mind_deck(kit.content)
    shown = [card for row in deck_rows(deck.faces()) for card in row]
    groups = [_deck_group(kind, [c for c in shown if c.kind is kind], deck, kit) for kind in CardKind]
    lines: list[list[Element]] = [[]]
    gap = mm_to_pt(FIGURES.deck_gap) * 2  # between kinds: wider than between the cards of one
    for group in (g for g in groups if g is not None):
        used = sum(e.width for e in lines[-1]) + gap * len(lines[-1])
        if lines[-1] and used + group.width > width + FIT_SLACK:
            lines.append([])
        lines[-1].append(group)
    grid = column([row(line, gap) for line in lines], mm_to_pt(FIGURES.deck_gap))
    parts = [
        kit.text(block.title, width, STEP_TITLE, block.where, Alignment.LEFT),
        centred(grid, width),
        kit.text(block.caption, width, BODY, block.where),
    ]
    return column(parts, mm_to_pt(FIGURES.deck_gap))


def deck_label(kind: CardKind, deck: MindDeck, language: str) -> str:
    """What a kind's group stands for: its range (1〜100, レベル1〜12), or the copies of its one face (×5)."""
    faces = [card for card in deck.faces() if card.kind is kind]
    if len(faces) > 1:
        dash = RANGE_DASH.get(language, RANGE_DASH["en"])
        prefix = deck.level_word if kind is CardKind.LEVEL and language == "ja" else ""
        return f"{prefix}{faces[0].value}{dash}{faces[-1].value}"
    return f"×{deck.count(faces[0])}" if faces else ""


def _deck_group(kind: CardKind, cards: Sequence[MindCard], deck: MindDeck, kit: Kit) -> Element | None:
    """One kind's faces side by side over its label; None for a kind the deck lacks."""
    if not cards:
        return None
    figure = card_row(cards, kit.content, FIGURES.deck_card_width, FIGURES.card_gap)
    under = centred(line_element(deck_label(kind, deck, kit.content.language), kit.edition_style(FIGURE.word)), figure.width)
    return column([figure, under], mm_to_pt(FIGURES.count_gap))


def _glossary_block(block: GlossaryBlock, kit: Kit, width: float) -> Element:
    return glossary_columns(kit.content.glossary, kit.content.glossary_note, kit, width)


DRAWINGS = BlockDrawings()
DRAWINGS.add(CoverBlock, front_cover)  # The Mind's own covers (design/cover_pages.py), not the core's fan
DRAWINGS.add(CreditsBlock, back_cover)
DRAWINGS.add(SetupTableBlock, _setup_table_block)
DRAWINGS.add(RewardsBlock, _rewards_block)
DRAWINGS.add(QuickrefBlock, _quickref_block)  # quickref.yaml's sections, where MIGHTY?'s has endings
DRAWINGS.add(GlossaryBlock, _glossary_block)
DRAWINGS.add(DeckBlock, deck_figure)  # grouped by kind, each group labelled (1〜100, ×5)
DRAWINGS.add(
    CardsBlock, _cards_block
)  # a pile's misplays and out-of-order cards marked  # in columns: p.3 shares its page with the deck figure

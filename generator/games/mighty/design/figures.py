"""MIGHTY?'s figures of issue 29, each drawn from the rules, game.yaml and the verified examples:
the table set for play (p.5), the calculator on a phone (p.12), the talk rules as speech (p.14), the
declaration's stake (p.15), a player's chips running out (p.19) and a round at a glance (p.3). No number is typed here: the
counts are the rules' (deal, stakes, round penalty), game.yaml's (starting chips) and deck.yaml's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ....booklet.elements import Element, Placed, at, boxed, centred, column, compose, layered, row
from ....booklet.figures import arrow_right, card_row, line_element, paint_card
from ....booklet.kit import Kit
from ....booklet.stylesheet import BODY, CAPTION, FORMULA_RESULT, HEADING, LABEL, STEP_TITLE, BoxStyle, TextStyle
from ....booklet.surface import Surface
from ....cards import card_height_pt
from ....content.model import SourceText
from ....geometry import mm_to_pt
from ....typeset import Alignment
from ..blocks import CalculatorBlock, CountdownBlock, RoundBlock, StakeBlock, TableBlock, TalkBlock
from ..parts import mighty_parts


@dataclass(frozen=True)
class FigureSizes:
    """mm: the sizes of these figures (the booklet's own figures are sized in booklet/stylesheet.py)."""

    table_height: float = 84  # the table of p.5
    table_radius: float = 16
    seat_card: float = 7  # a hand card at a seat, face down
    centre_card: float = 11  # a board card
    chip: float = 3.6  # a chip at a seat
    big_chip: float = 6.5  # a chip of the countdown
    gap: float = 1.2
    label_gap: float = 1.6
    phone_width: float = 44
    phone_card: float = 8
    phone_border: float = 2.4
    avatar: float = 8
    big_avatar: float = 12  # the declarer of p.15, the players of p.3
    stake_avatar: float = 15
    stake_chip: float = 11
    bubble_pad: float = 2.4
    bubble_radius: float = 2.5
    bubble_line: float = 0.5
    badge: float = 5.5  # the ○ / ✕ beside a bubble
    row_gap: float = 2.4
    arrow: float = 10


SIZES = FigureSizes()
FIGURE_PANEL = BoxStyle(padding=6, radius=2.5, fill="tint")  # the stake's and the countdown's: roomier than a text panel


def _pt(mm: float) -> float:
    return mm_to_pt(mm)


# ---- chips and card backs ---------------------------------------------------------------------------


def _chip(surface: Surface, cx: float, cy: float, diameter: float, lost: bool = False) -> None:
    """A chip seen from above: a blue disc with a white ring; a lost one is its dashed outline."""
    canvas, r = surface.canvas, diameter / 2
    if lost:
        canvas.saveState()
        surface.stroke("accent")
        canvas.setLineWidth(0.6)
        canvas.setDash(1.6, 1.2)
        canvas.circle(cx, cy, r - 0.3, stroke=1, fill=0)
        canvas.restoreState()
        return
    surface.fill("accent")
    canvas.circle(cx, cy, r, stroke=0, fill=1)
    surface.stroke("paper")
    canvas.setLineWidth(max(0.5, diameter * 0.07))
    canvas.circle(cx, cy, r * 0.62, stroke=1, fill=0)


def chips_row(count: int, diameter: float, lost: int = 0) -> Element:
    """`count` chips side by side, the last `lost` of them gone."""
    gap = _pt(SIZES.gap) * 0.6
    total = count + lost

    def paint(surface: Surface, x: float, top: float) -> None:
        for index in range(total):
            _chip(surface, x + index * (diameter + gap) + diameter / 2, top - diameter / 2, diameter, lost=index >= count)

    return Element(max(total * diameter + (total - 1) * gap, 0.0), diameter, paint)


def _backs(count: int, width: float, kit: Kit) -> Element:
    """`count` cards face down (the real back, drawn by the card renderer)."""
    height, gap = card_height_pt(width, kit.content), _pt(SIZES.gap) * 0.5

    def paint(surface: Surface, x: float, top: float) -> None:
        for index in range(count):
            paint_card(surface, None, x + index * (width + gap), top - height, width, kit.content)

    return Element(count * width + (count - 1) * gap, height, paint)


def _pile(width: float, kit: Kit) -> Element:
    """The rest of the deck: three backs a little apart, so it reads as a stack."""
    height, step = card_height_pt(width, kit.content), _pt(0.7)

    def paint(surface: Surface, x: float, top: float) -> None:
        for index in range(3):
            paint_card(surface, None, x + index * step, top - height - (2 - index) * step, width, kit.content)

    return Element(width + 2 * step, height + 2 * step, paint)


def _label(text: SourceText, kit: Kit, width: float, style: TextStyle = LABEL) -> Element:
    """A figure's label, only as wide as its words."""
    return kit.shrink_wrapped(text, width, style, text.where)


# ---- p.5: the table ---------------------------------------------------------------------------------


def table(block: TableBlock, kit: Kit, width: float) -> Element:
    """The table from above after the deal: each seat's hand (face down) and chips around it, the board
    and the rest of the deck in the middle. The bottom seat is the reader's, labelled."""
    parts = mighty_parts(kit.content)
    rules, height = parts.rules, _pt(SIZES.table_height)
    pile_count = parts.deck.size - rules.board_size - block.players * rules.hand_size
    seat = column([_backs(rules.hand_size, _pt(SIZES.seat_card), kit), chips_row(parts.starting_chips, _pt(SIZES.chip))], _pt(SIZES.gap))
    gap = _pt(SIZES.gap)
    board = column([_label(block.board, kit, width / 2), card_row(block.board_cards, kit.content, SIZES.centre_card)], gap)
    count = line_element(f"×{pile_count}", kit.edition_style(LABEL))
    pile = column([_label(block.pile, kit, width / 4), row([_pile(_pt(SIZES.centre_card), kit), count], gap, align="middle")], gap)
    middle = row([board, pile], _pt(SIZES.label_gap * 3))
    placed = [Placed(middle, (width - middle.width) / 2, (height - middle.height) / 2)]
    rx, ry = width / 2 - seat.width / 2 - _pt(7), height / 2 - seat.height / 2 - _pt(5)
    for index in range(block.players):
        angle = -math.pi / 2 - 2 * math.pi * index / block.players  # the reader's seat at the bottom, then clockwise
        cx, cy = width / 2 + rx * math.cos(angle), height / 2 - ry * math.sin(angle)
        placed.append(Placed(seat, cx - seat.width / 2, cy - seat.height / 2))
    reader = placed[1]
    hand_label = _label(block.hand, kit, width / 3)
    chips_label = _label(block.chips, kit, width / 3)
    gap = _pt(SIZES.label_gap * 2)
    placed.append(Placed(hand_label, reader.dx - gap - hand_label.width, reader.down))
    placed.append(Placed(chips_label, reader.dx + seat.width + gap, reader.down + seat.height - chips_label.height))
    figure = compose(placed, width, height)

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill("tint")
        surface.stroke("highlight")
        surface.canvas.setLineWidth(_pt(0.8))
        surface.canvas.roundRect(x, top - height, width, height, _pt(SIZES.table_radius), stroke=1, fill=1)

    return layered(background, figure)


# ---- p.12: the calculator on a phone ------------------------------------------------------------------


def calculator(block: CalculatorBlock, kit: Kit, width: float) -> Element:
    """A phone whose screen shows the board and hand chosen and the strength the calculator gives."""
    inner = _pt(SIZES.phone_width - 2 * SIZES.phone_border - 2 * SIZES.bubble_pad)
    gap = _pt(SIZES.gap)
    strength = line_element(block.strength, kit.edition_style(FORMULA_RESULT))
    result = row([_label(block.result, kit, inner), strength], _pt(SIZES.label_gap * 2), align="middle")
    screen = column(
        [
            _label(block.board, kit, inner),
            card_row(block.board_cards, kit.content, SIZES.phone_card, SIZES.gap),
            _label(block.hand, kit, inner),
            card_row(block.hand_cards, kit.content, SIZES.phone_card, SIZES.gap),
            centred(result, inner),
        ],
        gap * 1.4,
    )
    phone_width = _pt(SIZES.phone_width)
    border, pad = _pt(SIZES.phone_border), _pt(SIZES.bubble_pad)
    top_bar = _pt(5)
    phone_height = screen.height + 2 * pad + 2 * top_bar
    content = at(screen, border + pad, top_bar + pad, phone_width, phone_height)

    def body(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        surface.fill("ink")
        canvas.roundRect(x, top - phone_height, phone_width, phone_height, _pt(5), stroke=0, fill=1)
        surface.fill("paper")
        screen_height = phone_height - 2 * top_bar
        canvas.roundRect(x + border, top - phone_height + top_bar, phone_width - 2 * border, screen_height, _pt(1.5), stroke=0, fill=1)
        canvas.setFillColor(surface.inks.tint("ink", 0.5))
        canvas.roundRect(x + phone_width / 2 - _pt(5), top - top_bar / 2 - _pt(0.6), _pt(10), _pt(1.2), _pt(0.6), stroke=0, fill=1)

    return centred(layered(body, content), width)


# ---- p.14: what may and may not be said --------------------------------------------------------------


def _bubble(words: Element, outline: str, tail: str | None) -> Element:
    """Words in a rounded speech bubble outlined in `outline`, its tail to the `tail` side ('left', 'right')."""
    pad, line = _pt(SIZES.bubble_pad), _pt(SIZES.bubble_line)
    width, height = words.width + 2 * pad, words.height + 2 * pad * 0.7

    def background(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        surface.fill("paper")
        surface.stroke(outline)
        canvas.setLineWidth(line)
        canvas.roundRect(x, top - height, width, height, _pt(SIZES.bubble_radius), stroke=1, fill=1)
        if tail is not None:
            y, size = top - height / 2, _pt(2)
            edge = x if tail == "left" else x + width
            tip = edge - size if tail == "left" else edge + size
            path = canvas.beginPath()
            path.moveTo(edge, y + size * 0.7)
            path.lineTo(tip, y)
            path.lineTo(edge, y - size * 0.7)
            canvas.drawPath(path, stroke=1, fill=1)
            surface.stroke("paper")
            canvas.setLineWidth(line * 1.6)
            canvas.line(edge, y + size * 0.6, edge, y - size * 0.6)  # the outline does not cross the tail's root

    return layered(background, at(words, pad, pad * 0.7, width, height))


def _badge(allowed: bool) -> Element:
    """○ (may be said) or ✕ (may not), drawn: a ring in the accent, a cross on the alert colour."""
    size = _pt(SIZES.badge)

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas, r = surface.canvas, size / 2
        cx, cy = x + r, top - r
        if allowed:
            surface.stroke("accent")
            canvas.setLineWidth(_pt(1.1))
            canvas.circle(cx, cy, r - _pt(0.6), stroke=1, fill=0)
            return
        surface.fill("alert")
        canvas.circle(cx, cy, r, stroke=0, fill=1)
        surface.stroke("paper")
        canvas.setLineWidth(_pt(0.9))
        arm = r * 0.45
        canvas.line(cx - arm, cy - arm, cx + arm, cy + arm)
        canvas.line(cx - arm, cy + arm, cx + arm, cy - arm)

    return Element(size, size, paint)


def _person(colour: str, diameter: float = SIZES.avatar) -> Element:
    """A head and shoulders in a disc, as p.23's speakers."""
    size = _pt(diameter)

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas, r = surface.canvas, size / 2
        surface.fill(colour)
        canvas.circle(x + r, top - r, r, stroke=0, fill=1)
        surface.fill("paper")
        canvas.circle(x + r, top - r * 0.72, r * 0.3, stroke=0, fill=1)
        canvas.wedge(x + r * 0.4, top - r * 1.75, x + r * 1.6, top - r * 0.85, 0, 180, stroke=0, fill=1)

    return Element(size, size, paint)


def talk(block: TalkBlock, kit: Kit, width: float) -> Element:
    """Two players talking in bubbles marked ○, then the title and each thing never to say, struck out."""
    gap, badge = _pt(SIZES.row_gap), _pt(SIZES.badge)
    tail = _pt(2.4)
    said = []
    for index, words in enumerate(block.ok):
        left = index % 2 == 0
        text = kit.shrink_wrapped(words, width * 0.6, STEP_TITLE, block.where)
        bubble = _bubble(text, "accent", "left" if left else "right")
        speaker = _person("accent" if left else "alert", SIZES.big_avatar)
        parts = [speaker, bubble, _badge(True)] if left else [_badge(True), bubble, speaker]
        line = row(parts, tail, align="middle")
        said.append(line if left else at(line, width - line.width, width=width))
    title = kit.text(block.title, width, STEP_TITLE, block.where, Alignment.LEFT)
    words_width = width - badge - tail - 2 * _pt(SIZES.bubble_pad) - _pt(1)
    never = [
        row([_badge(False), _bubble(kit.text(item, words_width, BODY, block.where, Alignment.LEFT), "alert", "left")], tail, align="middle")
        for item in block.never
    ]
    return column([*said, at(title, 0, gap * 1.5), *never], gap * 1.2)


# ---- p.15: the stake of a declaration -----------------------------------------------------------------


def _field(chips: Element, label: Element) -> Element:
    """The middle of the table (場): a tinted panel with its word and the chips on it."""
    pad = _pt(SIZES.bubble_pad)
    inner = column([label, chips], _pt(SIZES.gap))
    width, height = inner.width + 2 * pad, inner.height + 2 * pad

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill("paper")
        surface.stroke("highlight")
        surface.canvas.setLineWidth(_pt(0.8))
        surface.canvas.roundRect(x, top - height, width, height, _pt(SIZES.bubble_radius), stroke=1, fill=1)

    return layered(background, at(inner, pad, pad, width, height))


def _arrow(length: float) -> Element:
    def paint(surface: Surface, x: float, top: float) -> None:
        arrow_right(surface, x, x + length, top - length / 4, "accent")

    return Element(length, length / 2, paint)


def stake(block: StakeBlock, kit: Kit, width: float) -> Element:
    """A player says the declaration's word and puts the rules' declaration stake in the middle."""
    count = mighty_parts(kit.content).rules.declaration_stake

    def inner(inner_width: float) -> Element:
        says = _bubble(kit.shrink_wrapped(block.says, inner_width / 3, HEADING, block.where), "accent", "left")
        speaker = row([_person("accent", SIZES.stake_avatar), says], _pt(2.4), align="middle")
        field = _field(chips_row(count, _pt(SIZES.stake_chip)), _label(block.table, kit, inner_width / 3))
        return centred(row([speaker, _arrow(_pt(SIZES.arrow)), field], _pt(SIZES.row_gap * 2), align="middle"), inner_width)

    return boxed(inner, width, FIGURE_PANEL)


# ---- p.19: a player's chips running out ---------------------------------------------------------------


def countdown(block: CountdownBlock, kit: Kit, width: float) -> Element:
    """The starting chips, then one state per round lost as the last one in, until none is left."""
    parts = mighty_parts(kit.content)
    start, penalty = parts.starting_chips, parts.rules.round_penalty
    left = list(range(start, -1, -penalty)) if penalty > 0 else [start]
    diameter, arrow = _pt(SIZES.big_chip), _pt(SIZES.arrow * 0.7)
    states = [chips_row(count, diameter, lost=start - count) for count in left]
    slot = max(state.width for state in states)
    gap = _pt(SIZES.row_gap)
    pieces: list[Element] = []
    for index, state in enumerate(states):
        if index:
            pieces.append(at(_arrow(arrow), 0, (diameter - arrow / 2) / 2))
        pieces.append(centred(state, slot))
    strip = row(pieces, gap)
    labels = [Placed(strip, 0, 0)]
    label_width = slot + arrow
    for words, index in ((block.start, 0), (block.end, len(states) - 1)):
        label = kit.shrink_wrapped(words, label_width, CAPTION, block.where, Alignment.CENTER)
        centre = index * (slot + arrow + 2 * gap) + slot / 2
        labels.append(Placed(label, centre - label.width / 2, strip.height + _pt(SIZES.gap)))
    labelled = compose(labels, strip.width, strip.height + _pt(SIZES.gap) + max(p.element.height for p in labels[1:]))

    def inner(inner_width: float) -> Element:
        shown = [centred(labelled, inner_width)]
        if block.caption:
            shown.append(centred(kit.shrink_wrapped(block.caption, inner_width, LABEL, block.where, Alignment.CENTER), inner_width))
        return column(shown, _pt(SIZES.label_gap * 2))

    return boxed(inner, width, FIGURE_PANEL)


# ---- p.3: a round at a glance ----------------------------------------------------------------------


def _check(surface: Surface, cx: float, cy: float, size: float) -> None:
    """A tick in the accent: the player went out."""
    canvas = surface.canvas
    surface.stroke("accent")
    canvas.setLineWidth(_pt(0.9))
    path = canvas.beginPath()
    path.moveTo(cx - size * 0.45, cy)
    path.lineTo(cx - size * 0.1, cy - size * 0.35)
    path.lineTo(cx + size * 0.5, cy + size * 0.4)
    canvas.drawPath(path, stroke=1, fill=0)


def round_figure(block: RoundBlock, kit: Kit, width: float) -> Element:
    """The players in a row: each one who went out ticked, in the order they went out, and the last
    one left losing the rules' round penalty (chips struck off)."""
    penalty = mighty_parts(kit.content).rules.round_penalty
    slot = min(width / block.players, _pt(30))
    gap = _pt(SIZES.gap)
    seats = []
    for index in range(block.players):
        last = index == block.players - 1
        person = _person("alert" if last else "accent", SIZES.big_avatar)
        mark = chips_row(0, _pt(SIZES.big_chip), lost=penalty) if last else _tick(_pt(SIZES.big_chip))
        words = kit.shrink_wrapped(block.last if last else block.out, slot, LABEL, block.where, Alignment.CENTER)
        number = line_element(str(index + 1), kit.edition_style(LABEL), colour="accent")
        order = Element(slot, number.height) if last else centred(number, slot)  # the last one left went out at no place
        seats.append(column([order, centred(person, slot), centred(mark, slot), centred(words, slot)], gap))
    return centred(row(seats, 0.0), width)


def _tick(size: float) -> Element:
    def paint(surface: Surface, x: float, top: float) -> None:
        _check(surface, x + size / 2, top - size / 2, size)

    return Element(size, size, paint)

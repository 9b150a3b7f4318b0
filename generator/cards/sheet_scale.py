"""The 100 % scale on every print-and-play page: a 50 mm bar with a tick at every centimetre and the
words that ask for printing at actual size. A buyer lays a ruler on it: a printer set to "fit to page"
shrinks the bar (and the cards) by a few per cent, which the ruler shows before any card is cut."""

from __future__ import annotations

from ..content.markup import filled, sheet_word
from ..content.model import Content
from ..fonts import edition_faces
from .card_text import ink_top_mm, width_mm
from .primitives import Primitive, Segment, TextLine

LENGTH = 50.0  # mm: the bar, end tick to end tick
TICK_EVERY = 10.0  # mm
TICK = 1.2  # mm: the centimetre ticks
END_TICK = 2.0  # mm: the two ends, where the ruler is read
LABEL_GAP = 0.8  # mm from the end ticks to the label's baseline
LABEL_PT = 6.0
LINE_PT = 0.4
INSET = 0.3  # mm from the scale's outer edges to its lines: a stroke's half width stays inside
PER_CENT = 100  # the print size the label asks for
ROOM = 7.0  # mm a sheet without a layout of its own (the chips) keeps free along its bottom margin for the scale


def extent(content: Content) -> tuple[float, float]:
    """(along the bar, across it) in mm, label included: the room in a margin the scale needs."""
    text, font = label(content), edition_faces(content.language)[0]
    along = INSET + max(LENGTH + INSET, width_mm(text, font, LABEL_PT))
    return along, INSET + END_TICK + LABEL_GAP + ink_top_mm(text, font, LABEL_PT)


def label(content: Content) -> str:
    """sheets.yaml's `scale`, filled with the print size and the bar's length."""
    return filled(sheet_word(content, "scale"), content, PER_CENT, f"{LENGTH:g}")


def scale(x: float, y: float, along_x: bool, content: Content) -> list[Primitive]:
    """The scale with its outer corner at (x, y), the bar nearest the paper's edge: along x with its
    ticks and label above it (a bottom margin), or (along_x False) along y with its ticks and label
    to its right, the label read upwards (a left margin). `extent` says how far it reaches."""

    def at(u: float, v: float) -> tuple[float, float]:  # u along the bar from its start, v across it, away from the edge
        return (x + INSET + u, y + v) if along_x else (x + v, y + INSET + u)

    def line(u0: float, v0: float, u1: float, v1: float) -> Segment:
        return Segment(*at(u0, v0), *at(u1, v1), "ink", LINE_PT)

    prims: list[Primitive] = [line(0, INSET, LENGTH, INSET)]
    ticks = round(LENGTH / TICK_EVERY)
    for k in range(ticks + 1):
        reach = END_TICK if k in (0, ticks) else TICK
        prims.append(line(k * TICK_EVERY, INSET, k * TICK_EVERY, INSET + reach))
    text = label(content)
    regular, _ = edition_faces(content.language)
    # turned a quarter, a line's glyphs stand left of its baseline: the baseline goes on the far side
    baseline = INSET + END_TICK + LABEL_GAP if along_x else extent(content)[1]
    prims.append(TextLine(*at(0, baseline), text, regular, LABEL_PT, "ink", "start", 0 if along_x else 90))
    return prims

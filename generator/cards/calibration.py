"""The duplex calibration sheet of the print-and-play files, as primitives in page mm.

Front: instructions and three crosses. Back, drawn WITHOUT the back offset: a pair of rulers
behind each cross. Held against the light, the front's cross falls on the ruler value that is
the printer's back offset: a tick for value v is drawn v mm from where the cross should be; the
printer shifts the back by s, so the cross meets the tick v = −s, which is exactly the offset that
undoes the shift. The buyer sets it in the printer's own settings (the steps say how, in a
player's words); a publisher may set it for a whole print run as cards.pnp.back_offset.
"""

from __future__ import annotations

from ..content.markup import plain, sheet_word
from ..content.model import Content, Paper
from ..fonts import BOLD, REGULAR, edition_faces
from ..geometry import pt_to_mm
from .card_text import wrap
from .primitives import Primitive, Segment, TextLine

RULER_REACH = 6.0  # mm either side of zero
TICK_STEP = 0.5  # mm
LABEL_EVERY = 2  # mm
CROSS_REACH = 11.0  # mm: the cross's lines run past both rulers
RULER_GAP = 7.0  # mm from the target to each ruler
TARGET_SPACING = 60.0  # mm between the three targets
TARGET_ROW = 0.42  # × paper height: the targets' row, below the instructions
MAJOR_TICK = 1.6  # mm: the ticks at whole millimetres
MINOR_TICK = 0.8  # mm: the half-millimetre ticks
X_LABEL_DROP = 4.0  # mm from the x ruler down to its labels' baseline
Y_LABEL_GAP = 2.2  # mm from the y ruler right to its labels
Y_LABEL_CENTRING = 0.6  # mm: a y label's baseline under its tick, so the digits centre on it
AXIS_NAME_GAP = 1.0  # mm from the x ruler's end to its name
AXIS_NAME_RISE = 1.2  # mm: x's baseline below its ruler (centred on it); y's above the y ruler's end
LINE_SPACING = 1.6  # × text size
LINE_PT = 0.3
LABEL_PT = 5.0
TEXT_PT = 9.0
TITLE_PT = 13.0
TEXT_WIDTH = 150.0  # mm

STEPS = ("calibration_step_1", "calibration_step_2", "calibration_step_3", "calibration_step_4")  # content/sheets.yaml


def targets(paper: Paper) -> list[tuple[float, float]]:
    """The crosses, on a row below the instructions, symmetric about the page's centre line."""
    y = paper.height * TARGET_ROW
    return [(paper.width / 2 + k * TARGET_SPACING, y) for k in (-1, 0, 1)]


def front(paper: Paper, content: Content) -> list[Primitive]:
    """The instructions (content/sheets.yaml, in the edition's faces) and the crosses."""
    regular, bold = edition_faces(content.language)
    title = plain(sheet_word(content, "calibration_title"), content)
    prims: list[Primitive] = _text_block(paper, [title], bold, TITLE_PT, paper.height - 25)
    steps = [plain(sheet_word(content, step), content) for step in STEPS]
    lines = [line for step in steps for line in wrap(step, regular, TEXT_PT, TEXT_WIDTH)]
    prims += _text_block(paper, lines, regular, TEXT_PT, paper.height - 36)
    for x, y in targets(paper):
        prims += [
            Segment(x - CROSS_REACH, y, x + CROSS_REACH, y, "ink", LINE_PT),
            Segment(x, y - CROSS_REACH, x, y + CROSS_REACH, "ink", LINE_PT),
        ]
    return prims


def back(paper: Paper, content: Content) -> list[Primitive]:
    """Rulers behind the mirrored targets (the same places: the row is symmetric)."""
    regular, _ = edition_faces(content.language)
    note = plain(sheet_word(content, "calibration_back"), content)
    prims: list[Primitive] = _text_block(paper, wrap(note, regular, TEXT_PT, TEXT_WIDTH), regular, TEXT_PT, paper.height - 25)
    for x, y in targets(paper):
        prims += _ruler(paper.width - x, y)
    return prims


def _text_block(paper: Paper, lines: list[str], font: str, size: float, top: float) -> list[Primitive]:
    left = (paper.width - TEXT_WIDTH) / 2
    step = pt_to_mm(size * LINE_SPACING)
    return [TextLine(left, top - i * step, line, font, size, "ink") for i, line in enumerate(lines)]


def _ruler(x: float, y: float) -> list[Primitive]:
    """The x ruler below the target (ticks down), the y ruler right of it (ticks right): apart, so
    their labels never meet; the front cross's lines reach both."""
    xr, yr = x + RULER_GAP, y - RULER_GAP
    prims: list[Primitive] = [
        Segment(x - RULER_REACH, yr, x + RULER_REACH, yr, "ink", LINE_PT),
        Segment(xr, y - RULER_REACH, xr, y + RULER_REACH, "ink", LINE_PT),
    ]
    steps = int(RULER_REACH / TICK_STEP)
    for k in range(-steps, steps + 1):
        v = k * TICK_STEP
        length = MAJOR_TICK if v == int(v) else MINOR_TICK
        prims += [Segment(x + v, yr, x + v, yr - length, "ink", LINE_PT), Segment(xr, y + v, xr + length, y + v, "ink", LINE_PT)]
        if v == int(v) and int(v) % LABEL_EVERY == 0:
            label = f"{v:g}".replace("-", "\u2212")
            prims += [
                TextLine(x + v, yr - X_LABEL_DROP, label, REGULAR, LABEL_PT, "ink", "middle"),
                TextLine(xr + Y_LABEL_GAP, y + v - Y_LABEL_CENTRING, label, REGULAR, LABEL_PT, "ink"),
            ]
    prims += [
        TextLine(x - RULER_REACH - AXIS_NAME_GAP, yr - AXIS_NAME_RISE, "x", BOLD, TEXT_PT, "ink", "end"),
        TextLine(xr, y + RULER_REACH + AXIS_NAME_RISE, "y", BOLD, TEXT_PT, "ink", "middle"),
    ]
    return prims

"""Circled numbers (① … ⑳) for Latin text: a ring drawn around the Latin face's own figures.

Open Sans has no ①; set in BIZ UD Gothic beside Open Sans, a circled number looks borrowed from
another book. Here it is a figure: the number in the text's face, smaller and centred on the middle of
the capitals, inside a ring stroked in the text's colour. The number is text, so a PDF's text layer
reads it as its digits ("Take 3 away from 2"), which is also what a screen reader should say.

A figure advances one em, as BIZ UD Gothic's circled numbers do: lines break where they did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.pdfbase.pdfmetrics import getFont

if TYPE_CHECKING:
    from reportlab.lib.colors import Color
    from reportlab.pdfgen.canvas import Canvas

FIRST, LAST = 0x2460, 0x2473  # ① … ⑳
ADVANCE = 1.0  # em
DIAMETER = 0.92  # em
STROKE = {False: 0.06, True: 0.09}  # em, for a regular and a bold face
FIGURE_SIZE = {1: 0.68, 2: 0.52}  # em, for one and for two digits: about half the ring's height
CENTRE = 0.5  # of the capital height: the ring centres on the middle of the capitals and figures


def number_of(char: str) -> str | None:
    """The digits of a circled number ('③' → '3'), None for any other character."""
    return str(ord(char) - FIRST + 1) if len(char) == 1 and FIRST <= ord(char) <= LAST else None


@dataclass(frozen=True)
class Figure:
    """Where a circled number's parts go, relative to the left of its em and its baseline."""

    digits: str
    size: float  # of the digits, pt
    digits_x: float
    spacing: float  # after each digit (PDF Tc): the digits, centred, end at the em's end, where the text goes on
    rise: float  # of the digits' baseline above the text's
    centre: tuple[float, float]  # of the ring
    radius: float
    stroke: float


def figure(char: str, font: str, size: float, bold: bool = False) -> Figure:
    """The figure of the circled number `char` in the face `font` at `size` pt."""
    digits = number_of(char)
    if digits is None:
        raise ValueError(f"{char!r} is not a circled number")
    face = getFont(font)
    capitals = _cap_height(font) * size
    figure_size = FIGURE_SIZE[len(digits)] * size
    middle = capitals * CENTRE
    rise = middle - _cap_height(font) * figure_size * CENTRE
    spacing = (ADVANCE * size - face.stringWidth(digits, figure_size)) / (len(digits) + 1)  # as much before, between and after
    return Figure(digits, figure_size, spacing, spacing, rise, (ADVANCE * size / 2, middle), DIAMETER * size / 2, STROKE[bold] * size)


def _cap_height(font: str) -> float:
    """The face's capital height as a share of its em (TrueType OS/2 or its PDF descriptor)."""
    return getFont(font).face.capHeight / 1000


def draw_ring(canvas: Canvas, x: float, baseline: float, shape: Figure, colour: Color) -> None:
    """The ring of a figure whose em starts at x on `baseline` (the digits are drawn as text)."""
    canvas.saveState()
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(shape.stroke)
    canvas.circle(x + shape.centre[0], baseline + shape.centre[1], shape.radius - shape.stroke / 2, stroke=1, fill=0)
    canvas.restoreState()


def draw_figure(canvas: Canvas, x: float, baseline: float, char: str, font: str, size: float, colour: Color, bold: bool = False) -> None:
    """A circled number on its own (a step's marker): ring and digits, its em starting at x."""
    shape = figure(char, font, size, bold)
    draw_ring(canvas, x, baseline, shape, colour)
    canvas.saveState()
    canvas.setFillColor(colour)
    canvas.setFont(font, shape.size)
    canvas.drawString(x + shape.digits_x, baseline + shape.rise, shape.digits, charSpace=shape.spacing)
    canvas.restoreState()

"""Card faces and backs, print-and-play sheets, the quick-reference card, the tuck box.

`render(content, staging)` writes build/cards/ (png/, deck.csv, cards-print.pdf,
cards-pnp-a4.pdf, cards-pnp-letter.pdf), build/quickref.pdf, the tuck box and the game's own
files (Game.card_extras: chips, a QR code's build/qr/ files …). What a face looks
like is the game's design (its `Game`'s `drawing`, generator/game.py); everything around it is the same for every game.

For the booklet's card figures — the same design code as the real cards:

    from generator.cards import draw_card
    draw_card(canvas, card, x_pt, y_pt, width_pt, content)   # lower-left corner; returns height_pt

The height follows the card's aspect ratio (its trim in layout.yaml: 88/63 for a 63×88 mm card). The figure is cut at the trim with rounded
corners. Text that would be smaller than 4 pt at the figure's size is left out by rule
(design.MIN_TEXT_PT: a reminder on a 15 mm figure); what identifies the card stays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..content.model import Content
from ..game import DECK, CardFace
from ..geometry import mm_to_pt
from ..output import StagingFolder
from . import pdf_backend
from .design import CardGeometry
from .drawn_colours import drawing_of
from .primitives import Primitive

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

FIGURE_CORNER_RADIUS = 3.0  # mm at full size: a die-cut playing card's corner


def draw_card(
    canvas: Canvas, card: CardFace | None, x_pt: float, y_pt: float, width_pt: float, content: Content, *, cmyk: bool = True
) -> float:
    """Draws one card face (or the back, for card=None) `width_pt` wide; returns its height in pt."""
    geometry = CardGeometry.of(content.card)
    scale = width_pt / mm_to_pt(geometry.width)
    prims = _laid_out(card, width_pt, content)
    height_pt = mm_to_pt(geometry.height) * scale
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(x_pt, y_pt, width_pt, height_pt, mm_to_pt(FIGURE_CORNER_RADIUS) * scale)
    canvas.clipPath(clip, stroke=0, fill=0)
    pdf_backend.draw(canvas, prims, x_pt, y_pt, content.palette, scale=scale, cmyk=cmyk)
    canvas.restoreState()
    return height_pt


def check_card(card: CardFace | None, width_pt: float, content: Content) -> None:
    """Lays the face (or back) out as draw_card will at this width, drawing nothing: raises BuildError
    when its text does not fit (a booklet figure's check phase, so that `build booklet` names it before painting)."""
    _laid_out(card, width_pt, content)


FACES_KEPT = 4  # contents whose faces are kept: both editions of a build, a preview's next build beside its last
_FACES: dict[int, tuple[Content, dict[tuple[CardFace | None, float], list[Primitive]]]] = {}  # id(content) → its faces


def _laid_out(card: CardFace | None, width_pt: float, content: Content) -> list[Primitive]:
    """The face at this width, laid out once per content: a figure checked in the booklet's check phase
    is not laid out again to be painted."""
    kept = _FACES.get(id(content))
    if kept is None or kept[0] is not content:
        while len(_FACES) >= FACES_KEPT:
            del _FACES[next(iter(_FACES))]
        kept = _FACES[id(content)] = (content, {})
    faces = kept[1]
    key = (card, width_pt)
    if key not in faces:
        geometry = CardGeometry.of(content.card)
        scale = width_pt / mm_to_pt(geometry.width)
        drawing = drawing_of(content)
        faces[key] = drawing.back(DECK, geometry, scale=scale) if card is None else drawing.face(card, geometry, scale=scale)
    return faces[key]


def card_height_pt(width_pt: float, content: Content) -> float:
    """The height draw_card will use for this width."""
    return width_pt * content.card.height.pt / content.card.width.pt


def render(content: Content, staging: StagingFolder) -> None:
    """Every card output; raises BuildError (before anything is staged) when a card's text does not fit."""
    check(content)(staging)


def check(content: Content) -> Callable[[StagingFolder], None]:
    """Every card output laid out and checked (faces, sheets, quick reference, tuck box, chips); returns their painter."""
    from .outputs import check_all  # here, not at the top: the booklet draws cards but needs none of the card files' code

    return check_all(content)


__all__ = ["draw_card", "card_height_pt", "check", "check_card", "render"]

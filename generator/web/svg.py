"""Card faces as inline SVG for the rulebook page: the game's card design's own primitives
(its `Game`'s `drawing`, generator/game.py), so a figure on screen is the card in print, drawn
once per face as a <symbol> and placed with <use>. Millimetres throughout; SVG's y axis points down.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Callable

from markupsafe import Markup

from .. import art
from ..cards import FIGURE_CORNER_RADIUS
from ..cards.design import CardGeometry
from ..cards.primitives import Circle, Picture, Polygon, Primitive, Rect, Segment, TextLine
from ..content.model import Content
from ..errors import fail
from ..game import CardDrawing, CardFace
from ..geometry import PT_PER_MM

FIGURE_SCALE = 0.3  # a figure card is drawn about this size of the real card: small print is left out


def face_id(name: str) -> str:
    """The <symbol> of a face, by the game's id of it (Game.figure_id)."""
    return f"card-{name}"


def _n(value: float) -> str:
    """A coordinate in mm, short and reproducible."""
    return f"{value:.2f}".rstrip("0").rstrip(".") or "0"


class CardSymbols:
    """The faces a page draws, each defined once (`defs`) and placed by `use`."""

    def __init__(self, content: Content, drawing: CardDrawing, name: Callable[[CardFace], str]):
        self.content = content
        self.geometry = CardGeometry.of(content.card)
        self.drawing = drawing
        self.name = name  # the game's id of a face in the SVG (Game.figure_id)
        self.used: dict[CardFace, None] = {}

    @property
    def size(self) -> tuple[float, float]:
        return self.geometry.width, self.geometry.height

    def use(self, card: CardFace, x: float) -> Markup:
        self.used[card] = None
        return Markup('<use href="#{}" x="{}" y="0" width="{}" height="{}"/>').format(
            face_id(self.name(card)), _n(x), _n(self.geometry.width), _n(self.geometry.height)
        )

    def defs(self) -> Markup:
        """Every face used so far, as <symbol>s in deck order (reproducible)."""
        order: list[CardFace] = list(self.content.deck.faces())
        symbols = [self._symbol(card) for card in sorted(self.used, key=order.index)]
        return Markup('<svg class="card-defs" aria-hidden="true" focusable="false" width="0" height="0"><defs>{}</defs></svg>').format(
            Markup("").join(symbols)
        )

    def _symbol(self, card: CardFace) -> Markup:
        w, h = self.size
        prims = self.drawing.face(card, self.geometry, scale=FIGURE_SCALE)
        clip = f"clip-{self.name(card)}"
        body = "".join(self._primitive(p, h) for p in prims)
        r = _n(FIGURE_CORNER_RADIUS)
        return Markup(
            f'<symbol id="{face_id(self.name(card))}" viewBox="0 0 {_n(w)} {_n(h)}">'
            f'<clipPath id="{clip}"><rect width="{_n(w)}" height="{_n(h)}" rx="{r}"/></clipPath>'
            f'<g clip-path="url(#{clip})">{body}</g>'
            f'<rect class="card-edge" x="0.15" y="0.15" width="{_n(w - 0.3)}" height="{_n(h - 0.3)}" rx="{r}"/></symbol>'
        )

    def _fill(self, colour: str) -> str:
        return self.content.palette[colour].rgb

    def _primitive(self, p: Primitive, h: float) -> str:
        if isinstance(p, Rect):
            radius = f' rx="{_n(p.radius)}"' if p.radius else ""
            return (
                f'<rect x="{_n(p.x)}" y="{_n(h - p.y - p.height)}" width="{_n(p.width)}" height="{_n(p.height)}"'
                f'{radius} fill="{self._fill(p.colour)}"/>'
            )
        if isinstance(p, Circle):
            return f'<circle cx="{_n(p.cx)}" cy="{_n(h - p.cy)}" r="{_n(p.r)}" fill="{self._fill(p.colour)}"/>'
        if isinstance(p, Polygon):
            points = " ".join(f"{_n(x)},{_n(h - y)}" for x, y in p.points)
            return f'<polygon points="{points}" fill="{self._fill(p.colour)}"/>'
        if isinstance(p, Segment):
            return (
                f'<line x1="{_n(p.x0)}" y1="{_n(h - p.y0)}" x2="{_n(p.x1)}" y2="{_n(h - p.y1)}" '
                f'stroke="{self._fill(p.colour)}" stroke-width="{_n(p.width_pt / PT_PER_MM)}"/>'
            )
        if isinstance(p, TextLine):
            x, y = _n(p.x), _n(h - p.y)
            turn = f' transform="rotate({p.rotation} {x} {y})"' if p.rotation else ""
            weight = ' font-weight="700"' if "bold" in p.font.lower() else ""
            text = Markup.escape(p.text)
            return (
                f'<text x="{x}" y="{y}" font-size="{_n(p.size_pt / PT_PER_MM)}" text-anchor="{p.anchor}"{weight}'
                f' fill="{self._fill(p.colour)}"{turn}>{text}</text>'
            )
        if isinstance(p, Picture):
            return self._picture(p, h)
        raise TypeError(f"no SVG for {type(p).__name__}")

    def _picture(self, p: Picture, h: float) -> str:
        """Art as a PNG inside the figure (sRGB, 10 px a mm: a booklet figure's size on screen)."""
        try:
            drawn = art.read(p.file)
            placed = art.fitted(drawn, p.x, p.y, p.width, p.height, p.fit)
            pixels = art.rasterised(drawn, (max(1, round(placed.width * 10)), max(1, round(placed.height * 10))))
        except art.ArtError as error:  # as the cards' art check says it (cards/art_check.py): check runs both
            raise fail(p.where, f"{p.placed_by}: {error}") from None
        buffer = io.BytesIO()
        pixels.save(buffer, format="PNG")
        data = base64.b64encode(buffer.getvalue()).decode("ascii")
        turn = f' transform="rotate({p.rotation} {_n(p.x + p.width / 2)} {_n(h - p.y - p.height / 2)})"' if p.rotation else ""
        return (
            f'<svg x="{_n(p.x)}" y="{_n(h - p.y - p.height)}" width="{_n(p.width)}" height="{_n(p.height)}"{turn} overflow="hidden">'
            f'<image x="{_n(placed.x - p.x)}" y="{_n(p.y + p.height - placed.y - placed.height)}" width="{_n(placed.width)}" '
            f'height="{_n(placed.height)}" preserveAspectRatio="none" href="data:image/png;base64,{data}"/></svg>'
        )

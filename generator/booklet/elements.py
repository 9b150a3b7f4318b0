"""The box model of a page: elements measured at a width, composed into columns, rows and boxes.

An Element knows its size and paints itself with its top-left corner at (x, top); its links are
stored relative to that corner (x to the right, *down* from the top), so composing elements only
offsets them. It also knows where the texts it prints were written (`sources`): a block may print
text from another file than its own (the quick reference from quickref.yaml), and an overflow
message names that file too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..errors import Location
from ..geometry import mm_to_pt
from .plan import Link, Painter
from .stylesheet import BoxStyle, Padding
from .surface import Surface

Paint = Callable[[Surface, float, float], None]
Spot = tuple[tuple[float, float, float, float], int | None, str | None]  # (x0, down0, x1, down1), page, url


def _nothing(surface: Surface, x: float, top: float) -> None:
    return None


@dataclass(frozen=True)
class Element:
    width: float
    height: float
    paint: Paint = _nothing
    spots: tuple[Spot, ...] = ()
    label: str = ""  # how an overflow message names it: "block 3 (steps)"
    where: Location | None = None
    space_before: float = 0.0  # pt above it when stacked under another element
    sources: tuple[Location, ...] = ()  # where the texts it prints were written, in order

    def placed(self, x: float, top: float) -> tuple[Painter, list[Link]]:
        """A painter for this position, and the links in trim coordinates."""

        def painter(surface: Surface) -> None:
            self.paint(surface, x, top)

        return painter, [Link((x + a, top - d, x + c, top - b), page, url) for (a, b, c, d), page, url in self.spots]

    def named(self, label: str, where: Location | None, space_before: float) -> Element:
        return replace(self, label=label, where=where, space_before=space_before)


def sources_of(elements: Sequence[Element]) -> tuple[Location, ...]:
    """The sources of all the elements, each once, in order."""
    return tuple(dict.fromkeys(source for element in elements for source in element.sources))


def shifted(spots: Sequence[Spot], dx: float, down: float) -> tuple[Spot, ...]:
    return tuple(((a + dx, b + down, c + dx, d + down), page, url) for (a, b, c, d), page, url in spots)


@dataclass
class Placed:
    """A child at an offset (dx right, down) from its parent's top-left corner."""

    element: Element
    dx: float
    down: float


def compose(placed: Sequence[Placed], width: float, height: float) -> Element:
    """Children at their offsets in a parent of the given size."""

    def paint(surface: Surface, x: float, top: float) -> None:
        for child in placed:
            child.element.paint(surface, x + child.dx, top - child.down)

    spots = tuple(s for child in placed for s in shifted(child.element.spots, child.dx, child.down))
    return Element(width, height, paint, spots, sources=sources_of([child.element for child in placed]))


def column(elements: Sequence[Element], gap: float = 0.0) -> Element:
    """Stacked top to bottom, `gap` pt apart (plus each element's own space_before)."""
    placed, down = [], 0.0
    for index, element in enumerate(elements):
        if index:
            down += gap + element.space_before
        placed.append(Placed(element, 0.0, down))
        down += element.height
    return compose(placed, max((e.width for e in elements), default=0.0), down)


def row(elements: Sequence[Element], gap: float = 0.0, align: str = "top") -> Element:
    """Side by side, left to right, top-aligned (or centred vertically)."""
    height = max((e.height for e in elements), default=0.0)
    placed, dx = [], 0.0
    for element in elements:
        down = (height - element.height) / 2 if align == "middle" else 0.0
        placed.append(Placed(element, dx, down))
        dx += element.width + gap
    return compose(placed, max(dx - gap, 0.0), height)


def at(element: Element, dx: float, down: float = 0.0, width: float | None = None, height: float | None = None) -> Element:
    """The element moved inside a larger box."""
    return compose(
        [Placed(element, dx, down)],
        width if width is not None else element.width + dx,
        height if height is not None else element.height + down,
    )


def centred(element: Element, width: float) -> Element:
    return at(element, (width - element.width) / 2, width=width)


def layered(background: Paint, element: Element) -> Element:
    """A background painted under the element, the same size."""

    def paint(surface: Surface, x: float, top: float) -> None:
        background(surface, x, top)
        element.paint(surface, x, top)

    return Element(element.width, element.height, paint, element.spots, sources=element.sources)


def boxed(inner_for_width: Callable[[float], Element], width: float, style: BoxStyle, accent: str | None = None) -> Element:
    """A rounded panel `width` pt wide around content laid out to fit inside its padding."""
    pad, bar = mm_to_pt(style.padding), mm_to_pt(style.accent_width)
    side = bar if style.edge == "left" else 0.0  # rules above and below take no width from the text
    inner = inner_for_width(width - 2 * pad - side)
    height = inner.height + 2 * pad
    accent = accent or style.accent

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill(style.fill)
        surface.canvas.roundRect(x, top - height, width, height, mm_to_pt(style.radius), stroke=0, fill=1)
        if bar:
            surface.fill(accent)
            if style.edge == "left":
                _left_bar(surface, x, top, bar, height, mm_to_pt(style.radius))
            else:
                surface.canvas.rect(x, top - bar, width, bar, stroke=0, fill=1)
                surface.canvas.rect(x, top - height, width, bar, stroke=0, fill=1)

    return layered(background, at(inner, pad + side, pad, width, height))


def _left_bar(surface: Surface, x: float, top: float, bar: float, height: float, radius: float) -> None:
    """The tone colour down the left edge of a panel, following its rounded corners."""
    canvas = surface.canvas
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(x, top - height, bar * 3, height, radius)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.rect(x, top - height, bar, height, stroke=0, fill=1)
    canvas.restoreState()


def pill(words: Element, colour: str, padding: Padding) -> Element:
    """Words on a rounded label of `colour` (its ends are half circles)."""
    pad_x, pad_y = mm_to_pt(padding.x), mm_to_pt(padding.y)
    width, height = words.width + 2 * pad_x, words.height + 2 * pad_y

    def background(surface: Surface, x: float, top: float) -> None:
        surface.fill(colour)
        surface.canvas.roundRect(x, top - height, width, height, height / 2, stroke=0, fill=1)

    return layered(background, at(words, pad_x, pad_y, width, height))

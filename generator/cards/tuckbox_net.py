"""The tuck box's die-line, pure: a net of rectangles computed from the box's three inner dimensions.

A one-piece reverse tuck end box (the usual card box): four walls in a row with a glue flap at
the end; the top lid hangs from the back and the bottom lid from the front, each ending in a tuck
flap; dust flaps hang from the side walls. A thumb notch in the front's top edge lets a finger pull
the top tuck flap out. Millimetres, origin at the front wall's lower-left corner, y up:

               [dust][ lid  ][dust]
                     [ tuck ]
    [ front ][side][ back  ][side][glue]
    [ lid   ][dust]         [dust]
    [ tuck  ]

The inner width and height are the card trim plus a clearance; the depth is the stack of cards
(the deck, plus the quick-reference card) times a card's thickness, plus the same clearance
(cards/boxes.py: a box for several decks takes the largest trim and every deck's stack).
The walls are exactly these sizes (a tuck box for board this thin is scored on the outside and
folds about its crease, so the inner size is the net's size).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..content.model import TuckBoxSettings
from ..errors import fail
from ..geometry import Box

TUCK_INSET = 1.0  # the tuck flaps are this much narrower each side, so they slide in without catching
TUCK_CORNER = 1 / 3  # a tuck flap's corner radius × the flap's height
DUST_TAPER = 0.35  # how far a dust flap's free edge slants in × its height
MIN_GLUE_TAPER = 45  # degrees: the glue flap's ends slant so it folds past the lids
MIN_CLEARANCE = 0.5  # mm: less room around the cards and the box does not close over them


@dataclass(frozen=True)
class BoxSize:
    """The inside of the box, mm: width and height of the front, depth of the sides."""

    width: float
    height: float
    depth: float


@dataclass(frozen=True)
class Panel:
    """One rectangle of the net; `cut` names its edges that lie on the cut line (its art bleeds there)."""

    name: str
    box: Box
    cut: frozenset[str] = frozenset()

    def art_box(self, bleed: float) -> Box:
        """The panel grown by the bleed on its cut edges only (fold edges stop at the fold)."""
        b = self.box
        left, right = (bleed if "left" in self.cut else 0), (bleed if "right" in self.cut else 0)
        bottom, top = (bleed if "bottom" in self.cut else 0), (bleed if "top" in self.cut else 0)
        return Box(b.x - left, b.y - bottom, b.width + left + right, b.height + bottom + top)


@dataclass(frozen=True)
class Seg:
    """A straight piece of a line: a slit or a crease."""

    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Arc:
    """A circular arc from the path's current point: centre, radius, start angle and extent (degrees, ccw)."""

    cx: float
    cy: float
    r: float
    start: float
    extent: float

    @property
    def end(self) -> tuple[float, float]:
        angle = math.radians(self.start + self.extent)
        return (self.cx + self.r * math.cos(angle), self.cy + self.r * math.sin(angle))


Point = tuple[float, float]
PathPart = Point | Arc  # the outline: points joined by straight lines, and arcs


@dataclass(frozen=True)
class Net:
    size: BoxSize
    panels: dict[str, Panel]
    outline: tuple[PathPart, ...]  # closed, clockwise, starting at the front's lower-left corner
    slits: tuple[Seg, ...]  # cuts inside the outline: between a dust flap and a lid
    creases: tuple[Seg, ...]
    notch_radius: float

    @property
    def bounds(self) -> Box:
        return _bounds(self.outline)

    @property
    def visible(self) -> tuple[str, ...]:
        """The panels seen on the closed box, which carry the artwork."""
        return ("front", "back", "side_right", "side_left", "lid_top", "lid_bottom")


def tuckbox_net(size: BoxSize, settings: TuckBoxSettings) -> Net:
    """The net for a box of `size`; raises BuildError when the flaps do not suit the box."""
    W, H, D = size.width, size.height, size.depth
    g, T, e = settings.glue_flap, settings.tuck_flap, TUCK_INSET
    dh = min(settings.dust_flap, D, W / 2)  # a thin box gets short dust flaps: never taller than its lid
    r = settings.thumb_notch / 2
    _check(size, settings, r)
    t = dh * DUST_TAPER
    rc = T * TUCK_CORNER
    gt = min(g, H / 4) * math.tan(math.radians(MIN_GLUE_TAPER))
    x_sr, x_back, x_sl, x_glue = W, W + D, 2 * W + D, 2 * W + 2 * D
    outline: list[PathPart] = [
        (0, 0),
        (0, H),
        (W / 2 - r, H),
        Arc(W / 2, H, r, 180, 180),
        (W, H),  # front top with the thumb notch
        (x_sr + t, H + dh),
        (x_back, H + dh),  # right side's top dust flap
        (x_back, H + D),
        (x_back + e, H + D),  # top lid, up to its tuck flap
        *_tuck_up(x_back + e, x_sl - e, H + D, T, rc),
        (x_sl, H + D),
        (x_sl, H + dh),  # down the lid's right edge
        (x_glue - t, H + dh),
        (x_glue, H),  # left side's top dust flap
        (x_glue + g, H - gt),
        (x_glue + g, gt),
        (x_glue, 0),  # glue flap
        (x_glue - t, -dh),
        (x_sl + t, -dh),
        (x_sl, 0),  # left side's bottom dust flap
        (x_back, 0),  # the back's bottom edge
        (x_back - t, -dh),
        (x_sr, -dh),  # right side's bottom dust flap
        (x_sr, -D),
        (W - e, -D),  # bottom lid, down to its tuck flap
        *_tuck_down(W - e, e, -D, T, rc),
        (0, -D),
    ]
    panels = {
        p.name: p
        for p in (
            Panel("front", Box(0, 0, W, H), frozenset({"left", "top"})),
            Panel("side_right", Box(x_sr, 0, D, H)),
            Panel("back", Box(x_back, 0, W, H), frozenset({"bottom"})),
            Panel("side_left", Box(x_sl, 0, D, H)),
            Panel("glue", Box(x_glue, 0, g, H), frozenset({"right", "top", "bottom"})),
            Panel("lid_top", Box(x_back, H, W, D), frozenset({"left", "right"})),
            Panel("tuck_top", Box(x_back + e, H + D, W - 2 * e, T), frozenset({"left", "right", "top"})),
            Panel("lid_bottom", Box(0, -D, W, D), frozenset({"left", "right"})),
            Panel("tuck_bottom", Box(e, -D - T, W - 2 * e, T), frozenset({"left", "right", "bottom"})),
            Panel("dust_right_top", Box(x_sr, H, D, dh), frozenset({"left", "top"})),
            Panel("dust_left_top", Box(x_sl, H, D, dh), frozenset({"right", "top"})),
            Panel("dust_right_bottom", Box(x_sr, -dh, D, dh), frozenset({"right", "bottom"})),
            Panel("dust_left_bottom", Box(x_sl, -dh, D, dh), frozenset({"left", "right", "bottom"})),
        )
    }
    slits = (Seg(x_back, H, x_back, H + dh), Seg(x_sl, H, x_sl, H + dh), Seg(x_sr, -dh, x_sr, 0))
    creases = (
        *(Seg(x, 0, x, H) for x in (x_sr, x_back, x_sl, x_glue)),  # the walls and the glue flap
        Seg(x_sr, H, x_back, H),
        Seg(x_back, H, x_sl, H),
        Seg(x_sl, H, x_glue, H),  # top dust flaps, top lid
        Seg(x_back + e, H + D, x_sl - e, H + D),  # top tuck flap
        Seg(0, 0, W, 0),
        Seg(x_sr, 0, x_back, 0),
        Seg(x_sl, 0, x_glue, 0),  # bottom lid and dust flaps
        Seg(e, -D, W - e, -D),  # bottom tuck flap
    )
    return Net(size, panels, tuple(outline), slits, creases, r)


@dataclass(frozen=True)
class Piece:
    """One piece of board a home file cuts: its die-line (net coordinates), the region of the whole
    net's artwork it takes (`region`: x from, x to; None: all of it), `tab` (a glue tab of its own,
    unprinted, or None) and `shift`: where it goes on the sheet, from the whole net's place."""

    outline: tuple[PathPart, ...]
    slits: tuple[Seg, ...]
    creases: tuple[Seg, ...]
    region: tuple[float, float] | None = None
    tab: Panel | None = None
    shift: tuple[float, float] = (0.0, 0.0)

    @property
    def bounds(self) -> Box:
        """The piece's extent where it goes (shift included)."""
        box = _bounds(self.outline)
        return box.moved(*self.shift)


def whole(net: Net) -> tuple[Piece]:
    """The net in one piece: the print file, and a home file whose paper holds it."""
    return (Piece(net.outline, net.slits, net.creases),)


def split(net: Net, settings: TuckBoxSettings, gap: float) -> tuple[Piece, Piece]:
    """The net in two pieces for a paper too small for it whole: cut along the fold between the right
    side and the back, a glue tab of its own (glue_flap wide) on the right side's free edge, glued
    under the back's edge. The back's piece is moved right of the front's by `gap` and down so the
    two stand side by side: each piece has one lid, so together they are a lid and a tuck flap less
    tall than the whole net."""
    W, H, D = net.size.width, net.size.height, net.size.depth
    g, T, e, r = settings.glue_flap, settings.tuck_flap, TUCK_INSET, net.notch_radius
    dh = min(settings.dust_flap, D, W / 2)
    t, rc = dh * DUST_TAPER, T * TUCK_CORNER
    gt = min(g, H / 4) * math.tan(math.radians(MIN_GLUE_TAPER))
    x_sr, x_back, x_sl, x_glue = W, W + D, 2 * W + D, 2 * W + 2 * D
    front_piece: list[PathPart] = [
        (0, 0),
        (0, H),
        (W / 2 - r, H),
        Arc(W / 2, H, r, 180, 180),
        (W, H),
        (x_sr + t, H + dh),
        (x_back, H + dh),
        (x_back, H),  # the right side's top dust flap, its edge a cut now
        (x_back + g, H - gt),
        (x_back + g, gt),
        (x_back, 0),  # the piece's own glue tab
        (x_back - t, -dh),
        (x_sr, -dh),
        (x_sr, -D),
        (W - e, -D),
        *_tuck_down(W - e, e, -D, T, rc),
        (0, -D),
    ]
    back_piece: list[PathPart] = [
        (x_back, 0),
        (x_back, H + D),  # the back's and the top lid's left edges: one cut
        (x_back + e, H + D),
        *_tuck_up(x_back + e, x_sl - e, H + D, T, rc),
        (x_sl, H + D),
        (x_sl, H + dh),
        (x_glue - t, H + dh),
        (x_glue, H),
        (x_glue + g, H - gt),
        (x_glue + g, gt),
        (x_glue, 0),
        (x_glue - t, -dh),
        (x_sl + t, -dh),
        (x_sl, 0),
    ]
    tab = Panel("glue_tab", Box(x_back, 0, g, H), frozenset({"right", "top", "bottom"}))
    front_creases = (
        Seg(x_sr, 0, x_sr, H),
        Seg(x_back, 0, x_back, H),  # the side and its glue tab
        Seg(x_sr, H, x_back, H),
        Seg(0, 0, W, 0),
        Seg(x_sr, 0, x_back, 0),
        Seg(e, -D, W - e, -D),
    )
    back_creases = (
        Seg(x_sl, 0, x_sl, H),
        Seg(x_glue, 0, x_glue, H),
        Seg(x_back, H, x_sl, H),
        Seg(x_sl, H, x_glue, H),
        Seg(x_back + e, H + D, x_sl - e, H + D),
        Seg(x_sl, 0, x_glue, 0),
    )
    down = D + T - dh  # the back's piece, lowered: its bottom dust flaps level with the front's tuck flap
    return (
        Piece(tuple(front_piece), (Seg(x_sr, -dh, x_sr, 0),), front_creases, (-math.inf, x_back), tab),
        Piece(tuple(back_piece), (Seg(x_sl, H, x_sl, H + dh),), back_creases, (x_back, math.inf), None, (g + gap, -down)),
    )


def _bounds(outline: tuple[PathPart, ...]) -> Box:
    xs, ys = [], []
    for part in outline:
        if isinstance(part, Arc):
            part = part.end
        xs.append(part[0])
        ys.append(part[1])
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _tuck_up(x0: float, x1: float, y: float, T: float, rc: float) -> list[PathPart]:
    """A tuck flap above y from x0 to x1 with rounded free corners, drawn left to right."""
    return [(x0, y + T - rc), Arc(x0 + rc, y + T - rc, rc, 180, -90), (x1 - rc, y + T), Arc(x1 - rc, y + T - rc, rc, 90, -90), (x1, y)]


def _tuck_down(x0: float, x1: float, y: float, T: float, rc: float) -> list[PathPart]:
    """A tuck flap below y from x0 to x1 (x0 > x1), drawn right to left."""
    return [(x0, y - T + rc), Arc(x0 - rc, y - T + rc, rc, 0, -90), (x1 + rc, y - T), Arc(x1 + rc, y - T + rc, rc, 270, -90), (x1, y)]


def _check(size: BoxSize, settings: TuckBoxSettings, notch_radius: float) -> None:
    where = settings.where.get
    if settings.clearance < MIN_CLEARANCE:
        raise fail(
            where("clearance"),
            f"tuckbox.clearance: found {settings.clearance:g} mm, expected at least {MIN_CLEARANCE:g} mm: cards that fill "
            f"the box to its walls ({size.depth - settings.clearance:.2f} mm of cards in a {size.depth:.2f} mm deep box) "
            f"keep its lids from closing",
        )
    if settings.tuck_flap > size.height / 2:
        raise fail(
            where("tuck_flap"),
            f"tuckbox.tuck_flap: found {settings.tuck_flap:g} mm, expected at most half the box's height ({size.height / 2:g} mm)",
        )
    if settings.thumb_notch > size.width / 2:
        raise fail(
            where("thumb_notch"),
            f"tuckbox.thumb_notch: found {settings.thumb_notch:g} mm, expected at most half the box's width ({size.width / 2:g} mm)",
        )
    if settings.glue_flap > size.width or settings.glue_flap <= 0:
        raise fail(
            where("glue_flap"),
            f"tuckbox.glue_flap: found {settings.glue_flap:g} mm, expected above 0 and at most the box's width ({size.width:g} mm)",
        )
    if notch_radius + settings.safe >= size.height / 2:
        raise fail(
            where("thumb_notch"),
            f"tuckbox.thumb_notch: found {settings.thumb_notch:g} mm, expected a notch that leaves the front's lower half free",
        )

"""A card back gives nothing away: checked on the primitives the game's back hook draws.

A cut drifts 1–2 mm, so a pattern near the cut comes out differently card by card and a miscut card
is known from its back. Every primitive of a back therefore lies inside the trim less the danger band
(layout.yaml print.back_band), or is a solid field over the whole bleed (seamless: a drift shows the
same colour). Art (a Picture) counts by its box; it may run over the whole bleed only when the game
declares it seamless (an even texture), since the check cannot see whether a picture's edges look alike.
And a card turned in the hand must look the same from the back: the back's primitives, turned half a
turn about the card's centre, are the same set (print.back_turns: same; a game whose back has a top
says `free`); a picture counts as itself turned only where the back draws it turned too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from .. import art
from ..content.model import PrintChecks
from ..errors import Problems
from .card_text import width_mm
from .design import CardGeometry, rotated_180
from .primitives import Circle, Picture, Polygon, Primitive, Rect, Segment, TextLine

TOLERANCE_MM = 0.01  # two primitives are the same when their coordinates agree this closely
ASCENT, DESCENT = 0.88, 0.12  # a line's letters reach this many em above and below the baseline (at most)
SIDES = ("left", "bottom", "right", "top")


@dataclass(frozen=True)
class Reach:
    """How far inside the cut a back's pattern stays, per side (mm; negative: out into the bleed)."""

    left: float
    bottom: float
    right: float
    top: float

    def nearest(self) -> float:
        return min(self.left, self.bottom, self.right, self.top)


def check_back(prims: Sequence[Primitive], geometry: CardGeometry, checks: PrintChecks, place: str, problems: Problems) -> None:
    """Problems with the back `prims` (`place`: "the back", "the ink-saving back"), at layout.yaml's settings."""
    reach = reach_of(prims, geometry)
    band = checks.back_band_mm
    if reach is not None and reach.nearest() < band - TOLERANCE_MM:
        near = ", ".join(_distance(getattr(reach, side), side) for side in SIDES if getattr(reach, side) < band - TOLERANCE_MM)
        problems.add(
            checks.where.get("back_band"),
            f"print.back_band: {place}'s pattern reaches {near}, expected every shape at least {band:g} mm inside the cut, "
            "or a solid field over the whole bleed: a card cut 1–2 mm off would be known from its back",
        )
    if checks.back_turns == "same":
        odd = unmatched_when_turned(prims, geometry)
        if odd is not None:
            problems.add(
                checks.where.get("back_turns"),
                f"print.back_turns: {place} turned 180° is not the same: {describe(odd)} has no counterpart turned about the "
                "card's centre, expected the back to read the same either way up (a turned card would be known from its back); "
                "say `back_turns: free` if the game's back has a top",
            )


def _distance(inside: float, side: str) -> str:
    return f"{inside:.1f} mm from the cut at the {side}" if inside >= 0 else f"{-inside:.1f} mm past the cut at the {side}"


def reach_of(prims: Sequence[Primitive], geometry: CardGeometry) -> Reach | None:
    """How far inside the cut the back's primitives stay, leaving out solid fields over the whole bleed;
    None when there is nothing else."""
    extents = [extent(p) for p in prims if not _full_bleed_field(p, geometry)]
    if not extents:
        return None
    return Reach(
        min(e[0] for e in extents),
        min(e[1] for e in extents),
        geometry.width - max(e[2] for e in extents),
        geometry.height - max(e[3] for e in extents),
    )


def extent(p: Primitive) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) in mm of what the primitive paints (a line of text: its em box)."""
    if isinstance(p, Rect):
        return p.edges()
    if isinstance(p, Circle):
        return (p.cx - p.r, p.cy - p.r, p.cx + p.r, p.cy + p.r)
    if isinstance(p, Polygon):
        xs, ys = [x for x, _ in p.points], [y for _, y in p.points]
        return (min(xs), min(ys), max(xs), max(ys))
    if isinstance(p, Segment):
        half = p.width_pt / 2 / 72 * 25.4
        return (min(p.x0, p.x1) - half, min(p.y0, p.y1) - half, max(p.x0, p.x1) + half, max(p.y0, p.y1) + half)
    if isinstance(p, Picture):  # its box: art that is contained may paint less, never more
        return (p.x, p.y, p.x + p.width, p.y + p.height)
    width = width_mm(p.text, p.font, p.size_pt)
    em = p.size_pt / 72 * 25.4
    start = {"start": 0.0, "middle": -width / 2, "end": -width}[p.anchor]
    x0, x1, y0, y1 = p.x + start, p.x + start + width, p.y - DESCENT * em, p.y + ASCENT * em
    if p.rotation == 180:
        x0, x1, y0, y1 = 2 * p.x - x1, 2 * p.x - x0, 2 * p.y - y1, 2 * p.y - y0
    return (x0, y0, x1, y1)


def _full_bleed_field(p: Primitive, geometry: CardGeometry) -> bool:
    """A plain rectangle, or art declared seamless, over the whole bleed: the same wherever the cut falls."""
    plain = isinstance(p, Rect) and not p.radius
    texture = isinstance(p, Picture) and p.seamless and p.fit == "cover"  # cover: the art fills its whole box
    if not (plain or texture):
        return False
    x0, y0, x1, y1 = geometry.bleed_box.edges()
    px0, py0, px1, py1 = extent(p)
    return px0 <= x0 + TOLERANCE_MM and py0 <= y0 + TOLERANCE_MM and px1 >= x1 - TOLERANCE_MM and py1 >= y1 - TOLERANCE_MM


def unmatched_when_turned(prims: Sequence[Primitive], geometry: CardGeometry) -> Primitive | None:
    """The first primitive whose half-turned copy the back does not also draw (None: the back is the same turned)."""
    drawn = Counter(_key(p) for p in prims)
    turned = rotated_180(prims, geometry.width, geometry.height)
    missing = Counter(_key(p) for p in turned) - drawn
    for original, copy in zip(prims, turned, strict=True):
        if missing[_key(copy)]:
            return original
    return None


def _key(p: Primitive) -> Hashable:
    """The primitive as a comparable value: coordinates to the tolerance, a polygon's points in any order."""

    def mm(v: float) -> int:
        return round(v / TOLERANCE_MM)

    if isinstance(p, Rect):
        return ("rect", mm(p.x), mm(p.y), mm(p.width), mm(p.height), p.colour, mm(p.radius))
    if isinstance(p, Circle):
        return ("circle", mm(p.cx), mm(p.cy), mm(p.r), p.colour)
    if isinstance(p, Polygon):
        return ("polygon", tuple(sorted((mm(x), mm(y)) for x, y in p.points)), p.colour)
    if isinstance(p, Segment):
        ends = tuple(sorted(((mm(p.x0), mm(p.y0)), (mm(p.x1), mm(p.y1)))))
        return ("segment", ends, p.colour, p.width_pt)
    if isinstance(p, Picture):  # the same file in the same box the same way up: whether the art itself is symmetric is not looked at
        return ("picture", p.file, mm(p.x), mm(p.y), mm(p.width), mm(p.height), p.fit, p.rotation % 360, p.seamless)
    return ("text", p.text, p.font, p.size_pt, p.colour, p.anchor, p.rotation % 360, mm(p.x), mm(p.y))


def describe(p: Primitive) -> str:
    """A primitive as a message names it."""
    x0, y0, x1, y1 = extent(p)
    at = f"at {(x0 + x1) / 2:.1f}, {(y0 + y1) / 2:.1f} mm from the trim's lower-left corner"
    if isinstance(p, TextLine):
        return f"the text {p.text!r} ({'turned' if p.rotation == 180 else 'upright'}, {p.colour}) {at}"
    if isinstance(p, Picture):
        return f"the art {art.shown(p.file)} ({'turned' if p.rotation == 180 else 'upright'}) {at}"
    kind = {Rect: "rectangle", Circle: "circle", Polygon: "shape", Segment: "line"}[type(p)]
    return f"a {p.colour} {kind} {at}"

"""The checks of the art a card, a back or a box places (cards.primitives.Picture), made at `check`.

Each problem is said where the art is placed: the YAML's FILE:LINE:COL, or the game's hook that
placed it (`Picture.placed_by`) when its code did.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .. import art
from ..errors import Problem
from ..geometry import Box
from .primitives import Picture, Primitive

TOLERANCE_MM = 0.01


def art_problems(prims: Iterable[Primitive], trim: Box, bleed: float, floor_ppi: float) -> list[Problem]:
    """Every problem of every Picture among `prims`, laid out on a piece with this trim and bleed (mm)."""
    return [
        Problem(p.where, f"{p.placed_by}: {sentence}")
        for p in prims
        if isinstance(p, Picture)
        for sentence in _sentences(p, trim, bleed, floor_ppi)
    ]


def _sentences(p: Picture, trim: Box, bleed: float, floor_ppi: float) -> Iterator[str]:
    try:
        drawn = art.read(p.file)
    except art.ArtError as error:
        yield str(error)
        return
    placed = art.fitted(drawn, p.x, p.y, p.width, p.height, p.fit)
    yield from art.problems(drawn, placed, floor_ppi)
    if p.bleed:
        yield from _bleed(p, placed, trim, bleed)


def _bleed(p: Picture, placed: art.Placed, trim: Box, bleed: float) -> Iterator[str]:
    """Art meant to bleed reaches the bleed edge on every side where it reaches the trim, and reaches the trim somewhere."""
    x0, y0 = max(placed.x, p.x), max(placed.y, p.y)  # what shows: the art cut to its box
    x1, y1 = min(placed.x + placed.width, p.x + p.width), min(placed.y + placed.height, p.y + p.height)
    edges = {  # side: (how far the art goes past the trim there)
        "left": trim.x - x0,
        "bottom": trim.y - y0,
        "right": x1 - (trim.x + trim.width),
        "top": y1 - (trim.y + trim.height),
    }
    touching = {side: past for side, past in edges.items() if past >= -TOLERANCE_MM}
    name = art.shown(p.file)
    if not touching:
        yield f"{name} is declared bleed: true but stays inside the trim, expected it to reach {bleed:g} mm past the trim on a side"
    for side, past in touching.items():
        if past < bleed - TOLERANCE_MM:
            yield (
                f"{name} is declared bleed: true but stops {past:.1f} mm past the trim at the {side}, "
                f"expected it to reach the bleed edge, {bleed:g} mm past the trim (a miscut shows paper there)"
            )

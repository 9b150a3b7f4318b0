"""The icons of p.5's materials, drawn as vectors in palette colours: the core's (paper, pencil),
and a game's own (Game.icons)."""

from __future__ import annotations

from collections.abc import Mapping

from ..game import Icon
from .elements import Paint
from .figures import fill_polygon
from .surface import Surface


def painter(name: str, size: float, game_icons: Mapping[str, Icon]) -> Paint:
    """paint(surface, x, top) for the icon `name` (the game's own, else the core's), `size` pt square."""
    draw = game_icons.get(name) or ICONS[name]

    def paint(surface: Surface, x: float, top: float) -> None:
        canvas = surface.canvas
        canvas.saveState()
        canvas.translate(x, top - size)
        canvas.scale(size / 100, size / 100)  # icons are drawn on a 100 × 100 grid
        draw(surface)
        canvas.restoreState()

    return paint


def _paper(surface: Surface) -> None:
    canvas = surface.canvas
    surface.fill("paper")
    surface.stroke("accent")
    canvas.setLineWidth(3)
    canvas.roundRect(20, 6, 60, 88, 5, stroke=1, fill=1)
    canvas.setStrokeColor(surface.inks.tint("accent", 0.4))
    canvas.setLineWidth(2)
    for y in range(24, 84, 12):
        canvas.line(29, y, 71, y)


def _pencil(surface: Surface) -> None:
    canvas = surface.canvas
    canvas.saveState()
    canvas.translate(50, 50)
    canvas.rotate(45)
    surface.fill("highlight")
    canvas.rect(-9, -28, 18, 58, stroke=0, fill=1)  # the painted body
    surface.fill("alert")
    canvas.roundRect(-9, 30, 18, 12, 3, stroke=0, fill=1)  # the eraser
    surface.fill("tint")
    fill_polygon(canvas, (-9, -28), (9, -28), (0, -46))  # the sharpened wood
    surface.fill("ink")
    fill_polygon(canvas, (-3.2, -39.6), (3.2, -39.6), (0, -46))  # the lead
    canvas.restoreState()


ICONS: dict[str, Icon] = {"paper": _paper, "pencil": _pencil}  # for every game

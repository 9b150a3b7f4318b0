from collections.abc import Callable

from reportlab.lib.colors import Color

from .textlabels import Label

class _AxisG:
    labels: Label
    tickDown: float
    visibleGrid: int
    gridStrokeColor: Color
    gridStrokeWidth: float

class CategoryAxis(_AxisG):
    categoryNames: list[str]

class ValueAxis(_AxisG):
    valueMin: float
    valueMax: float
    valueStep: float
    labelTextFormat: str | Callable[[float], str] | None

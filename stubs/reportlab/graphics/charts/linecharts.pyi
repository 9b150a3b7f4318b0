from collections.abc import Sequence

from reportlab.graphics.widgets.markers import Marker
from reportlab.lib.colors import Color

from .areas import PlotArea
from .axes import CategoryAxis, ValueAxis

class LineChartProperties:
    strokeColor: Color | None
    strokeWidth: float
    strokeDashArray: Sequence[float] | None
    symbol: Marker | None

class _LineCollection(LineChartProperties):  # a TypedPropertyCollection of LineChartProperties
    def __getitem__(self, series: int) -> LineChartProperties: ...

class HorizontalLineChart(PlotArea):
    data: list[list[float | None]]
    categoryAxis: CategoryAxis
    valueAxis: ValueAxis
    lines: _LineCollection
    joinedLines: int
    def __init__(self) -> None: ...

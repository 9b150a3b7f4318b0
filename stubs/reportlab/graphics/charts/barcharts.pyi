from reportlab.lib.colors import Color

from .areas import PlotArea
from .axes import CategoryAxis, ValueAxis

class BarChartProperties:
    fillColor: Color | None
    strokeColor: Color | None

class _BarCollection(BarChartProperties):  # a TypedPropertyCollection of BarChartProperties
    # bars[series] or bars[(series, index)]: the style of one series or of one bar
    def __getitem__(self, key: int | tuple[int, int]) -> BarChartProperties: ...

class VerticalBarChart(PlotArea):
    data: list[list[float]]
    categoryAxis: CategoryAxis
    valueAxis: ValueAxis
    bars: _BarCollection
    barSpacing: float
    groupSpacing: float
    def __init__(self) -> None: ...

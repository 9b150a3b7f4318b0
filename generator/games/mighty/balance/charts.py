"""The report's three charts as reportlab Drawings (reportlab.graphics.charts), from report_data.

The same Drawing goes into the PDF and, as SVG, into the HTML page. Every rule set has its own
colour, dash and marker shape, so the lines stay apart in grey print and for readers without
colour vision; the legend names each with its title and file name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.linecharts import HorizontalLineChart
from reportlab.graphics.shapes import Drawing, Group, Line, PolyLine, String
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase.pdfmetrics import stringWidth

from ....fonts import BOLD, REGULAR
from ....typeset.mixed import font_runs, latin_font, latin_spans, mixed_width
from .figures import is_special


def canvas_of(width: float, height: float) -> Drawing:
    """A Drawing whose initial font is the embedded face: reportlab's renderer otherwise opens every
    drawing with Helvetica, a font the PDF does not embed (a shop's preflight flags it)."""
    drawing = Drawing(width, height)
    drawing.initialFontName = REGULAR
    return drawing


# Layout, in points (the PDF's unit; the SVG keeps it).
TEXT_PT = 8.0
SMALL_PT = 7.0
TITLE_PT = 9.5
AXIS_GAP = 4.0
LEGEND_ROW = 13.0
LEGEND_SWATCH = 22.0
GRID = HexColor("#D9D9D9")
MARKERS = ("FilledCircle", "FilledSquare", "FilledTriangle", "FilledDiamond")
DASHES: tuple[tuple[float, ...] | None, ...] = (None, (5, 2), (1.5, 2), (6, 2, 1.5, 2))
STRENGTH_TICK = 5  # label the totals that are multiples of this (and every special class)
LEGEND_GAP = 16.0
SAME_NOTE = "＝基本ルールと同じ線"
SAME_DISTRIBUTION = "：基本ルールと同じ分布"


@dataclass(frozen=True)
class Series:
    """How one rule set is drawn: colour, dash pattern, marker."""

    colour: Color
    dash: tuple[float, ...] | None
    marker: str


def series_styles(palette: dict[str, Any], count: int) -> list[Series]:
    """Ink, blue, red, then the same colours again with other dashes: palette colours only (yellow
    is too light for a line on paper)."""
    colours = [HexColor(palette[name].rgb) for name in ("ink", "blue", "red")]
    return [Series(colours[i % len(colours)], DASHES[i % len(DASHES)], MARKERS[i % len(MARKERS)]) for i in range(count)]


Category = tuple[str, int | None]  # (outcome label, its total; None for a special class); ("", None) is the gap


GAP: Category = ("", None)


def categories(rule_sets: list[dict[str, Any]]) -> list[Category]:
    """The x axis shared by every rule set: the totals from the weakest up, a gap (lines do not join a
    total to a special hand), then the special classes in the base ranking's order, weakest first."""
    totals: dict[int, str] = {}
    specials: list[str] = []
    for rs in rule_sets:
        for e in reversed(rs["strengths"]):
            if is_special(e):
                specials.append(e["outcome"])
            else:
                totals[e["strength"]] = e["outcome"]
    return [(totals[t], t) for t in sorted(totals)] + [GAP] + [(label, None) for label in dict.fromkeys(specials)]


def tick_label(category: Category, marks: dict[str, str]) -> str:
    """What the x axis prints under an outcome: every fifth total, and the special classes by their record mark."""
    label, strength = category
    if strength is None:  # side by side, the marks would run together: every other one a line lower
        return ("\n" if list(marks).index(label) % 2 else "") + marks.get(label, label) if label in marks else label
    return label if strength % STRENGTH_TICK == 0 else ""


def same_as_base(series: list[list[float | None]]) -> list[bool]:
    """Which rule sets draw exactly the base's line (the legend says so: the lines lie on top of each other)."""
    return [i > 0 and values == series[0] for i, values in enumerate(series)]


def legend_names(data: dict[str, Any], same: list[bool]) -> list[str]:
    return [f"{rs['title']}（{rs['name']}）" + (SAME_NOTE if is_same else "") for rs, is_same in zip(data["rule_sets"], same, strict=True)]


def _text(
    x: float, y: float, text: str, size: float = TEXT_PT, anchor: str = "start", bold: bool = False, colour: Color | None = None
) -> Group:
    """One line of text; its Latin words in the proportional face (typeset/mixed.py), one String per face."""
    font, fill = BOLD if bold else REGULAR, colour or HexColor("#231815")
    x -= {"start": 0.0, "middle": 0.5, "end": 1.0}[anchor] * mixed_width(text, font, size)
    line = Group()
    for piece, face in font_runs(text, font):
        line.add(String(x, y, piece, fontName=face, fontSize=size, fillColor=fill))
        x += stringWidth(piece, face, size)
    return line


def legend(drawing: Drawing, x: float, y: float, names: list[str], styles: list[Series], width: float) -> float:
    """One entry per rule set (line sample, marker, name), wrapped into rows; returns the height used."""
    cx, cy = x, y
    for name, style in zip(names, styles, strict=True):
        entry = LEGEND_SWATCH + 4 + stringWidth(name, REGULAR, TEXT_PT) + LEGEND_GAP
        if cx + entry > x + width and cx > x:
            cx, cy = x, cy - LEGEND_ROW
        drawing.add(Line(cx, cy + 3, cx + LEGEND_SWATCH, cy + 3, strokeColor=style.colour, strokeWidth=1.6, strokeDashArray=style.dash))
        marker = makeMarker(style.marker, x=cx + LEGEND_SWATCH / 2, y=cy + 3, size=5, fillColor=style.colour, strokeColor=style.colour)
        drawing.add(marker)
        drawing.add(_text(cx + LEGEND_SWATCH + 4, cy, name))
        cx += entry
    return y - cy + LEGEND_ROW


def _category_labels(axis: Any) -> None:
    """The tick labels in the text face; a label with a Latin word (M, D×2) in its proportional partner."""
    axis.labels.fontName, axis.labels.fontSize = REGULAR, SMALL_PT
    for index, name in enumerate(axis.categoryNames):
        if latin_spans(name):
            axis.labels[index].fontName = latin_font(REGULAR)


def _percent_axis(axis: Any, top: float, step: float) -> None:
    axis.valueMin, axis.valueMax, axis.valueStep = 0, top, step
    axis.labelTextFormat = lambda value: f"{value:g}%"
    axis.labels.fontName, axis.labels.fontSize = REGULAR, SMALL_PT
    axis.gridStrokeColor, axis.gridStrokeWidth, axis.visibleGrid = GRID, 0.4, 1


def distribution_panel(
    rule_set: dict[str, Any],
    axis: list[Category],
    marks: dict[str, str],
    width: float,
    height: float,
    palette: dict[str, Any],
    top: float,
    same: bool = False,
) -> Drawing:
    """One rule set: the share of deals per strength (bars; specials in red) and "this or stronger" (the line, right axis)."""
    drawing = canvas_of(width, height)
    by_label = {e["outcome"]: e for e in rule_set["strengths"]}
    chart = VerticalBarChart()
    chart.x, chart.y, chart.width, chart.height = 34, 30, width - 70, height - 66
    chart.data = [[by_label[label]["share"] * 100 if label in by_label else 0 for label, _ in axis]]
    chart.categoryAxis.categoryNames = [tick_label(category, marks) for category in axis]
    _category_labels(chart.categoryAxis)
    chart.categoryAxis.tickDown = 2
    _percent_axis(chart.valueAxis, top, top / 4)
    chart.barSpacing, chart.groupSpacing = 0, 1.2
    chart.bars.strokeColor = None
    chart.bars[0].fillColor = HexColor(palette["blue"].rgb)
    for i, (_, strength) in enumerate(axis):
        if strength is None:
            chart.bars[(0, i)].fillColor = HexColor(palette["red"].rgb)
    drawing.add(chart)
    _at_least_line(drawing, chart, axis, by_label, palette)
    title = f"{rule_set['title']}（{rule_set['name']}）" + (SAME_DISTRIBUTION if same else "")
    drawing.add(_text(chart.x - 30, height - 12, title, TITLE_PT, bold=True))
    drawing.add(_text(chart.x - 30, chart.y + chart.height + 6, "配りの割合", SMALL_PT))
    drawing.add(
        _text(
            chart.x + chart.width + 34,
            chart.y + chart.height + 6,
            "これ以上の割合",
            SMALL_PT,
            anchor="end",
            colour=HexColor(palette["red"].rgb),
        )
    )
    drawing.add(_text(chart.x + chart.width / 2, 6, f"強さ（右端は特殊ハンド：{marks_note(marks)}）", SMALL_PT, anchor="middle"))
    return drawing


def _at_least_line(
    drawing: Drawing, chart: VerticalBarChart, axis: list[Category], by_label: dict[str, dict[str, Any]], palette: dict[str, Any]
) -> None:
    """ "This or stronger" over the bars, on its own axis 0–100% at the right."""
    red = HexColor(palette["red"].rgb)
    step = chart.width / len(axis)
    points: list[float] = []
    for i, (label, _) in enumerate(axis):
        if label in by_label:
            points += [chart.x + (i + 0.5) * step, chart.y + by_label[label]["at_least"] * chart.height]
    drawing.add(PolyLine(points, strokeColor=red, strokeWidth=1.4))
    right = chart.x + chart.width
    drawing.add(Line(right, chart.y, right, chart.y + chart.height, strokeColor=red, strokeWidth=0.6))
    for tick in range(0, 101, 25):
        y = chart.y + tick / 100 * chart.height
        drawing.add(Line(right, y, right + 3, y, strokeColor=red, strokeWidth=0.6))
        drawing.add(_text(right + AXIS_GAP + 1, y - 2.5, f"{tick}%", SMALL_PT, colour=red))


def line_chart(
    series: list[list[float | None]],
    names: list[str],
    tick_names: list[str],
    styles: list[Series],
    width: float,
    height: float,
    top: float,
    step: float,
    x_title: str,
    y_title: str,
    reference: float | None = None,
    label_base: bool = False,
    points_only: frozenset[int] = frozenset(),
) -> Drawing:
    """Lines over categories, one per rule set, with the legend above and an optional dashed reference value."""
    drawing = canvas_of(width, height)
    legend_height = legend(drawing, 40, height - 12, names, styles, width - 50)
    chart = HorizontalLineChart()
    chart.x, chart.y, chart.width, chart.height = 40, 30, width - 56, height - 48 - legend_height
    chart.data = [[v if v is not None else None for v in values] for values in series]
    chart.categoryAxis.categoryNames = tick_names
    _category_labels(chart.categoryAxis)
    chart.categoryAxis.tickDown = 2
    _percent_axis(chart.valueAxis, top, step)
    chart.joinedLines = 1
    if points_only:  # the special classes: markers without a line (a line would join them to the totals)
        chart.data += [[values[i] if i in points_only else None for i in range(len(values))] for values in series]
        chart.data[: len(series)] = [[None if i in points_only else v for i, v in enumerate(values)] for values in series]
    for i, style in enumerate(styles * (2 if points_only else 1)):
        chart.lines[i].strokeColor = style.colour if i < len(series) else None
        chart.lines[i].strokeWidth = 1.6 if i < len(series) else 0
        chart.lines[i].strokeDashArray = style.dash
        chart.lines[i].symbol = makeMarker(style.marker, size=4.5, fillColor=style.colour, strokeColor=style.colour)
    drawing.add(chart)
    if reference is not None:
        y = chart.y + reference / top * chart.height
        drawing.add(Line(chart.x, y, chart.x + chart.width, y, strokeColor=HexColor("#7A7A7A"), strokeWidth=0.8, strokeDashArray=(3, 2)))
        drawing.add(_text(chart.x + chart.width, y + 2, f"{reference:g}%", SMALL_PT, anchor="end"))
    if label_base:  # the base rules' values over their points (the lines of equal rule sets lie on them)
        step_x = chart.width / len(tick_names)
        for i, value in enumerate(series[0]):
            if value is not None:
                drawing.add(
                    _text(
                        chart.x + (i + 0.5) * step_x, chart.y + value / top * chart.height + 6, f"{value:.1f}%", SMALL_PT, anchor="middle"
                    )
                )
    drawing.add(_text(chart.x + chart.width / 2, 6, x_title, SMALL_PT, anchor="middle"))
    drawing.add(_text(chart.x - 34, chart.y + chart.height + 6, y_title, SMALL_PT))
    return drawing


def showdown_chart(data: dict[str, Any], styles: list[Series], marks: dict[str, str], width: float, height: float) -> Drawing:
    """The declarer's chance to win a showdown for each strength of their hand, one line per rule set."""
    axis = categories(data["rule_sets"])
    series = []
    for rs in data["rule_sets"]:
        by_label = {e["outcome"]: e["win_chance"] * 100 for e in rs["showdown"]}
        series.append([None if category == GAP else by_label.get(category[0]) for category in axis])
    names = legend_names(data, same_as_base(series))
    ticks = [tick_label(category, marks) for category in axis]
    specials = frozenset(i for i, (_, strength) in enumerate(axis) if strength is None)
    return line_chart(
        series,
        names,
        ticks,
        styles,
        width,
        height,
        100,
        25,
        f"宣言者のハンドの強さ（右端は特殊ハンド：{marks_note(marks)}）",
        "宣言者が勝つ確率",
        reference=50,
        points_only=specials,
    )


def round_chart(data: dict[str, Any], styles: list[Series], width: float, height: float) -> Drawing:
    """For each player count, the chance that at least one hand of the round is MIGHTY or DOUBLE×2."""
    series: list[list[float | None]] = [[e["chance"] * 100 for e in rs["special_in_round"]] for rs in data["rule_sets"]]
    names = legend_names(data, same_as_base(series))
    ticks = [f"{n}人" for n in data["players"]]
    largest = max(v for values in series for v in values if v is not None)
    top = 10 * -(-largest // 10) + 10
    return line_chart(
        series, names, ticks, styles, width, height, top, 10, "プレイ人数", "誰かがMIGHTYかDOUBLE 2枚を持つ確率", label_base=True
    )


def marks_note(marks: dict[str, str]) -> str:
    return "、".join(f"{mark}＝{name}" for name, mark in marks.items())


def distribution_top(data: dict[str, Any]) -> float:
    """One value axis for every panel, so the bars compare: the largest share rounded up to 2%."""
    largest = float(max(e["share"] for rs in data["rule_sets"] for e in rs["strengths"])) * 100
    return float(2 * -(-largest // 2))

"""build/balance.pdf: A4 landscape, one question per page: what the rule sets are and the headline
numbers, how strengths are spread, how often a declarer's strength wins a showdown, and how often
a round has a MIGHTY or two DOUBLEs in some hand."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

from reportlab.lib.colors import HexColor
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
from reportlab.platypus.flowables import Flowable

from .... import reportlab_fixes  # noqa: F401  (how every PDF here is written)
from ....fonts import BOLD, REGULAR, register_fonts
from ....typeset.mixed import latin_markup
from . import charts, words
from .figures import HEADLINES, headline_delta, headline_text

if TYPE_CHECKING:
    from reportlab.graphics.shapes import Drawing

PAGE = landscape(A4)
MARGIN = 14 * mm
BODY_PT, HEADING_PT, TITLE_PT = 9.5, 14.0, 18.0


def _para(markup: str, style: ParagraphStyle) -> Paragraph:
    """A paragraph whose Latin words are set proportional (typeset/mixed.py)."""
    return Paragraph(latin_markup(markup, str(getattr(style, "fontName")), BOLD), style)  # noqa: B009 (set by __init__: untyped)


def styles(palette: dict[str, Any]) -> dict[str, ParagraphStyle]:
    ink = HexColor(palette["ink"].rgb)
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=BODY_PT, leading=BODY_PT * 1.5, textColor=ink, wordWrap="CJK")
    return {
        "body": body,
        "small": ParagraphStyle("small", parent=body, fontSize=8, leading=12),
        "cell": ParagraphStyle("cell", parent=body, fontSize=8.5, leading=12),
        "heading": ParagraphStyle("heading", parent=body, fontName=BOLD, fontSize=HEADING_PT, leading=HEADING_PT * 1.4, spaceAfter=2),
        "title": ParagraphStyle("title", parent=body, fontName=BOLD, fontSize=TITLE_PT, leading=TITLE_PT * 1.4),
    }


class DrawingFlowable(Flowable):
    """A reportlab Drawing placed in the story at its own size."""

    def __init__(self, drawing: Drawing):
        super().__init__()
        self.drawing = drawing
        self.width, self.height = drawing.width, drawing.height

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        from reportlab.graphics import renderPDF

        renderPDF.draw(self.drawing, self.canv, 0, 0)


def _table(rows: list[list[Paragraph]], widths: list[float], palette: dict[str, Any]) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("BACKGROUND", (0, 0), (-1, 0), HexColor(palette["tint"].rgb)),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, HexColor(palette["ink"].rgb)),
                ("LINEBELOW", (0, 1), (-1, -1), 0.3, HexColor("#BBBBBB")),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    return table


def rule_set_table(data: dict[str, Any], st: dict[str, ParagraphStyle], palette: dict[str, Any], width: float) -> Table:
    head = [_para(f"<b>{h}</b>", st["cell"]) for h in words.RULE_SET_COLUMNS]
    rows = [head]
    for rs in data["rule_sets"]:
        changes = "<br/>".join(f"{c['key']}: {c['base']} → <b>{c['value']}</b>" for c in rs["changes"]) or words.NO_CHANGE
        rows.append(
            [
                _para(f"<b>{rs['title']}</b><br/>{rs['name']}", st["cell"]),
                _para(rs["description"] or words.BASE_DESCRIPTION, st["cell"]),
                _para(changes, st["cell"]),
            ]
        )
    return _table(rows, [width * 0.22, width * 0.33, width * 0.45], palette)


def headline_table(data: dict[str, Any], st: dict[str, ParagraphStyle], palette: dict[str, Any], width: float) -> Table:
    sets = data["rule_sets"]
    head = [_para(f"<b>{words.HEADLINE_COLUMN}</b>", st["cell"])]
    head += [_para(f"<b>{rs['title']}</b><br/>{rs['name']}", st["cell"]) for rs in sets]
    rows = [head]
    for key, label, kind in HEADLINES:
        base = sets[0]["headline"].get(key)
        cells = [_para(label, st["cell"]), _para(f"<b>{headline_text(base, kind)}</b>", st["cell"])]
        for rs in sets[1:]:
            value = rs["headline"].get(key)
            delta = headline_delta(value, base, kind)
            cells.append(_para(f"{headline_text(value, kind)}" + (f"<br/><b>{delta}</b>" if delta else "<br/>±0"), st["cell"]))
        rows.append(cells)
    first = width * 0.34
    return _table(rows, [first] + [(width - first) / len(sets)] * len(sets), palette)


def story(data: dict[str, Any], palette: dict[str, Any]) -> list[Flowable]:
    st = styles(palette)
    width = PAGE[0] - 2 * MARGIN
    styles_ = charts.series_styles(palette, len(data["rule_sets"]))
    marks = words.record_marks(data)
    chart_height = PAGE[1] - 2 * MARGIN - 56
    parts: list[Flowable] = [
        _para(words.TITLE, st["title"]),
        _para(words.intro(data), st["body"]),
        Spacer(1, 6),
        _para(words.RULE_SETS_HEADING, st["heading"]),
        rule_set_table(data, st, palette, width),
        Spacer(1, 8),
        _para(words.HEADLINE_HEADING, st["heading"]),
        headline_table(data, st, palette, width),
        _para(words.HEADLINE_NOTE, st["small"]),
        PageBreak(),
    ]
    parts += [_para(words.DISTRIBUTION_HEADING, st["heading"]), _para(words.DISTRIBUTION_HOW, st["small"])]
    parts.append(DrawingFlowable(distribution_grid(data, palette, marks, width, chart_height - 14)))
    parts += [
        PageBreak(),
        _para(words.SHOWDOWN_HEADING, st["heading"]),
        _para(words.SHOWDOWN_HOW, st["small"]),
        DrawingFlowable(charts.showdown_chart(data, styles_, marks, width, chart_height)),
    ]
    parts += [
        PageBreak(),
        _para(words.ROUND_HEADING, st["heading"]),
        _para(words.ROUND_HOW, st["small"]),
        DrawingFlowable(charts.round_chart(data, styles_, width, chart_height)),
    ]
    return parts


def distribution_grid(data: dict[str, Any], palette: dict[str, Any], marks: dict[str, str], width: float, height: float) -> Drawing:
    """The rule sets' distributions side by side, two per row, on one value axis."""
    from reportlab.graphics.shapes import Group

    sets = data["rule_sets"]
    columns = 2 if len(sets) > 1 else 1
    rows = -(-len(sets) // columns)
    cell_w, cell_h = width / columns, height / rows
    axis = charts.categories(sets)
    top = charts.distribution_top(data)
    grid = charts.canvas_of(width, height)
    for i, rs in enumerate(sets):
        same = i > 0 and rs["strengths"] == sets[0]["strengths"]
        panel = charts.distribution_panel(rs, axis, marks, cell_w - 8, cell_h - 8, palette, top, same)
        group = Group(*panel.contents)
        group.translate((i % columns) * cell_w, height - (i // columns + 1) * cell_h)
        grid.add(group)
    return grid


def balance_pdf(data: dict[str, Any], palette: dict[str, Any]) -> tuple[bytes, int]:
    """The PDF's bytes (reproducible: no dates, no random ids) and its page count."""
    register_fonts()
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=PAGE,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        invariant=1,
        title=words.TITLE,
        author="",
        creator="generator/balance",
        initialFontName=REGULAR,
    )
    doc.build(story(data, palette))
    return buffer.getvalue(), doc.page

"""build/balance.html: the same report for a screen, one file, the charts as inline SVG (the same
reportlab Drawings as the PDF, rendered by reportlab's SVG renderer)."""

from __future__ import annotations

import hashlib
from html import escape
from typing import Any

from reportlab.graphics import renderSVG

from ....fonts import BOLD, REGULAR
from . import charts, words
from .figures import HEADLINES, headline_delta, headline_text

WIDTH, HEIGHT = 760.0, 420.0  # the charts' size in CSS pixels (they scale down with the window)
FONT_STACK = "'BIZ UDGothic', 'BIZ UDPGothic', 'Hiragino Sans', 'Noto Sans CJK JP', sans-serif"
CSS = (
    "body{font-family:" + FONT_STACK + ";color:#231815;max-width:820px;margin:0 auto;padding:16px;line-height:1.6}"
    "table{border-collapse:collapse;width:100%;font-size:14px}th,td{border-bottom:1px solid #bbb;padding:4px 6px;"
    "text-align:left;vertical-align:top;overflow-wrap:anywhere}th{background:#FFF8E3}"
    # on a phone a chart keeps a readable size and scrolls sideways instead of shrinking its labels away
    "figure{margin:8px 0 24px;overflow-x:auto}svg{width:100%;min-width:600px;height:auto}.delta{font-weight:bold}"
)


def svg(drawing: Any, title: str) -> str:
    """Inline SVG of a Drawing: scalable, titled for screen readers, with the page's font stack."""
    markup = str(renderSVG.drawToString(drawing))
    markup = markup[markup.index("<svg") :]
    for face in (REGULAR, BOLD):
        markup = markup.replace(f'font-family="{face}"', f'font-family="{FONT_STACK}"')
        markup = markup.replace(f"font-family: {face}", f"font-family: {FONT_STACK}")
    # ids are per page, not per SVG: each chart gets its own clip path (else the first one clips them all)
    clip = "clip-" + hashlib.sha256(markup.encode("utf-8")).hexdigest()[:10]
    markup = markup.replace('id="clip"', f'id="{clip}"').replace("url(#clip)", f"url(#{clip})")
    return markup.replace("<svg ", f'<svg role="img" aria-label="{escape(title)}" ', 1)


def _changes(rule_set: dict[str, Any]) -> str:
    lines = [f"{escape(c['key'])}: {escape(c['base'])} → <b>{escape(c['value'])}</b>" for c in rule_set["changes"]]
    return "<br>".join(lines) or words.NO_CHANGE


def _rule_sets(data: dict[str, Any]) -> str:
    rows = "".join(
        f"<tr><td><b>{escape(rs['title'])}</b><br>{escape(rs['name'])}</td>"
        f"<td>{escape(rs['description'] or words.BASE_DESCRIPTION)}</td><td>{_changes(rs)}</td></tr>"
        for rs in data["rule_sets"]
    )
    head = "".join(f"<th>{escape(h)}</th>" for h in words.RULE_SET_COLUMNS)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def _headline(data: dict[str, Any]) -> str:
    sets = data["rule_sets"]
    head = f"<th>{words.HEADLINE_COLUMN}</th>" + "".join(f"<th>{escape(rs['title'])}<br>{escape(rs['name'])}</th>" for rs in sets)
    rows = []
    for key, label, kind in HEADLINES:
        base = sets[0]["headline"].get(key)
        cells = [f"<td>{escape(label)}</td>", f"<td><b>{headline_text(base, kind)}</b></td>"]
        for rs in sets[1:]:
            value = rs["headline"].get(key)
            delta = headline_delta(value, base, kind)
            cells.append(f'<td>{headline_text(value, kind)}<br><span class="delta">{escape(delta) or "±0"}</span></td>')
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def balance_html(data: dict[str, Any], palette: dict[str, Any]) -> str:
    styles = charts.series_styles(palette, len(data["rule_sets"]))
    marks = words.record_marks(data)
    axis = charts.categories(data["rule_sets"])
    top = charts.distribution_top(data)
    base = data["rule_sets"][0]["strengths"]
    panels = "".join(
        f"<figure>{svg(charts.distribution_panel(rs, axis, marks, WIDTH, HEIGHT * 0.6, palette, top, same), rs['title'])}</figure>"
        for i, rs in enumerate(data["rule_sets"])
        for same in [i > 0 and rs["strengths"] == base]
    )
    return (
        '<!doctype html>\n<html lang="ja"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{words.TITLE}</title><style>{CSS}</style></head><body>\n"
        f"<h1>{words.TITLE}</h1><p>{escape(words.intro(data))}</p>\n"
        f"<h2>{words.RULE_SETS_HEADING}</h2>{_rule_sets(data)}\n"
        f"<h2>{words.HEADLINE_HEADING}</h2>{_headline(data)}<p><small>{words.HEADLINE_NOTE}</small></p>\n"
        f"<h2>{words.DISTRIBUTION_HEADING}</h2><p>{words.DISTRIBUTION_HOW}</p>{panels}\n"
        f"<h2>{words.SHOWDOWN_HEADING}</h2><p>{words.SHOWDOWN_HOW}</p>"
        f"<figure>{svg(charts.showdown_chart(data, styles, marks, WIDTH, HEIGHT), words.SHOWDOWN_HEADING)}</figure>\n"
        f"<h2>{words.ROUND_HEADING}</h2><p>{words.ROUND_HOW}</p>"
        f"<figure>{svg(charts.round_chart(data, styles, WIDTH, HEIGHT), words.ROUND_HEADING)}</figure>\n"
        "</body></html>\n"
    )

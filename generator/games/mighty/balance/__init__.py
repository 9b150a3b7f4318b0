"""The balance report: build/balance.pdf, build/balance.html and build/balance.json.

For the base rules (content/rules.yaml) and every variant (content/variants/), side by side, exact
over every deal of content/deck.yaml: the strength distribution, the declarer's showdown chance per
strength, and the chance of a MIGHTY or two DOUBLEs in a round per player count (rules.balance
counts; figures.py gathers every number; charts.py draws them with reportlab's charts).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import partial

from ....background import Background
from ....content.model import Content
from ....fonts import register_fonts
from ....output import StagingFolder
from .figures import report_data
from .html import balance_html
from .pdf import PAGE, balance_pdf

PDF, HTML, JSON = "balance.pdf", "balance.html", "balance.json"
PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class Report:
    """The report's files, made and not yet written (picklable: a forked child can make them)."""

    json: str
    pdf: bytes
    pages: int
    html: str


def make_report(content: Content) -> Report:
    data = report_data(content)
    register_fonts()  # both files measure text with them: registered once, before the fork
    pdf_maker = Background({PDF: partial(balance_pdf, data, content.palette)})  # in a forked child while the HTML is drawn here
    html = balance_html(data, content.palette)
    pdf, pages = pdf_maker.result()[PDF]
    return Report(json.dumps(data, ensure_ascii=False, sort_keys=True, indent=2) + "\n", pdf, pages, html)


def write_report(report: Report, staging: StagingFolder) -> None:
    staging.write_text(JSON, report.json)
    staging.describe(JSON, "balance-data")
    staging.write_bytes(PDF, report.pdf)
    staging.describe(PDF, "balance", pages=report.pages, page_size_mm=(PAGE[0] / PT_PER_MM, PAGE[1] / PT_PER_MM))
    staging.write_text(HTML, report.html)
    staging.describe(HTML, "balance")


def render(content: Content, staging: StagingFolder) -> None:
    write_report(make_report(content), staging)

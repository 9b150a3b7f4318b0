"""The balance report: build/balance.pdf, build/balance.html and build/balance.json.

For the base rules (content/rules.yaml) and every variant (content/variants/), side by side, exact
over every deal of content/deck.yaml: the strength distribution, the declarer's showdown chance per
strength, and the chance of a MIGHTY or two DOUBLEs in a round per player count (rules.balance
counts; figures.py gathers every number; charts.py draws them with reportlab's charts).
"""

from __future__ import annotations

import json

from ....content.model import Content
from ....output import StagingFolder
from .figures import report_data
from .html import balance_html
from .pdf import PAGE, balance_pdf

PDF, HTML, JSON = "balance.pdf", "balance.html", "balance.json"
PT_PER_MM = 72 / 25.4


def render(content: Content, staging: StagingFolder) -> None:
    data = report_data(content)
    staging.write_text(JSON, json.dumps(data, ensure_ascii=False, sort_keys=True, indent=2) + "\n")
    staging.describe(JSON, "balance-data")
    pdf, pages = balance_pdf(data, content.palette)
    staging.write_bytes(PDF, pdf)
    staging.describe(PDF, "balance", pages=pages, page_size_mm=(PAGE[0] / PT_PER_MM, PAGE[1] / PT_PER_MM))
    staging.write_text(HTML, balance_html(data, content.palette))
    staging.describe(HTML, "balance")

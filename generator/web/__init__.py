"""The players' web strength calculator (booklet pp.12–13): build/web/index.html.

One self-contained file: inline CSS and JavaScript, no network requests, nothing stored. The
JavaScript rules (rules.js) mirror generator.rules; tests/web checks they agree on every deal.
"""
from __future__ import annotations

from ..content.model import Content
from ..output import Staging
from .page import page_html

OUTPUT = "web/index.html"


def render(content: Content, staging: Staging) -> None:
    staging.write_text(OUTPUT, page_html(content))
    staging.describe(OUTPUT, "web")

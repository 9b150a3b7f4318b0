"""The players' web pages: the strength calculator (booklet pp.12–13, build/web/index.html) and the
whole rulebook as one page (build/web/rules.html), linked both ways.

Each is one self-contained file: inline CSS (one shared style sheet), no network requests, nothing
stored; the calculator's JavaScript rules (rules.js) mirror generator.rules and tests/web checks
they agree on every deal. Both show ruby from content/readings.yaml (richtext.py, ruby.py).
"""

from __future__ import annotations

from ..content.model import Content
from ..output import StagingFolder
from .booklet import rules_html
from .page import page_html

OUTPUT = "web/index.html"
RULES_OUTPUT = "web/rules.html"


def render(content: Content, staging: StagingFolder) -> None:
    staging.write_text(OUTPUT, page_html(content))
    staging.describe(OUTPUT, "web")
    staging.write_text(RULES_OUTPUT, rules_html(content))
    staging.describe(RULES_OUTPUT, "web")

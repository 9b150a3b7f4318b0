"""The players' web pages: the strength calculator (booklet pp.12–13, build/web/index.html) and the
whole rulebook as one page (build/web/rules.html), linked both ways.

Each is one self-contained file: inline CSS (one shared style sheet), no network requests, nothing
stored; the calculator's JavaScript rules (rules.js) mirror generator.rules and tests/web checks
they agree on every deal. Both show ruby from content/readings.yaml (richtext.py, ruby.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..content.model import Content
from ..output import StagingFolder
from .booklet import rules_html
from .page import page_html

OUTPUT = "web/index.html"
RULES_OUTPUT = "web/rules.html"


def render(content: Content, staging: StagingFolder) -> None:
    check(content)(staging)


def check(content: Content) -> Callable[[StagingFolder], None]:
    """Both pages made (readings, labels, every block shown): what can fail; returns their writer."""
    pages = {OUTPUT: page_html(content), RULES_OUTPUT: rules_html(content)}
    return partial(_write, pages)


def _write(pages: dict[str, str], staging: StagingFolder) -> None:
    for name, html in pages.items():
        staging.write_text(name, html)
        staging.describe(name, "web")

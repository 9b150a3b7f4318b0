"""The players' web pages: the whole rulebook as one page (build/web/rules.html), for any game.

A game may add pages of its own beside it as outputs of its plug-in (generator/plugins.py). Each
page is one self-contained file: inline CSS (one shared style sheet), no network requests, nothing
stored. They show ruby from content/readings.yaml (richtext.py, ruby.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..content.model import Content
from ..output import StagingFolder
from .booklet import rules_html

RULES_OUTPUT = "web/rules.html"


def render(content: Content, staging: StagingFolder) -> None:
    check(content)(staging)


def check(content: Content) -> Callable[[StagingFolder], None]:
    """The page made (readings, labels, every block shown): what can fail; returns its writer."""
    return partial(_write, rules_html(content))


def _write(html: str, staging: StagingFolder) -> None:
    staging.write_text(RULES_OUTPUT, html)
    staging.describe(RULES_OUTPUT, "web")

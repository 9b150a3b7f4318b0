"""MIGHTY?'s strength calculator (booklet pp.12–13): build/web/index.html, one self-contained page
beside the core's rulebook page (generator/web), which it links to and which links back.

Its JavaScript rules (rules.js) mirror this plug-in's rules package; tests/games/mighty/calculator checks they
agree on every deal. An output of the plug-in's OUTPUTS (plugin_extras.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ....content.model import Content
from ....output import StagingFolder
from .page import page_html

OUTPUT = "web/index.html"


def render(content: Content, staging: StagingFolder) -> None:
    check(content)(staging)


def check(content: Content) -> Callable[[StagingFolder], None]:
    """The page made (readings, labels, the help page's steps): what can fail; returns its writer."""
    return partial(_write, page_html(content))


def _write(html: str, staging: StagingFolder) -> None:
    staging.write_text(OUTPUT, html)
    staging.describe(OUTPUT, "web")

"""The calculator and the core's rulebook page: built side by side, linked both ways, one style sheet."""

from __future__ import annotations

import re

import pytest

from generator.web import RULES_OUTPUT
from tests.web import htmltext


@pytest.fixture(scope="session")
def html(rules_page) -> str:
    return rules_page.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def text(html, content) -> htmltext.PageText:
    return htmltext.read(html, content.readings.taught)


def test_the_page_is_built_beside_the_calculator_and_described(page, rules_page, content, tmp_path):
    from generator.output import Staging
    from generator.web import render

    assert rules_page.parent == page.parent and rules_page.is_file()
    with Staging(tmp_path) as staging:
        render(content, staging)
        assert staging.described[RULES_OUTPUT] == {"kind": "web", "path": RULES_OUTPUT}


def test_it_links_to_the_calculator_and_the_calculator_to_it(text, page):
    assert "index.html" in text.links
    calculator = htmltext.read(page.read_text(encoding="utf-8"))
    assert "rules.html" in calculator.links


def test_both_pages_share_one_style_sheet(html, page):
    """The rulebook page's sheet is the calculator's, then its own figures' rules (web/rulebook.css), which
    the calculator leaves out to stay under its 50 KB."""
    style = re.compile(r"<style>(.*?)</style>", re.S)
    rulebook, calculator = style.search(html).group(1), style.search(page.read_text(encoding="utf-8")).group(1)
    assert rulebook.startswith(calculator) and ".talk" in rulebook[len(calculator) :] and ".talk" not in calculator

"""The Mind's rules.html in Chromium, as a phone shows it: axe-core finds nothing, nothing scrolls
sideways from 320 px and at 200 % text, no text under 12 px, no tap target under 44 px."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.mighty.calculator.test_accessibility import TAP_TARGETS, TEXT_SIZES, summary
from tests.shared_builds import shared_build
from tests.web.browser import Tab
from tests.web.conftest import browser  # noqa: F401  (the fixture: one headless Chromium)

REPO = Path(__file__).resolve().parents[4]


@pytest.fixture(scope="module")
def rules_page(tmp_path_factory) -> Path:
    from generator.pipeline import build

    game = REPO / "games" / "the-mind"
    return shared_build(tmp_path_factory, "the-mind-web", (game,), lambda folder: build(["web"], game, folder)) / "web" / "rules.html"


@pytest.mark.parametrize("width,scale", [(320, 1.0), (360, 1.0), (320, 2.0)])
def test_axe_finds_nothing(browser, rules_page, width, scale):  # noqa: F811
    assert summary(Tab(browser).open(rules_page, width, text_scale=scale).axe()) == []


@pytest.mark.parametrize("width,scale", [(320, 1.0), (360, 1.0), (320, 2.0), (360, 2.0)])
def test_no_sideways_scrolling(browser, rules_page, width, scale):  # noqa: F811
    assert Tab(browser).open(rules_page, width, text_scale=scale).scroll_width() <= width


def test_no_small_text_and_no_small_tap_targets_at_320(browser, rules_page):  # noqa: F811
    tab = Tab(browser).open(rules_page, 320)
    assert tab.js(TEXT_SIZES) == []
    assert tab.js(TAP_TARGETS) == []

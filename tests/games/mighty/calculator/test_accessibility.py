"""Both web pages in Chromium as the issue's readers meet them: axe-core in every state of the
calculator and on the rulebook page (0 violations, any impact), reflow from 320 to 414 px and at
200 % text (no sideways scrolling, WCAG 1.4.4 / 1.4.10), no text under 12 px and no tap target
under 44 × 44 px at 320 px, measured in the browser."""

from __future__ import annotations

import re

import pytest

from tests.web.browser import Tab


def card_named(deck, name):
    return next(card for card in deck.faces() if card.name == name)


def tap(tab, cards):
    for card in cards:
        tab.click(f'.face[data-card="{card.short}"]')


def states(content, deck):
    """The calculator's states of the issue, each as the cards tapped from a fresh page."""
    basic, red = content.examples["basic"].part, content.examples["red-board"].part
    names = lambda *n: [card_named(deck, name) for name in n]  # noqa: E731
    return {
        "empty": [],
        "choosing": basic.board[:2],
        "number result": [*basic.board, *basic.hands[""]],
        "red board cards": [*red.board, *red.hands[""]],
        "MIGHTY": [*basic.board, *names("MIGHTY", "青4")],
        "D×2": [*basic.board, *names("DOUBLE", "DOUBLE")],
        "all copies used": names("黄0", "黄0", "黄0", "MIGHTY"),
    }


STATES = ["empty", "choosing", "number result", "red board cards", "MIGHTY", "D×2", "all copies used"]


def shown(browser, path, width=360, scale=1.0, cards=()) -> Tab:
    tab = Tab(browser).open(path, width, text_scale=scale)
    tap(tab, cards)
    return tab


def summary(violations) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[target for target, _ in v['nodes']][:4]}" for v in violations]


@pytest.mark.parametrize("state", STATES)
def test_axe_finds_nothing_on_the_calculator(browser, page, content, deck, state):
    tab = shown(browser, page, cards=states(content, deck)[state])
    assert summary(tab.axe()) == []


@pytest.mark.parametrize("width,scale", [(320, 1.0), (360, 1.0), (320, 2.0)])
def test_axe_finds_nothing_on_the_rulebook_page(browser, rules_page, width, scale):
    assert summary(shown(browser, rules_page, width, scale).axe()) == []


def test_axe_would_report_a_contrast_problem(browser, page):
    """The check can fail: the card yellow as the tagline's text on its light tint is far below 4.5:1
    (the manuscript's red, 3.9:1 there once, was darkened for print contrast and now passes)."""
    tab = shown(browser, page)
    tab.js("document.querySelector('.tagline').style.color = getComputedStyle(document.documentElement).getPropertyValue('--yellow')")
    assert "color-contrast" in [v["id"] for v in tab.axe()]


# ---- reflow, text size, tap targets --------------------------------------------------------------

PAGES = ["calculator", "rules"]


def open_page(browser, which, page, rules_page, content, width, scale=1.0) -> Tab:
    if which == "rules":
        return shown(browser, rules_page, width, scale)
    red = content.examples["red-board"].part
    tab = shown(browser, page, width, scale, [*red.board, *red.hands[""]])  # the longest result, with notes
    tab.find(".slot").click()  # and the picker open again
    return tab


@pytest.mark.parametrize("which", PAGES)
@pytest.mark.parametrize("width,scale", [(320, 1.0), (360, 1.0), (414, 1.0), (320, 2.0), (360, 2.0), (414, 2.0)])
def test_no_sideways_scrolling(browser, page, rules_page, content, which, width, scale):
    tab = open_page(browser, which, page, rules_page, content, width, scale)
    assert tab.js("getComputedStyle(document.documentElement).fontSize") == f"{16 * scale:g}px"
    assert tab.scroll_width() <= width


def test_the_picker_wraps_at_200_percent_text(browser, page):
    """At 200 % text the six faces of a colour no longer fit in one row: the grid wraps."""
    tab = shown(browser, page, 320, 2.0)
    tops = tab.js("[...document.querySelectorAll('.faces-yellow .face')].map(b => Math.round(b.getBoundingClientRect().top))")
    assert len(set(tops)) > 1


TEXT_SIZES = """(() => { const small = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) { const n = walk.currentNode, e = n.parentElement;
    if (!n.textContent.trim() || e.closest('svg, .sr-only, template, script, style') || !e.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 12) small.push([n.textContent.trim().slice(0, 20), size]); }
  return small; })()"""


@pytest.mark.parametrize("which", PAGES)
def test_no_text_below_12_px_at_320(browser, page, rules_page, content, which):
    """Every shown text, ruby readings and card labels included (the card figures are images with
    text alternatives: their corner indices are not counted)."""
    tab = open_page(browser, which, page, rules_page, content, 320)
    assert tab.js(TEXT_SIZES) == []


def test_the_text_size_check_would_notice_small_text(browser, page):
    tab = shown(browser, page, 320)
    tab.js("document.querySelector('.tagline').style.fontSize = '9px'")
    assert [text for text, _ in tab.js(TEXT_SIZES)] == [tab.text(".tagline")]


TAP_TARGETS = """(() => { const small = [];
  for (const e of document.querySelectorAll('button, a[href], [tabindex="0"]')) {
    const r = e.getBoundingClientRect(), style = getComputedStyle(e);
    if (!e.getClientRects().length || style.visibility === 'hidden') continue;
    if (e.tagName === 'A' && style.display === 'inline') continue;  // a link inside a sentence (WCAG 2.5.8's exception)
    if (e.classList.contains('skip') && document.activeElement !== e) continue;  // shown on focus only
    if (r.width < 44 || r.height < 44) small.push([e.textContent.trim().slice(0, 20), Math.round(r.width), Math.round(r.height)]); }
  return small; })()"""


@pytest.mark.parametrize("which", PAGES)
def test_tap_targets_are_44_px_at_320(browser, page, rules_page, content, which):
    tab = open_page(browser, which, page, rules_page, content, 320)
    assert tab.js(TAP_TARGETS) == []
    assert which == "rules" or len(tab.find_all("button")) >= 20


def test_the_card_buttons_are_44_px_wide_at_320(browser, page):
    """The issue measured 40.7 px: every face and slot is at least 44 px wide."""
    tab = shown(browser, page, 320)
    widths = tab.js("[...document.querySelectorAll('.face, .slot')].map(b => b.getBoundingClientRect().width)")
    assert len(widths) == 19 and min(widths) >= 44


def test_the_rulebook_page_prints(browser, rules_page, tmp_path):
    """Printed from the browser: several sheets, the text there, the on-screen navigation left out."""
    import base64
    import io

    from pypdf import PdfReader
    from selenium.webdriver.common.print_page_options import PrintOptions

    tab = shown(browser, rules_page, 360)
    pdf = PdfReader(io.BytesIO(base64.b64decode(tab.driver.print_page(PrintOptions()))))
    text = "".join(page.extract_text() for page in pdf.pages).replace(" ", "").replace("\n", "")
    assert len(pdf.pages) >= 6
    assert "手番はありません。ブラフもOK。" in text
    contents = re.compile("目(つぎ)?次")  # 目次 with or without its reading: the contents and its links are for the screen
    assert not contents.search(text)
    show_contents = "@media print { .contents { display: block } }"  # the check can fail
    tab.js(f"document.head.append(Object.assign(document.createElement('style'), {{textContent: '{show_contents}'}}))")
    shown_again = PdfReader(io.BytesIO(base64.b64decode(tab.driver.print_page(PrintOptions()))))
    assert contents.search("".join(page.extract_text() for page in shown_again.pages).replace(" ", "").replace("\n", ""))

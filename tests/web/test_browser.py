"""End to end in headless Chromium at 360 px: tap the manuscript's examples, read the page, reset.

Cards are tapped by their accessible names (what a screen reader announces), so the labels are
tested too. Expected values come from the Python engine, the authority.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from generator.rules import HandClass, evaluate_best
from generator.rules.strength import signed

WIDTH = 360


@pytest.fixture()
def tab(browser, page):
    """A fresh tab on build/web/index.html that records every request and script error."""
    tab = browser.new_page()
    tab.requests, tab.errors = [], []
    tab.on("request", lambda request: tab.requests.append(request.url))
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    tab.on("console", lambda message: tab.errors.append(message.text) if message.type == "error" else None)
    tab.goto(page.as_uri())
    yield tab
    assert tab.errors == []
    tab.close()


def face(tab, card):
    return tab.get_by_role("button", name=re.compile(f"^{re.escape(card.name)}、"))


def tap_cards(tab, cards):
    for card in cards:
        face(tab, card).tap()


def text(locator) -> str:
    """The text a reader sees, whitespace collapsed (chips are inline boxes)."""
    return " ".join(locator.text_content().split())


def shown_strength(tab) -> str:
    return tab.locator("#result-body .strength strong").inner_text()


def shown_record(tab) -> list[str]:
    return tab.locator("#result-body .record [data-field^=line]").all_inner_texts()


def test_the_p8_example_shows_strength_3_and_the_record(tab, content):
    example = content.examples["basic"]
    hand = example.hands[""]
    tap_cards(tab, [*example.board, *hand])
    expected = evaluate_best(example.board, hand)
    assert shown_strength(tab) == signed(expected.strength) == "3"
    assert shown_record(tab) == list(expected.record) == ["2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3"]
    assert tab.evaluate("document.activeElement.id") == "result-heading"  # a screen reader reads on from here
    assert not tab.locator("#picker").is_visible()
    (majority, n_major), (minority, n_minor) = expected.counts
    label = {color: content.palette[color.value].label for color in (majority, minority)}
    assert text(tab.locator("#result-body .counts")) == f"{label[majority]} {n_major}枚 ／ {label[minority]} {n_minor}枚"
    assert text(tab.locator("#result-body .majority")) == f"多数色は{label[majority]}"


def test_red_board_cards_take_the_strongest_colour_and_say_which(tab, content):
    example = content.examples["red-board"]
    hand = example.hands[""]
    tap_cards(tab, [*example.board, *hand])
    expected = evaluate_best(example.board, hand)
    assert shown_strength(tab) == signed(expected.strength) == "7"  # the example's best_strength
    assert shown_record(tab) == list(expected.record)
    notes = [text(note) for note in tab.locator("#result-body .notes li").all()]
    slots = tab.locator(".slot")
    for (card, color), note in zip(expected.red_choices, notes):
        index = example.board.index(card)
        counted = f"{content.palette[color.value].label}1"
        assert card.name in note and counted in note
        assert counted in text(slots.nth(index).locator(".slot-became"))
    assert len(notes) == len(expected.red_choices) == 2


@pytest.mark.parametrize("hand_names", [("MIGHTY", "青4"), ("DOUBLE", "DOUBLE")])
def test_a_special_hand_shows_its_class_record_and_rank(tab, content, deck, hand_names):
    board = content.examples["basic"].board
    hand = [next(card for card in deck.faces() if card.name == name) for name in hand_names]
    tap_cards(tab, [*board, *hand])
    expected = evaluate_best(board, hand)
    assert shown_strength(tab) == expected.hand_class.value
    assert text(tab.locator("#result-body .record-special")) == f"記録：{' '.join(expected.record)}"
    ranked = tab.locator("#result-body .ranking li")
    assert text(ranked.nth(len(HandClass) - 1 - expected.hand_class.rank).locator(".you")) == "← いまのハンド"
    assert tab.locator("#result-body .ranking .is-you").count() == 1


def test_reset_clears_everything(tab, content):
    example = content.examples["basic"]
    tap_cards(tab, [*example.board, *example.hands[""]])
    tab.get_by_role("button", name="リセット").tap()
    assert tab.locator(".slot-chosen").all_inner_texts() == ["未選択"] * 5
    assert tab.locator("#result-body .strength").count() == 0
    assert tab.locator("#picker").is_visible()
    assert tab.locator(".slot").first.get_attribute("aria-pressed") == "true"
    assert tab.evaluate("document.activeElement.dataset.slot") == "0"


def test_only_cards_that_still_exist_can_be_chosen(tab, deck):
    for card, copies in deck.copies.items():
        tab.get_by_role("button", name="リセット").tap()
        taps = min(copies, 5)
        tap_cards(tab, [card] * taps)
        if taps == copies:
            assert face(tab, card).is_disabled(), f"a copy of {card.name} beyond the deck's {copies}"
            expect(face(tab, card)).to_have_accessible_name(re.compile(rf"^{re.escape(card.name)}、\s*残り0\s*枚$"))


def test_tapping_a_chosen_card_changes_it(tab, content, deck):
    example = content.examples["basic"]
    hand = example.hands[""]
    tap_cards(tab, [*example.board, *hand])
    assert not tab.locator("#picker").is_visible()
    replacement = next(card for card in deck.faces() if card not in example.board + hand and not card.is_red)
    tab.locator(".slot").nth(4).tap()  # the second hand card
    assert tab.locator("#picker-slot").inner_text() == "ハンド 2枚目"
    face(tab, replacement).tap()
    expected = evaluate_best(example.board, (hand[0], replacement))
    assert shown_strength(tab) == signed(expected.strength)
    assert tab.locator(".slot-chosen").nth(4).inner_text() == replacement.name


def test_a_chosen_card_frees_its_copy_when_changed(tab, deck):
    zero = next(card for card in deck.faces() if card.name == "黄0")
    tap_cards(tab, [zero] * deck.count(zero))
    tab.locator(".slot").first.tap()
    assert not face(tab, zero).is_disabled()  # re-choosing the card in the slot being changed is allowed


def test_the_page_fits_360_px_and_makes_no_network_request(tab, content, tmp_path):
    example = content.examples["red-board"]
    tap_cards(tab, [*example.board, *example.hands[""]])
    assert tab.evaluate("document.documentElement.scrollWidth") <= WIDTH
    assert all(url.startswith("file://") for url in tab.requests), tab.requests
    tab.screenshot(path=str(tmp_path / "calculator-360.png"), full_page=True)


def test_buttons_are_big_enough_to_tap(tab):
    sizes = tab.evaluate("[...document.querySelectorAll('button')].filter(b => b.offsetParent)"
                         ".map(b => [b.textContent.trim(), b.getBoundingClientRect().width, b.getBoundingClientRect().height])")
    small = [(name, w, h) for name, w, h in sizes if w < 44 or h < 44]
    assert not small, small


def test_keyboard_focus_is_visible(tab):
    tab.keyboard.press("Tab")
    style = tab.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert tab.evaluate("document.activeElement.tagName") == "BUTTON"
    assert style != "none"

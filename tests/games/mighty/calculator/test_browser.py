"""The calculator end to end in Debian's headless Chromium at 360 px: tap the manuscript's examples,
read the page, reset; the keyboard path; what a screen reader is told.

Cards are found by their data-card id and checked by their accessible names (what a screen reader
announces), so the labels are tested too. Expected values come from the Python engine, the authority.
"""

from __future__ import annotations

import re

import pytest

from generator.content.markup import plain
from generator.games.mighty.rules import evaluate_best
from generator.games.mighty.rules.strength import signed
from tests.web.browser import Tab

WIDTH = 360


@pytest.fixture()
def tab(browser, page):
    """The calculator, freshly loaded at 360 px; no script error may happen while a test runs."""
    tab = Tab(browser).open(page, WIDTH)
    yield tab
    assert tab.errors() == []


def name(element) -> str:
    """An element's accessible name without spaces (Chromium puts them around screen-reader-only text)."""
    return re.sub(r"\s+", "", element.accessible_name)


def face(tab, card):
    return tab.find(f'.face[data-card="{card.short}"]')


def tap_cards(tab, cards):
    for card in cards:
        face(tab, card).click()


def card_named(deck, name):
    return next(card for card in deck.faces() if card.name == name)


def shown_strength(tab) -> str:
    return tab.text("#result-body .strength strong")


def shown_record(tab) -> list[str]:
    return tab.texts("#result-body .record [data-field^=line]")


def as_shown(record) -> list[str]:
    """The engine's record as the page shows it: a colour with one card is its value, not `3 = 3`."""
    return [re.sub(r"^(\S+) = \1$", r"\1", line) for line in record]


def announced(tab) -> str:
    return tab.js("document.getElementById('announce').textContent")


def test_the_p8_example_shows_strength_3_and_the_record(tab, content):
    example = content.examples["basic"]
    hand = example.part.hands[""]
    tap_cards(tab, [*example.part.board, *hand])
    expected = evaluate_best(content.rules, example.part.board, hand)
    assert shown_strength(tab) == signed(expected.strength) == "3"
    assert shown_record(tab) == list(expected.record) == ["2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3"]
    assert tab.focused()["id"] == "result-heading"  # a screen reader reads on from here
    assert not tab.find("#picker").is_displayed()
    (majority, n_major), (minority, n_minor) = expected.counts
    label = {color: content.palette[color.value].label for color in (majority, minority)}
    assert tab.text("#result-body .counts") == f"{label[majority]} {n_major}枚 ／ {label[minority]} {n_minor}枚"
    assert tab.text("#result-body .majority") == f"多数色は{label[majority]}"


def test_the_result_is_announced_once_in_one_sentence(tab, content):
    """Nothing is said while cards are picked; then the issue's sentence, once; changing nothing says nothing."""
    tab.js("""(() => { window.said = []; new MutationObserver(() => window.said.push(document.getElementById('announce').textContent))
              .observe(document.getElementById('announce'), {childList: true, characterData: true, subtree: true}); })()""")
    example = content.examples["basic"]
    tap_cards(tab, [*example.part.board, *example.part.hands[""]])
    assert tab.js("window.said") == ["強さ 3。青 3枚、黄 2枚、多数色は青。"]
    assert tab.find("#announce").get_attribute("aria-live") == "polite"
    assert tab.find("#result-body").get_attribute("aria-live") is None  # the counts on the way are not read out
    tab.find_all(".slot")[0].click()  # open a slot to change it: the result stands, nothing new to say
    assert tab.js("window.said") == ["強さ 3。青 3枚、黄 2枚、多数色は青。"]


def test_a_special_hand_is_announced_with_its_rule(tab, content, deck):
    tap_cards(tab, [*content.examples["basic"].part.board, card_named(deck, "MIGHTY"), card_named(deck, "青4")])
    reminder = plain(next(text for card, text in content.deck_reminders.items() if card.name == "MIGHTY"), content)  # markup printed
    assert announced(tab) == f"強さ MIGHTY。{reminder}"
    assert tab.text("#result-body .reminder") == reminder


def test_red_board_cards_take_the_strongest_colour_and_say_which(tab, content):
    example = content.examples["red-board"]
    hand = example.part.hands[""]
    tap_cards(tab, [*example.part.board, *hand])
    expected = evaluate_best(content.rules, example.part.board, hand)
    assert shown_strength(tab) == signed(expected.strength) == "7"  # the example's best_strength
    assert shown_record(tab) == as_shown(expected.record)
    notes = tab.texts("#result-body .notes li")
    slots = tab.find_all(".slot")
    for (card, color), note in zip(expected.red_choices, notes, strict=True):
        index = example.part.board.index(card)
        counted = f"{content.palette[color.value].label}1"
        assert card.name in note and counted in note
        assert counted in tab.js("arguments[0].querySelector('.slot-became').textContent", slots[index])
    assert len(notes) == len(expected.red_choices) == 2


def test_a_colour_with_one_card_shows_its_value_not_3_eq_3(tab, deck, content):
    board = [card_named(deck, name) for name in ("黄1", "黄2", "黄3")]
    hand = [card_named(deck, "黄4"), card_named(deck, "青3")]
    tap_cards(tab, [*board, *hand])
    assert evaluate_best(content.rules, board, hand).record[1] == "3 = 3"  # the engine's record, written on paper
    assert shown_record(tab) == ["1 + 2 + 3 + 4 = 10", "3", "10 − 3 = 7"]


@pytest.mark.parametrize("hand_names", [("MIGHTY", "青4"), ("DOUBLE", "DOUBLE")])
def test_a_special_hand_shows_its_class_record_and_rank(tab, content, deck, hand_names):
    board = content.examples["basic"].part.board
    hand = [card_named(deck, name) for name in hand_names]
    tap_cards(tab, [*board, *hand])
    expected = evaluate_best(content.rules, board, hand)
    assert shown_strength(tab) == expected.hand_class.value
    assert tab.text("#result-body .record-special") == f"記録：{' '.join(expected.record)}"
    ranked = tab.find_all("#result-body .ranking li")
    you = ranked[content.rules.ranking.index(expected.hand_class)]
    assert tab.js(VISIBLE, you.find_element("css selector", ".you")) == "← いまのハンド"
    assert len(tab.find_all("#result-body .ranking .is-you")) == 1


VISIBLE = "(() => arguments[0].textContent.trim())()"


def test_mighty_and_double_differ_at_a_glance(tab, deck):
    """One star and two stars, and the name readable (12 px at least) on the card."""
    red = {name: face(tab, card_named(deck, name)) for name in ("MIGHTY", "DOUBLE")}
    assert {name: len(button.find_elements("css selector", ".star")) for name, button in red.items()} == {"MIGHTY": 1, "DOUBLE": 2}
    for name, button in red.items():
        title = button.find_element("css selector", ".card-title")
        assert title.text == name  # the picker's red cards are wide enough for the whole name
        assert float(title.value_of_css_property("font-size").removesuffix("px")) >= 12
        assert tab.js("arguments[0].scrollWidth <= arguments[0].parentElement.clientWidth", title)  # not cut off


@pytest.mark.parametrize("width", [320, 360, 414])
def test_no_card_name_is_cut_off_in_the_slots(browser, page, content, deck, width):
    """A slot's card is narrow: MIGHTY and DOUBLE show their whole name or their index (M, D), never a part."""
    tab = Tab(browser).open(page, width)
    red = content.examples["red-board"].part.board[:2]  # MIGHTY, DOUBLE
    tap_cards(tab, [*red, content.examples["basic"].part.board[0], card_named(deck, "DOUBLE"), card_named(deck, "青1")])
    shown = tab.js(
        "[...document.querySelectorAll('.slot .card-title > span')].filter(s => s.getClientRects().length)"
        ".map(s => [s.textContent, s.scrollWidth <= s.closest('.card').clientWidth, parseFloat(getComputedStyle(s).fontSize)])"
    )
    assert len(shown) == 3 and all(fits and size >= 12 for _, fits, size in shown), shown
    assert {text for text, _, _ in shown} <= {"MIGHTY", "DOUBLE", "M", "D"}


def test_reset_clears_everything(tab, content):
    example = content.examples["basic"]
    tap_cards(tab, [*example.part.board, *example.part.hands[""]])
    tab.click("#reset")
    names = [name(slot) for slot in tab.find_all(".slot")]
    assert names == ["ボード1枚目、空き", "ボード2枚目、空き", "ボード3枚目、空き", "ハンド1枚目、空き", "ハンド2枚目、空き"]
    assert tab.find_all("#result-body .strength") == []
    assert tab.find("#picker").is_displayed()
    assert tab.find(".slot").get_attribute("aria-pressed") == "true"
    assert tab.focused()["slot"] == "0"
    assert announced(tab) == ""


def test_only_cards_that_still_exist_can_be_chosen(tab, deck):
    for card, copies in deck.copies.items():
        tab.click("#reset")
        taps = min(copies, 5)
        tap_cards(tab, [card] * taps)
        if taps == copies:
            assert not face(tab, card).is_enabled(), f"a copy of {card.name} beyond the deck's {copies}"
            assert name(face(tab, card)) == f"{card.name}、残り0枚"
            assert not tab.focused()["tag"] == "BODY"


def test_a_chosen_card_is_named_on_its_slot(tab, deck):
    tap_cards(tab, [card_named(deck, "青5")])
    assert name(tab.find(".slot")) == "ボード1枚目、青5"
    assert name(face(tab, card_named(deck, "青5"))) == "青5、残り2枚"


def test_tapping_a_chosen_card_changes_it(tab, content, deck):
    example = content.examples["basic"]
    hand = example.part.hands[""]
    tap_cards(tab, [*example.part.board, *hand])
    replacement = next(card for card in deck.faces() if card not in example.part.board + hand and not card.is_red)
    tab.find_all(".slot")[4].click()  # the second hand card
    assert tab.text("#picker-slot") == "ハンド 2枚目"
    face(tab, replacement).click()
    expected = evaluate_best(content.rules, example.part.board, (hand[0], replacement))
    assert shown_strength(tab) == signed(expected.strength)
    assert name(tab.find_all(".slot")[4]) == f"ハンド2枚目、{replacement.name}"


def test_a_chosen_card_frees_its_copy_when_changed(tab, deck):
    zero = card_named(deck, "黄0")
    tap_cards(tab, [zero] * deck.count(zero))
    tab.find(".slot").click()
    assert face(tab, zero).is_enabled()  # re-choosing the card in the slot being changed is allowed


def test_the_page_makes_no_network_request(tab, content):
    example = content.examples["red-board"]
    tap_cards(tab, [*example.part.board, *example.part.hands[""]])
    assert all(url.startswith("file://") for url in tab.requests()), tab.requests()


# ---- the keyboard ------------------------------------------------------------------------------


def tab_to(tab, predicate, limit=40) -> dict:
    """Presses Tab until the focused element satisfies `predicate`; every stop is a real control."""
    for _ in range(limit):
        tab.tab()
        focused = tab.focused()
        assert focused["tag"] != "BODY", "focus left the page's controls"
        if predicate(focused):
            return focused
    raise AssertionError("never reached")


def test_the_keyboard_path_through_five_picks_and_reset(tab, content, deck):
    """Tab to each card, Enter: focus lands on the next empty slot (announced by its name), after
    the fifth on the result; Tab on to リセット, Enter: back on the first slot. The third 黄0 and
    the second DOUBLE run out on the way, and focus is never lost."""
    picks = [card_named(deck, name) for name in ("黄0", "黄0", "黄0", "DOUBLE", "DOUBLE")]
    for step, card in enumerate(picks):
        tab_to(tab, lambda f, card=card: f["card"] == card.short)
        tab.enter()
        focused = tab.focused()
        if step < len(picks) - 1:
            assert focused["slot"] == str(step + 1), (step, focused)
            zone, number = ("ボード", step + 2) if step + 1 < 3 else ("ハンド", step - 1)
            assert name(tab.driver.switch_to.active_element) == f"{zone}{number}枚目、空き"
        else:
            assert focused["id"] == "result-heading", focused
        if step == 2:
            assert not face(tab, card).is_enabled()  # the third 黄0: none left, and focus moved on
    assert shown_strength(tab) == "DOUBLE×2"
    tab_to(tab, lambda f: f["id"] == "reset")
    tab.enter()
    assert tab.focused()["slot"] == "0"
    assert tab.find_all("#result-body .strength") == []


def test_enter_on_a_slot_leads_to_its_first_available_card(tab, deck, content):
    """The short keyboard path: slot, Enter, the cards; Enter on a card, and on to the next slot."""
    zero = card_named(deck, "黄0")
    tap_cards(tab, [zero] * deck.count(zero))  # no 黄0 left for the fourth slot
    tab.find_all(".slot")[1].click()
    assert tab.focused()["card"] == zero.short  # slot 2 holds a 黄0: it may take one again
    tab.tab(shift=True)
    while tab.focused()["slot"] is None:  # back up to the slots, by keyboard
        tab.tab(shift=True)
    assert tab.focused()["slot"] == "4"
    tab.enter()
    assert tab.focused()["card"] == card_named(deck, "黄1").short  # 黄0 has run out: the first one left
    tab.enter()
    assert tab.focused()["slot"] == "3"  # the next empty slot, counted on from the one just filled


def test_the_last_mighty_chosen_by_keyboard_keeps_focus(tab, deck):
    mighty = card_named(deck, "MIGHTY")
    tab_to(tab, lambda f: f["card"] == mighty.short)
    tab.enter()
    assert not face(tab, mighty).is_enabled()
    assert tab.focused()["slot"] == "1"


def test_keyboard_focus_is_visible(tab):
    tab.tab()
    assert tab.focused()["tag"] == "BUTTON"
    assert tab.js("getComputedStyle(document.activeElement).outlineStyle") != "none"


UNREADABLE = (
    "(() => { const taught = new Set(arguments[0]); const bad = [];"
    " const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
    " while (walk.nextNode()) { const n = walk.currentNode, e = n.parentElement;"
    "  if (e.closest('ruby, script, template, .sr-only, [hidden]') || !e.getClientRects().length) continue;"
    "  if ([...n.textContent].some(ch => /[\\u3400-\\u9fff]/.test(ch) && !taught.has(ch))) bad.push(n.textContent); }"
    " return bad; })()"
)


def unreadable(tab, content) -> list[str]:
    """Shown text with a kanji beyond `taught` outside <ruby> (hidden and screen-reader-only text aside)."""
    return tab.js(UNREADABLE, sorted(content.readings.taught))


def test_no_kanji_without_reading_in_any_state(tab, content, deck):
    """The ruby check on what the page shows after script ran (chips, notes, ranking, picker heading)."""
    for cards in (
        [],
        content.examples["red-board"].part.board + content.examples["red-board"].part.hands[""],
        [*content.examples["basic"].part.board, card_named(deck, "MIGHTY"), card_named(deck, "DOUBLE")],
    ):
        tab.click("#reset")
        tap_cards(tab, cards)
        assert unreadable(tab, content) == []


def test_a_kanji_without_reading_would_be_noticed(tab, content):
    tab.js("document.querySelector('main').append(Object.assign(document.createElement('p'), {textContent: '選択'}))")
    assert unreadable(tab, content) == ["選択"]

"""The page's JavaScript rules agree with the Python engine on every distinct board and hand.

Issue 5: same class, strength, chosen colours and record, checked under Node.js in one process.
Every distinct deal is checked in deck order. Where order changes what the rules do, it is also
checked reversed (board and hand): two or more red board cards (the first takes yellow on a tie)
and a hand with a DOUBLE (deck order always puts it second). Those reversed deals also put board
values out of order, so the record's order (board as dealt, then hand) is checked too.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import time
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from generator.rules import Kind, evaluate_best
from generator.rules.strength import BOARD_SIZE, HAND_SIZE
from generator.web.data import deck_data

RULES_JS = Path("generator/web/rules.js")
HARNESS = Path(__file__).with_name("rules_harness.js")
BUDGET_S = 10.0


def distinct_deals(deck):
    """Every board multiset and hand multiset the deck can deal together."""
    faces = deck.faces()
    for board in combinations_with_replacement(faces, BOARD_SIZE):
        left = {card: deck.count(card) - board.count(card) for card in faces}
        if min(left.values()) < 0:
            continue
        for hand in combinations_with_replacement(faces, HAND_SIZE):
            if all(left[card] >= hand.count(card) for card in hand):
                yield board, hand


def order_matters(board, hand) -> bool:
    return sum(card.is_red for card in board) >= 2 or any(card.kind is Kind.DOUBLE for card in hand)


def with_reversed_orders(deals):
    for board, hand in deals:
        yield board, hand
        if order_matters(board, hand):
            yield board[::-1], hand[::-1]


@pytest.fixture(scope="module")
def deals(deck) -> list:
    return list(distinct_deals(deck))


def python_result(board, hand) -> str:
    """class; strength; colours of the board cards; record lines; the five cards counted (as in rules_harness.js)."""
    r = evaluate_best(board, hand)
    colors = ",".join(c.value if c else "-" for c in r.board_colors)
    cards = ",".join(f"{c.color.value}{c.value}" for c in r.cards)
    strength = "-" if r.strength is None else str(r.strength)
    return ";".join([r.hand_class.value, strength, colors, "/".join(r.record), cards])


def run_node(deck, deals, rules_js: Path = RULES_JS) -> list[str]:
    cards = {face["id"]: face for face in deck_data(deck)}
    short = {card: card.short for card in deck.faces()}
    cases = [[[short[c] for c in board], [short[c] for c in hand]] for board, hand in deals]
    done = subprocess.run(["node", str(HARNESS), str(rules_js)], input=json.dumps({"cards": cards, "cases": cases}),
                          capture_output=True, text=True, check=True)
    return done.stdout.split("\n")


def test_node_is_installed():
    assert shutil.which("node"), "Node.js is needed to check the page's rules (Debian: apt-get install nodejs)"


def test_every_distinct_deal_agrees(deck, deals):
    started = time.perf_counter()
    deals = list(with_reversed_orders(deals))
    actual = run_node(deck, deals)
    expected = [python_result(board, hand) for board, hand in deals]
    elapsed = time.perf_counter() - started
    mismatches = [(b, h, e, a) for (b, h), e, a in zip(deals, expected, actual) if e != a]
    assert len(actual) == len(deals)
    assert not mismatches, "JS disagrees with Python, first cases:\n" + "\n".join(
        f"board {[c.name for c in b]} hand {[c.name for c in h]}: python {e} js {a}" for b, h, e, a in mismatches[:5])
    print(f"\n{len(deals)} deals agree in {elapsed:.2f} s")
    assert elapsed <= BUDGET_S


def test_the_count_of_distinct_deals_is_exact(deck, deals):
    # the test is only as strong as its enumeration: 14 faces, limited by MIGHTY ×1 and DOUBLE ×2
    assert len(deals) == len(set(deals))
    assert all(not deck.overdrawn(b + h) for b, h in deals)
    assert len({b for b, _ in deals}) == 560 - 14 - 1  # C(16,3) less M·M·x boards and D·D·D


@pytest.mark.parametrize("original, mutant", [
    ("result.strength > best.strength", "result.strength >= best.strength"),  # ties keep the last choice
    ('if (a.kind === "DOUBLE") return [b, b];', 'if (a.kind === "DOUBLE") return [b, a];'),  # DOUBLE first
    ("return { majority, minority, majorityValues", "majorityValues.sort(); return { majority, minority, majorityValues"),
    ('const NUMBER_COLORS = ["yellow", "blue"]', 'const NUMBER_COLORS = ["blue", "yellow"]'),  # blue first
    (': "0");', ': "0 = 0");'),  # the record line of a colour with no card
])
def test_the_comparison_catches_a_mutated_rule(deck, deals, tmp_path, original, mutant):
    source = RULES_JS.read_text(encoding="utf-8")
    assert original in source
    broken = tmp_path / "rules.js"
    broken.write_text(source.replace(original, mutant), encoding="utf-8")
    deals = list(with_reversed_orders(deals))[::20]
    actual = run_node(deck, deals, broken)
    assert any(python_result(b, h) != a for (b, h), a in zip(deals, actual))

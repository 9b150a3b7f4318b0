"""The page's JavaScript rules agree with the Python engine on every distinct board and hand.

Issue 5: same class, strength, chosen colours and record, checked under Node.js in one process,
for the base rules of content/rules.yaml and for every variant of content/variants/ (issue 14:
rules.js plays by the rules data generated into the page, generator/web/data.py rules_data).
Every distinct deal is checked in deck order. Where order changes what the rules do, it is also
checked reversed (board and hand): two or more red board cards (the first takes yellow on a tie)
and a hand with a DOUBLE (deck order always puts it second). Those reversed deals also put board
values out of order, so the record's order (board as dealt, then hand) is checked too.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import replace
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from generator.games.mighty.calculator.data import deck_data, rules_data
from generator.games.mighty.rules import Color, DoubleCopies, HandClass, Kind, RuleSet, evaluate_best

pytestmark = pytest.mark.slow  # Node.js replays every distinct deal, a few seconds a rule set

RULES_JS = Path("generator/games/mighty/calculator/rules.js")
HARNESS = Path(__file__).with_name("rules_harness.js")


def distinct_deals(deck, rules: RuleSet):
    """Every board multiset and hand multiset the deck can deal together."""
    faces = deck.faces()
    for board in combinations_with_replacement(faces, rules.board_size):
        left = {card: deck.count(card) - board.count(card) for card in faces}
        if min(left.values()) < 0:
            continue
        for hand in combinations_with_replacement(faces, rules.hand_size):
            if all(left[card] >= hand.count(card) for card in hand):
                yield board, hand


def order_matters(board, hand) -> bool:
    return sum(card.is_red for card in board) >= 2 or any(card.kind is Kind.DOUBLE for card in hand)


def with_reversed_orders(deals):
    for board, hand in deals:
        yield board, hand
        if order_matters(board, hand):
            yield board[::-1], hand[::-1]


def rule_sets(content) -> dict[str, RuleSet]:
    """The base rules and every variant, by name."""
    return {"base": content.rules, **{name: variant.rules for name, variant in content.variants.items()}}


@pytest.fixture(scope="module")
def deals(deck, content) -> list:
    return list(distinct_deals(deck, content.rules))


def python_result(rules: RuleSet, board, hand) -> str:
    """class; strength; colours of the board cards; record lines; the five cards counted (as in rules_harness.js)."""
    r = evaluate_best(rules, board, hand)
    colors = ",".join(c.value if c else "-" for c in r.board_colors)
    cards = ",".join(f"{c.color.value}{c.value}" for c in r.cards)
    strength = "-" if r.strength is None else str(r.strength)
    return ";".join([r.hand_class.value, strength, colors, "/".join(r.record), cards])


def run_node(deck, rules: RuleSet, deals, rules_js: Path = RULES_JS) -> list[str]:
    cards = {face["id"]: face for face in deck_data(deck)}
    short = {card: card.short for card in deck.faces()}
    cases = [[[short[c] for c in board], [short[c] for c in hand]] for board, hand in deals]
    data = {"rules": rules_data(rules), "cards": cards, "cases": cases}
    done = subprocess.run(["node", str(HARNESS), str(rules_js)], input=json.dumps(data), capture_output=True, text=True, check=True)
    return done.stdout.split("\n")


def test_node_is_installed():
    assert shutil.which("node"), "Node.js is needed to check the page's rules (Debian: apt-get install nodejs)"


def test_there_are_variants_to_check(content):
    assert len(rule_sets(content)) >= 2  # the base rules and at least one variant of content/variants/


@pytest.mark.parametrize("name", ["base", *sorted(p.stem for p in Path("content/variants").glob("*.yaml"))])
def test_every_distinct_deal_agrees(deck, content, name):
    rules = rule_sets(content)[name]
    deals = list(with_reversed_orders(distinct_deals(deck, rules)))
    actual = run_node(deck, rules, deals)
    expected = [python_result(rules, board, hand) for board, hand in deals]
    mismatches = [(b, h, e, a) for (b, h), e, a in zip(deals, expected, actual, strict=False) if e != a]
    assert len(actual) == len(deals)
    assert not mismatches, "JS disagrees with Python, first cases:\n" + "\n".join(
        f"board {[c.name for c in b]} hand {[c.name for c in h]}: python {e} js {a}" for b, h, e, a in mismatches[:5]
    )


def test_the_count_of_distinct_deals_is_exact(deck, deals):
    # the test is only as strong as its enumeration: 14 faces, limited by MIGHTY ×1 and DOUBLE ×2
    assert len(deals) == len(set(deals))
    assert all(not deck.overdrawn(b + h) for b, h in deals)
    assert len({b for b, _ in deals}) == 560 - 14 - 1  # C(16,3) less M·M·x boards and D·D·D


# Each mutant, and the rules it shows under: {} is the base rules, else changes to them (a variant).
@pytest.mark.parametrize(
    "original, mutant, changes",
    [
        ("result.strength > best.strength", "result.strength >= best.strength", {}),  # ties keep the last choice
        ('if (a.kind === "DOUBLE") return [copy(b), b];', 'if (a.kind === "DOUBLE") return [copy(b), a];', {}),  # DOUBLE first
        ("return { majority, minority, majorityValues", "majorityValues.sort(); return { majority, minority, majorityValues", {}),
        ("const colorOrder = rules.redBoardColors;", "const colorOrder = [...rules.redBoardColors].reverse();", {}),  # blue first
        (': "0");', ': "0 = 0");', {}),  # the record line of a colour with no card
        # the rules data is read, not typed: each shows only under rules that differ from the base
        ("value: rules.redBoardValue }", "value: 1 }", {"red_board_value": 0}),
        ("? rules.mightyWithDouble :", '? "MIGHTY" :', {"mighty_with_double": HandClass.DOUBLE2}),
        ('rules.doubleCopies === "color" ?', "false ?", {"double_copies": DoubleCopies.COLOR}),
        (
            "record: [rules.records[handClassName]]",
            'record: [{MIGHTY: "M", "DOUBLE×2": "D×2"}[handClassName]]',
            {"records": ((HandClass.MIGHTY, "MT"), (HandClass.DOUBLE2, "DD"))},
        ),
        ("const colorOrder = rules.redBoardColors;", 'const colorOrder = ["yellow", "blue"];', {"red_board_colors": (Color.BLUE,)}),
    ],
)
def test_the_comparison_catches_a_mutated_rule(deck, content, deals, tmp_path, original, mutant, changes):
    rules = replace(content.rules, **changes)
    source = RULES_JS.read_text(encoding="utf-8")
    assert original in source
    broken = tmp_path / "rules.js"
    broken.write_text(source.replace(original, mutant), encoding="utf-8")
    deals = list(with_reversed_orders(deals))[::20]
    actual = run_node(deck, rules, deals, broken)
    assert any(python_result(rules, b, h) != a for (b, h), a in zip(deals, actual, strict=True))
    if changes:  # and the same mutant passes under the base rules: it is the rules data that catches it
        base = run_node(deck, content.rules, deals, broken)
        assert all(python_result(content.rules, b, h) == a for (b, h), a in zip(deals, base, strict=True))


def test_the_page_embeds_the_rules_it_was_built_with(content):
    """build/web/index.html carries rules_data of the content's rules: a changed rules.yaml changes the page."""
    from generator.content.rulesfile import with_variant
    from generator.games.mighty.calculator.page import page_html

    for name in [None, *content.variants]:
        played = with_variant(content, name)
        html = page_html(played)
        data = json.loads(html.split('<script type="application/json" id="mighty-data">', 1)[1].split("</script>", 1)[0])
        assert data["rules"] == rules_data(played.rules)
    assert rules_data(content.variants["red-zero"].rules)["redBoardValue"] == 0

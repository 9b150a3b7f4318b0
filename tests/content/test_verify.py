"""Verification: every worked example replayed through the engine, every stated result checked."""

from __future__ import annotations

import pytest

from generator.content.loader import load_content
from generator.content.verify import verify_content
from generator.errors import BuildError
from generator.games.mighty.rules import parse_card

from .conftest import edit, line_of


def names(cards):
    return " ".join(card.name for card in cards)


def problems_of(folder, sentences: bool = False) -> list[str]:
    """The problems of a broken copy; without `sentences`, not the sentences named because an example
    that `states` them failed (tests/content/test_statements.py checks those)."""
    with pytest.raises(BuildError) as error:
        verify_content(load_content(folder))
    found = [str(p) for p in error.value.problems]
    return found if sentences else [p for p in found if "states the rule that" not in p]


# ---- what the real content verifies to ---------------------------------------------------------


def test_p7_negative_strength(content):
    """p.7: 多数色が0・0・0、少数色が5・5なら、0 − 10 ＝ −10."""
    fields = content.results["negative"].fields
    assert (fields["majority_values"], fields["minority_values"], fields["strength"]) == ("0・0・0", "5・5", "−10")


def test_p8_p11_basic_record(content):
    """p.8 / p.11: 青 3枚 ／ 黄 2枚, 多数色は青, 2 + 4 + 1 = 7, 3 + 1 = 4, 7 − 4 = 3."""
    result = content.results["basic"]
    assert result.part.evaluations[""].record == ("2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3")
    assert (result.fields["majority"], result.fields["majority_count"], result.fields["minority_count"]) == ("青", "3", "2")


def test_p9_double_copies_the_other_card(content):
    figure = content.pages[8].blocks[3]
    assert figure.kind == "cards"
    assert (names(figure.cards), names(figure.becomes)) == ("黄4 DOUBLE", "黄4 黄4")
    assert figure.alt == "カードの例：黄色4、DOUBLE" and figure.becomes_alt == "カードの例：黄色4、黄色4"


def test_p10_red_board_cards_become_ones_of_the_chosen_colour(content):
    figure = content.pages[9].blocks[2]
    assert (names(figure.cards), names(figure.becomes)) == ("MIGHTY DOUBLE", "黄1 青1")
    fields = content.results["red-board"].fields
    assert (fields["strength"], fields["best_strength"]) == ("5", "7")


def test_p22_same_board_two_hands(content):
    fields = content.results["compare"].fields
    assert (fields["Aさん.strength"], fields["Bさん.strength"]) == ("3", "−3")
    assert (fields["Bさん.majority"], fields["Bさん.majority_terms"], fields["Bさん.minority_sum"]) == ("黄", "3＋1＋0", "7")


def test_p23_challenge_chip_flow(content):
    result = content.results["challenge"]
    flow = [(e.action, e.player, e.table, dict(e.chips), e.out) for e in result.part.events]
    assert flow == [
        ("declare", "Aさん", 1, {"Aさん": 2, "Bさん": 3}, None),
        ("challenge", "Bさん", 2, {"Aさん": 2, "Bさん": 2}, None),
        ("call", "Aさん", 2, {"Aさん": 2, "Bさん": 2}, None),
        ("showdown", "Bさん", 0, {"Aさん": 4, "Bさん": 2}, "Aさん"),
        ("reveal", "Bさん", 0, {"Aさん": 4, "Bさん": 2}, None),
    ]
    assert (result.fields["winner"], result.fields["loser"], result.fields["won"]) == ("Aさん", "Bさん", "2")


def test_resolved_record_and_dialogue_blocks(content):
    record = content.pages[7].blocks[4]
    assert record.kind == "record" and record.lines == ("2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3")
    dialogue = content.pages[22].blocks[1]
    assert [(t.player, t.says) for t in dialogue.turns] == [
        ("Aさん", "マイティ"),
        ("Bさん", "チャレンジ"),
        ("Aさん", "コール"),
        ("Bさん", "ショーダウン"),
    ]


def test_verification_is_deterministic(content, copy):
    again = verify_content(load_content(copy))
    assert {k: r.fields for k, r in again.results.items()} == {k: r.fields for k, r in content.results.items()}


# ---- what it refuses ---------------------------------------------------------------------------


def test_a_wrong_colour_count(copy):
    edit(
        copy,
        "examples.yaml",
        "      counts: {青: 3, 黄: 2}\n      majority: 青\n      minority: 黄",
        "      counts: {青: 2, 黄: 3}\n      majority: 青\n      minority: 黄",
    )
    line = line_of(copy, "examples.yaml", "counts: {青: 2, 黄: 3}")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:15: example 2 (basic), expect.counts: stated 青 2枚 ／ 黄 3枚, the rules give 青 3枚 ／ 黄 2枚 "
        "(record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_a_wrong_record_line(copy):
    edit(copy, "examples.yaml", "        - 7 − 4 = 3\n", "        - 7 - 4 = 2\n")
    line = line_of(copy, "examples.yaml", "- 2 + 4 + 1 = 7")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:9: example 2 (basic), expect.record: stated 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 2, "
        "the rules give 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3 (record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_a_wrong_copy_of_double(copy):
    edit(copy, "examples.yaml", "hand_counted: [黄4, 黄4]", "hand_counted: [黄4, 青4]")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 3 (double), expect.hand_counted: stated 黄4・青4, the rules give 黄4・黄4 "
        "(record: 3 + 1 + 4 + 4 = 12 / 2 = 2 / 12 − 2 = 10)"
    )


def test_a_wrong_player_strength(copy):
    edit(copy, "examples.yaml", "        strength: -3", "        strength: 3")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 5 (compare), expect.Bさん.strength: stated 3, the rules give −3 (record: 3 + 1 + 0 = 4 / 2 + 5 = 7 / 4 − 7 = −3)"
    )


def test_a_wrong_chip_count_in_a_step(copy):
    edit(
        copy,
        "examples.yaml",
        "expect: {table: 2, chips: {Aさん: 2, Bさん: 2}}\n      - player: Aさん",
        "expect: {table: 2, chips: {Aさん: 2, Bさん: 3}}\n      - player: Aさん",
    )
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 6 (challenge), step 2 (challenge by Bさん), expect.chips: stated Aさん 2点 ／ Bさん 3点, "
        "the rules give Aさん 2点 ／ Bさん 2点"
    )


def test_a_wrong_winner(copy):
    edit(copy, "examples.yaml", "      winner: Aさん", "      winner: Bさん")
    [problem] = problems_of(copy)
    assert problem.endswith("example 6 (challenge), expect.winner: stated Bさん, the rules give Aさん")


def test_an_illegal_move(copy):
    edit(copy, "examples.yaml", "        action: call\n", "        action: showdown\n")
    [problem] = problems_of(copy)
    assert problem.endswith(
        "example 6 (challenge), step 3 (showdown by Aさん): found a move the rules do not allow: "
        "cannot show down declaration 1: it is the declarer Aさん's turn to call or fold"
    )


def test_a_shown_card_must_be_in_the_hand(copy):
    edit(copy, "examples.yaml", "        card: 黄0\n", "        card: 黄3\n")
    [problem] = problems_of(copy)
    assert problem.endswith("found a move the rules do not allow: Bさん shows 黄3, but their hand is 黄0 青5")


def test_cards_across_board_and_hands_come_from_one_deck(copy):
    """p.22's board 黄3 黄1 青2 with two hands holding 青2 twice more: four 青2 in a deck of three."""
    edit(copy, "examples.yaml", "      Aさん: [青4, 青1]\n      Bさん: [黄0, 青5]", "      Aさん: [青2, 青1]\n      Bさん: [黄0, 青2]")
    edit(copy, "examples.yaml", "      Aさん: [青2, 青1]", "      Aさん: [青2, 青2]")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', '- id: compare')}:5: example 5 (compare): "
        "found 4 × 青2 across the board and hands, but the deck holds 3; expected at most 3"
    ]


def test_more_copies_than_the_deck_holds(copy):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [黄0, 青5]")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:5: example 1 (negative): found 4 × 黄0 across the board and hands, "
        "but the deck holds 3; expected at most 3"
    ]


def test_a_figure_of_a_card_the_deck_does_not_have(copy):
    """Each problem points at the card: 青7, and the fourth 青1 (the first one the deck lacks)."""
    edit(
        copy,
        "pages/08-calculate.yaml",
        "- cards: {example: basic, show: board, label: ボード}",
        "- cards: {cards: [青7, 青1, 青1, 青1, 青1], label: ボード}",
    )
    line = line_of(copy, "pages/08-calculate.yaml", "青7")
    text = (copy / "pages/08-calculate.yaml").read_text(encoding="utf-8").splitlines()[line - 1]
    assert (text.index("青7") + 1, text.rindex("青1") + 1) == (21, 37)
    assert problems_of(copy) == [
        f"content/pages/08-calculate.yaml:{line}:21: block 1 (cards): found 青7, which is not a card of the deck; "
        "expected one of 黄0–黄5, 青0–青5, MIGHTY, DOUBLE",
        f"content/pages/08-calculate.yaml:{line}:37: block 1 (cards): found 4 × 青1 in one figure, but the deck holds 3; "
        "expected at most 3",
    ]


def test_the_expected_cards_are_the_decks_own(copy):
    """A deck without 4s: the list of what was expected changes with it (other examples then fail too)."""
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [青6, 青5]")
    edit(copy, "deck.yaml", "values: [0, 1, 2, 3, 4, 5]", "values: [0, 1, 2, 3, 5]")
    edit(copy, "deck.yaml", "total: 39", "total: 33")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert (
        f"content/examples.yaml:{line}:5: example 1 (negative): found 青6, which is not a card of the deck; "
        "expected one of 黄0–黄3, 黄5, 青0–青3, 青5, MIGHTY, DOUBLE"
    ) in problems_of(copy)


def test_uses_must_name_an_example_with_cards(copy):
    edit(copy, "examples.yaml", "    uses: compare", "    uses: compar")
    problems = problems_of(copy)
    assert any(
        p.endswith(
            "example 6 (challenge): found uses: 'compar', expected an example with its own cards: "
            "negative, basic, double, red-board, compare, tie, mighty-beats-totals, mighty-loses-to-two-doubles, "
            "mighty-and-double, two-open "
            "(did you mean 'compare'?)"
        )
        for p in problems
    )


def test_a_dialogue_needs_one_line_per_spoken_step(copy):
    edit(copy, "pages/23-challenge-talk.yaml", "        - Aさんも自分のハンド1枚を選んで、Bさんだけに見せます。\n", "")
    [problem] = problems_of(copy)
    assert problem == (
        "content/pages/23-challenge-talk.yaml:6:5: block 2 (dialogue): found 3 lines, expected one per spoken step of "
        "example 6 (challenge) (4: マイティ, チャレンジ, コール, ショーダウン)"
    )


def test_record_notes_one_per_line(copy):
    edit(copy, "pages/08-calculate.yaml", "notes: [多数色, 少数色, 強さ]", "notes: [多数色, 少数色]")
    [problem] = problems_of(copy)
    assert problem == (
        "content/pages/08-calculate.yaml:11:5: block 5 (record): found 2 notes, expected one per record line "
        "(3: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    )


def test_a_figure_of_a_multi_player_example_names_the_player(copy):
    edit(
        copy,
        "pages/08-calculate.yaml",
        "  - cards: {example: basic, show: hand, label: ハンド}",
        "  - cards: {example: compare, show: hand, label: ハンド}",
    )
    [problem] = problems_of(copy)
    assert problem == (
        "content/pages/08-calculate.yaml:4:5: block 2 (cards): found example 'compare' with several players, "
        "expected one named: compare.Aさん, compare.Bさん"
    )


def test_a_figure_can_show_one_player(copy):
    edit(
        copy,
        "pages/08-calculate.yaml",
        "  - cards: {example: basic, show: hand, label: ハンド}",
        "  - cards: {example: compare, show: Bさん, label: ハンド}",
    )
    figure = verify_content(load_content(copy)).pages[7].blocks[1]
    assert figure.cards == (parse_card("黄0"), parse_card("青5"))


def test_an_example_no_page_shows(copy):
    edit(
        copy,
        "examples.yaml",
        "examples:\n",
        "examples:\n  - {id: spare, board: [黄1, 黄2, 黄3], hand: [青1, 青2], expect: {strength: 3}}\n",
    )
    assert problems_of(copy) == [
        "content/examples.yaml:9:5: example 1 (spare): found no page that shows it, expected a {ex:spare.…} or a block with example: spare"
    ]


def test_problems_of_several_examples_are_reported_together(copy):
    edit(copy, "examples.yaml", "      strength: -10", "      strength: 10")
    edit(copy, "examples.yaml", "      best_strength: 7", "      best_strength: 5")
    problems = problems_of(copy)
    assert len(problems) == 2
    assert "example 1 (negative), expect.strength: stated 10, the rules give −10" in problems[0]
    assert "example 4 (red-board), expect.best_strength: stated 5, the rules give 7" in problems[1]


def test_example_prose_prints_the_verified_numbers_not_typed_ones(copy):
    """Change p.7's example: the callout's numbers follow, because they are {ex:…} markup."""
    from generator.content.markup import expand

    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [青4, 青5]")
    edit(copy, "examples.yaml", "      minority_values: [5, 5]", "      minority_values: [4, 5]")
    edit(copy, "examples.yaml", "      minority_sum: 10", "      minority_sum: 9")
    edit(copy, "examples.yaml", "      strength: -10", "      strength: -9")
    content = verify_content(load_content(copy))
    callout = next(b for b in content.pages[6].blocks if b.kind == "callout")
    assert expand(callout.text, content).splitlines()[1:] == [
        "多数色が0・0・0、少数色が4・5なら、",
        "0 − 9 ＝ −9。赤いカードは9–10ページ。",
    ]


def test_the_ranking_has_one_entry_per_hand_class(copy):
    """p.9: DOUBLE 2枚 > MIGHTY > 通常の合計値 are the engine's three classes; `check` reports a fourth."""
    edit(copy, "quickref.yaml", "order: [DOUBLE 2枚, MIGHTY, 通常の合計値]", "order: [DOUBLE 2枚, MIGHTY, 通常の合計値, ブラフ]")
    assert problems_of(copy) == [
        f"content/quickref.yaml:{line_of(copy, 'quickref.yaml', 'order:')}:11: ranking.order: found 4 entries, expected 3: "
        "one per hand class of the rules, strongest first (DOUBLE×2 > MIGHTY > number)"
    ]


def test_a_showdown_nobody_challenged_is_a_move_the_rules_do_not_allow(content):
    from generator.errors import Location
    from generator.games.mighty.examples import Step
    from generator.games.mighty.replay import _move
    from generator.games.mighty.rules import IllegalMove, Round

    table = Round(content.rules, ["Aさん", "Bさん"], content.parts["starting_chips"])
    declaration = table.declare("Aさん")
    showdown = Step("Bさん", "showdown", None, None, {}, Location("content/examples.yaml", 1, 1))
    with pytest.raises(IllegalMove, match="nobody has challenged yet"):
        _move(table, declaration, showdown, content.results["compare"].part.evaluations)


def test_a_list_where_a_colour_is_stated_is_one_message(copy):
    edit(copy, "examples.yaml", "      counts: {青: 3, 黄: 2}\n      majority: 青", "      counts: {青: 3, 黄: 2}\n      majority: [青]")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "examples.yaml", "majority: [青]")
    assert str(error.value) == (
        f"content/examples.yaml:{line}:17: example 2 (basic), expect.majority: found a list of 1, expected a colour: 黄 or 青"
    )

"""Verification: every worked example replayed through the engine, every stated result checked."""

from __future__ import annotations

import re

from generator.content.loader import load_content
from generator.content.verify import verify_content
from generator.errors import BuildError
from generator.games.mighty.rules import parse_card

from .conftest import edit, line_of, problems_of


def names(cards):
    return " ".join(card.name for card in cards)


# ---- what the real content verifies to ---------------------------------------------------------


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


def test_verification_is_deterministic(content, copy):
    again = verify_content(load_content(copy))
    assert {k: r.fields for k, r in again.results.items()} == {k: r.fields for k, r in content.results.items()}


# ---- what it refuses ---------------------------------------------------------------------------


def test_cards_across_board_and_hands_come_from_one_deck(copy):
    """p.22's board 黄3 黄1 青2 with two hands holding 青2 twice more: four 青2 in a deck of three."""
    edit(copy, "examples.yaml", "      Aさん: [青4, 青1]\n      Bさん: [黄0, 青5]", "      Aさん: [青2, 青1]\n      Bさん: [黄0, 青2]")
    edit(copy, "examples.yaml", "      Aさん: [青2, 青1]", "      Aさん: [青2, 青2]")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', '- id: compare')}:5: example 5 (compare): "
        "found 4 × 青2 among the example's cards, but the deck holds 3; expected at most 3"
    ]


def test_more_copies_than_the_deck_holds(copy):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [黄0, 青5]")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert problems_of(copy) == [
        f"content/examples.yaml:{line}:5: example 1 (negative): found 4 × 黄0 among the example's cards, "
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


# ---- messages every game reads (issue 26: no core message names MIGHTY?'s board or hands) ----------


def game_problems(folder) -> list[str]:
    try:
        verify_content(load_content(folder))
    except BuildError as error:
        return [str(problem) for problem in error.problems]
    raise AssertionError("no problem")


def test_a_card_an_example_uses_twice_is_said_in_words_every_game_shares(fixture_game):
    """A game of hands only (new-game's template): a card the deck holds once, dealt twice."""
    edit_file(fixture_game / "examples.yaml", "Bさん: [9, 2]", "Bさん: [9, 3]")
    line = next(n for n, text in enumerate((fixture_game / "examples.yaml").read_text().splitlines(), 1) if "- id: first" in text)
    assert game_problems(fixture_game) == [
        f"fixture-game/examples.yaml:{line}:5: example 1 (first): found 2 × 3 among the example's cards, "
        "but the deck holds 1; expected at most 1"
    ]


def test_a_figure_of_an_example_without_show_asks_for_it_in_words_every_game_shares(fixture_game):
    edit_file(fixture_game / "pages" / "02-play.yaml", "      show: hands\n", "")
    [found] = game_problems(fixture_game)
    assert found.endswith(
        "block 4 (cards): found 'example' without 'show', expected show: which of the example's cards to draw "
        "(a player's name, or a part the game's format names)"
    )
    assert not re.search(r"\bboard\b", found)


def edit_file(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")

"""Inline markup: {ref:…}, {ex:…}, {game:…}, **bold**."""
from __future__ import annotations

import re

import pytest

from generator.content.model import Text
from generator.content.text import MarkupError, check, expand, figure_alt, pages_text, plain, resolve, spans
from generator.errors import BuildError, Location
from generator.rules import parse_card


MARKUP_LEFT = re.compile(r"\{(ref|ex|game):")


@pytest.mark.parametrize("numbers, text", [
    ([11], "11ページ"), ([9, 10], "9–10ページ"), ([10, 9], "9–10ページ"), ([4, 9], "4、9ページ"),
    ([3, 4, 5, 9], "3–5、9ページ"), ([7, 7], "7ページ"),
])
def test_pages_text(numbers, text):
    assert pages_text(numbers) == text


def test_refs_print_the_page_of_the_section(content):
    assert expand("終了の詳しい扱いは{ref:end}。", content) == "終了の詳しい扱いは19ページ。"
    assert expand("{ref:hand-red,board-red}", content) == "9–10ページ"
    assert expand("{ref:board-red, hand-red}", content) == "9–10ページ"


def test_ex_prints_verified_numbers_with_a_real_minus(content):
    assert expand("{ex:negative.strength}", content) == "\u221210"
    assert expand("{ex:compare.Bさん.strength}", content) == "\u22123"
    assert expand("{ex:basic.majority} {ex:basic.majority_count}枚", content) == "青 3枚"
    assert expand("{ex:negative.majority_values}", content) == "0・0・0"
    assert expand("{ex:compare.Aさん.majority_terms}", content) == "2＋4＋1"
    assert expand("{ex:challenge.winner}が{ex:challenge.won}点", content) == "Aさんが2点"


@pytest.mark.parametrize("field, value", [
    ("players", "2–8人"), ("minutes", "20–45分"), ("age", "8歳以上"), ("starting_chips", "3"),
    ("url", "https://mighty.boardstyle.org/"), ("cards", "39"), ("cards_per_color", "18"),
    ("number_cards", "36"), ("red_cards", "3"), ("title", "MIGHTY?"),
])
def test_game_facts(content, field, value):
    assert expand("{game:%s}" % field, content) == value


def test_plain_characters_stay_as_they_are(content):
    assert expand("a < b & c {not markup} {} 「」", content) == "a < b & c {not markup} {} 「」"


def test_bold(content):
    assert expand("多数色は**枚数**で", content) == "多数色は**枚数**で"
    assert spans("多数色は**枚数**で", content) == [("多数色は", False), ("枚数", True), ("で", False)]
    assert spans("**{ex:basic.strength}**", content) == [("3", True)]
    assert plain("**a**b", content) == "ab"


@pytest.mark.parametrize("text, problem", [
    ("{ref:ending}", "found {ref:ending}, but there is no section 'ending'; expected a page id (did you mean 'end'?)"),
    ("{ex:basik.strength}", "found {ex:basik.strength}, but there is no example 'basik'; expected one of: "
                            "negative, basic, double, red-board, compare, challenge (did you mean 'basic'?)"),
    ("{game:player}", "found {game:player}, expected one of: title, title_ja, tagline, players, players_min, players_max, "
                      "minutes, age, age_min, starting_chips, url, publisher, edition, cards, number_cards, red_cards, "
                      "yellow_cards, blue_cards, cards_per_color (did you mean 'players'?)"),
    ("{rfe:end}", "found {rfe:end}, expected markup {ref:…}, {ex:…} or {game:…} (did you mean 'ref'?)"),
    ("{ref end}", "found '{ref' that is not complete markup, expected {ref:ID}, {ex:ID.FIELD} or {game:FIELD}"),
    ("**bold", "found an unpaired **, expected **bold text** with ** on both sides"),
])
def test_check_finds_each_problem(content, text, problem):
    assert check(text, content) == [problem]


def test_an_unknown_ex_field_lists_the_fields(content):
    [problem] = check("{ex:basic.strenght}", content)
    assert problem.startswith("found {ex:basic.strenght}, but example 'basic' has no field 'strenght'; expected one of: board, class, strength,")
    assert problem.endswith("(did you mean 'strength'?)")


def test_sound_text_has_no_problems(content):
    assert check("{ref:end} {ex:basic.strength} {game:players} **x**", content) == []


def test_expand_of_unsound_text_is_a_build_error_at_the_text(content):
    with pytest.raises(BuildError) as error:
        expand(Text("{ref:nowhere}", Location("content/pages/03-round-flow.yaml", 16, 16)), content)
    assert str(error.value).startswith("content/pages/03-round-flow.yaml:16:16: found {ref:nowhere}, but there is no section")
    with pytest.raises(MarkupError):
        resolve("ref", "nowhere", content)


def test_figure_words():
    cards = [parse_card(n) for n in ("黄3", "青2", "MIGHTY", "DOUBLE")]
    assert figure_alt(cards) == "カードの例：黄色3、青2、MIGHTY、DOUBLE"


def test_every_text_of_the_verified_content_expands(content):
    """verify_content checked all markup, so rendering never meets a bad reference."""
    from generator.content.verify import texts

    expanded = [expand(text, content, text.where) for text in texts(content)]
    assert len(expanded) > 150
    assert not any(MARKUP_LEFT.search(text) for text in expanded)


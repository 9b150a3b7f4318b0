"""Inline markup: {ref:…}, {side:…}, {ex:…}, {game:…}, {rules:…}, **bold**."""

from __future__ import annotations

import dataclasses
import re

import pytest

from generator.content.markup import (
    GAME_FIELDS,
    MarkupError,
    check,
    check_static,
    expand,
    facing_page,
    is_japanese,
    japanese_characters,
    pages_text,
    plain,
    resolve,
    spans,
)
from generator.content.model import SourceText
from generator.errors import BuildError, Location
from generator.plugins import load_game

RULE_NAMES = (
    "declaration_stake, challenge_stake, stake, table, showdown_gain, round_penalty, open_limit_few, "
    "few_players_max, many_players, open_limit_many, mighty_record, double2_record, board_size, hand_size, "
    "deal_size, red_board_value"
)
MARKUP_LEFT = re.compile(r"\{(ref|side|ex|game|rules):")


@pytest.mark.parametrize(
    "numbers, text",
    [
        ([11], "11ページ"),
        ([9, 10], "9–10ページ"),
        ([10, 9], "9–10ページ"),
        ([4, 9], "4、9ページ"),
        ([3, 4, 5, 9], "3–5、9ページ"),
        ([7, 7], "7ページ"),
    ],
)
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


@pytest.mark.parametrize(
    "field, value",
    [
        ("players", "2–8人"),
        ("minutes", "20–45分"),
        ("age", "8歳以上"),
        ("starting_chips", "3"),
        ("url", "https://mighty.boardstyle.org/"),
        ("cards", "39"),
        ("cards_per_color", "18"),
        ("number_cards", "36"),
        ("red_cards", "3"),
        ("title", "MIGHTY?"),
    ],
)
def test_game_facts(content, field, value):
    assert expand(f"{{game:{field}}}", content) == value


@pytest.mark.parametrize(
    ("low", "high", "language", "shown"), [(20, 20, "ja", "20分"), (20, 45, "ja", "20–45分"), (30, 30, "en", "30 minutes")]
)
def test_one_playing_time_is_printed_once_not_as_a_range(content, low, high, language, shown):
    game = dataclasses.replace(content.game, minutes_min=low, minutes_max=high)
    assert GAME_FIELDS["minutes"](dataclasses.replace(content, game=game, language=language)) == shown


def test_rules_and_refs_are_checked_while_loading(content):
    assert check_static("{rules:stake} {ref:end} {rules:stak} {ref:ending} {ex:nothing.x}", content.pages, load_game("mighty")) == [
        f"found {{rules:stak}}, expected one of: {RULE_NAMES} (did you mean 'stake'?)",
        "found {ref:ending}, but there is no section 'ending'; expected a page id (did you mean 'end'?)",
    ]


def test_plain_characters_stay_as_they_are(content):
    assert expand("a < b & c {not markup} {} 「」", content) == "a < b & c {not markup} {} 「」"


def test_bold(content):
    assert expand("多数色は**枚数**で", content) == "多数色は**枚数**で"
    assert spans("多数色は**枚数**で", content) == [("多数色は", False), ("枚数", True), ("で", False)]
    assert spans("**{ex:basic.strength}**", content) == [("3", True)]
    assert plain("**a**b", content) == "ab"


@pytest.mark.parametrize(
    "text, problem",
    [
        ("{ref:ending}", "found {ref:ending}, but there is no section 'ending'; expected a page id (did you mean 'end'?)"),
        (
            "{ex:basik.strength}",
            "found {ex:basik.strength}, but there is no example 'basik'; expected one of: "
            "negative, basic, double, red-board, compare, challenge, tie, mighty-beats-totals, "
            "mighty-loses-to-two-doubles, mighty-and-double, two-open (did you mean 'basic'?)",
        ),
        (
            "{game:player}",
            "found {game:player}, expected one of: title, title_ja, tagline, players, players_min, players_max, "
            "minutes, age, age_min, starting_chips, url, publisher, edition, cards, number_cards, red_cards, "
            "yellow_cards, blue_cards, cards_per_color (did you mean 'players'?)",
        ),
        ("{rfe:end}", "found {rfe:end}, expected markup {ref:…}, {side:…}, {ex:…}, {game:…}, {rules:…} or {n:…} (did you mean 'ref'?)"),
        (
            "{ref end}",
            "found '{ref' that is not complete markup, expected {ref:ID}, {side:ID}, {ex:ID.FIELD}, {game:FIELD}, {rules:NAME} "
            "or {n:NUMBER}",
        ),
        ("{rules:stakes}", f"found {{rules:stakes}}, expected one of: {RULE_NAMES} (did you mean 'stake'?)"),
        ("**bold", "found an unpaired **, expected **bold text** with ** on both sides"),
    ],
)
def test_check_finds_each_problem(content, text, problem):
    assert check(text, content) == [problem]


def test_an_unknown_ex_field_lists_the_fields(content):
    [problem] = check("{ex:basic.strenght}", content)
    assert problem.startswith(
        "found {ex:basic.strenght}, but example 'basic' has no field 'strenght'; expected one of: board, class, strength,"
    )
    assert problem.endswith("(did you mean 'strength'?)")


def test_sound_text_has_no_problems(content):
    assert check("{ref:end} {ex:basic.strength} {game:players} {rules:stake} **x**", content) == []


def test_expand_of_unsound_text_is_a_build_error_at_the_text(content):
    with pytest.raises(BuildError) as error:
        expand(SourceText("{ref:nowhere}", Location("content/pages/03-round-flow.yaml", 16, 16)), content)
    assert str(error.value).startswith("content/pages/03-round-flow.yaml:16:16: found {ref:nowhere}, but there is no section")
    with pytest.raises(MarkupError):
        resolve("ref", "nowhere", content)


def test_every_text_of_the_verified_content_expands(content):
    """verify_content checked all markup, so rendering never meets a bad reference."""
    from generator.content.verify import texts

    expanded = [expand(text, content, text.where) for text in texts(content)]
    assert len(expanded) > 150
    assert not any(MARKUP_LEFT.search(text) for text in expanded)


# ---- {side:SECTION}: the facing page of the same spread ----


def on_page(content, number: int, text: str) -> SourceText:
    """`text` as if written on page `number` (where it is written decides which page it faces)."""
    return SourceText(text, Location(content.pages[number - 1].where.file, 4, 16))


def test_spreads_of_a_saddle_stitched_booklet():
    assert [facing_page(n, 24) for n in (1, 2, 3, 12, 13, 22, 23, 24)] == [None, 3, 2, 13, 12, 23, 22, None]


def test_side_names_the_facing_page_left_or_right(content):
    assert content.page_of("compare") == 22 and content.page_of("challenge-talk") == 23
    assert expand(on_page(content, 23, "{side:compare}のAさん"), content) == "左ページのAさん"
    assert expand(on_page(content, 22, "{side:challenge-talk}の会話"), content) == "右ページの会話"
    assert expand(on_page(content, 2, "{side:round-flow}"), content) == "右ページ"


def test_side_to_a_page_that_is_not_facing_is_an_error_at_the_text(content):
    text = on_page(content, 23, "{side:showdown}のAさん")
    assert check(text, content) == [
        "found {side:showdown} on page 23, but section 'showdown' is on page 17 and page 23 faces page 22; "
        "expected the section on the facing page of the same spread, or {ref:showdown} to print its page number"
    ]
    with pytest.raises(BuildError, match=r"^content/pages/23-challenge-talk.yaml:4:16: found \{side:showdown\} on page 23"):
        expand(text, content)
    assert check(on_page(content, 22, "{side:compare}"), content)[0].endswith(
        "section 'compare' is on page 22 and page 22 faces page 23; expected the section on the facing page "
        "of the same spread, or {ref:compare} to print its page number"
    )


def test_side_on_a_cover_or_outside_the_pages_is_an_error(content):
    assert "page 1 faces no page" in check(on_page(content, 1, "{side:overview}"), content)[0]
    outside = SourceText("{side:compare}", Location("content/glossary.yaml", 3, 5))
    assert check(outside, content) == [
        "found {side:compare} outside a booklet page, expected it only in a text of pages/NN-ID.yaml (it names the facing page)"
    ]
    assert check_static(outside, content.pages, load_game("mighty")) == check(outside, content)
    assert check(on_page(content, 23, "{side:compare,showdown}"), content) == [
        "found {side:compare,showdown}, expected one section id: {side:SECTION}"
    ]


def test_japanese_characters_are_kana_cjk_ideographs_punctuation_and_full_width_forms():
    """The same characters as the character class the check was once written as, on every code point of the BMP."""
    japanese = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60\uffe0-\uffee]")
    everything = "".join(map(chr, range(0x10000))) + "\U0001f600\U00020000"
    assert japanese_characters(everything) == japanese.findall(everything)
    assert [is_japanese(char) for char in everything] == [bool(japanese.match(char)) for char in everything]
    assert is_japanese("Reset ①, then カード") and not is_japanese("Reset ① → ’twas") and not is_japanese("")

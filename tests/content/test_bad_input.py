"""Bad input through the CLI: one message per problem at content/FILE:LINE:COL, exit status 2,
no traceback, nothing written. Each test breaks one thing in a copy of content/."""

from __future__ import annotations

import os
import re
import shutil

import pytest

from generator.cli import main
from tests.games.the_mind.code import copy_linking_code

from .conftest import REPO, edit, line_of
from .test_yamlsource import billion_laughs


def run(copy, capsys, tmp_path) -> list[str]:
    """Runs `check` and `build all`; both must report the same problems (issue 20), and build writes nothing."""
    out = tmp_path / "build"
    assert main(["check", "--content", str(copy)]) == 2
    checked = capsys.readouterr()
    assert main(["build", "all", "--content", str(copy), "--out", str(out)]) == 2
    built = capsys.readouterr()
    assert checked.out == "" and built.out == ""
    assert "Traceback" not in checked.err + built.err
    assert not out.exists()
    *problems, checked_last = checked.err.splitlines()
    *built_problems, built_last = built.err.splitlines()
    assert built_problems == problems
    count = f"{len(problems)} problem{'s' if len(problems) != 1 else ''}"
    assert checked_last == count  # check writes nothing anyway: it only counts
    assert built_last == f"{count}; nothing was written"
    return [line.removeprefix("error: ") for line in problems]


# ---- YAML syntax, in plain words ----


def test_a_bracket_not_closed_is_pointed_at_where_it_opened(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "players: {min: 2, max: 8}", "players: {min: 2, max: 8")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:6:10: found '{' that is not closed before line 7, column 8; expected a '}' to close it, "
        "and a comma between items"
    ]


def test_a_bracket_left_open_on_the_last_line_is_a_place_inside_the_file(copy, capsys, tmp_path):
    """PyYAML points past the end (20:1 of a 20-line file); the message points at the '['."""
    path = copy / "pages/07-strength.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "  - list: [一つ目, 二つ目\n", encoding="utf-8")
    assert len(path.read_text(encoding="utf-8").splitlines()) == 20
    assert run(copy, capsys, tmp_path) == [
        "content/pages/07-strength.yaml:20:11: found '[' that is never closed; expected a ']' to close it"
    ]


def test_a_text_that_starts_with_a_brace_must_be_quoted(copy, capsys, tmp_path):
    edit(
        copy,
        "pages/06-round-setup.yaml",
        '  - paragraph: "{game:cards}枚のカードをよく混ぜ、全員にハンド{rules:hand_size}枚を配ります。"',
        "  - paragraph: {game:cards}枚のカードをよく混ぜ、全員にハンド{rules:hand_size}枚を配ります。",
    )
    assert run(copy, capsys, tmp_path) == [
        "content/pages/06-round-setup.yaml:4:16: found a text that starts with '{', which YAML reads as a mapping; "
        'expected the whole text in quotes: "{game:cards}枚のカードをよく混ぜ、全…"'
    ]


def test_a_colon_and_a_space_inside_a_text_must_be_quoted(copy, capsys, tmp_path):
    edit(copy, "pages/19-end.yaml", '  - heading: "{n:0}点の人がいなければ次へ"', "  - heading: 注意: {n:0}点の人がいなければ次へ")
    line = line_of(copy, "pages/19-end.yaml", "注意: ")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/19-end.yaml:{line}:16: found ': ' (a colon and a space) inside a text, which YAML reads as a "
        'new key; expected the whole text in quotes: "注意: {n:0}点の人がいなければ次へ"'
    ]


def test_a_quote_left_open_is_pointed_at_where_it_opened_not_where_yaml_fails(copy, capsys, tmp_path):
    """The text runs on to the next quote (palette.yellow.rgb, 25 lines later), where PyYAML fails."""
    edit(copy, "game.yaml", "tagline: そのハンド、強いの？？", 'tagline: "そのハンド、強いの？？')
    closing = line_of(copy, "game.yaml", 'rgb: "#F8C500"')
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{line_of(copy, 'game.yaml', 'tagline')}:10: found '\"' that is closed only on line {closing}; "
        f"expected the closing '\"' on line {line_of(copy, 'game.yaml', 'tagline')}, where the text ends"
    ]


@pytest.mark.parametrize(
    "relpath, old, new",
    [
        ("game.yaml", "age_min: 8", "age_min 8"),
        ("pages/07-strength.yaml", "      tone: tip", "      tone tip"),  # YAML then fails at the key below it
    ],
)
def test_a_key_without_its_colon_is_named_at_its_own_line(copy, capsys, tmp_path, relpath, old, new):
    edit(copy, relpath, old, new)
    assert run(copy, capsys, tmp_path) == [
        f"content/{relpath}:{line_of(copy, relpath, new)}:{len(new) - len(new.lstrip()) + 1}: found a line without ':' "
        f"({new.strip()!r}) among `key: value` lines; expected `key: value` (is the ':' after the key missing?)"
    ]


def test_a_text_that_starts_with_bold_must_be_quoted(copy, capsys, tmp_path):
    """`**…**` is the bold markup; at the start of a value YAML reads the * as an alias."""
    edit(copy, "pages/07-strength.yaml", "  - paragraph: 多数色は、", "  - paragraph: **多数色**は、")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line_of(copy, 'pages/07-strength.yaml', '**多数色**')}:16: found a text that starts "
        "with '*', which YAML reads as an alias (*name); expected the whole text in quotes: \"**多数色**は、数値の大きさではなく**枚数*…\""
    ]


def test_a_tab_in_the_indentation(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "  - formula", "\t- formula")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line_of(copy, 'pages/07-strength.yaml', 'formula')}:1: found a tab; "
        "expected spaces (YAML does not allow tabs for indentation: indent with spaces)"
    ]


def test_unknown_key_lists_the_accepted_keys_and_suggests_one(copy, capsys, tmp_path):
    """A misspelt required key is one message: the unknown key, with the missing one it stands for."""
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:9:3: numbers: found unknown key 'copise', expected one of: colors, values, copies (did you mean 'copies'?)",
    ]


def test_a_misspelt_example_id_is_one_message(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "  - id: double", "  - idd: double")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', 'idd: double')}:5: example 3: found unknown key 'idd', "
        "expected one of: id, board, hand, players, colors, uses, steps, expect, states, printed (did you mean 'id'?)",
    ]


def test_unknown_key_in_a_block(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "      tone: tip", "      tome: tip")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/07-strength.yaml:14:7: block 5 (callout): found unknown key 'tome', "
        "expected one of: text, title, tone (did you mean 'tone'?)"
    ]


def test_unknown_colour_names_the_value_and_the_colours(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: [yellow, green]")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:20: numbers.colors, colour 2: found 'green', expected a card colour: yellow, blue"
    ]


def test_misspelt_colour_gets_a_suggestion(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: [yelow, blue]")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:12: numbers.colors, colour 1: found 'yelow', expected a card colour: yellow, blue (did you mean 'yellow'?)"
    ]


def test_colours_must_be_a_list(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: yellow")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:11: numbers.colors: found 'yellow', expected a list of card colours: yellow, blue"
    ]


def test_unknown_card_name(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [黄4, DOUBLE]", "    hand: [黄4, DUBBLE]")
    line = line_of(copy, "examples.yaml", "DUBBLE")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:16: example 3 (double), hand, card 2: found 'DUBBLE', expected a card name: "
        "黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)"
    ]


def test_an_empty_hand_is_too_few_cards(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: []")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example 1 (negative), hand: found 0 cards, expected 2 (content/rules.yaml deal.hand)"
    ]


def test_more_copies_than_the_deck_holds(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [黄0, 青5]")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example 1 (negative): found 4 × 黄0 among the example's cards, "
        "but the deck holds 3; expected at most 3"
    ]


def test_a_card_the_deck_does_not_have(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青4, 黄1]", "    hand: [青4, 黄7]")
    line = line_of(copy, "examples.yaml", "- id: red-board")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example 4 (red-board): found 黄7, which is not a card of the deck; "
        "expected one of 黄0–黄5, 青0–青5, MIGHTY, DOUBLE"
    ]


def test_an_example_whose_stated_result_is_wrong(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "      minority_sum: 4\n      strength: 3\n", "      minority_sum: 4\n      strength: 4\n")
    line = line_of(copy, "examples.yaml", "      strength: 4")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:17: example 2 (basic), expect.strength: stated 4, the rules give 3 "
        "(record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_an_unresolved_cross_reference(copy, capsys, tmp_path):
    edit(copy, "pages/12-web.yaml", "{ref:web-howto}", "{ref:web-how-to}")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/12-web.yaml:9:27: found {ref:web-how-to}, but there is no section 'web-how-to'; "
        "expected a page id (did you mean 'web-howto'?)"
    ]


def test_an_unknown_rules_name(copy, capsys, tmp_path):
    edit(copy, "pages/15-declare.yaml", "と宣言し、{rules:declaration_stake}点", "と宣言し、{rules:declaration_stak}点")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/15-declare.yaml:3:25: found {rules:declaration_stak}, expected one of: declaration_stake, "
        "challenge_stake, stake, table, showdown_gain, round_penalty, open_limit_few, few_players_max, many_players, "
        "open_limit_many, mighty_record, double2_record, board_size, hand_size, deal_size, red_board_value "
        "(did you mean 'declaration_stake'?)"
    ]


def test_a_duplicate_example_id(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "  - id: double", "  - id: basic")
    first, second = line_of(copy, "examples.yaml", "- id: basic"), line_of(copy, "examples.yaml", "hand: [黄4, DOUBLE]") - 2
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{second}:9: example 3, id: found 'basic' again (first on line {first}), expected each example id once"
    ]


def test_a_duplicate_page_id(copy, capsys, tmp_path):
    (copy / "pages" / "24-back-cover.yaml").rename(copy / "pages" / "24-cover.yaml")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/24-cover.yaml:2:1: found the page id 'cover' again (also page 01), expected each id once"
    ]


def test_a_yaml_alias_bomb(copy, capsys, tmp_path):
    (copy / "glossary.yaml").write_text(billion_laughs(), encoding="utf-8")
    [problem] = run(copy, capsys, tmp_path)
    assert problem.startswith("content/glossary.yaml:")
    assert problem.endswith(
        "found more than 50000 values after expanding anchors and aliases (an alias bomb?), "
        "expected a plain document: write the values out instead of using & and *"
    )


def test_a_file_that_is_not_utf8(copy, capsys, tmp_path):
    path = copy / "pages" / "14-talk.yaml"
    path.write_bytes(path.read_text(encoding="utf-8").encode("shift_jis"))
    assert run(copy, capsys, tmp_path) == [
        "content/pages/14-talk.yaml:1:8: found byte 0x89, which is not UTF-8 (the file looks saved as Shift_JIS); "
        "expected a UTF-8 text file (save it as UTF-8)"
    ]


def test_a_file_saved_as_windows_unicode_is_named_utf16(copy, capsys, tmp_path):
    path = copy / "glossary.yaml"
    path.write_bytes(path.read_text(encoding="utf-8").encode("utf-16"))
    assert run(copy, capsys, tmp_path) == [
        "content/glossary.yaml:1:1: found byte 0xFF, which is not UTF-8 (the file looks saved as UTF-16); "
        "expected a UTF-8 text file (save it as UTF-8)"
    ]


def test_all_problems_of_one_run_are_reported_together(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "age_min: 8", "age_min: eight")
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    edit(copy, "examples.yaml", "    hand: [黄4, DOUBLE]", "    hand: [黄4, DUBBLE]")
    edit(copy, "pages/12-web.yaml", "{ref:web-howto}", "{ref:web-how-to}")
    edit(copy, "layout.yaml", "bleed: 3mm\n  safe: 5mm", "bleed: 3\n  safe: 5mm")
    (copy / "quickref.yaml").write_bytes(b"title: \xff\n")
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == [
        "content/deck.yaml",
        "content/examples.yaml",
        "content/game.yaml",
        "content/layout.yaml",
        "content/pages/12-web.yaml",
        "content/quickref.yaml",
    ]
    assert "age_min: found 'eight', expected a whole number above 0" in problems[2]
    assert "booklet.bleed: found 3, expected a length with a unit: mm, cm, pt, in" in problems[3]


@pytest.mark.parametrize(
    "relpath, keys",
    [
        (  # a game.yaml that names no plug-in: the core's keys (the game's, such as starting_chips, need its plug-in)
            "game.yaml",
            "title, title_ja, tagline, players, minutes, age_min, calculator_url, edition, publisher, "
            "address, credits, palette, calculator_url_en, toolchain, plugin, furigana, copyright_year, fonts, box",
        ),
        ("deck.yaml", "numbers, specials, total"),
        ("layout.yaml", "booklet, cards, tabletop, tuckbox, print"),
        ("examples.yaml", "examples"),
        ("pages/07-strength.yaml", "title, blocks, open"),
    ],
)
def test_a_file_of_the_wrong_shape_is_a_message_not_a_crash(copy, capsys, tmp_path, relpath, keys):
    """The message names the keys the file holds."""
    (copy / relpath).write_text("- just\n- a list\n", encoding="utf-8")
    problems = run(copy, capsys, tmp_path)
    assert problems[0] == f"content/{relpath}:1:1: found a list of 2, expected a mapping with the keys {keys}"


def test_a_list_where_a_mapping_of_two_keys_is_expected_names_them(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "players: {min: 2, max: 8}", "players: [2, 8]")
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{line_of(copy, 'game.yaml', 'players:')}:10: players: found a list of 2, expected a mapping "
        "with the keys min, max"
    ]


def test_a_missing_list_of_mappings_reads_as_words(copy, capsys, tmp_path):
    """Not "(a list of a mapping of keys to values)"."""
    (copy / "quickref.yaml").write_text("title: 早見表\nformula: {left: a, right: b}\nranking: {title: c, order: [d]}\n", encoding="utf-8")
    assert run(copy, capsys, tmp_path) == [
        "content/quickref.yaml:1:1: found no 'endings', expected 'endings' (a list of items, each a mapping with the keys id, title, lines)"
    ]


@pytest.mark.parametrize("relpath", ["game.yaml", "deck.yaml", "layout.yaml", "glossary.yaml", "quickref.yaml", "examples.yaml"])
def test_an_empty_file_lists_what_is_missing(copy, capsys, tmp_path, relpath):
    (copy / relpath).write_text("", encoding="utf-8")
    problems = run(copy, capsys, tmp_path)
    assert problems and all(p.startswith(f"content/{relpath}:1:1: found no ") or "content/" in p for p in problems)


# ---- markup problems at the markup's own line and column ----


def test_markup_in_a_block_text_is_located_at_its_line_and_column(copy, capsys, tmp_path):
    """In a `text: |-` block, the 3rd line of the text is line 18 of the file; the column is the markup's."""
    edit(copy, "pages/07-strength.yaml", "{ex:negative.strength}", "{ex:negatve.strength}")
    line = line_of(copy, "pages/07-strength.yaml", "{ex:negatve.strength}")
    column = (copy / "pages/07-strength.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("{ex:negatve") + 1
    assert (line, column) == (18, 67)
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line}:{column}: found {{ex:negatve.strength}}, but there is no example "
        "'negatve'; expected one of: negative, basic, double, red-board, compare, challenge, tie, mighty-beats-totals, "
        "mighty-loses-to-two-doubles, mighty-and-double, two-open (did you mean 'negative'?)"
    ]


# ---- one run reports everything it can ----


def test_wrong_stated_results_are_reported_with_the_problems_of_form(copy, capsys, tmp_path):
    """Three problems of form in other files, and a wrong result in examples.yaml: all four at once."""
    edit(copy, "game.yaml", "age_min: 8", "age_min: eight")
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    edit(copy, "pages/07-strength.yaml", "      tone: tip", "      tome: tip")
    edit(copy, "examples.yaml", "      minority_sum: 4\n      strength: 3\n", "      minority_sum: 4\n      strength: 4\n")
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == [
        "content/deck.yaml",
        "content/examples.yaml",
        "content/game.yaml",
        "content/pages/07-strength.yaml",
    ]
    assert problems[1] == (
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', '      strength: 4')}:17: example 2 "
        "(basic), expect.strength: stated 4, the rules give 3 (record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    )


def test_what_did_not_load_is_not_verified(copy, capsys, tmp_path):
    """compare's hand is not a card list: compare is not replayed, and challenge (which uses it) is not
    reported as using an unknown example; negative still is replayed."""
    edit(copy, "examples.yaml", "      Aさん: [青4, 青1]", "      Aさん: 青4")
    edit(copy, "examples.yaml", "      strength: -10", "      strength: 10")
    line = line_of(copy, "examples.yaml", "Aさん: 青4")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', 'strength: 10')}:17: example 1 (negative), expect.strength: "
        "stated 10, the rules give −10 (record: 0 + 0 + 0 = 0 / 5 + 5 = 10 / 0 − 10 = −10)",
        f"content/examples.yaml:{line}:12: example 5 (compare), players.Aさん: found '青4', expected a list of card names",
    ]


def test_one_edit_that_breaks_several_results_shows_the_record_once(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青4, 青1]", "    hand: [青4, 青5]")
    sum_line, strength_line = line_of(copy, "examples.yaml", "majority_sum: 7"), line_of(copy, "examples.yaml", "strength: 3")
    record_line = line_of(copy, "examples.yaml", "- 2 + 4 + 1 = 7")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{sum_line}:21: example 2 (basic), expect.majority_sum: stated 7, the rules give 11 "
        "(record: 2 + 4 + 5 = 11 / 3 + 1 = 4 / 11 − 4 = 7)",
        f"content/examples.yaml:{strength_line}:17: example 2 (basic), expect.strength: stated 3, the rules give 7",
        f"content/examples.yaml:{record_line}:9: example 2 (basic), expect.record: stated 2 + 4 + 1 = 7 / 3 + 1 = 4 / "
        "7 − 4 = 3, the rules give 2 + 4 + 5 = 11 / 3 + 1 = 4 / 11 − 4 = 7",
    ]


def test_a_misspelt_bare_block_kind_gets_a_suggestion(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "  - formula", "  - fromula")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line_of(copy, 'pages/07-strength.yaml', 'fromula')}:5: block 2: found unknown "
        "block 'fromula', expected one of: cover, heading, paragraph, list, steps, points, callout, cards, formula, "
        "record, ranking, glossary, quickref, qr, challenge_flow, calculator, materials, deck, dialogue, table, talk, stake, "
        "countdown, round, image, components, credits (did you mean 'formula'?)"
    ]


def test_a_value_after_a_block_kind_without_fields_says_to_write_the_kind_alone(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "  - formula", "  - formula: yes")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line_of(copy, 'pages/07-strength.yaml', 'formula')}:14: block 2 (formula): found true, "
        "expected nothing after it: write `- formula` on its own"
    ]


@pytest.mark.parametrize("name", ["7-strength.yaml", "07-strength.yml", "07-Strength.yaml"])
def test_a_misnamed_page_file_is_one_message_with_the_name_it_needs(copy, capsys, tmp_path, name):
    """Read as the page it names: no gap at 07 and no {ref:strength} without its page besides."""
    (copy / "pages/07-strength.yaml").rename(copy / "pages" / name)
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/{name}: found a page file named '{name}', expected NN-ID.yaml: rename it 07-strength.yaml"
    ]


def test_a_missing_pages_folder_is_one_message(copy, capsys, tmp_path):
    shutil.rmtree(copy / "pages")
    assert run(copy, capsys, tmp_path) == ["content/pages: found no folder pages, expected it in content/ (one file per booklet page)"]


@pytest.mark.parametrize(
    "written, hint",
    [
        ("３", "write 3 in half-width digits (switch the Japanese input off)"),
        ('"3"', "write 3 without quotes (in quotes it is text)"),
    ],
)
def test_a_number_typed_as_text_says_how_to_write_it(copy, capsys, tmp_path, written, hint):
    edit(copy, "game.yaml", "starting_chips: 3", f"starting_chips: {written}")
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{line_of(copy, 'game.yaml', 'starting_chips')}:17: starting_chips: found "
        f"'{written.strip(chr(34))}', expected a whole number above 0: {hint}"
    ]


def test_a_word_yaml_reads_as_false_where_a_text_is_expected_says_to_quote_it(copy, capsys, tmp_path):
    edit(copy, "glossary.yaml", "{term: ラウンド,", "{term: no,")
    assert run(copy, capsys, tmp_path) == [
        f"content/glossary.yaml:{line_of(copy, 'glossary.yaml', 'term: no')}:12: term 2, term: found false, expected text: "
        "YAML reads a bare yes, no, on or off as false (put the word in quotes)"
    ]


def test_full_width_digits_in_a_list_of_numbers(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "values: [0, 1, 2, 3, 4, 5]", "values: [0, 1, 2, 3, 4, ５]")
    assert run(copy, capsys, tmp_path) == [
        f"content/deck.yaml:{line_of(copy, 'deck.yaml', 'values:')}:27: numbers, value 6: found '５', expected a whole number ≥ 0: "
        "write 5 in half-width digits (switch the Japanese input off)"
    ]


# ---- reporting: each problem once, none hiding another ----


def test_a_missing_required_key_is_reported_once(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "age_min: 8\n", "")
    assert run(copy, capsys, tmp_path) == ["content/game.yaml:3:1: found no 'age_min', expected 'age_min' (a whole number above 0)"]


def test_a_missing_title_of_a_page_is_reported_once(copy, capsys, tmp_path):
    edit(copy, "pages/14-talk.yaml", "title: 会話のルール\n", "")
    assert run(copy, capsys, tmp_path) == ["content/pages/14-talk.yaml:1:1: found no 'title', expected 'title' (text)"]


def test_a_deleted_page_is_one_message_naming_its_number(copy, capsys, tmp_path):
    (copy / "pages" / "05-setup.yaml").unlink()
    assert run(copy, capsys, tmp_path) == [
        "content/pages: found no page 05 (after content/pages/04-components.yaml), expected pages numbered 01, 02, … "
        "without gaps (restore the file, or renumber the pages after it)"
    ]


def test_a_deleted_page_that_others_refer_to_is_one_message_and_the_references(copy, capsys, tmp_path):
    (copy / "pages" / "11-record.yaml").unlink()
    assert run(copy, capsys, tmp_path) == [
        "content/pages: found no page 11 (after content/pages/10-board-red.yaml), expected pages numbered 01, 02, … "
        "without gaps (restore the file, or renumber the pages after it)",
        f"content/pages/08-calculate.yaml:{line_of(copy, 'pages/08-calculate.yaml', '{ref:record}')}:29: found {{ref:record}}, "
        "but there is no section 'record'; expected a page id (did you mean 'cover'?)",
    ]


def test_a_page_that_cannot_be_read_does_not_hide_the_markup_of_the_others(copy, capsys, tmp_path):
    """Page 03 is not YAML; page 12's reference and the glossary's game fact are still checked, and
    references to page 03 are not reported (its id is known from its file name)."""
    (copy / "pages" / "03-round-flow.yaml").write_text("title: [\n", encoding="utf-8")
    edit(copy, "pages/12-web.yaml", "{ref:web-howto}", "{ref:web-how-to}")
    edit(copy, "glossary.yaml", "{game:starting_chips}", "{game:starting_chip}")
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == ["content/glossary.yaml", "content/pages/03-round-flow.yaml", "content/pages/12-web.yaml"]
    assert "found {game:starting_chip}, expected one of: title," in problems[0]
    assert "found {ref:web-how-to}, but there is no section 'web-how-to'" in problems[2]


def test_a_form_error_never_hides_markup_errors_elsewhere(copy, capsys, tmp_path):
    """One unknown key in page 07, and in five other places a markup that does not resolve: all six."""
    edit(copy, "pages/07-strength.yaml", "      tone: tip", "      tome: tip")
    edit(copy, "pages/12-web.yaml", "{ref:web-howto}", "{ref:web-how-to}")
    edit(copy, "pages/22-compare.yaml", "{ex:compare.board}", "{ex:compare.bord}")
    edit(copy, "pages/08-calculate.yaml", "多数色は{ex:basic.majority}", "多数色は{ex:basik.majority}")
    edit(copy, "glossary.yaml", "{game:starting_chips}", "{game:starting_chip}")
    edit(copy, "quickref.yaml", "- 宣言者に{rules:declaration_stake}点を戻す。", "- 宣言者に{rule:declaration_stake}点を戻す。")
    edit(copy, "pages/09-hand-red.yaml", '"**MIGHTY**：', '"**MIGHTY：')
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == [
        "content/glossary.yaml",
        "content/pages/07-strength.yaml",
        "content/pages/08-calculate.yaml",
        "content/pages/09-hand-red.yaml",
        "content/pages/12-web.yaml",
        "content/pages/22-compare.yaml",
        "content/quickref.yaml",
    ]
    assert "found {game:starting_chip}, expected one of:" in problems[0]
    assert "block 5 (callout): found unknown key 'tome'" in problems[1]
    assert "found {ex:basik.majority}, but there is no example 'basik'; expected one of: negative, basic," in problems[2]
    assert "found an unpaired **, expected **bold text** with ** on both sides" in problems[3]
    assert "found {ref:web-how-to}, but there is no section 'web-how-to'" in problems[4]
    assert "found {ex:compare.bord}, but example 'compare' has no field 'bord'; expected one of: board," in problems[5]
    assert (
        "found {rule:declaration_stake}, expected markup {ref:…}, {side:…}, {ex:…}, {game:…}, {rules:…} or {n:…} (did you mean 'rules'?)"
    ) in problems[6]


def test_an_example_with_a_problem_of_form_is_not_an_unknown_example_in_the_text(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [黄4, DOUBLE]", "    hand: [黄4, DUBBLE]")
    problems = run(copy, capsys, tmp_path)
    assert len(problems) == 1 and "found 'DUBBLE', expected a card name" in problems[0]


# ---- hostile or huge input ----


def test_a_python_tag_on_a_mapping_is_refused(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "players: {min: 2, max: 8}", "players: !!python/object/apply:os.system {args: [echo hacked]}")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:6:10: found the tag !!python/object/apply:os.system on a mapping, expected plain YAML without "
        "a !tag (tags can make YAML build objects or run code: remove it)"
    ]


def test_a_tag_on_a_list_is_refused(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: !!python/tuple [yellow, blue]")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:11: found the tag !!python/tuple on a list, expected plain YAML without a !tag "
        "(tags can make YAML build objects or run code: remove it)"
    ]


def test_a_huge_file_is_refused_with_its_size(copy, capsys, tmp_path):
    with (copy / "glossary.yaml").open("r+b") as file:
        file.truncate(50_000_000)  # sparse: 50 MB that the loader must not read
    assert run(copy, capsys, tmp_path) == [
        "content/glossary.yaml: found a file of 50.0 MB, expected a content file of at most 1 MB "
        "(they are a few kB of text: is it the right file?)"
    ]


def test_a_link_out_of_the_content_folder_is_refused(copy, capsys, tmp_path):
    outside = tmp_path / ("x" * 120) / "secret.yaml"
    outside.parent.mkdir()
    outside.write_text("terms: []\n", encoding="utf-8")
    (copy / "glossary.yaml").unlink()
    (copy / "glossary.yaml").symlink_to(outside)
    [problem] = run(copy, capsys, tmp_path)
    assert problem.startswith("content/glossary.yaml: found a link to …xxx")
    assert problem.endswith("xxx/secret.yaml, outside content/; expected a file inside content/ (copy it in instead of linking to it)")
    assert "x" * 80 not in problem


def test_a_link_to_a_missing_file_is_refused(copy, capsys, tmp_path):
    (copy / "pages" / "14-talk.yaml").unlink()
    (copy / "pages" / "14-talk.yaml").symlink_to(tmp_path / "gone.yaml")
    [problem] = run(copy, capsys, tmp_path)
    assert problem.startswith("content/pages/14-talk.yaml: found a link to ") and problem.endswith(
        "gone.yaml, which does not exist; expected a file inside content/"
    )


def test_a_pipe_instead_of_a_file_is_refused_without_waiting(copy, capsys, tmp_path):
    (copy / "deck.yaml").unlink()
    os.mkfifo(copy / "deck.yaml")
    problems = run(copy, capsys, tmp_path)
    assert problems[0] == ("content/deck.yaml: found something that is not a file (a device, a pipe or a folder), expected a file")


def test_a_pages_folder_linked_from_elsewhere_is_one_message(copy, capsys, tmp_path):
    shutil.move(copy / "pages", tmp_path / "elsewhere")
    (copy / "pages").symlink_to(tmp_path / "elsewhere")
    [problem] = run(copy, capsys, tmp_path)
    assert problem.startswith("content/pages: found a link to ") and problem.endswith(
        "elsewhere, outside content/; expected a folder inside content/ (copy it in instead of linking to it)"
    )


def test_a_control_character_is_named_at_its_line_and_column(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "age_min: 8", "age_min: 8\x00")
    edit(copy, "glossary.yaml", "チャレンジした人。", "チャレンジ\x1bした人。")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:8:11: found the control character U+0000 (NUL), which editors do not show; expected plain "
        "text: delete it (retype the line if you cannot see it)",
        f"content/glossary.yaml:{line_of(copy, 'glossary.yaml', 'チャレンジ')}:43: found the control character U+001B (ESC), "
        "which editors do not show; expected plain text: delete it (retype the line if you cannot see it)",
    ]


def test_no_message_repeats_more_than_80_characters_of_what_it_found(copy, capsys, tmp_path):
    long = "長" * 300
    edit(copy, "game.yaml", "age_min: 8", f"age_min: {long}")
    edit(copy, "game.yaml", "calculator_url: https://mighty.boardstyle.org/", f"calculator_url: http://{'a' * 300}")
    edit(copy, "layout.yaml", "bleed: 3mm\n  safe: 5mm", f"bleed: {'9' * 300}mm\n  safe: 5mm")
    edit(copy, "deck.yaml", "  copies: 3", f"  {'k' * 300}: 3\n  copies: 3")
    edit(copy, "examples.yaml", "    hand: [黄4, DOUBLE]", f"    hand: [黄4, {'D' * 300}]")
    (copy / "pages" / f"99-{'z' * 200}.yaml").write_text("title: x\nblocks: []\n", encoding="utf-8")
    problems = run(copy, capsys, tmp_path)
    assert len(problems) == 6
    for problem in problems:
        assert not any(run_ * 81 in problem for run_ in ("長", "a", "9", "k", "D", "z")), problem


# ---- sizes and units in layout.yaml: one message at the line, with the accepted range ----


def value_at(copy, relpath: str, written: str, value: str) -> str:
    """LINE:COL of `value` inside the line of the file that holds `written` (text an edit wrote)."""
    written = next(line for line in written.splitlines() if value in line)
    line = line_of(copy, relpath, written)
    return f"{line}:{(copy / relpath).read_text(encoding='utf-8').splitlines()[line - 1].index(written) + written.index(value) + 1}"


@pytest.mark.parametrize(
    "old, new, found, message",
    [
        (
            "trim: {width: 63mm",
            "trim: {width: 0mm",
            "0mm",
            "cards.trim.width: found '0mm', expected a length from 40mm to 120mm (mini to tarot cards)",
        ),
        (
            "trim: {width: 148mm",
            "trim: {width: -148mm",
            "-148mm",
            "booklet.trim.width: found '-148mm', expected a length from "
            "105mm to 148.5mm (the home-print file puts two pages side by side "
            "on A4 landscape)",
        ),
        (
            "height: 210mm}",
            "height: 2100mm}",
            "2100mm",
            "booklet.trim.height: found '2100mm', expected a length from 148mm to 210mm "
            "(the home-print file puts two pages side by side on A4 landscape)",
        ),
        (
            "bleed: 3mm\n  safe: 5mm",
            "bleed: 150mm\n  safe: 5mm",
            "150mm",
            "booklet.bleed: found '150mm', expected a length from 0mm to 10mm (print shops ask for 3mm)",
        ),
        (
            "safe: 4mm",
            "safe: 40mm",
            "40mm",
            "cards.safe: found '40mm', expected a length from 0mm to 15mm (text stays this far inside the trim)",
        ),
        (
            "size: {width: 815px",
            "size: {width: 0px",
            "0px",
            "cards.presets.japan.size.width: found '0px', expected whole pixels "
            "from 100px to 4000px (a print service's card image is about 800×1100 px)",
        ),
        (
            "height: 1125px}",
            "height: 80000px}",
            "80000px",
            "cards.presets.thegamecrafter.size.height: found '80000px', expected whole "
            "pixels from 100px to 4000px (a print service's card image is about 800×1100 px)",
        ),
        (
            "marks_margin: 12mm",
            "marks_margin: 0mm",
            "0mm",
            "booklet.marks_margin: found '0mm', expected a length from 5mm to 30mm (room for the trim marks around the bleed)",
        ),
        ("    columns: 3", "    columns: 0", "0", "cards.pnp.columns: found 0, expected a whole number from 1 to 10"),
        (
            "      dpi: 300\n      mode: RGB\n    thegamecrafter",
            "      dpi: 0\n      mode: RGB\n    thegamecrafter",
            "0",
            "cards.presets.japan.dpi: found 0, expected a whole number from 72 to 1200",
        ),
        (
            "min_text: 7pt",
            "min_text: 0pt",
            "0pt",
            "cards.quickref.min_text: found '0pt', expected a length from 5pt to 14pt (the quick reference's smallest text)",
        ),
        (
            "  bleed: 3mm\n  safe: 4mm",
            "  bleed: -3mm\n  safe: 4mm",
            "-3mm",
            "cards.bleed: found '-3mm', expected a length from 0mm to 10mm (print shops ask for 3mm)",
        ),
        (
            "back_offset: {x: 0mm",
            "back_offset: {x: -80mm",
            "-80mm",
            "cards.pnp.back_offset.x: found '-80mm', expected a length from -10mm to 10mm (read off the calibration sheet)",
        ),
    ],
)
def test_an_absurd_size_is_one_message_with_the_accepted_range(copy, capsys, tmp_path, old, new, found, message):
    edit(copy, "layout.yaml", old, new)
    assert run(copy, capsys, tmp_path) == [f"content/layout.yaml:{value_at(copy, 'layout.yaml', new, found)}: {message}"]


def test_a_card_too_small_for_its_design_says_which_setting_leaves_the_room(copy, capsys, tmp_path):
    edit(copy, "layout.yaml", "trim: {width: 63mm, height: 88mm}", "trim: {width: 40mm, height: 55mm}")
    edit(copy, "layout.yaml", "  safe: 4mm", "  safe: 15mm")
    out = tmp_path / "build"
    assert main(["build", "cards", "--content", str(copy), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and not out.exists()
    [problem, last] = err.splitlines()
    assert problem == (
        "error: content/deck.yaml:7:3: the value '0' of 黄0 is 17.6 mm wide at 100 pt and 8.8 mm at 50 pt, the smallest "
        "the design sets it; the card has 6.2 mm, so it is 2.6 mm too wide (inside cards.safe of cards.trim, content/layout.yaml)"
    )
    assert last == "1 problem; nothing was written"


# ---- YAML typed with a Japanese input method ----


def test_a_full_width_colon_after_a_key(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "age_min: 8", "age_min：8")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:8:8: found a full-width colon '：' after the key 'age_min', expected ':' (half-width) and a space "
        "(switch the Japanese input off to type it)"
    ]


def test_a_full_width_colon_in_a_flow_mapping_is_one_message(copy, capsys, tmp_path):
    """YAML reads `{min：2, max: 8}` as a key 'min：2': the message names the colon, not an unknown key and a missing one."""
    edit(copy, "game.yaml", "players: {min: 2, max: 8}", "players: {min：2, max: 8}")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:6:11: found a full-width colon '：' after the key 'min', expected ':' (half-width) and a space "
        "(switch the Japanese input off to type it)"
    ]


def test_a_full_width_colon_after_a_block_kind(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "  - paragraph: 多数色は", "  - paragraph：多数色は")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/07-strength.yaml:12:5: block 4: found a full-width colon '：' after 'paragraph', expected ':' "
        "(half-width) and a space (switch the Japanese input off to type it)"
    ]


def test_a_full_width_space_in_the_indentation_of_a_list(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "  - 〒150-0044", "　- 〒150-0044")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:16:1: found a full-width space (U+3000) in the indentation, expected half-width spaces "
        "(switch the Japanese input off to indent)"
    ]


def test_a_full_width_space_before_a_key_is_one_message(copy, capsys, tmp_path):
    """`　safe: 5mm` is valid YAML (a key '　safe'): named as the full-width space, not as an unknown and a missing key."""
    edit(copy, "layout.yaml", "  bleed: 3mm\n  safe: 5mm", "  bleed: 3mm\n　safe: 5mm")
    problems = run(copy, capsys, tmp_path)
    assert problems == [
        "content/layout.yaml:5:1: found a full-width space (U+3000) in the indentation, expected half-width spaces "
        "(switch the Japanese input off to indent)"
    ]


def test_a_full_width_space_before_a_top_level_key(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "age_min: 8", "　age_min: 8")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:8:1: found a full-width space (U+3000) before the key 'age_min', expected half-width spaces for "
        "indentation (switch the Japanese input off to indent)"
    ]


def test_an_unquoted_hash_that_starts_a_comment_in_a_flow_mapping(copy, capsys, tmp_path):
    edit(copy, "game.yaml", 'rgb: "#0068B7"', "rgb: #0068B7")
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{value_at(copy, 'game.yaml', 'rgb: #0068B7', '#0068B7')}: found '#' after a space, which starts "
        'a comment in YAML (the rest of the line is ignored); expected the value in quotes: "#0068B7"'
    ]


def test_an_unquoted_hash_that_starts_a_comment_in_a_block(copy, capsys, tmp_path):
    edit(
        copy,
        "game.yaml",
        '  blue:   {cmyk: [1.0, 0.55, 0, 0], rgb: "#0068B7", label: 青, shape: square, roles: [accent, band]}',
        "  blue:\n    cmyk: [1.0, 0.55, 0, 0]\n    rgb: #0068B7\n    label: 青\n    shape: square\n    roles: [accent, band]",
    )
    assert run(copy, capsys, tmp_path) == [
        f"content/game.yaml:{value_at(copy, 'game.yaml', 'rgb: #0068B7', ' #0068B7')}: palette.blue.rgb: found no value but the "
        "comment '#0068B7' (in YAML a # after a space starts a comment: put the value in quotes, \"#0068B7\"), expected #RRGGBB"
    ]


def build_problems(copy, capsys, tmp_path, target: str) -> list[str]:
    """`build TARGET`: exit 2, no traceback, nothing written; the problems (the renderer's checks, which `check` does not run)."""
    out = tmp_path / "build"
    assert main(["build", target, "--content", str(copy), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert not out.exists()
    *problems, last = captured.err.splitlines()
    assert last.endswith("; nothing was written")
    return [line.removeprefix("error: ") for line in problems]


def test_a_safe_zone_wider_than_the_page_margins_is_one_message_at_its_line(copy, capsys, tmp_path):
    edit(copy, "layout.yaml", "  safe: 5mm ", "  safe: 8mm ")
    assert build_problems(copy, capsys, tmp_path, "booklet") == [
        f"content/layout.yaml:{value_at(copy, 'layout.yaml', '  safe: 8mm', '8mm')}: booklet.safe: found '8mm', expected at most "
        "5.9mm: the page number's disc is printed 5.9mm from the trim (generator/booklet/stylesheet.py, FRAME)"
    ]


def test_a_booklet_page_too_small_for_its_texts_is_one_message_not_one_per_page(copy, capsys, tmp_path):
    edit(copy, "layout.yaml", "trim: {width: 148mm, height: 210mm}", "trim: {width: 105mm, height: 148mm}")
    [problem] = build_problems(copy, capsys, tmp_path, "booklet")
    assert problem.startswith(
        f"content/layout.yaml:{value_at(copy, 'layout.yaml', 'trim: {width: 105mm', '{')}: booklet.trim: found 105×148 mm, on which "
    )
    assert problem.endswith(
        "pages do not fit; expected at least 148×210 mm, the page the texts and the page design are "
        "fitted to (or shorten the texts of those pages)"
    )


# ---- a game without a web calculator (issue 19) ----


@pytest.fixture
def mind_copy(tmp_path):
    """A copy of games/the-mind/, a game whose game.yaml has no calculator_url (messages read the-mind/FILE)."""
    target = tmp_path / "the-mind"
    copy_linking_code(REPO / "games" / "the-mind", target)
    return target


def test_a_game_without_a_calculator_has_no_game_url(mind_copy, capsys, tmp_path):
    """{game:url} in a game that has no calculator: a content problem at its markup, from check and build alike."""
    edit(mind_copy, "pages/02-overview.yaml", "だまって出します。", "だまって出します。{game:url}")
    line = line_of(mind_copy, "pages/02-overview.yaml", "{game:url}")
    column = 1 + (mind_copy / "pages/02-overview.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("{game:url}")
    assert run(mind_copy, capsys, tmp_path) == [
        f"the-mind/pages/02-overview.yaml:{line}:{column}: found {{game:url}}, but game.yaml has no calculator_url "
        "(the game has no web calculator); expected calculator_url: https://… in game.yaml, or no {game:url}"
    ]


def test_a_qr_block_of_a_game_without_a_calculator(mind_copy, capsys, tmp_path):
    path = mind_copy / "pages/02-overview.yaml"
    path.write_text(path.read_text(encoding="utf-8") + '  - qr:\n      url: "{game:url}"\n', encoding="utf-8")
    line = len(path.read_text(encoding="utf-8").splitlines())
    assert run(mind_copy, capsys, tmp_path) == [
        f"the-mind/pages/02-overview.yaml:{line}:13: found {{game:url}}, but game.yaml has no calculator_url "
        "(the game has no web calculator); expected calculator_url: https://… in game.yaml, or no {game:url}"
    ]


@pytest.mark.parametrize(
    ("relpath", "line", "key"),
    [
        ("game.yaml", "calculator_url: https://mighty.boardstyle.org/\n", "calculator_url"),
        ("quickref.yaml", None, "endings"),
    ],
)
def test_what_the_core_leaves_optional_the_default_game_still_requires(copy, capsys, tmp_path, relpath, line, key):
    """MIGHTY? prints its calculator (p.12, the quick reference) and its endings (p.16, p.21): its own keys require them."""
    path = copy / relpath
    text = path.read_text(encoding="utf-8")
    if line is None:  # quickref.yaml: the whole `endings:` list
        start, end = text.index("endings:"), text.index("\nformula:")
        text = text[:start] + text[end + 1 :]
    else:
        assert text.count(line) == 1
        text = text.replace(line, "")
    path.write_text(text, encoding="utf-8")
    (problem,) = run(copy, capsys, tmp_path)
    assert re.match(rf"content/{relpath}:\d+:1: found no '{key}', expected '{key}' \(", problem), problem

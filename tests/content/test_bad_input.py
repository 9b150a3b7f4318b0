"""Bad input through the CLI: one message per problem at content/FILE:LINE:COL, exit status 2,
no traceback, nothing written. Each test breaks one thing in a copy of content/."""
from __future__ import annotations

import pytest

from generator.cli import main

from .conftest import edit, line_of
from .test_yamlsource import billion_laughs


def run(copy, capsys, tmp_path) -> list[str]:
    """Runs `check` and `build booklet`; both must report the same problems, and build writes nothing."""
    out = tmp_path / "build"
    assert main(["check", "--content", str(copy)]) == 2
    checked = capsys.readouterr()
    assert main(["build", "booklet", "--content", str(copy), "--out", str(out)]) == 2
    built = capsys.readouterr()
    assert checked.out == "" and built.out == ""
    assert "Traceback" not in checked.err + built.err
    assert not out.exists() or not any(out.iterdir())
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
    edit(copy, "pages/06-round-setup.yaml", '  - paragraph: "{game:cards}枚のカードをよく混ぜ、全員にハンド{rules:hand_size}枚を配ります。"',
         "  - paragraph: {game:cards}枚のカードをよく混ぜ、全員にハンド{rules:hand_size}枚を配ります。")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/06-round-setup.yaml:4:16: found a text that starts with '{', which YAML reads as a mapping; "
        'expected the whole text in quotes: "{game:cards}枚のカードをよく混ぜ、全…"'
    ]


def test_a_colon_and_a_space_inside_a_text_must_be_quoted(copy, capsys, tmp_path):
    edit(copy, "pages/19-end.yaml", "  - heading: 0点の人がいなければ次へ", "  - heading: 注意: 0点の人がいなければ次へ")
    line = line_of(copy, "pages/19-end.yaml", "注意: ")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/19-end.yaml:{line}:16: found ': ' (a colon and a space) inside a text, which YAML reads as a "
        'new key; expected the whole text in quotes: "注意: 0点の人がいなければ次へ"'
    ]


def test_a_tab_in_the_indentation(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "  - formula", "\t- formula")
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line_of(copy, 'pages/07-strength.yaml', 'formula')}:1: found a tab; "
        "expected spaces (YAML does not allow tabs for indentation: indent with spaces)"
    ]


def test_unknown_key_lists_the_accepted_keys_and_suggests_one(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:3: numbers: found no 'copies', expected 'copies' (a whole number above 0)",
        "content/deck.yaml:9:3: numbers: found unknown key 'copise', expected one of: colors, values, copies (did you mean 'copies'?)",
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


def test_more_copies_than_the_deck_holds(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [黄0, 青5]")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example 1 (negative): found 4 × 黄0 across the board and hands, "
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
        "content/pages/12-web.yaml:8:27: found {ref:web-how-to}, but there is no section 'web-how-to'; "
        "expected a page id (did you mean 'web-howto'?)"
    ]


def test_an_unknown_rules_name(copy, capsys, tmp_path):
    edit(copy, "pages/15-declare.yaml", "と宣言し、{rules:declaration_stake}点", "と宣言し、{rules:declaration_stak}点")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/15-declare.yaml:3:25: found {rules:declaration_stak}, expected one of: declaration_stake, "
        "challenge_stake, stake, table, showdown_gain, round_penalty, open_limit_few, few_players_max, many_players, "
        "open_limit_many, mighty_record, double2_record, board_size, hand_size, deal_size "
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
    assert problem.endswith("found more than 50000 values after expanding anchors and aliases (an alias bomb?), "
                            "expected a plain document: write the values out instead of using & and *")


def test_a_file_that_is_not_utf8(copy, capsys, tmp_path):
    path = copy / "pages" / "14-talk.yaml"
    path.write_bytes(path.read_text(encoding="utf-8").encode("shift_jis"))
    assert run(copy, capsys, tmp_path) == [
        "content/pages/14-talk.yaml:1:8: found byte 0x89, which is not UTF-8; expected a UTF-8 text file (save it as UTF-8)"
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
        "content/deck.yaml", "content/deck.yaml", "content/examples.yaml", "content/game.yaml",
        "content/layout.yaml", "content/pages/12-web.yaml", "content/quickref.yaml",
    ]
    assert "age_min: found 'eight', expected a whole number above 0" in problems[3]
    assert "booklet.bleed: found 3, expected a length with a unit: mm, cm, pt, in" in problems[4]


@pytest.mark.parametrize("relpath", ["game.yaml", "deck.yaml", "layout.yaml", "examples.yaml", "pages/07-strength.yaml"])
def test_a_file_of_the_wrong_shape_is_a_message_not_a_crash(copy, capsys, tmp_path, relpath):
    (copy / relpath).write_text("- just\n- a list\n", encoding="utf-8")
    problems = run(copy, capsys, tmp_path)
    assert problems[0] == f"content/{relpath}:1:1: found a list of 2, expected a mapping of keys to values"


@pytest.mark.parametrize("relpath", ["game.yaml", "deck.yaml", "layout.yaml", "glossary.yaml", "quickref.yaml", "examples.yaml"])
def test_an_empty_file_lists_what_is_missing(copy, capsys, tmp_path, relpath):
    (copy / relpath).write_text("", encoding="utf-8")
    problems = run(copy, capsys, tmp_path)
    assert problems and all(p.startswith(f"content/{relpath}:1:1: found no ") or "content/" in p for p in problems)


def test_a_choice_names_a_quickref_ending_by_id(copy, capsys, tmp_path):
    edit(copy, "pages/16-challenge.yaml", "outcome: showdown}\n          - {text: フォールド, outcome: fold}",
         "outcome: showdwn}\n          - {text: フォールド, outcome: next}")
    edit(copy, "quickref.yaml", "  - id: last-player", "  - id: fold")
    line = line_of(copy, "pages/16-challenge.yaml", "outcome: showdwn")
    first, again = line_of(copy, "quickref.yaml", "- id: fold"), line_of(copy, "quickref.yaml", "title: 最後の1人") - 1
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/16-challenge.yaml:{line}:37: block 1 (challenge_flow), step 3, choice 1, outcome: found "
        "'showdwn', expected 'next' (on to the next step) or the id of a quickref.yaml ending: unchallenged, fold, "
        "showdown, fold (did you mean 'showdown'?)",
        f"content/pages/16-challenge.yaml:{line + 1}:36: block 1 (challenge_flow), step 3, choice 2, outcome: found "
        "'next' on the last step, expected the id of a quickref.yaml ending: unchallenged, fold, showdown, fold",
        f"content/quickref.yaml:{again}:9: ending 4, id: found 'fold' a second time (first on line {first}), "
        "expected each id once",
    ]


# ---- markup problems at the markup's own line and column ----

def test_markup_in_a_block_text_is_located_at_its_line_and_column(copy, capsys, tmp_path):
    """In a `text: |-` block, the 3rd line of the text is line 18 of the file; the column is the markup's."""
    edit(copy, "pages/07-strength.yaml", "{ex:negative.strength}", "{ex:negatve.strength}")
    line = line_of(copy, "pages/07-strength.yaml", "{ex:negatve.strength}")
    column = (copy / "pages/07-strength.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("{ex:negatve") + 1
    assert (line, column) == (18, 67)
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/07-strength.yaml:{line}:{column}: found {{ex:negatve.strength}}, but there is no example "
        "'negatve'; expected one of: negative, basic, double, red-board, compare, challenge (did you mean 'negative'?)"
    ]


# ---- one run reports everything it can ----

def test_wrong_stated_results_are_reported_with_the_problems_of_form(copy, capsys, tmp_path):
    """Four problems of form in other files, and a wrong result in examples.yaml: all five at once."""
    edit(copy, "game.yaml", "age_min: 8", "age_min: eight")
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    edit(copy, "pages/07-strength.yaml", "      tone: tip", "      tome: tip")
    edit(copy, "examples.yaml", "      minority_sum: 4\n      strength: 3\n", "      minority_sum: 4\n      strength: 4\n")
    problems = run(copy, capsys, tmp_path)
    assert [p.split(":")[0] for p in problems] == [
        "content/deck.yaml", "content/deck.yaml", "content/examples.yaml", "content/game.yaml", "content/pages/07-strength.yaml",
    ]
    assert problems[2] == (f"content/examples.yaml:{line_of(copy, 'examples.yaml', '      strength: 4')}:17: example 2 "
                           "(basic), expect.strength: stated 4, the rules give 3 (record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)")


def test_what_did_not_load_is_not_verified(copy, capsys, tmp_path):
    """compare's hand is not a card list: compare is not replayed, and challenge (which uses it) is not
    reported as using an unknown example; negative still is replayed."""
    edit(copy, "examples.yaml", "      Aさん: [青4, 青1]", "      Aさん: 青4")
    edit(copy, "examples.yaml", "      strength: -10", "      strength: 10")
    line = line_of(copy, "examples.yaml", "Aさん: 青4")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line_of(copy, 'examples.yaml', 'strength: 10')}:17: example 1 (negative), expect.strength: "
        "stated 10, the rules give −10 (record: 0 + 0 + 0 = 0 / 5 + 5 = 10 / 0 − 10 = −10)",
        f"content/examples.yaml:{line}:12: example 5 (compare), players.Aさん: found '青4', expected a list of 2 card names",
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
        "record, ranking, glossary, quickref, qr, challenge_flow, materials, deck, dialogue, credits (did you mean 'formula'?)"
    ]

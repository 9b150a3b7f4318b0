"""Bad input through the CLI: one message per problem at content/FILE:LINE:COL, exit status 2,
no traceback, nothing written. Each test breaks one thing in a copy of content/."""
from __future__ import annotations

import pytest

from generator.cli import main

from .conftest import edit, line_of
from .test_yamlsource import billion_laughs


def run(copy, capsys, tmp_path) -> list[str]:
    """Runs `check` and `build booklet`; both must fail the same way and write nothing."""
    out = tmp_path / "build"
    assert main(["check", "--content", str(copy)]) == 2
    checked = capsys.readouterr()
    assert main(["build", "booklet", "--content", str(copy), "--out", str(out)]) == 2
    built = capsys.readouterr()
    assert checked.out == "" and built.err == checked.err
    assert "Traceback" not in checked.err
    assert not out.exists() or not any(out.iterdir())
    lines = checked.err.splitlines()
    count = len(lines) - 1
    assert lines[-1] == f"{count} problem{'s' if count != 1 else ''}; nothing was written"
    return [line.removeprefix("error: ") for line in lines[:-1]]


def test_yaml_syntax_error(copy, capsys, tmp_path):
    edit(copy, "game.yaml", "players: {min: 2, max: 8}", "players: {min: 2, max: 8")
    assert run(copy, capsys, tmp_path) == [
        "content/game.yaml:7:8: found invalid YAML: expected ',' or '}', but got ':' while parsing a flow mapping; "
        "expected YAML syntax (check indentation, colons and quotes)"
    ]


def test_unknown_key_lists_the_accepted_keys_and_suggests_one(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "  copies: 3", "  copise: 3")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:3: numbers: found no 'copies', expected 'copies' here",
        "content/deck.yaml:9:3: numbers: found unknown key 'copise', expected one of: colors, values, copies (did you mean 'copies'?)",
    ]


def test_unknown_key_in_a_block(copy, capsys, tmp_path):
    edit(copy, "pages/07-strength.yaml", "      tone: tip", "      tome: tip")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/07-strength.yaml:14:7: blocks[4] (callout): found unknown key 'tome', "
        "expected one of: text, title, tone (did you mean 'tone'?)"
    ]


def test_unknown_colour_names_the_value_and_the_colours(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: [yellow, green]")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:20: numbers.colors[1]: found 'green', expected a card colour: yellow, blue"
    ]


def test_misspelt_colour_gets_a_suggestion(copy, capsys, tmp_path):
    edit(copy, "deck.yaml", "colors: [yellow, blue]", "colors: [yelow, blue]")
    assert run(copy, capsys, tmp_path) == [
        "content/deck.yaml:7:12: numbers.colors[0]: found 'yelow', expected a card colour: yellow, blue (did you mean 'yellow'?)"
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
        f"content/examples.yaml:{line}:16: examples[2] (double).hand[1]: found 'DUBBLE', expected a card name: "
        "黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)"
    ]


def test_more_copies_than_the_deck_holds(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青5, 青5]", "    hand: [黄0, 青5]")
    line = line_of(copy, "examples.yaml", "- id: negative")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example negative: found 4 × 黄0 across the board and hands, "
        "but the deck holds 3; expected at most 3"
    ]


def test_a_card_the_deck_does_not_have(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "    hand: [青4, 黄1]", "    hand: [青4, 黄7]")
    line = line_of(copy, "examples.yaml", "- id: red-board")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:5: example red-board: found 黄7, which is not a card of the deck; "
        "expected one of 黄0–黄5, 青0–青5, MIGHTY, DOUBLE"
    ]


def test_an_example_whose_stated_result_is_wrong(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "      minority_sum: 4\n      strength: 3\n", "      minority_sum: 4\n      strength: 4\n")
    line = line_of(copy, "examples.yaml", "      strength: 4")
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{line}:17: example basic: expect.strength: stated 4, the rules give 3 "
        "(record: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    ]


def test_an_unresolved_cross_reference(copy, capsys, tmp_path):
    edit(copy, "pages/12-web.yaml", "{ref:web-howto}", "{ref:web-how-to}")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/12-web.yaml:8:16: found {ref:web-how-to}, but there is no section 'web-how-to'; "
        "expected a page id (did you mean 'web-howto'?)"
    ]


def test_an_unknown_rules_name(copy, capsys, tmp_path):
    edit(copy, "pages/15-declare.yaml", "と宣言し、{rules:declaration_stake}点", "と宣言し、{rules:declaration_stak}点")
    assert run(copy, capsys, tmp_path) == [
        "content/pages/15-declare.yaml:3:14: found {rules:declaration_stak}, expected one of: declaration_stake, "
        "challenge_stake, stake, table, showdown_gain, round_penalty, open_limit_few, few_players_max, many_players, "
        "open_limit_many, mighty_record, double2_record (did you mean 'declaration_stake'?)"
    ]


def test_a_duplicate_example_id(copy, capsys, tmp_path):
    edit(copy, "examples.yaml", "  - id: double", "  - id: basic")
    first, second = line_of(copy, "examples.yaml", "- id: basic"), line_of(copy, "examples.yaml", "hand: [黄4, DOUBLE]") - 2
    assert run(copy, capsys, tmp_path) == [
        f"content/examples.yaml:{second}:9: examples[2].id: found 'basic' again (first on line {first}), expected each example id once"
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
        f"content/pages/16-challenge.yaml:{line}:37: blocks[0] (challenge_flow).steps[2].choices[0].outcome: found "
        "'showdwn', expected 'next' (on to the next step) or the id of a quickref.yaml ending: unchallenged, fold, "
        "showdown, fold (did you mean 'showdown'?)",
        f"content/pages/16-challenge.yaml:{line + 1}:36: blocks[0] (challenge_flow).steps[2].choices[1].outcome: found "
        "'next' on the last step, expected the id of a quickref.yaml ending: unchallenged, fold, showdown, fold",
        f"content/quickref.yaml:{again}:9: endings[3].id: found 'fold' a second time (first on line {first}), "
        "expected each id once",
    ]

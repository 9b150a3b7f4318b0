"""A changed rule never leaves the booklet stating the old one (issue 14).

Each rule choice of content/rules.yaml is flipped in a copy of content/; `check` must then stop at
every sentence that states the old rule — named by the examples that check it (examples.yaml
`states`) or by the {rules:…} markup that can no longer print it — with the example's stated and
computed result."""

from __future__ import annotations

import pytest

from generator.cli import main

from .conftest import edit, line_of

# (the edit of rules.yaml, [(file, words) of each sentence that states the old rule])
FLIPS = {
    "tie rule": (
        ("  tie: declarer ", "  tie: challenger "),
        [("pages/17-showdown.yaml", "同点なら、宣言者の勝ち"), ("quickref.yaml", "同点は宣言者の勝ち")],
    ),
    "ranking": (
        ("ranking: [DOUBLE×2, MIGHTY, number]", "ranking: [MIGHTY, DOUBLE×2, number]"),
        [
            ("pages/09-hand-red.yaml", "ただしDOUBLE {n:2}枚には負けます"),
            ("pages/09-hand-red.yaml", "枚ともDOUBLEなら最強です"),
            ("pages/18-tips.yaml", "ただし、DOUBLE {n:2}枚には負けます"),
            ("quickref.yaml", 'order: ["DOUBLE {n:2}枚'),
        ],
    ),
    "MIGHTY + DOUBLE": (
        ("mighty_with_double: MIGHTY", "mighty_with_double: DOUBLE×2"),
        [("pages/09-hand-red.yaml", "MIGHTY＋DOUBLEもMIGHTY扱いで")],
    ),
    "what a DOUBLE copies": (
        ("double_copies: color_and_value", "double_copies: color"),
        [("pages/09-hand-red.yaml", "もう{n:1}枚のハンドを、色も数値も複製")],
    ),
    "red board card value": (("  value: 1", "  value: 0"), [("pages/10-board-red.yaml", "その色の{rules:red_board_value}にします")]),
    "red board card colours": (("colors: [yellow, blue]", "colors: [blue]"), [("pages/10-board-red.yaml", "各自が黄色か青を選び")]),
    "what the winner takes": (
        ("winner_takes: table", "winner_takes: own_stake"),
        [
            ("pages/17-showdown.yaml", "勝者が場のチップ"),
            ("pages/17-showdown.yaml", "強い方があがり"),
            ("pages/16-challenge.yaml", "（場は{rules:table}点）"),
            ("quickref.yaml", "勝者があがって"),
        ],
    ),
    "a stake": (
        ("  declaration: 1 ", "  declaration: 2 "),
        [
            ("pages/16-challenge.yaml", "{rules:stake}点ずつ返却"),
            ("pages/23-challenge-talk.yaml", "{rules:stake}"),
            ("quickref.yaml", "{rules:stake}点ずつ返却"),
        ],
    ),
    "where the higher open limit starts": (
        ("  - {from_players: 5, open: 2}", "  - {from_players: 6, open: 2}"),
        [("pages/15-declare.yaml", "同時に進める宣言は")],
    ),
    "an open limit": (
        ("  - {from_players: 5, open: 2}", "  - {from_players: 5, open: 2}\n  - {from_players: 6, open: 3}"),
        [("pages/15-declare.yaml", "同時に進める宣言は")],
    ),
}


def check(copy, capsys) -> list[str]:
    assert main(["check", "--content", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.splitlines()


@pytest.mark.parametrize("name", FLIPS)
def test_flipping_a_rule_stops_at_every_sentence_that_states_it(copy, capsys, name):
    (old, new), sentences = FLIPS[name]
    edit(copy, "rules.yaml", old, new)
    problems = check(copy, capsys)
    for file, words in sentences:
        line = line_of(copy, file, words)
        assert any(p.startswith(f"error: content/{file}:{line}:") for p in problems), (file, line, words, problems)


TIE = "In a tie, the declarer wins."  # the English sentence of p.17 and the quick reference


def test_a_failing_example_gives_its_stated_and_computed_result_and_the_sentence(copy, capsys):
    edit(copy, "rules.yaml", "  tie: declarer ", "  tie: challenger ")
    problems = check(copy, capsys)
    # the English edition's sentences, named too (generator/translation/edition.py); the card joins “In\u00a0a\u00a0tie”
    english = [
        f"error: content/en/{file}:{line_of(copy, 'en/' + file, TIE.replace('In a ', ''))}:{column}: 「{TIE}」 "
        f"states the rule that example 7 (tie) checks (content/examples.yaml:{line_of(copy, 'examples.yaml', 'id: tie')}), and the "
        "example fails by the rules of content/rules.yaml: if a rule changed, rewrite this sentence to state it (then the "
        "example's results)"
        for file, column in (("pages/17-showdown.yaml", 7), ("quickref.yaml", 59))
    ]
    assert problems == [
        *english,
        f"error: content/examples.yaml:{line_of(copy, 'examples.yaml', 'winner: Aさん}')}:62: example 7 (tie), expect.winner: "
        "stated Aさん, the rules give Bさん",
        f"error: content/pages/17-showdown.yaml:{line_of(copy, 'pages/17-showdown.yaml', '同点なら')}:11: 「同点なら、宣言者の勝ち」 "
        f"states the rule that example 7 (tie) checks (content/examples.yaml:{line_of(copy, 'examples.yaml', 'id: tie')}), and the "
        "example fails by the rules of content/rules.yaml: if a rule changed, rewrite this sentence to state it (then the "
        "example's results)",
        f"error: content/quickref.yaml:{line_of(copy, 'quickref.yaml', '同点は')}:33: 「同点は宣言者の勝ち」 states the rule that "
        f"example 7 (tie) checks (content/examples.yaml:{line_of(copy, 'examples.yaml', 'id: tie')}), and the example fails by the "
        "rules of content/rules.yaml: if a rule changed, rewrite this sentence to state it (then the example's results)",
        "5 problems (3 Japanese, 2 English)",
    ]


def test_the_base_content_states_every_rule_correctly(content_dir, capsys):
    assert main(["check", "--content", str(content_dir)]) == 0


def test_a_statement_must_name_words_that_are_written_there(copy, capsys):
    edit(copy, "examples.yaml", "words: 同点なら、宣言者の勝ち}", "words: 同点なら宣言者の勝ち}")
    line = line_of(copy, "examples.yaml", "words: 同点なら宣言者の勝ち}")
    assert check(copy, capsys)[0] == (
        f"error: content/examples.yaml:{line}:9: example 7 (tie), states: found no '同点なら宣言者の勝ち' in "
        "content/pages/17-showdown.yaml, expected words written there (the sentence this example checks)"
    )


def test_a_statement_finds_its_words_joined_by_a_no_break_space(copy, capsys):
    """The English may join “In a\u00a0tie” so that no line ends at “a”; the words, typed with spaces, still find it."""
    edit(copy, "en/pages/17-showdown.yaml", "**In a tie, the declarer wins.**", "**In a\u00a0tie, the declarer wins.**")
    assert main(["check", "--content", str(copy)]) == 0, capsys.readouterr().err


def test_a_check_of_the_rules_needs_no_page_but_a_printed_example_does(copy, capsys):
    edit(copy, "examples.yaml", "    hand: [MIGHTY, DOUBLE]\n    printed: false\n", "    hand: [MIGHTY, DOUBLE]\n")
    assert check(copy, capsys)[0].endswith(
        "example 10 (mighty-and-double): found no page that shows it, "
        "expected a {ex:mighty-and-double.…} or a block with example: mighty-and-double"
    )


def test_build_stops_at_the_same_sentences_and_writes_nothing(copy, capsys, tmp_path):
    edit(copy, "rules.yaml", "  tie: declarer ", "  tie: challenger ")
    checked = check(copy, capsys)
    out = tmp_path / "build"
    assert main(["build", "all", "--content", str(copy), "--out", str(out)]) == 2
    built = capsys.readouterr().err.splitlines()
    assert built[:-1] == checked[:-1] and built[-1] == "5 problems (3 Japanese, 2 English); nothing was written"
    assert not any(out.rglob("*.pdf"))


def test_the_japanese_edition_alone_names_only_its_own_sentences(copy, capsys):
    edit(copy, "rules.yaml", "  tie: declarer ", "  tie: challenger ")
    assert main(["check", "--content", str(copy), "--edition", "ja"]) == 2
    problems = capsys.readouterr().err.splitlines()
    assert problems[-1] == "3 problems" and not any("content/en/" in p for p in problems)


@pytest.mark.parametrize("name", ["ranking", "what a DOUBLE copies", "MIGHTY + DOUBLE", "what the winner takes", "a stake"])
def test_flipping_a_rule_names_the_english_sentences_too(copy, capsys, name):
    """The English edition's sentences that state the old rule are named at their content/en/ lines."""
    (old, new), _ = FLIPS[name]
    edit(copy, "rules.yaml", old, new)
    assert any(p.startswith("error: content/en/") for p in check(copy, capsys)), name

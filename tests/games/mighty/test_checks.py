"""MIGHTY?'s checks of verification (generator/games/mighty/checks.py): the record and dialogue blocks
filled from the replay, and p.9's ranking held to rules.yaml's."""

from __future__ import annotations

from tests.content.conftest import edit, line_of

from .conftest import problems_of


def test_resolved_record_and_dialogue_blocks(content):
    record = content.pages[7].blocks[6]
    assert record.kind == "record" and record.lines == ("2 + 4 + 1 = 7", "3 + 1 = 4", "7 − 4 = 3")
    dialogue = content.pages[22].blocks[1]
    assert [(t.player, t.says) for t in dialogue.turns] == [
        ("Aさん", "マイティ"),
        ("Bさん", "チャレンジ"),
        ("Aさん", "コール"),
        ("Bさん", "ショーダウン"),
    ]


def test_a_dialogue_needs_one_line_per_spoken_step(copy):
    edit(copy, "pages/23-challenge-talk.yaml", "        - Aさんも自分のハンド{n:1}枚を選んで、Bさんだけに見せます。\n", "")
    [problem] = problems_of(copy)
    assert problem == (
        "content/pages/23-challenge-talk.yaml:6:5: block 2 (dialogue): found 3 lines, expected one per spoken step of "
        "example 6 (challenge) (4: マイティ, チャレンジ, コール, ショーダウン)"
    )


def test_record_notes_one_per_line(copy):
    edit(copy, "pages/08-calculate.yaml", "notes: [多数色, 少数色, 強さ]", "notes: [多数色, 少数色]")
    [problem] = problems_of(copy)
    assert problem == (
        "content/pages/08-calculate.yaml:13:5: block 7 (record): found 2 notes, expected one per record line "
        "(3: 2 + 4 + 1 = 7 / 3 + 1 = 4 / 7 − 4 = 3)"
    )


def test_the_ranking_has_one_entry_per_hand_class(copy):
    """p.9: DOUBLE 2枚 > MIGHTY > 通常の合計値 are the engine's three classes; `check` reports a fourth."""
    edit(
        copy, "quickref.yaml", 'order: ["DOUBLE {n:2}枚", MIGHTY, 通常の合計値]', 'order: ["DOUBLE {n:2}枚", MIGHTY, 通常の合計値, ブラフ]'
    )
    assert problems_of(copy) == [
        f"content/quickref.yaml:{line_of(copy, 'quickref.yaml', 'order:')}:11: ranking.order: found 4 entries, expected 3: "
        "one per hand class of the rules, strongest first (DOUBLE×2 > MIGHTY > number)"
    ]

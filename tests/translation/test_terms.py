"""generator/translation/terms.py: a translation that renders a glossary term of its Japanese
differently is reported with both lines; the glossary and terminology.yaml must agree."""

from __future__ import annotations

from generator.cli import main
from generator.translation.terms import _word

from .test_status import edit, line_of, problems


def test_the_real_translation_uses_the_glossary_terms(capsys):
    assert main(["check"]) == 0
    capsys.readouterr()


def test_a_planted_inconsistency_is_reported_with_both_lines(copy, capsys):  # noqa: F811
    edit(
        copy,
        "en/pages/18-tips.yaml",
        "opponent folds. Show a card that looks strong alongside the board to invite a fold.",
        "opponent gives up. Show a card that looks strong alongside the board to make them give up.",
    )
    en_line = line_of(copy, "en/pages/18-tips.yaml", "give up")
    ja_line = line_of(copy, "pages/18-tips.yaml", "フォールドを誘う")
    glossary = line_of(copy, "en/glossary.yaml", "en: fold")
    terminology = line_of(copy, "en/terminology.yaml", "フォールド:")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/pages/18-tips.yaml:{en_line}:7: 6.paragraph.text: renders フォールド differently: the Japanese at "
        f"content/pages/18-tips.yaml:{ja_line}:16 「…て強そうに見える1枚で、フォールドを誘う手もあります。」 uses フォールド, "
        f"expected “fold” (content/en/glossary.yaml:{glossary}:7; the forms that count: content/en/terminology.yaml:{terminology}:1) "
        "in the English “Even when you are not sure of your strength, you go out if your opponent…”"
    ]


def test_the_declaration_is_not_the_card(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/15-declare.yaml", "Declare “Mighty” and", "Declare “MIGHTY” and")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 1 and "1.heading.text: renders マイティ differently" in found[0] and "expected “Mighty”" in found[0]


def test_terminology_must_start_with_the_glossary_term(copy, capsys):  # noqa: F811
    edit(copy, "en/terminology.yaml", "コール: {en: [call, calls, called]}", "コール: {en: [calls, call, called]}")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    line = line_of(copy, "en/terminology.yaml", "コール:")
    glossary = line_of(copy, "en/glossary.yaml", "en: call")
    assert found == [
        f"content/en/terminology.yaml:{line}:11: コール: found 'calls' first, "
        "expected the glossary's English term 'call' "
        f"(content/en/glossary.yaml:{glossary}:7)"
    ]


def test_a_glossary_term_without_terminology_is_reported(copy, capsys):  # noqa: F811
    edit(
        copy,
        "en/terminology.yaml",
        next(line for line in (copy / "en/terminology.yaml").read_text(encoding="utf-8").splitlines(True) if line.startswith("持ち点:")),
        "",
    )
    code, found = problems(copy, capsys, "check")
    assert code == 2
    first = line_of(copy, "en/terminology.yaml", "ボード:")
    assert found == [
        f"content/en/terminology.yaml:{first}:1: found no entry for the glossary term 持ち点, expected `持ち点: {{en: [FORMS]}}`"
    ]


def test_an_amount_in_chips_where_the_japanese_counts_points_is_reported(copy, capsys):  # noqa: F811
    """The style sheet's decision: an amount is in points (点); chips are only the tokens."""
    edit(
        copy,
        "en/quickref.yaml",
        "The declarer takes back {rules:declaration_stake|point}.",
        "The declarer takes back {rules:declaration_stake|chip}.",
    )
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 1 and "endings.1.lines.1: renders 持ち点 differently" in found[0] and "expected “points”" in found[0]


def test_a_ruled_out_form_is_reported_wherever_it_is_used(copy, capsys):  # noqa: F811
    """“drop out” is what the rule calls fold (降りる): the style sheet rules it out in every text."""
    edit(copy, "en/pages/02-overview.yaml", 'en: "Your opponent folds"', 'en: "Your opponent folds and drops out"')
    line = line_of(copy, "en/pages/02-overview.yaml", "drops out")
    glossary = line_of(copy, "en/glossary.yaml", "en: fold")
    terminology = line_of(copy, "en/terminology.yaml", "フォールド:")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/pages/02-overview.yaml:{line}:7: 4.points.items.2.title: found “drops out” in the English "
        "“Your opponent folds and drops out”, which the style sheet rules out for フォールド; expected “fold” "
        f"(content/en/glossary.yaml:{glossary}:7; the forms ruled out: content/en/terminology.yaml:{terminology}:1)"
    ]


def test_a_term_joined_by_no_break_spaces_still_counts():
    """The style sheet joins words no line may part with U+00A0 (“minority\u00a0color\u00a0total”): the
    term is still found there, and a ruled-out form is still caught."""
    assert _word("minority color").search("majority color total −\u00a0minority\u00a0color\u00a0total")
    assert _word("points of chips").search("3\u00a0points\u00a0of chips")
    assert not _word("minority color").search("minority colors")


def test_points_of_chips_is_ruled_out(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/04-components.yaml", "chips worth {game:starting_chips|point}.", "{game:starting_chips|point} of chips.")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 1 and "1.paragraph.text: found “points of chips”" in found[0] and "expected “points”" in found[0]


def test_a_style_sheet_variant_is_reported_with_the_word_to_use(copy, capsys):  # noqa: F811
    """The style sheet's own words (terminology.yaml `words:`): the calculator is never “the web page”."""
    edit(copy, "en/pages/17-showdown.yaml", "your phone screen if you used the calculator.", "your phone screen if you used the web page.")
    line = line_of(copy, "en/pages/17-showdown.yaml", "the web page.")
    word = line_of(copy, "en/terminology.yaml", "  calculator:")
    ja_line = line_of(copy, "pages/17-showdown.yaml", "Webを使")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/pages/17-showdown.yaml:{line}:7: 2.paragraph.text: found “web page” in the English "
        "“Only the declarer and the challenger compare strength. Show your record …”, which the style sheet rules "
        f"out for “calculator”; expected “calculator” (content/en/STYLE.md; the forms ruled out: content/en/terminology.yaml:{word}:3)",
        f"content/en/pages/17-showdown.yaml:{line}:7: 2.paragraph.text: renders Web differently: the Japanese at "
        f"content/pages/17-showdown.yaml:{ja_line}:16 「…紙で計算した人は記録を、Webを使った人はスマホの画面…」 "
        f"uses Web, expected “calculator” (content/en/STYLE.md; the forms that count: content/en/terminology.yaml:{word}:3) "
        "in the English “Only the declarer and the challenger compare strength. Show your record …”",
    ]


def test_the_record_is_one_word_and_chips_are_not_an_amount(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/11-record.yaml", "Fix mistakes in your record", "Fix mistakes in your sums")
    stake = "{rules:declaration_stake|point}"
    edit(copy, "en/pages/15-declare.yaml", f"puts chips worth {stake} on the table", f"puts {stake} on the table from their own chips")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 2
    assert "6.heading.text: found “sums”" in found[0] and "out for “record”; expected “record”" in found[0]
    assert "2.paragraph.text: found “from their own chips”" in found[1] and "out for “point”; expected “point”" in found[1]


def test_a_contest_renders_every_勝負_but_folding_out_of_one_is_a_fold(copy, capsys):  # noqa: F811
    edit(copy, "en/pages/02-overview.yaml", "you play no more contests that round", "you sit out the rest of the round")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 1 and "5.paragraph.text: renders 勝負 differently" in found[0] and "expected “contest”" in found[0]


def test_a_paired_definition_needs_one_part_per_term(copy, capsys):  # noqa: F811
    edit(copy, "en/glossary.yaml", "everyone shares. / The {rules:hand_size|card} only you look at.", "everyone shares.")
    line = line_of(copy, "en/glossary.yaml", "everyone shares.")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/glossary.yaml:{line}:7: found 1 definition(s) for the terms 'board / hand', expected one for each term, "
        "joined with '/', each a sentence of its own (the English glossary prints each term as an entry)"
    ]


def test_what_nobody_else_sees_stays_secret_never_not_revealed_to_the_table(copy, capsys):  # noqa: F811
    """Issue 30: 全員には公開しない is “stay secret” (terminology.yaml `words:` secret); “not revealed to the
    table”, the translated phrasing, is ruled out wherever it is written."""
    edit(copy, "en/pages/16-challenge.yaml", "Hands and records stay secret.", "Hands and records are not revealed to the table.")
    line = line_of(copy, "en/pages/16-challenge.yaml", "not revealed to the table")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 2 and all(p.startswith(f"content/en/pages/16-challenge.yaml:{line}:7: 2.paragraph.text: ") for p in found)
    assert "found “not revealed”" in found[0] and "out for “secret”; expected “secret”" in found[0]
    assert "renders 公開しません differently" in found[1] and "expected “secret”" in found[1]


def test_a_stake_is_never_put_down_and_a_card_turned_over_is_face_down(copy, capsys):  # noqa: F811
    """“Declare “Mighty” and put down 1 point” read as a translation: a stake is put on the table or staked
    (`words:` point avoids “put down”); 伏せる is “face down” (`words:` face down), not “reversed”."""
    edit(copy, "en/pages/15-declare.yaml", "and stake {rules:declaration_stake|point}", "and put down {rules:declaration_stake|point}")
    edit(copy, "en/pages/18-tips.yaml", "keep MIGHTY face down", "keep MIGHTY reversed")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert len(found) == 3
    assert "15-declare.yaml" in found[0] and "1.heading.text: found “put down”" in found[0] and "expected “point”" in found[0]
    assert "18-tips.yaml" in found[1] and "found “reversed”" in found[1] and "expected “face down”" in found[1]
    assert "18-tips.yaml" in found[2] and "renders 伏せ differently" in found[2] and "expected “face down”" in found[2]

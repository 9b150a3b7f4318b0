"""`check` is the build's verdict (issue 20): it refuses exactly what `build all` refuses, with the same
messages, and reports every edition's problems at once; for every game (issue 19): MIGHTY? (content/)
first, then The Mind (games/the-mind/)."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from generator import pipeline
from generator.cli import main
from generator.content.blocks import CoverBlock
from generator.games.mighty.rules import Color
from tests.games.the_mind.code import copy_linking_code

REPO = Path(__file__).resolve().parents[2]


def edited(tmp_path: Path, file: str, old: str, new: str, count: int = 1) -> Path:
    """A copy of content/ with `old` replaced by `new` in `file` (which must hold it)."""
    content = tmp_path / "content"
    if not content.exists():
        shutil.copytree(REPO / "content", content)
    path = content / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{file} no longer holds {old!r}: update the test"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return content


def said(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str]:
    status = main(argv)
    return status, capsys.readouterr().err


def verdicts(capsys: pytest.CaptureFixture[str], content: Path, out: Path) -> tuple[tuple[int, str], tuple[int, str]]:
    """(status, stderr) of `check` and of `build all`, with build's summary line as check's."""
    checked = said(capsys, ["check", "--content", str(content)])
    status, err = said(capsys, ["build", "all", "--content", str(content), "--out", str(out)])
    return checked, (status, err.replace("; nothing was written\n", "\n"))


def refused_alike(capsys: pytest.CaptureFixture[str], content: Path, tmp_path: Path) -> str:
    checked, built = verdicts(capsys, content, tmp_path / "build")
    assert checked[0] == 2 and checked == built
    assert not (tmp_path / "build").exists()
    return checked[1]


P7 = "  - paragraph: 多数色は、数値の大きさではなく**枚数**で決まります。{n:0}のカードも{n:1}枚と数えます。\n"
P7_LONG = "  - paragraph: " + "多数色は、数値の大きさではなく**枚数**で決まります。{n:0}のカードも{n:1}枚と数えます。" * 30 + "\n"
DOUBLE = 'reminder: "もう{n:1}枚のハンドを色も数値も複製"}'


# What `check` passed and `build` refused before issue 20: each now refused by both, with the build's message.
REFUSED_BY_THE_BUILD = {
    "booklet.safe against the page-number disc": (
        "layout.yaml",
        "  safe: 5mm ",
        "  safe: 9mm ",
        "booklet.safe: found '9mm', expected at most",
    ),
    "paper too small for the columns": (
        "layout.yaml",
        "a4:     {width: 210mm,",
        "a4:     {width: 100mm,",
        "cards.pnp.papers.a4",
    ),
    "a card reminder that no longer fits": (
        "deck.yaml",
        DOUBLE,
        'reminder: "' + "もう{n:1}枚のハンドを色も数値も複製" * 12 + '"}',
        "the reminder of DOUBLE does not fit the card",
    ),
    "a missing ruby reading": ("readings.yaml", "  特殊: とくしゅ\n", "", "特殊"),
    # issue 30: never set ragged; the line that would be too loose is named, at the English text's line
    "an English paragraph no line breaking justifies": (
        "en/pages/02-overview.yaml",
        "you go out; they stay in the round.",
        "you go out. The player who folded stays in the round.",
        "content/en/pages/02-overview.yaml:24:7: this justified paragraph cannot be set",
    ),
    "a page that overflows": ("pages/07-strength.yaml", P7, P7_LONG, "content/pages/07-strength.yaml"),
    # found by the random edits (test_verdict_property.py): said by the painting of the sheets only
    "a sheet label deleted": (
        "sheets.yaml",
        "  chips_front: ",
        "  chips_frnt: ",
        "found no label 'chips_front', expected it under labels:",
    ),
    "the chip's name deleted": (  # MIGHTY?'s tabletop save names its chips by it (issue 27)
        "sheets.yaml",
        "  chip: ",
        "  chp: ",
        "found no label 'chip', expected it under labels: (the tabletop save names each chip by it)",
    ),
    "a sheet label short of a #": ("sheets.yaml", '"# #/# 表（#）"', '"# #/# 表"', "found 3 # in '# #/# 表', expected 4"),
    # found by The Mind's random edits: jinja2's UndefinedError from inside rules.html.j2, in both commands
    "a web label deleted": (
        "web.yaml",
        "  rules_copies: ",
        "  rules_copis: ",
        "web.yaml: labels: found no label 'rules_copies', expected it",
    ),
}


@pytest.mark.parametrize("case", list(REFUSED_BY_THE_BUILD))
def test_check_refuses_what_the_build_refuses_with_its_message(case, tmp_path, capsys):
    file, old, new, message = REFUSED_BY_THE_BUILD[case]
    err = refused_alike(capsys, edited(tmp_path, file, old, new), tmp_path)
    assert message in err


# Issue 26: a number typed in prose, in either edition, is refused by both commands at its line.
TYPED_NUMBERS = {
    "Japanese": ("pages/07-strength.yaml", "{n:0}のカードも", "0のカードも", "content/pages/07-strength.yaml:"),
    "English": (
        "en/pages/19-end.yaml",
        "At {n:0|point}, the game ends",
        "At 0\u00a0points, the game ends",
        "content/en/pages/19-end.yaml:",
    ),
}


@pytest.mark.parametrize("case", list(TYPED_NUMBERS))
def test_a_number_typed_in_prose_is_refused_by_check_and_build_alike(case, tmp_path, capsys):
    file, old, new, place = TYPED_NUMBERS[case]
    err = refused_alike(capsys, edited(tmp_path, file, old, new), tmp_path)
    assert f"error: {place}" in err and "found the number 0 typed in" in err


def test_a_stale_translation_and_a_japanese_overflow_on_p7_are_reported_together(tmp_path, capsys):
    content = edited(tmp_path, "pages/07-strength.yaml", P7, P7_LONG)
    err = refused_alike(capsys, content, tmp_path)
    problems = [line for line in err.splitlines() if line.startswith("error: ")]
    assert any(line.startswith("error: content/en/pages/07-strength.yaml:") and "the translation is stale" in line for line in problems)
    assert any(line.startswith("error: content/pages/07-strength.yaml:") and "mm" in line for line in problems)
    assert err.endswith(f"\n{len(problems)} problems (1 Japanese, {len(problems) - 1} translation)\n")


def test_build_booklet_names_a_japanese_card_overflow_behind_a_stale_translation(tmp_path, capsys):
    """`make booklet` (build booklet, both editions): the booklet's card figures are laid out in its
    check phase, so the overflow of DOUBLE's reminder is named beside the stale translation it causes,
    as `build all` and `build booklet --edition ja` name it (issue 30)."""
    content = edited(tmp_path, "deck.yaml", DOUBLE, 'reminder: "' + "もう{n:1}枚のハンドを色も数値も複製" * 12 + '"}')
    status, err = said(capsys, ["build", "booklet", "--content", str(content), "--out", str(tmp_path / "build")])
    problems = [line for line in err.splitlines() if line.startswith("error: ")]
    assert status == 2 and not (tmp_path / "build").exists()
    overflow = "the reminder of DOUBLE does not fit the card"
    assert any(line.startswith("error: content/deck.yaml:12:") and overflow in line for line in problems)
    assert any(line.startswith("error: content/en/deck.yaml:") and "the translation is stale" in line for line in problems)
    assert err.endswith("2 problems (1 Japanese, 1 translation); nothing was written\n")


def test_each_problem_is_said_once_in_file_and_line_order(tmp_path, capsys):
    """A problem of a shared file (layout.yaml) is met by both editions' checks, and said once."""
    content = edited(tmp_path, "layout.yaml", "  safe: 5mm ", "  safe: 9mm ")
    edited(tmp_path, "pages/07-strength.yaml", P7, P7_LONG)
    err = refused_alike(capsys, content, tmp_path)
    problems = [line for line in err.splitlines() if line.startswith("error: ")]
    assert len(problems) == len(set(problems))
    assert sum("booklet.safe" in line for line in problems) == 1
    files = [line.removeprefix("error: ").split(":")[0] for line in problems]
    assert files == sorted(files)


def test_one_edition_keeps_the_summary_line_without_a_tally(tmp_path, capsys):
    content = edited(tmp_path, "layout.yaml", "  safe: 5mm ", "  safe: 9mm ")
    status, err = said(capsys, ["check", "--edition", "ja", "--content", str(content)])
    assert status == 2 and err.endswith("\n1 problem\n")


def _verified_then(change):
    """pipeline.verify_content, with the verified Japanese edition changed as a new game's content would be."""
    verify = pipeline.verify_content

    def verified(content):
        done = verify(content)
        return change(done) if done.language == "ja" else done

    return verified


def test_a_deck_without_yellow_cards_is_a_message_not_a_traceback_in_covers(monkeypatch, capsys):
    """Issue 19's first crash: `max() arg is an empty sequence` in booklet/covers.py for the cover's fan."""

    def no_yellow(content):
        deck = content.deck  # MIGHTY?'s Deck (its parts are read typed): the same without the yellow cards
        kept = {card: n for card, n in deck.copies.items() if card.color is not Color.YELLOW or card.is_red}
        return dataclasses.replace(content, deck=type(deck)(kept))

    monkeypatch.setattr(pipeline, "verify_content", _verified_then(no_yellow))
    status, err = said(capsys, ["check", "--edition", "ja", "--content", str(REPO / "content")])
    assert status == 2
    assert "content/pages/01-cover.yaml:" in err and "cover: found no yellow card in deck.yaml, expected one" in err


def test_rules_html_without_a_cover_block_is_a_message_not_a_traceback(monkeypatch, capsys):
    """Issue 19's second crash: `StopIteration` in web/booklet.py when page 1 has no cover block."""

    def no_cover(content):
        first = content.pages[0]
        kept = tuple(block for block in first.blocks if not isinstance(block, CoverBlock))
        return dataclasses.replace(content, pages=(dataclasses.replace(first, blocks=kept), *content.pages[1:]))

    monkeypatch.setattr(pipeline, "verify_content", _verified_then(no_cover))
    status, err = said(capsys, ["check", "--edition", "ja", "--content", str(REPO / "content")])
    assert status == 2
    assert "error: content/pages/01-cover.yaml" in err and "page 1 has no cover block, expected one" in err


# ---- The Mind (issue 19: `check` refuses every content the build would refuse, for both games) -------

MIND = REPO / "games" / "the-mind"


@pytest.fixture
def mind_cover(monkeypatch: pytest.MonkeyPatch):
    """Gives The Mind's Game another cover_cards hook for one test (load_game caches each game: cleared before and after)."""
    import the_mind_game as the_mind

    import tests.games.the_mind  # noqa: F401  (names the_mind_game)
    from generator.plugins import load_game

    def replace_hook(cover_cards: object) -> None:
        load_game.cache_clear()
        monkeypatch.setattr(the_mind, "GAME", dataclasses.replace(the_mind.GAME, cover_cards=cover_cards))

    yield replace_hook
    load_game.cache_clear()


def mind_edited(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """A copy of games/the-mind/ (messages name it the-mind/FILE) with `old`, once in `file`, replaced by `new`."""
    folder = tmp_path / "the-mind"
    if not folder.exists():
        copy_linking_code(MIND, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{file} no longer holds {old!r} once: update the test"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def only_problem(err: str) -> str:
    """The one problem `err` reports (FILE:LINE:COL: message), after its summary line is checked."""
    first, summary = err.splitlines()
    assert first.startswith("error: ") and summary == "1 problem", err
    return first.removeprefix("error: ")


def test_the_mind_with_a_flipped_cap_stops_check_and_build_at_the_sentence_that_states_it(tmp_path, capsys):
    """Flipping one of The Mind's rules (caps.lives 5 → 4) stops the build, not only `check`, at the
    example that checks it and at the sentence of p.6 that states it, as for MIGHTY?."""
    folder = mind_edited(tmp_path, "rules.yaml", "  lives: 5\n", "  lives: 4\n")
    err = refused_alike(capsys, folder, tmp_path)
    assert "the-mind/examples.yaml:" in err and "example 3 (cap): 5 lives: a team playing holds 1 to 4" in err
    sentence = "「ライフは{rules:caps.lives}枚、手裏剣は{rules:caps.shurikens}枚まで」"
    assert f"error: the-mind/pages/06-rewards.yaml:15:9: {sentence} states the rule that example 3 (cap) checks" in err
    assert err.endswith("\n2 problems\n")


def test_the_mind_without_a_cover_block_is_a_message_of_check_and_build_not_a_traceback(tmp_path, capsys):
    """Issue 19's second crash (`StopIteration` in web/booklet.py), for a game that is not the default
    one: p.1 of The Mind without its cover block is one message at the page, from both commands."""
    folder = mind_edited(tmp_path, "pages/01-cover.yaml", "  - cover:\n", "  - paragraph: 遊び方説明書\n  - cover:\n")
    page = folder / "pages/01-cover.yaml"
    page.write_text(page.read_text(encoding="utf-8").split("  - cover:\n")[0], encoding="utf-8")  # the cover block gone
    err = refused_alike(capsys, folder, tmp_path)
    assert only_problem(err) == (
        "the-mind/pages/01-cover.yaml:2:1: page 1 has no cover block, expected one: rules.html takes its title and subtitle from it"
    )


def test_the_mind_with_no_number_card_for_its_cover_is_a_message_not_a_traceback(mind_cover, tmp_path, capsys):
    """Issue 19's first crash (`max() arg is an empty sequence` for a cover fan without its cards), for
    The Mind: deck.yaml cannot lose its number cards (the loader says so), so its plug-in is given a deck
    without them for the cover, and both commands say so at the cover block."""
    from the_mind_game.cards import CardKind
    from the_mind_game.design.cover import cover_cards
    from the_mind_game.design.loading import mind_deck

    import tests.games.the_mind  # noqa: F401  (names the_mind_game)

    def without_numbers(content, where):
        return cover_cards([card for card in mind_deck(content).faces() if card.kind is not CardKind.NUMBER], where)

    mind_cover(without_numbers)
    err = refused_alike(capsys, MIND, tmp_path)
    assert only_problem(err).endswith(
        "/pages/01-cover.yaml:4:5: cover: found no number card in deck.yaml, expected one: the cover lays out number cards in rising order"
    )


def test_a_cover_fan_of_no_card_is_a_message_of_the_core_not_a_traceback(mind_cover, tmp_path, capsys):
    """The core sizes the fan by its cards (booklet/covers.py): a game whose cover_cards chooses none gets
    one message at its cover block instead of `max() arg is an empty sequence`."""
    mind_cover(lambda content, where: [])
    err = refused_alike(capsys, MIND, tmp_path)
    assert only_problem(err).endswith(
        "/pages/01-cover.yaml:4:5: cover: found no card to fan out, expected at least one: the game's Game.cover_cards chose none"
    )


def test_the_mind_without_its_number_cards_in_deck_yaml_is_refused_alike(tmp_path, capsys):
    """The content edit a designer would make to get there: one message at deck.yaml from both commands."""
    folder = mind_edited(tmp_path, "deck.yaml", "values: {from: 1, to: 100}", "values: {from: 1, to: 0}")
    err = refused_alike(capsys, folder, tmp_path)
    assert only_problem(err) == "the-mind/deck.yaml:6:27: kinds.number.values.to: found 0 below from 1, expected from ≤ to"


def test_the_mind_with_a_web_label_deleted_is_a_message_at_web_yaml_not_a_traceback(tmp_path, capsys):
    """Found by the random edits (seed 92 of The Mind): a label rules.html reads and web.yaml lacks was
    jinja2's `UndefinedError: 'dict object' has no attribute 'rules_copies'` in check and build alike."""
    folder = mind_edited(tmp_path, "web.yaml", '  rules_copies: "#枚"', "  # rules_copies deleted")
    err = refused_alike(capsys, folder, tmp_path)
    assert only_problem(err) == "the-mind/web.yaml: labels: found no label 'rules_copies', expected it under labels: (a web page shows it)"


def test_the_mind_with_a_sheet_label_deleted_is_a_message_at_its_own_sheets_yaml(tmp_path, capsys):
    """The print-and-play sheets' message named content/sheets.yaml whatever the game: now the game's file."""
    folder = mind_edited(tmp_path, "sheets.yaml", "  quickref: 早見表\n", "")
    err = refused_alike(capsys, folder, tmp_path)
    assert (
        only_problem(err)
        == "the-mind/sheets.yaml: labels: found no label 'quickref', expected it under labels: (the print-and-play sheets print it)"
    )

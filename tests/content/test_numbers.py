"""Numbers in the text come from the game's files (issue 26): a digit typed in prose is a problem at its
FILE:LINE:COL, unless a marker prints it or `{n:…}` says it states nothing the files hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main
from generator.content.loader import load_content
from generator.content.markup import MarkupError, check_static, plain_number, resolve
from generator.content.numbers import is_prose, typed_numbers
from generator.content.verify import verify_content
from generator.errors import BuildError, Location


def numbers(text: str) -> list[str]:
    """The numbers the check finds in a text (the number each message names)."""
    return [message.split("found the number ", 1)[1].split(" ", 1)[0] for _, message in typed_numbers(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("最後の1人になる前に", ["1"]),
        ("勝利マークを2つ集めた人", ["2"]),
        ("２人で記録を見せ合う", ["２"]),  # full-width digits are digits
        ("2026年9月21日版", ["2026", "9", "21"]),  # a number's digits go together
        ("At 0\u00a0points, play on", ["0"]),
    ],
)
def test_a_typed_number_is_found(text, found):
    assert numbers(text) == found


@pytest.mark.parametrize(
    "text",
    [
        "ボード{rules:board_size}枚と、ハンド{rules:hand_size}枚",  # markers print the numbers
        "ライフ{rules:setup.3.lives}枚",  # a marker's name may hold digits
        "詳しくは{ref:end}、結果は{ex:basic.strength}",
        "最後の{n:1}人、{n:0|point}",  # a number that states nothing the files hold
        "https://example.com/v2/rules-2026 を開く",  # a URL's digits are its own
        "一時的に手元が二枚になっても",  # kanji numerals are not looked for
        "①②③ の順に",  # nor circled numbers (step markers)
    ],
)
def test_what_is_not_a_typed_number(text):
    assert numbers(text) == []


def test_the_message_says_where_the_number_should_come_from_and_how_to_mark_it():
    [(_, message)] = typed_numbers("最後の1人が残る")
    assert message == (
        "found the number 1 typed in 「最後の1人が残る」, expected it printed from the game's files by a marker "
        "({rules:…}, {game:…}, {ex:…}), so that it follows them when they change; or {n:1} when it states "
        'nothing they hold (docs/content-format.md, "Numbers in the text")'
    )


def test_n_prints_the_number_as_typed_and_with_its_noun():
    assert resolve("n", "1", None) == "1"  # type: ignore[arg-type]  # {n:…} reads no content
    assert resolve("n", "0|point", None) == "0\u00a0points"  # type: ignore[arg-type]
    assert resolve("n", "2|DOUBLE", None) == "2\u00a0DOUBLEs"  # type: ignore[arg-type]


@pytest.mark.parametrize("argument", ["", "one", "1人", "-1", "1 2"])
def test_n_holds_one_number_and_nothing_else(argument):
    with pytest.raises(MarkupError, match="expected one number as it is printed"):
        plain_number(argument)
    assert check_static(f"最後の{{n:{argument}}}人", []) != []


@pytest.mark.parametrize(
    ("file", "prose"),
    [
        ("content/pages/19-end.yaml", True),
        ("games/the-mind/pages/06-rewards.yaml", True),
        ("content/en/pages/19-end.yaml", True),
        ("content/glossary.yaml", True),
        ("content/en/quickref.yaml", True),
        ("content/deck.yaml", True),  # the cards' reminders
        ("content/web.yaml", True),
        ("content/sheets.yaml", True),
        ("content/game.yaml", False),  # facts: the edition's date, the address, the credits
        ("content/en/game.yaml", False),
        ("content/examples.yaml", False),
        ("content/layout.yaml", False),
    ],
)
def test_the_prose_is_that_of_the_pages_and_the_printed_words_of_either_edition(file, prose):
    assert is_prose(Location(file, 3, 5)) is prose


# ---- a game of its own (new-game's template) -------------------------------------------------------


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def place(path: Path, needle: str) -> tuple[int, int]:
    """The line and column (1-based) where `needle` is written."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number, line.index(needle) + 1
    raise AssertionError(needle)


def problems(folder: Path) -> list[str]:
    with pytest.raises(BuildError) as raised:
        verify_content(load_content(folder))
    return [str(problem) for problem in raised.value.problems]


def test_a_number_typed_in_a_page_of_any_game_is_one_problem_at_its_place(fixture_game):
    page = fixture_game / "pages" / "02-play.yaml"
    edit(page, "ひとり{rules:hand}枚ずつ", "ひとり2枚ずつ")
    line, column = place(page, "2枚ずつ")
    [found] = problems(fixture_game)
    assert found.startswith(
        f"fixture-game/pages/02-play.yaml:{line}:{column}: found the number 2 typed in 「カードをよく混ぜて、ひとり2枚ずつ"
    )


@pytest.mark.parametrize(
    ("file", "old", "new"),
    [
        ("glossary.yaml", "ひとり{rules:hand}枚。", "ひとり2枚。"),
        ("quickref.yaml", "全員がいっせいにカードを{n:1}枚出す。", "全員がいっせいにカードを1枚出す。"),
        ("sheets.yaml", '"{n:2}. 印刷した紙', '"2. 印刷した紙'),
    ],
)
def test_the_glossary_the_quick_reference_and_the_sheets_are_prose_too(fixture_game, file, old, new):
    path = fixture_game / file
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    assert [p for p in problems(fixture_game) if "found the number" in p] != []


def test_game_yaml_holds_facts_and_may_say_any_number(fixture_game):
    edit(fixture_game / "game.yaml", "  - 住所をここに", "  - 1-2-3")
    assert verify_content(load_content(fixture_game)).game.address == ("〒000-0000", "1-2-3")


def test_a_flipped_rule_stops_check_at_the_sentence_that_typed_its_old_number(fixture_game, capsys):
    """The failure issue 26 found: rules.yaml changed, the example updated with it, and a sentence that
    types the old number went on passing `check`. Now the typed number is refused where it is written;
    through its marker, the sentence follows the rule."""
    rules, examples, page = fixture_game / "rules.yaml", fixture_game / "examples.yaml", fixture_game / "pages" / "02-play.yaml"
    edit(rules, "hand: 2 ", "hand: 1 ")
    edit(examples, "hands: {Aさん: [3, 7], Bさん: [9, 2]}", "hands: {Aさん: [7], Bさん: [9]}")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 0  # {rules:hand} prints 1 now
    capsys.readouterr()
    edit(page, "ひとり{rules:hand}枚ずつ", "ひとり2枚ずつ")  # the number typed, as before the rule changed
    line, column = place(page, "2枚ずつ")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    errors = capsys.readouterr().err.splitlines()
    assert errors[0].startswith(f"error: fixture-game/pages/02-play.yaml:{line}:{column}: found the number 2 typed in")
    assert errors[1:] == ["1 problem"]

"""generator/translation/edition.py: the English edition's own checks beyond its translations'
status: every character of an English text is one the English faces can draw (Open Sans, or its
fallback BIZ UD Gothic for ① and arrows), each one message at its content/en/ line and column."""

from __future__ import annotations

from generator import fonts
from generator.cli import main

from .test_status import edit, line_of, problems


def test_a_character_no_english_face_draws_is_one_message_at_its_column(copy, capsys, tmp_path):  # noqa: F811
    assert 0x1F0A1 not in fonts.drawable_latin()  # 🂡, a playing card: in neither face
    edit(copy, "en/web.yaml", 'en: "Reset"', 'en: "Reset 🂡"')
    line = line_of(copy, "en/web.yaml", "Reset 🂡")
    column = (copy / "en/web.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("🂡") + 1
    code, found = problems(copy, capsys, "build", "web", "--edition", "en", "--out", str(tmp_path / "out"))
    assert code == 2 and not (tmp_path / "out").exists()
    assert found == [
        f"content/en/web.yaml:{line}:{column}: found '🂡' (U+1F0A1 PLAYING CARD ACE OF SPADES), which the font "
        "Open Sans cannot draw (it would print as a blank box); expected a character the font has: write it "
        "another way (a common kanji, kana or ASCII)"
    ]


def test_what_only_the_fallback_draws_is_accepted(copy, capsys, tmp_path):  # noqa: F811
    """① is not in Open Sans: the English booklet sets it in BIZ UD Gothic, so it is drawable."""
    latin = frozenset.intersection(*(fonts._opened(face, fonts.code_points) for face in fonts.LATIN_FACES))
    assert ord("①") not in latin and ord("①") in fonts.drawable_latin()
    edit(copy, "en/web.yaml", 'en: "Reset"', 'en: "Reset ①"')
    assert main(["build", "web", "--edition", "en", "--content", str(copy), "--out", str(tmp_path / "out")]) == 0


def test_the_japanese_edition_does_not_wait_for_the_english_texts(copy, capsys, tmp_path):  # noqa: F811
    edit(copy, "en/web.yaml", 'en: "Reset"', 'en: "Reset 🂡"')
    assert main(["build", "web", "--edition", "ja", "--content", str(copy), "--out", str(tmp_path / "out")]) == 0


def test_a_sheet_word_gets_no_fallback_face(copy, capsys, tmp_path):  # noqa: F811
    """The print-and-play sheets set their words in Open Sans alone: an arrow there would be a blank box."""
    edit(copy, "en/sheets.yaml", 'en: "Cards"', 'en: "Cards →"')
    code, found = problems(copy, capsys, "build", "cards", "--edition", "en", "--out", str(tmp_path / "out"))
    assert code == 2
    assert [p.split(": ", 1)[1] for p in found] == [
        "found '→' (U+2192 RIGHTWARDS ARROW), which the font Open Sans cannot draw "
        "(it would print as a blank box); expected a character the font has: write it "
        "another way (a common kanji, kana or ASCII)"
    ]

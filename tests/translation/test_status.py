"""generator/translation/status.py: stale, missing and orphaned translations, each one message with
the Japanese and the English FILE:LINE; the English build stops, the Japanese one does not wait."""

from __future__ import annotations

from pathlib import Path

from generator.cli import main
from generator.content.loader import load_content
from generator.translation.status import status
from generator.translation.units import fingerprint, units
from tests.content.conftest import edit, line_of

REPO = Path(__file__).resolve().parents[2]


def problems(copy: Path, capsys, *command: str) -> tuple[int, list[str]]:
    code = main([*command, "--content", str(copy)])
    err = capsys.readouterr().err
    return code, [line.removeprefix("error: ") for line in err.splitlines() if line.startswith("error: ")]


def test_every_japanese_text_has_a_current_translation():
    found = status(units(load_content(REPO / "content")), REPO / "content")
    assert [str(p) for p in found.problems] == []
    assert len(found.current) > 200


def test_a_japanese_edit_makes_its_translation_stale_with_both_lines(copy, capsys, tmp_path):
    edit(copy, "pages/17-showdown.yaml", "敗者は残ります。", "敗者はそのまま残ります。")
    ja_line = line_of(copy, "pages/17-showdown.yaml", "敗者はそのまま残ります")
    en_line = line_of(copy, "en/pages/17-showdown.yaml", "4.paragraph.text:")
    old = fingerprint("勝者が場のチップ{rules:table}点をすべて受け取り、あがります。敗者は残ります。")
    new = fingerprint("勝者が場のチップ{rules:table}点をすべて受け取り、あがります。敗者はそのまま残ります。")
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert found == [
        f"content/en/pages/17-showdown.yaml:{en_line}:1: 4.paragraph.text: the translation is stale: it was made from "
        f"Japanese {old}, but the Japanese at content/pages/17-showdown.yaml:{ja_line}:16 「勝者が場のチップ{{rules:table}}点をす…」 "
        f"is now {new}; expected the English updated, then "
        "`python -m generator translations refresh content/en/pages/17-showdown.yaml:4.paragraph.text`"
    ]
    assert main(["build", "booklet", "--content", str(copy), "--out", str(tmp_path / "out")]) == 2
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
    capsys.readouterr()
    assert main(["check", "--edition", "ja", "--content", str(copy)]) == 0  # the Japanese edition does not wait


def test_a_new_japanese_text_is_missing_at_its_japanese_line_naming_the_english_file(copy, capsys):
    path = copy / "pages/19-end.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "  - paragraph: 新しい文。\n", encoding="utf-8")
    ja_line = line_of(copy, "pages/19-end.yaml", "新しい文")
    code, found = problems(copy, capsys, "translations")
    assert code == 2
    assert found == [
        f"content/pages/19-end.yaml:{ja_line}:16: 9.paragraph.text 「新しい文。」 has no English translation; "
        "expected an entry `9.paragraph.text:` with `en:` in content/en/pages/19-end.yaml"
    ]


def test_a_block_inserted_before_others_never_leaves_a_translation_in_the_wrong_place(copy, capsys):
    heading = '  - heading: "{n:0}点の人がいなければ次へ"\n'
    edit(copy, "pages/19-end.yaml", heading, heading + "  - paragraph: 新しい文。\n")
    code, found = problems(copy, capsys, "translations")
    assert code == 2
    en_line = line_of(copy, "en/pages/19-end.yaml", "8.paragraph.text:")
    # the old block 8's English now sits on the new text's key: stale, and the old text (now block 9) is missing
    assert len(found) == 2
    assert found[0].startswith(f"content/en/pages/19-end.yaml:{en_line}:1: 8.paragraph.text: the translation is stale")
    assert "9.paragraph.text 「全員のハンド・ボード・山札の{game:card…」 has no English translation" in found[1]


def test_an_entry_for_no_japanese_text_is_an_orphan(copy, capsys):
    path = copy / "en/pages/20-glossary.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "2.paragraph.text:\n  from: 0123456abc\n  en: Nothing.\n", encoding="utf-8")
    code, found = problems(copy, capsys, "translations")
    assert code == 2
    assert found == [
        "content/en/pages/20-glossary.yaml:4:1: 2.paragraph.text: found a translation of no Japanese text of "
        "content/pages/20-glossary.yaml; expected a key of a text there (a block moved? "
        "`python -m generator translations` lists the missing keys)"
    ]


def test_a_translation_with_a_number_for_a_fingerprint_is_reported(copy, capsys):
    edit(copy, "en/pages/05-setup.yaml", 'from: "8436738202"', "from: 8436738202")
    code, found = problems(copy, capsys, "check")
    line = line_of(copy, "en/pages/05-setup.yaml", "from: 8436738202")
    assert code == 2
    assert found[0] == (
        f"content/en/pages/05-setup.yaml:{line}:9: 3.materials.items.1.name.from: found 8436738202, expected the "
        "10-digit fingerprint of the Japanese (written by `python -m generator translations refresh`; quoted when "
        "it is all digits)"
    )


def test_an_empty_translation_is_reported_at_its_line(copy, capsys):
    edit(copy, "en/pages/21-quickref.yaml", "en: Quick reference", 'en: ""')
    code, found = problems(copy, capsys, "check")
    assert code == 2
    assert "content/en/pages/21-quickref.yaml:3:7: title.en: found empty text, expected text" in found


def test_refresh_marks_a_reviewed_translation_current_and_only_that_one(copy, capsys):
    edit(copy, "pages/17-showdown.yaml", "敗者は残ります。", "敗者はそのまま残ります。")
    edit(copy, "pages/19-end.yaml", "ラウンド終了で持ち点が{n:0}点", "ラウンド終了時に持ち点が{n:0}点")
    assert main(["translations", "refresh", "content/en/pages/17-showdown.yaml:4.paragraph.text", "--content", str(copy)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("content/en/pages/17-showdown.yaml:")
    found = status(units(load_content(copy)), copy)
    assert [(u.file, u.key) for u, _ in found.stale] == [("pages/19-end.yaml", "4.paragraph.text")]
    assert main(["translations", "refresh", "all", "--content", str(copy)]) == 0
    assert status(units(load_content(copy)), copy).ok


def test_refresh_writes_a_number_like_fingerprint_quoted(copy):
    from generator.translation.refresh import written

    assert written("3890298233") == '"3890298233"'
    assert written("12e4567890") == '"12e4567890"'
    assert written("8d2405c09a") == "8d2405c09a"


def test_the_build_never_writes_a_fingerprint(copy, capsys, tmp_path):
    edit(copy, "pages/17-showdown.yaml", "敗者は残ります。", "敗者はそのまま残ります。")
    before = {p: p.read_bytes() for p in (copy / "en").rglob("*.yaml")}
    main(["build", "web", "--content", str(copy), "--out", str(tmp_path / "out")])
    capsys.readouterr()
    assert {p: p.read_bytes() for p in (copy / "en").rglob("*.yaml")} == before

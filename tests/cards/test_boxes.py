"""A tuck box per deck, or one for several (components.yaml `box:`, generator/cards/boxes.py): each box's
size from what it holds, its files and their manifest entries, its back, its refusals at the deck's
line, its files gone when it is no longer declared."""

from __future__ import annotations

import filecmp
import json
import re
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from generator.cards.boxes import Held, TuckBox
from generator.cli import main
from generator.content.loader import load_content
from generator.preflight.inspection import inspect

BOXES = """\
components:
  - id: low
    kind: deck
    size: poker
    stock: 0.6mm
    items: {cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}
  - id: high
    kind: deck
    size: tarot
    stock: 0.9mm
    items: {cards: [11, 12, 13]}
    box: big
  - id: rest
    kind: deck
    size: bridge
    stock: 0.8mm
    items: {cards: [14, 15, 16, 17, 18, 19]}
    box: big
  - id: loose
    kind: deck
    size: poker
    items: {cards: [20]}
    box: none
  - id: chips
    kind: tokens
    size: 20mm round
    count: 12
"""
MAIN = ["cards/tuckbox-print.pdf", "cards/tuckbox-pnp-a4.pdf", "cards/tuckbox-pnp-letter.pdf"]
BIG = ["cards/tuckbox-big-print.pdf", "cards/tuckbox-big-pnp-a4.pdf", "cards/tuckbox-big-pnp-letter.pdf"]


def _build(game: Path, out: Path) -> Path:
    assert main(["build", "cards", "--edition", "ja", "--content", str(game), "--out", str(out)]) == 0
    return out


def _check(game: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["check", "--edition", "ja", "--content", str(game)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def _entries(build: Path) -> dict[str, dict[str, object]]:
    manifest = json.loads((build / "manifest.json").read_text(encoding="utf-8"))
    return {entry["path"]: entry for entry in manifest["outputs"]}


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def _line(game: Path, text: str) -> int:
    return (game / "components.yaml").read_text(encoding="utf-8").splitlines().index(text) + 1


@pytest.fixture
def built(fixture_game: Path, tmp_path: Path) -> Path:
    (fixture_game / "components.yaml").write_text(BOXES, encoding="utf-8")
    return _build(fixture_game, tmp_path / "build")


def test_the_main_decks_box_keeps_its_names_and_a_shared_box_is_named_by_its_id(built):
    boxes = sorted(path for path in _files(built) if "tuckbox" in path)
    assert boxes == sorted(MAIN + BIG)  # low's own box (the main deck); high and rest in big; loose and chips in none


def test_the_manifest_gives_each_boxs_inside_and_the_cards_target_owns_it(built):
    entries = _entries(built)
    # low: 10 cards and the quick-reference card of 0.6 mm; big: 3 tarot of 0.9 mm and 6 bridge of 0.8 mm
    inside = {"cards/tuckbox-print.pdf": [64.5, 89.5, 8.1], "cards/tuckbox-big-print.pdf": [71.5, 121.5, 9.0]}
    for path in MAIN + BIG:
        expected = inside["cards/tuckbox-print.pdf" if path in MAIN else "cards/tuckbox-big-print.pdf"]
        assert entries[path]["inner_mm"] == expected, path
        assert entries[path]["target"] == "cards" and entries[path]["kind"] == ("tuckbox-print" if "print" in path else "tuckbox-pnp")


def test_a_shared_box_is_its_largest_trim_and_every_decks_stack_of_its_own_stock(content):
    poker = Held("poker", 20, 1, 63, 88, 0.32)
    tarot = Held("tarot", 3, 0, 70, 120, 0.3)
    wide = Held("wide", 2, 0, 80, 50, 1.0)
    size = TuckBox("shared", (poker, tarot, wide), True, True, None, "components.poker.box").size(replace(content.tuckbox, clearance=1.5))
    assert (size.width, size.height) == (81.5, 121.5)  # the widest and the tallest, each deck may be either
    assert size.depth == pytest.approx(21 * 0.32 + 3 * 0.3 + 2 * 1.0 + 1.5)


def _text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True, text=True).stdout


def test_each_boxs_back_counts_what_it_holds(built):
    assert "内容：カード10枚、早見表1枚" in _text(built / "cards/tuckbox-print.pdf")  # the main deck brings the quick reference
    assert "内容：カード9枚" in _text(built / "cards/tuckbox-big-print.pdf")  # sheets.yaml box_contents_cards
    assert "早見表" not in _text(built / "cards/tuckbox-big-print.pdf")


def test_a_rebuild_after_a_box_is_no_longer_declared_leaves_none_of_its_files(fixture_game, built, tmp_path):
    (fixture_game / "components.yaml").write_text(BOXES.replace("box: big", "box: none"), encoding="utf-8")
    rebuilt = _build(fixture_game, built)
    assert not {path for path in _files(rebuilt) if "tuckbox-big" in path}
    assert not {path for path in _entries(rebuilt) if "tuckbox-big" in path}
    fresh = _build(fixture_game, tmp_path / "fresh")
    assert _files(rebuilt) == _files(fresh)
    assert [path for path in sorted(_files(fresh)) if not filecmp.cmp(rebuilt / path, fresh / path, shallow=False)] == []


def test_a_game_whose_decks_all_go_loose_has_no_tuck_box(fixture_game, tmp_path):
    loose = re.sub(r"(  - id: low\n(?:    .*\n)*?    items: .*\n)", r"\1    box: none\n", BOXES).replace("box: big", "box: none")
    (fixture_game / "components.yaml").write_text(loose, encoding="utf-8")
    assert not {path for path in _files(_build(fixture_game, tmp_path / "build")) if "tuckbox" in path}


def test_the_preflight_inspects_every_box_like_the_main_one(built, fixture_game):
    report = {f.path: f for f in inspect(built, load_content(fixture_game)).files}
    assert report["cards/tuckbox-big-print.pdf"].checks.keys() == report["cards/tuckbox-print.pdf"].checks.keys()
    assert {path: report[path].problems for path in MAIN + BIG} == dict.fromkeys(MAIN + BIG, [])


def test_a_box_too_thin_for_its_title_is_refused_at_its_decks_line(fixture_game, capsys):
    (fixture_game / "components.yaml").write_text(BOXES.replace("    box: none\n", ""), encoding="utf-8")
    line = _line(fixture_game, "  - id: loose")
    assert f"error: fixture-game/components.yaml:{line}:5: components.loose: the tuck box loose (1 loose): found sides 1.82 mm deep" in (
        _check(fixture_game, capsys)
    )


def test_a_box_whose_flaps_do_not_suit_it_is_refused_at_its_box_line_naming_the_setting(fixture_game, capsys):
    narrow = BOXES.replace("    size: bridge\n", "    size: 30x90mm\n").replace("size: tarot", "size: 30x100mm")
    (fixture_game / "components.yaml").write_text(narrow, encoding="utf-8")
    line = _line(fixture_game, "    box: big")
    err = _check(fixture_game, capsys)
    assert re.search(
        rf"error: fixture-game/components.yaml:{line}:10: components.high.box: the tuck box big \(3 high, 6 rest\): "
        r"tuckbox.thumb_notch: found 20 mm, expected at most half the box's width \(15.75 mm\) \(fixture-game/layout.yaml:\d+:\d+\)",
        err,
    ), err


def test_a_box_no_home_paper_holds_is_refused_at_its_box_line(fixture_game, capsys):
    thick = BOXES.replace("stock: 0.9mm", "stock: 5mm").replace("stock: 0.8mm", "stock: 5mm")  # 46.5 mm deep
    (fixture_game / "components.yaml").write_text(thick, encoding="utf-8")
    err = _check(fixture_game, capsys)
    line = _line(fixture_game, "    box: big")
    box = f"error: fixture-game/components.yaml:{line}:10: components.high.box: the tuck box big (3 high, 6 rest)"
    for paper in ("a4: found a 210×297 mm paper", "letter: found a 215.9×279.4 mm paper"):
        assert f"{box}: cards.pnp.papers.{paper}" in err


def test_box_is_only_for_a_deck_and_names_a_box(fixture_game, capsys):
    written = BOXES.replace("    count: 12\n", "    count: 12\n    box: big\n").replace("box: none", "box: Loose Cards")
    (fixture_game / "components.yaml").write_text(written, encoding="utf-8")
    err = _check(fixture_game, capsys)
    loose, chips = _line(fixture_game, "    box: Loose Cards"), len(written.splitlines())
    assert err.splitlines()[:2] == [
        f"error: fixture-game/components.yaml:{loose}:10: component 4, box: found 'Loose Cards', expected lower-case letters, "
        "digits and hyphens (it names files) or none",
        f"error: fixture-game/components.yaml:{chips}:10: component 5, box: found a tuck box for a sheet of tokens, "
        "expected box: only on a deck (tiles and tokens go in the game's box)",
    ]

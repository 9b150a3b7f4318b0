"""Every component's files (issue 27): its print PDF in duplex order, a PNG per face and per back, its
print-and-play sheets with each front's own back behind it, and a rebuild equal to a fresh build.
The decks go loose in the game's box here (`box: none`; too few cards for a tuck box's sides to hold
the title): their tuck boxes are test_boxes.py's."""

from __future__ import annotations

import csv
import filecmp
import json
import re
from pathlib import Path

import pikepdf
import pytest

from generator.cli import main

COMPONENTS = """\
components:
  - id: low
    kind: deck
    size: poker
    items: {cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}
    box: none
  - id: high
    kind: deck
    size: tarot
    stock: 0.3mm
    items: {cards: [11, 12, 13]}
    backs: {per: name}
    box: none
  - id: mats
    kind: tile
    size: 120x80mm
    items: {cards: [14, 15]}
  - id: chips
    kind: tokens
    size: 20mm round
    count: 12
  - id: rest
    kind: deck
    size: poker
    items: {cards: [16, 17, 18, 19, 20]}
    box: none
"""
A4 = 210.0  # mm: the fixture's first print-and-play paper


def _build(game: Path, out: Path) -> Path:
    assert main(["build", "cards", "--edition", "ja", "--content", str(game), "--out", str(out)]) == 0
    return out


@pytest.fixture
def built(fixture_game: Path, tmp_path: Path) -> Path:
    (fixture_game / "components.yaml").write_text(COMPONENTS, encoding="utf-8")
    return _build(fixture_game, tmp_path / "build")


def _forms(page: pikepdf.Page) -> list[tuple[str, float, float]]:
    """Each form the page draws, with where its origin is (mm): the translation in force at its Do."""
    placed, at = [], (0.0, 0.0)
    for operands, operator in pikepdf.parse_content_stream(page):
        if str(operator) == "cm":
            at = (float(operands[4]) * 25.4 / 72, float(operands[5]) * 25.4 / 72)
        elif str(operator) == "Do":
            placed.append((str(operands[0]).removeprefix("/FormXob."), *at))
    return placed


def _print_pages(path: Path) -> list[str]:
    with pikepdf.open(path) as pdf:
        return [name for page in pdf.pages for name, _, _ in _forms(page)]


def test_one_back_is_the_fronts_then_the_back_and_backs_per_group_are_each_after_their_front(built):
    low = _print_pages(built / "cards/low-print.pdf")
    assert low == [f"low-n{n:03d}" for n in range(1, 11)] + ["low-back-1"]
    high = _print_pages(built / "cards/high-print.pdf")
    assert high == ["high-n011", "high-back-1", "high-n012", "high-back-2", "high-n013", "high-back-3"]
    mats = _print_pages(built / "cards/mats-print.pdf")
    assert mats == ["mats-n014", "mats-back-1", "mats-n015", "mats-back-2"]
    with pikepdf.open(built / "cards/mats-print.pdf") as pdf:
        trim = [float(v) * 25.4 / 72 for v in pdf.pages[0].TrimBox]
    assert [round(trim[2] - trim[0], 3), round(trim[3] - trim[1], 3)] == [120, 80]


def test_every_face_and_every_back_has_its_png_and_components_csv_pairs_them(built):
    pngs = sorted(p.relative_to(built / "cards").as_posix().removeprefix("png-") for p in (built / "cards").glob("png-*/*.png"))
    assert [p for p in pngs if p.startswith("high/")] == [
        "high/back-01-11-x1.png",
        "high/back-02-12-x1.png",
        "high/back-03-13-x1.png",
        "high/front-01-n011-x1.png",
        "high/front-02-n012-x1.png",
        "high/front-03-n013-x1.png",
    ]
    assert "low/back-x10.png" in pngs and "chips/front-01-chips-x12.png" in pngs and "chips/back-x12.png" in pngs
    rows = list(csv.DictReader((built / "cards/components.csv").open(encoding="utf-8")))
    assert {row["file"].removeprefix("png-"): row["back"].removeprefix("png-") for row in rows if row["component"] == "high"} == {
        "high/front-01-n011-x1.png": "high/back-01-11-x1.png",
        "high/front-02-n012-x1.png": "high/back-02-12-x1.png",
        "high/front-03-n013-x1.png": "high/back-03-13-x1.png",
    }
    assert sum(int(row["copies"]) for row in rows) == 10 + 3 + 2 + 12 + 5


def _sheet_pairs(path: Path) -> list[tuple[list[tuple[str, float, float]], list[tuple[str, float, float]]]]:
    """The print-and-play file's card sheets: (front page's forms, back page's forms), calibration and quick references left out."""
    with pikepdf.open(path) as pdf:
        pages = [_forms(page) for page in pdf.pages]
    card_pages = [forms for forms in pages if forms and not forms[0][0].startswith("quickref")]
    return list(zip(card_pages[::2], card_pages[1::2], strict=True))


def test_each_front_on_the_home_sheets_has_its_own_back_behind_it(built):
    widths = {"low": 63.0, "high": 70.0, "mats": 120.0, "rest": 63.0}
    pairs = _sheet_pairs(built / "cards/cards-pnp-a4.pdf")
    fronts_seen = []
    for fronts, backs in pairs:
        assert len(fronts) == len(backs)
        behind = {(round(x, 2), round(y, 2)): name for name, x, y in backs}
        for name, x, y in fronts:
            component = name.split("-", 1)[0]
            mirrored = (round(A4 - x - widths[component], 2), round(y, 2))  # a long-edge flip, no back offset
            back = behind[mirrored]
            fronts_seen.append(name)
            expected = {"low": "low-back-1", "rest": "rest-back-1"}.get(component)
            if component == "high":  # one back per card's name: 11, 12, 13 are groups 1, 2, 3
                expected = f"high-back-{int(name[-3:]) - 10}"
            if component == "mats":  # a double-sided part: each item's own back
                expected = f"mats-back-{int(name[-3:]) - 13}"
            assert back == f"{expected}-ink-saving", (name, back)
    assert len(fronts_seen) == 10 + 3 + 2 + 5  # the round chips have sheets of their own


def test_round_tokens_have_sheets_of_their_own_with_a_cut_circle_each(built):
    with pikepdf.open(built / "cards/chips-pnp-a4.pdf") as pdf:
        assert len(pdf.pages) == 2  # 12 chips: one sheet, front and back
        front = pdf.pages[0].Contents.read_bytes()
    assert "cards/chips-pnp-letter.pdf" in _files(built)
    assert front.count(b" c\n") >= 12 * 4  # each cut circle is four Bézier arcs


def test_the_manifest_lists_each_component(built):
    manifest = json.loads((built / "manifest.json").read_text(encoding="utf-8"))
    components = {c["id"]: c for c in manifest["components"]}
    assert list(components) == ["chips", "high", "low", "mats", "rest"]
    assert components["high"] | {"print": None} == {
        "id": "high",
        "kind": "deck",
        "size": "tarot",
        "round": False,
        "size_mm": [70.0, 120.0],
        "stock_mm": 0.3,
        "count": 3,
        "faces": 3,
        "backs": "per name",
        "back_groups": ["11", "12", "13"],
        "edition": "ja",
        "print": None,
    }
    assert components["chips"]["round"] and components["chips"]["count"] == 12 and components["mats"]["backs"] == "per-item"


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def test_a_rebuild_after_a_component_changes_is_a_fresh_build_and_the_manifest_lists_exactly_its_files(fixture_game, built, tmp_path):
    changed = COMPONENTS.replace("[11, 12, 13]", "[11, 12]").replace("[16, 17", "[13, 16, 17").replace("    count: 12\n", "    count: 8\n")
    (fixture_game / "components.yaml").write_text(changed, encoding="utf-8")
    rebuilt = _build(fixture_game, built)
    fresh = _build(fixture_game, tmp_path / "fresh")
    assert _files(rebuilt) == _files(fresh)
    assert "cards/png-high/back-03-13-x1.png" not in _files(rebuilt) and "cards/png-chips/back-x8.png" in _files(rebuilt)
    mismatched = [path for path in sorted(_files(fresh)) if not filecmp.cmp(rebuilt / path, fresh / path, shallow=False)]
    assert mismatched == []
    listed = {entry["path"] for entry in json.loads((rebuilt / "manifest.json").read_text(encoding="utf-8"))["outputs"]}
    assert listed == _files(rebuilt) - {"manifest.json"}


def test_items_the_deck_lacks_and_a_back_field_the_items_lack_are_messages_at_the_component(fixture_game, capsys):
    (fixture_game / "components.yaml").write_text(COMPONENTS.replace("backs: {per: name}", "backs: {per: colour}"), encoding="utf-8")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    err = capsys.readouterr().err
    assert (
        "fixture-game/components.yaml:7:5: components.high.backs: found no 'colour' on 11, 12, 13, expected a field every item has" in err
    )
    assert "Traceback" not in err


def test_each_card_is_in_one_component(fixture_game, capsys):
    twice = COMPONENTS.replace("[16, 17, 18, 19, 20]", "[15, 16, 17, 18]")
    (fixture_game / "components.yaml").write_text(twice, encoding="utf-8")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    assert capsys.readouterr().err.splitlines()[:2] == [
        "error: fixture-game/components.yaml:2:5: components: found no component holding 19, 20, expected every card of deck.yaml "
        "in one (else it is never printed)",
        "error: fixture-game/components.yaml:22:5: components.rest.items: found 15 (in mats) again, expected each card in one component",
    ]


def test_a_part_too_large_for_the_paper_is_refused_at_its_line(fixture_game, capsys):
    (fixture_game / "components.yaml").write_text(COMPONENTS.replace("120x80mm", "300x200mm"), encoding="utf-8")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    err = capsys.readouterr().err
    assert re.search(r"fixture-game/components.yaml:14:5: components.mats.size: found 300×200 mm, which does not fit the a4 paper", err), (
        err
    )


WITH_THE_DECK = """\
components:
  - id: deck
    kind: deck
  - id: chips
    kind: tokens
    size: 20mm round
    count: 12
"""


def test_the_games_deck_written_beside_other_parts_keeps_its_files(fixture_game, tmp_path):
    plain = _build(fixture_game, tmp_path / "plain")
    (fixture_game / "components.yaml").write_text(WITH_THE_DECK, encoding="utf-8")
    both = _build(fixture_game, tmp_path / "both")
    deck_files = {path for path in _files(plain) if path.startswith("cards/png/") or path == "cards/cards-print.pdf"}
    assert deck_files <= _files(both) and all(filecmp.cmp(plain / p, both / p, shallow=False) for p in deck_files)
    assert {"cards/chips-print.pdf", "cards/png-chips/front-01-chips-x12.png", "cards/chips-pnp-a4.pdf"} <= _files(both)


def test_the_games_deck_is_at_the_cards_trim(fixture_game, capsys):
    (fixture_game / "components.yaml").write_text(WITH_THE_DECK.replace("kind: deck\n", "kind: deck\n    size: bridge\n"), encoding="utf-8")
    assert main(["check", "--edition", "ja", "--content", str(fixture_game)]) == 2
    assert capsys.readouterr().err.startswith(
        "error: fixture-game/components.yaml:2:5: components.deck.size: found 57×89 mm for the game's deck, "
        "expected layout.yaml's cards.trim (63×88 mm)"
    )

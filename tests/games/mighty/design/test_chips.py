"""build/cards/chips-pnp-*.pdf: MIGHTY?'s chips, a token component (content/components.yaml), enough
for the largest table, both sides, guides well inside."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards.faces import component_faces
from generator.cards.token_sheets import layout_of, sheets_needed, token_path, write_tokens
from generator.games.mighty.design.chips import chip_count
from generator.games.mighty.parts import mighty_parts
from generator.geometry import pt_to_mm
from generator.output import Staging
from tests.cards.pdf_paths import strokes
from tests.cards.tools import fonts, page_boxes, render_page

INSIDE = 6.0  # mm: every cut line at least this far inside the paper (home printers leave 3–5 mm unprinted)


def _chips(content):
    return next(faces for faces in component_faces(content) if faces.component.id == "chips")


def test_as_many_chips_as_the_most_players_start_with(content):
    # game.yaml: 2–8 players, 3 chips each (p.4–5)
    assert chip_count(content) == content.game.players_max * mighty_parts(content).starting_chips == 24
    assert len(_chips(content).deck_order) == 24


def _guides(pdf, page):
    """The cut circles of one page, as (centre x, centre y, radius) in mm."""
    found, _ = strokes(pdf, page)
    circles = []
    for path in (p for s in found for p in s.subpaths if len(p) > 2):  # straight lines are the 100 % scale's
        xs, ys = [pt_to_mm(x) for x, _ in path], [pt_to_mm(y) for _, y in path]
        circles.append(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2, (max(xs) - min(xs)) / 2))
    return circles


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_each_paper_has_a_guide_for_every_chip_well_inside_the_paper(built, content, paper_name):
    paper = next(p for p in content.card_sheets.papers if p.name == paper_name)
    pdf = built / token_path(_chips(content), paper)
    (boxes, *more) = page_boxes(pdf)
    assert len(more) % 2 == 1  # front and back for every sheet
    assert [round(pt_to_mm(v), 1) for v in boxes["MediaBox"][2:]] == [round(paper.width, 1), round(paper.height, 1)]
    fronts = [_guides(pdf, page) for page in range(0, len(more) + 1, 2)]
    backs = [_guides(pdf, page) for page in range(1, len(more) + 1, 2)]
    assert sum(len(f) for f in fronts) == chip_count(content)
    assert all(b == [] for b in backs)  # no guide shows on the back of a chip
    for cx, cy, r in (c for f in fronts for c in f):
        assert r == pytest.approx(_chips(content).geometry.width / 2, abs=0.05)
        assert min(cx - r, cy - r, paper.width - cx - r, paper.height - cy - r) >= INSIDE
    assert all(row[-5] == "yes" for row in fonts(pdf))


@pytest.mark.parametrize("paper_name", ["a4", "letter"])  # letter's last row is part-filled: a missing mirror shows
def test_the_backs_lie_behind_the_fronts_for_a_long_edge_flip(built, content, tmp_path, paper_name):
    """The back page, turned over about its long edge, shows chip art where every front guide is."""
    paper = next(p for p in content.card_sheets.papers if p.name == paper_name)
    pdf = built / token_path(_chips(content), paper)
    dpi = 150
    back = render_page(pdf, 2, tmp_path, dpi=dpi).convert("RGB").transpose(0)  # FLIP_LEFT_RIGHT: the sheet turned over
    red = content.palette["red"].rgb
    expected = tuple(int(red[i : i + 2], 16) for i in (1, 3, 5))
    for cx, cy, r in _guides(pdf, 0):
        # on the chip's red rim, halfway between the cut and the paper ring
        x, y = (cx + r * 0.94) * dpi / 25.4, back.height - cy * dpi / 25.4
        pixel = back.getpixel((int(x), int(y)))
        assert max(abs(a - b) for a, b in zip(pixel, expected, strict=True)) < 40, (cx, cy, pixel)
        gap = back.getpixel((int((cx + r + _chips(content).component.gap / 2) * dpi / 25.4), int(y)))
        assert min(gap) > 240  # between chips the paper stays white: the art is where the chip is, not everywhere


def test_a_larger_table_gets_more_chips_and_more_sheets(content):
    many = replace(content, game=replace(content.game, players_max=40), parts={**content.parts, "starting_chips": 5})
    chips = _chips(many)
    layout = layout_of(chips, content.card_sheets.papers[0])
    assert chip_count(many) == len(chips.deck_order) == 200
    assert sheets_needed(chips, content.card_sheets.papers[0]) >= 2
    assert len(layout.centres(layout.per_sheet)) == layout.per_sheet == layout.columns * layout.rows


def test_the_manifest_gives_each_sheet_file_its_page_count(content, tmp_path):
    staging = Staging(tmp_path)
    chips = _chips(content)
    try:
        write_tokens(chips, content, staging)
        for paper in content.card_sheets.papers:
            described = staging.described[token_path(chips, paper)]
            assert described["pages"] == len(page_boxes(staging.staged(token_path(chips, paper)))) == 2  # 24 chips: one sheet
    finally:
        staging.discard()


def test_the_publishers_page_counts_the_chips_from_the_game_facts(content, repo):
    page = " ".join((repo / "docs" / "publishers" / "print-and-play.md").read_text(encoding="utf-8").split())  # as read, not as wrapped
    each, most = mighty_parts(content).starting_chips, content.game.players_max
    expected = f"holds {chip_count(content)} chips, one point each: {each} for each of up to {most} players"
    assert expected in page

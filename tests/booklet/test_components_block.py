"""The booklet's `components` block (generator/booklet/blocks_components.py, issue 27): every component
of the fixture game with its computed count, drawn at one scale; a count changed in components.yaml
changes the page, and a component the block does not name is a problem at its FILE:LINE:COL."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest

from generator.cards.component_list import STACK, drawing_scale, listed
from generator.cli import main
from generator.content.loader import load_content
from generator.errors import Problems
from generator.geometry import mm_to_pt
from generator.painting import paint
from tests.cards.test_component_list import COMPONENTS, HERE, _names, with_components_page
from tests.content.conftest import line_of

from .conftest import pdftotext_pages, squeeze


def _build(game: Path, out: Path) -> Path:
    assert main(["build", "booklet", "--edition", "ja", "--content", str(game), "--out", str(out)]) == 0
    return out / "booklet-screen.pdf"


def _drawn_widths(pdf: Path, page: int) -> list[float]:
    """The widths (pt, 0.1) of every shape filled with paper on the page: the components' drawings."""
    with pikepdf.open(pdf) as opened:
        fills = paint(opened).fills
    white = [
        fill
        for fill in fills
        if fill.page == page and fill.colour.space == "DeviceRGB" and all(channel > 0.99 for channel in fill.colour.values)
    ]
    return sorted(round(fill.box[2] - fill.box[0], 1) for fill in white)


@pytest.fixture
def game(fixture_game: Path) -> Path:
    return with_components_page(fixture_game)


def test_the_page_lists_each_component_with_its_count_and_size(game, tmp_path):
    text = squeeze(pdftotext_pages(_build(game, tmp_path / "out"), "-raw", "-f", "2", "-l", "2")[0])
    assert "カードとチップカード18枚63×88mmマット（両面）2枚120×80mmチップ12枚直径20mm" in text


def test_a_count_changed_in_components_yaml_changes_the_page(game, tmp_path):
    (game / "components.yaml").write_text(COMPONENTS.replace("count: 12", "count: 1"), encoding="utf-8")
    pdf = _build(game, tmp_path / "out")
    assert "チップ1枚直径20mm" in squeeze(pdftotext_pages(pdf, "-raw", "-f", "2", "-l", "2")[0])
    scale = drawing_scale(listed(_names(), HERE, load_content(game), Problems()))
    assert _drawn_widths(pdf, 2).count(round(mm_to_pt(20 * scale), 1)) == 1  # one chip drawn, not a stack


def test_the_drawings_share_one_scale_and_stack_to_say_several(game, tmp_path):
    pdf = _build(game, tmp_path / "out")
    scale = drawing_scale(listed(_names(), HERE, load_content(game), Problems()))
    card, mat, chip = (round(mm_to_pt(side * scale), 1) for side in (63, 120, 20))
    widths = _drawn_widths(pdf, 2)
    assert [widths.count(card), widths.count(mat), widths.count(chip)] == [STACK[0], 2, STACK[0]]  # 18 cards, 2 mats, 12 chips


def test_a_component_the_block_does_not_name_is_a_problem_at_the_block(game, capsys):
    play = game / "pages" / "02-play.yaml"
    play.write_text(play.read_text(encoding="utf-8").replace(", mats: マット", ""), encoding="utf-8")
    assert main(["check", "--edition", "ja", "--content", str(game)]) == 2
    block, component = line_of(game, "pages/02-play.yaml", "- components:"), line_of(game, "components.yaml", "- id: mats")
    assert capsys.readouterr().err.splitlines()[0] == (
        f"error: fixture-game/pages/02-play.yaml:{block}:5: components: found no name for 'mats' "
        f"(fixture-game/components.yaml:{component}:5), expected mats: its name, as the box holds it"
    )

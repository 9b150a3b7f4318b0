"""The tuck box's back panel (issue 28): built from the game's data in each edition, a barcode area of
EAN-13 size, and the box in the game's own colour."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from generator.cards.boxes import game_deck_box
from generator.cards.drawn_colours import drawing_of
from generator.cards.primitives import Rect, TextLine
from generator.cards.tuckbox import net_of
from generator.cards.tuckbox_art import BARCODE, box_art
from generator.content.loader import load_content
from generator.content.palette_roles import role_colour
from generator.errors import BuildError
from generator.pipeline import build
from tests.shared_builds import shared_build

REPO = Path(__file__).resolve().parents[2]


def _back(content):
    net = net_of(content)
    settings = content.tuckbox
    wall = net.panels["back"].box
    layers = box_art(net, content, drawing_of(content), settings.bleed, settings.safe, game_deck_box(content))
    (back,) = [layer for layer in layers if layer.clip == net.panels["back"].art_box(settings.bleed)]
    return wall.inset(settings.safe), back.prims


@pytest.fixture(scope="module")
def mind():
    return load_content(REPO / "games" / "the-mind")


@pytest.mark.parametrize("game", ["mighty", "mind"])
def test_the_back_prints_the_games_data_and_keeps_a_barcode_area(game, content, mind):
    loaded = content if game == "mighty" else mind
    room, prims = _back(loaded)
    texts = [p for p in prims if isinstance(p, TextLine)]
    lines = [t.text for t in texts]
    facts = loaded.game
    assert lines[0] == facts.title
    assert "".join(lines).count(str(facts.description)) == 1  # every line of the description, in order
    cards = sum(loaded.deck.copies.values())
    assert f"内容：カード{cards}枚、早見表{loaded.tuckbox.extra_cards}枚" in lines
    assert f"{facts.players_min}–{facts.players_max}人" in " ".join(lines)
    assert f"{facts.age_min}歳以上" in " ".join(lines)
    assert all(f"{role}：{name}" in lines for role, name in facts.credits)
    assert lines[-1] == f"© {facts.copyright_year} {facts.publisher}"
    assert all(t.colour == "paper" for t in texts)
    (barcode,) = [p for p in prims if isinstance(p, Rect)]
    assert (barcode.width, barcode.height) == BARCODE == (pytest.approx(37.29 * 0.8, abs=0.01), pytest.approx(25.93 * 0.8, abs=0.01))
    assert barcode.colour == "paper" and barcode.x >= room.x and barcode.right <= room.right + 1e-9 and barcode.y >= room.y
    assert min(t.y for t in texts) > barcode.top  # no text over the barcode area


def test_a_description_too_long_for_the_back_is_refused_at_its_line(content):
    long = replace(content.game, description=replace_text(content.game.description, 8))
    with pytest.raises(BuildError, match=r"content/game.yaml:\d+:\d+: box.description: the box's back holds"):
        _back(replace(content, game=long))


def replace_text(text, times):
    """The description written `times` over, where it was written."""
    return type(text)(str(text) * times, text.where)


def test_the_box_is_in_the_games_own_colour(content, mind):
    """The Mind's sides, lids and back are its band's navy (palette role box); MIGHTY?'s stay its own ink."""
    assert role_colour(mind.palette, "box") == mind.palette["band"]
    assert role_colour(content.palette, "box") == content.palette["ink"]


@pytest.fixture(scope="module")
def both(whole_build, tmp_path_factory) -> Path:
    content = REPO / "content"
    return shared_build(tmp_path_factory, "cards-both", (content,), lambda folder: build(["cards"], content, folder, editions=("ja", "en")))


def test_the_english_back_speaks_english(both):
    text = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(both / "en" / "cards" / "tuckbox-print.pdf"), "-"], check=True, capture_output=True, text=True
    ).stdout
    flat = " ".join(text.split())
    for expected in (
        "A bluffing game",
        "Contents: 39 cards, 1 quick-reference card",
        "2–8 players",
        "Game design: Masayoshi",
        "© 2026 Boardstyle LLC",
    ):
        assert expected in flat, expected

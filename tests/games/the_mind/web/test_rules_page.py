"""The Mind's rules.html and tabletop deck: the core's web and tabletop outputs, through its WEB and TABLETOP."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.pipeline import build, load_verified
from generator.web.booklet import rules_html
from tests.shared_builds import shared_build
from tests.web import htmltext

REPO = Path(__file__).resolve().parents[4]
GAME = REPO / "games" / "the-mind"


@pytest.fixture(scope="module")
def content():
    return load_verified(GAME)


@pytest.fixture(scope="module")
def html(content) -> str:
    return rules_html(content)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return shared_build(tmp_path_factory, "the-mind-web-tabletop", (GAME,), lambda folder: build(["web", "tabletop"], GAME, folder))


def test_a_game_without_a_page_of_its_own_links_to_none(html):
    assert "index.html" not in html and 'class="to-other"' not in html
    hrefs = re.findall(r'href="([^"]+)"', html)
    assert hrefs and all(href.startswith("#") for href in hrefs), hrefs


def test_the_setup_table_has_a_row_per_player_count(html, content):
    from the_mind_game.parts import mind_parts

    rows = re.findall(r'<tr><th scope="row">(.*?)</th>', html)
    assert [htmltext.read(row).text for row in rows] == [[f"{setup.players}人"] for setup in mind_parts(content).rules.setups]


def test_each_reward_is_its_level_card_with_a_word(html, content):
    from the_mind_game.design.loading import mind_deck

    rewards = re.search(r'<ul class="rewards">(.*?)</ul>', html, re.S).group(1)
    assert rewards.count("<li>") == 12  # levels 1–12, each a figure
    words = set(mind_deck(content).reward_words.values())
    assert words and all(word in rewards for word in words)


def test_the_quick_reference_shows_its_sections(html, content):
    from the_mind_game.parts import mind_parts

    shown = htmltext.squeeze("".join(htmltext.read(html).text))
    for section in mind_parts(content).sections:
        assert htmltext.squeeze(str(section.title)) in shown


def test_the_page_is_in_the_games_look(html, content):
    assert f'<meta name="theme-color" content="{content.palette["accent"].rgb}">' in html
    assert "--accent:" in html and "setup-table" in html
    assert not re.search(r"yellow|blue|MIGHTY|DOUBLE", html)


def test_the_deck_block_shows_each_kind_at_a_glance(html, content):
    """One line per kind (its faces as the booklet shows them, its name, range and count), not 114 faces:
    the page defines only the faces it shows, each once."""
    deck = html.split('<ul class="deck deck-kinds">', 1)[1].split("</ul>", 1)[0]
    texts = [item.split('<span class="deck-text">', 1)[1] for item in deck.split("<li>")[1:]]
    lines = [htmltext.squeeze("".join(htmltext.read(text).text)) for text in texts]
    assert lines == [
        htmltext.squeeze(text)
        for text in ("数字カード 1〜100 100枚", "レベルカード レベル1〜12 12枚", "ライフカード 5枚", "手裏剣カード 3枚")
    ]
    symbols = re.findall(r'<symbol id="card-([a-z0-9-]+)"', html)
    assert len(symbols) == len(set(symbols)) < 40
    assert {"number-001", "number-100", "level-02", "level-03", "life", "shuriken"} <= set(symbols)


def test_the_tabletop_deck_spans_two_sheets_with_each_cards_name(built, content):
    deck = json.loads(next((built / "tabletop").glob("*-deck.json")).read_text(encoding="utf-8"))
    state = deck["ObjectStates"][0]
    assert list(state["CustomDeck"]) == ["1", "2"]
    names = [card["Nickname"] for card in state["ContainedObjects"]]
    assert len(names) == content.deck.size
    assert names[:2] == ["1", "2"] and "レベル12" in names and "手裏剣" in names
    assert (built / "web" / "rules.html").is_file()

"""The English calculator (build/en/web/index.html): the same page, its words from content/en/, no
Japanese character; the Japanese page is unchanged by the labels moving to content/web.yaml."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.content.text import JAPANESE
from generator.pipeline import build

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("web-both")
    build(["web"], REPO / "content", folder, editions=("ja", "en"))
    return {"ja": (folder / "web/index.html").read_text(encoding="utf-8"), "en": (folder / "en/web/index.html").read_text(encoding="utf-8")}


def test_the_english_page_holds_no_japanese(pages):
    assert JAPANESE.findall(pages["en"]) == []
    assert '<html lang="en">' in pages["en"] and '<html lang="ja">' in pages["ja"]


def test_the_english_page_speaks_english(pages):
    en = pages["en"]
    assert "<title>MIGHTY? strength calculator</title>" in en
    assert '<h2 id="board-heading">Board <small>the 3 cards on the table</small></h2>' in en
    assert '<span class="sr-only">Board card </span>1<span class="sr-only"></span>' in en
    assert "Pick the card for <span id=\"picker-slot\">Board card 1</span>" in en
    assert ">Reset</button>" in en and "Using the web page" in en


def test_card_names_read_aloud_are_english(pages):
    data = json.loads(re.search(r'<script type="application/json" id="mighty-data">(.*?)</script>', pages["en"], re.S).group(1))
    names = {face["id"]: face["name"] for face in data["deck"]}
    assert names["Y3"] == "yellow 3" and names["B0"] == "blue 0" and names["M"] == "MIGHTY"
    assert '<span class="sr-only">yellow 0, </span>' in pages["en"]


def test_the_japanese_page_keeps_its_words(pages):
    ja = pages["ja"]
    assert "<title>MIGHTY? 強さ計算</title>" in ja and '<span class="sr-only">ボード </span>1<span class="sr-only">枚目</span>' in ja
    assert '<span data-field="majority"></span> <b data-field="majority-count"></b>枚 ／ ' in ja


def test_the_english_page_works_in_a_browser(browser, tmp_path):
    """Tap the p.8 example by its English names (what a screen reader announces): strength 3 and the record."""
    from generator.pipeline import load_editions
    from generator.rules import evaluate_best
    from generator.rules.strength import signed

    from .conftest import build_page

    english = load_editions(REPO / "content", ("ja", "en"))["en"]
    page = build_page(english, tmp_path)
    tab = browser.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.goto(page.as_uri())
    example = english.examples["basic"]
    names = {"Y": "yellow", "B": "blue"}
    for card in (*example.board, *example.hands[""]):
        tab.get_by_role("button", name=re.compile(f"^{names[card.short[0]]} {card.value}, ")).tap()
    assert tab.locator("#result-body .strength strong").inner_text() == signed(evaluate_best(example.board, example.hands[""]).strength)
    assert "The majority color is blue" in " ".join(tab.locator("#result-body .majority").text_content().split())
    assert errors == []
    tab.close()

"""The live build in process: what each change renders again, and what keeps its hash."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from PIL import Image

from generator.preview.live import LiveBuild, page_ranges, picture

from .conftest import CONTENT

SENTENCE = "{n:0}のカードも{n:1}枚と数えます。"
PAGE7 = "pages/07-strength.yaml"


@pytest.fixture
def live(whole_build, content_copy):
    """A first build of its own, for a test that edits the content."""
    return first_build(content_copy)


@pytest.fixture(scope="module")
def first_live(whole_build, tmp_path_factory):
    """One first build for the tests that only read it."""
    copy = tmp_path_factory.mktemp("live") / "content"
    shutil.copytree(CONTENT, copy)
    return first_build(copy)


def first_build(content: Path) -> LiveBuild:
    live = LiveBuild(content)
    assert live.rebuild().ok
    return live


def edit(content, relpath, old, new):
    path = content / relpath
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def changed(before, after):
    return sorted(key for key in after if before.get(key) is None or after[key].hash != before[key].hash)


def test_the_first_build_renders_everything(first_live):
    snapshot = first_live.snapshot
    assert snapshot.generation == 1
    assert snapshot.rendered == ("pages 1–24", "cards", "quick reference", "calculator")
    assert sorted(snapshot.pages) == list(range(1, 25))
    assert {"Y0", "B5", "MIGHTY", "DOUBLE", "back"} <= set(snapshot.cards)
    assert list(snapshot.quickref) == ["front", "back"]
    assert "<html" in snapshot.calculator


def test_the_pages_have_the_pixels_of_the_booklet_previews(first_live, booklet_build):
    for number, shown in first_live.snapshot.pages.items():
        with Image.open(booklet_build / f"preview/page-{number:02d}.png") as image:
            assert picture(image).hash == shown.hash, f"page {number}"


def test_a_sentence_renders_its_page_only(live, content_copy):
    before = live.snapshot.pages
    edit(content_copy, PAGE7, SENTENCE, SENTENCE + "数え忘れに注意。")
    after = live.rebuild()
    assert after.rendered == ("page 7",)
    assert changed(before, after.pages) == [7]


def test_a_deck_change_renders_every_page_and_the_cards_but_only_changed_pixels_get_new_hashes(live, content_copy):
    before = live.snapshot
    edit(content_copy, "deck.yaml", "通常の計算をせず最強。", "計算せず最強。")
    after = live.rebuild()
    assert after.ok, after.problems
    assert after.rendered[:2] == ("pages 1–24", "cards")
    assert changed(before.cards, after.cards) == ["MIGHTY"]
    pages = changed(before.pages, after.pages)
    assert 1 in pages  # the cover shows MIGHTY large enough for its reminder
    assert 20 not in pages and 2 not in pages  # the glossary and the overview show no MIGHTY


def test_a_comment_renders_again_but_keeps_every_hash(live, content_copy):
    before = live.snapshot.pages
    edit(content_copy, PAGE7, "title: 強さを計算する\n", "title: 強さを計算する  # checked\n")
    after = live.rebuild()
    assert after.rendered == ("page 7",)
    assert changed(before, after.pages) == []


def test_an_overflow_is_a_problem_and_keeps_the_last_good_pages(live, content_copy):
    before = live.snapshot
    long = "長い文章です。" * 400
    edit(content_copy, PAGE7, "  - paragraph: 多数色は", f"  - paragraph: {long}\n  - paragraph: 多数色は")
    bad = live.rebuild()
    assert not bad.ok
    assert any(p.startswith("content/pages/07-strength.yaml:") and "does not fit" in p for p in bad.problems), bad.problems
    assert bad.pages == before.pages and bad.generation == before.generation + 1
    edit(content_copy, PAGE7, f"  - paragraph: {long}\n", "")
    good = live.rebuild()
    assert good.ok and good.problems == ()
    assert changed(before.pages, good.pages) == []


def test_status_lists_pages_with_hashed_urls(first_live):
    status = first_live.snapshot.status()
    assert status["pages"][6] == {"page": 7, "image": f"/pages/07.png?v={first_live.snapshot.pages[7].hash}"}


def test_pictures_are_pngs_of_their_pixels(first_live):
    with Image.open(io.BytesIO(first_live.snapshot.pages[3].png)) as image:
        assert image.format == "PNG" and image.size == (583, 827)
        assert picture(image).hash == first_live.snapshot.pages[3].hash


@pytest.mark.parametrize("numbers, text", [([7], "page 7"), ([1, 2, 3, 7, 9, 10], "pages 1–3, 7, 9–10")])
def test_page_ranges(numbers, text):
    assert page_ranges(numbers) == text


NEGATIVE = ("    hand: [青5, 青5]", "      minority_values: [5, 5]", "      minority_sum: 10", "      strength: -10")
NEGATIVE_EDITED = ("    hand: [青4, 青5]", "      minority_values: [4, 5]", "      minority_sum: 9", "      strength: -9")


def test_an_example_change_renders_the_pages_that_name_it(live, content_copy):
    """The p.7 example `negative` (its cards and every result it states): p.7 only."""
    before = live.snapshot
    for old, new in zip(NEGATIVE, NEGATIVE_EDITED, strict=True):
        edit(content_copy, "examples.yaml", old, new)
    after = live.rebuild()
    assert after.ok, after.problems
    assert after.rendered[0] == "page 7"
    assert changed(before.pages, after.pages) == [7]


def test_an_example_named_outside_the_pages_counts_for_every_page(live, content_copy):
    """A glossary text that prints an example's number: the glossary page must follow the example."""
    edit(content_copy, "glossary.yaml", 'definition: "', 'definition: "強さ{ex:negative.strength}。')
    assert live.rebuild().ok
    before = live.snapshot
    for old, new in zip(NEGATIVE, NEGATIVE_EDITED, strict=True):
        edit(content_copy, "examples.yaml", old, new)
    after = live.rebuild()
    assert after.ok, after.problems
    assert after.rendered[0] == "pages 1–24"
    assert 20 in changed(before.pages, after.pages)

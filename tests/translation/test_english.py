"""generator/translation/english.py and the English markup of generator/content/markup.py:
the English content prints the same verified facts in English forms."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.content.markup import counted, expand, is_japanese, pages_text, side_text
from generator.content.verify import texts
from generator.pipeline import load_editions

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def editions():
    return load_editions(REPO / "content", ("ja", "en"))


def test_page_references_in_english_singular_range_and_list():
    assert pages_text([19], "en") == "page 19"
    assert pages_text([9, 10], "en") == "pages 9–10"
    assert pages_text([4, 9], "en") == "pages 4 and 9"
    assert pages_text([4, 9, 12, 13], "en") == "pages 4, 9 and 12–13"
    assert pages_text([9, 10]) == "9–10ページ"  # the Japanese form is unchanged


def test_side_references_in_english():
    assert side_text("compare", 23, 22, 24, "en") == "the left page"
    assert side_text("x", 22, 23, 24, "en") == "the right page"


def test_counted_nouns_agree_with_their_number():
    """Joined by a NO-BREAK SPACE: no line parts the number from its unit."""
    assert counted("1", "point") == "1\u00a0point"
    assert counted("2", "point") == "2\u00a0points"
    assert counted("−10", "point") == "−10\u00a0points"
    assert counted("2", "person/people") == "2\u00a0people"


def text_at(content, file_end: str, needle: str) -> str:
    return next(expand(t, content) for t in texts(content) if t.where.file.endswith(file_end) and needle in t)


def test_markup_expands_in_english(editions):
    en = editions["en"]
    assert text_at(en, "en/pages/03-round-flow.yaml", "{ref:end}").endswith(" another round (page 19).")
    assert "For the red cards, see pages 9–10." in text_at(en, "en/pages/04-components.yaml", "{ref:hand-red")
    talk = "en/pages/23-challenge-talk.yaml"
    assert text_at(en, talk, "{ref:compare}").startswith("Player A and Player B from page 22 play a contest")  # no facing page on screen
    # U+2212, as verified; joined by no-break spaces, so no narrow column parts it after the minus
    assert "0\u00a0−\u00a010\u00a0=\u00a0−10" in text_at(en, "en/pages/07-strength.yaml", "{ex:negative.strength}")
    assert text_at(en, "en/pages/22-compare.yaml", "Player B’s strength") == "Player B’s strength: 4 − 7 = −3"
    assert text_at(en, "en/pages/22-compare.yaml", "The shared board") == "The shared board: yellow 3, yellow 1, blue 2"
    assert text_at(en, "/pages/01-cover.yaml", "{game:players}") == "2–8 players / 20–45 minutes / ages 8+"
    assert "Player A’s strength of 3 beats Player B’s −3, so Player A takes the 2\u00a0points on the table" in text_at(
        en, "en/pages/23-challenge-talk.yaml", "{ex:challenge.winner}’s strength"
    )


def test_every_english_text_is_written_in_content_en_or_is_language_neutral(editions):
    for text in texts(editions["en"]):
        assert text.where.file.startswith("content/en/") or not is_japanese(text), text.where


def test_no_expanded_english_text_holds_japanese(editions):
    en = editions["en"]
    leftovers = [(str(t.where), expand(t, en)) for t in texts(en) if is_japanese(expand(t, en))]
    assert leftovers == []


def test_the_engine_words_are_english(editions):
    en = editions["en"]
    figures = [b for page in en.pages for b in page.blocks if b.kind == "cards"]
    assert figures[0].alt == "Cards shown: yellow 3, yellow 1, blue 2"
    [dialogue] = [b for page in en.pages for b in page.blocks if b.kind == "dialogue"]
    assert [(t.player, t.says) for t in dialogue.turns] == [
        ("Player A", "Mighty"),
        ("Player B", "Challenge"),
        ("Player A", "Call"),
        ("Player B", "Showdown"),
    ]


def test_both_editions_share_pages_examples_and_results(editions):
    ja, en = editions["ja"], editions["en"]

    def plan(content):
        return [(p.number, p.id, [b.kind for b in p.blocks]) for p in content.pages]

    assert plan(ja) == plan(en)
    assert {k: r.part for k, r in ja.results.items()} == {k: r.part for k, r in en.results.items()}


def test_english_rules_markup_prints_the_loaded_rules(editions):
    """{rules:…} in English reads the RuleSet the edition was loaded with (content/rules.yaml, or a
    variant), counted in English: change a rule and the English text changes with it."""
    from dataclasses import replace

    english = editions["en"]
    assert expand("takes {rules:table|point}", english) == "takes 2\u00a0points"
    changed = replace(english, rules=replace(english.rules, challenge_stake=2, round_penalty=2))
    assert expand("takes {rules:table|point}", changed) == "takes 3\u00a0points"
    assert expand("the last player loses {rules:round_penalty|point}", changed) == "the last player loses 2\u00a0points"


def test_a_variant_is_checked_in_both_editions():
    """`check --variant` plays both editions by the variant: an English sentence it makes wrong is named."""
    from generator.errors import BuildError

    with pytest.raises(BuildError) as error:
        load_editions(REPO / "content", ("ja", "en"), "challenger-ties")
    english = [p for p in error.value.problems if p.where is not None and "/en/" in p.where.file]
    assert english and all("challenger-ties" in p.message for p in english)


def test_the_english_glossary_gives_each_term_its_own_entry_a_to_z(editions):
    """ボード／ハンド is one Japanese entry in the Japanese order; English looks up board and hand, A to Z."""
    ja, en = editions["ja"].glossary, editions["en"].glossary
    terms = [str(entry.term) for entry in en]
    assert terms == sorted(terms, key=str.casefold) and " / " not in "".join(terms)
    assert len(en) == sum(len(entry.term.split("／")) for entry in ja)
    by_term = {str(entry.term): str(entry.definition) for entry in en}
    assert by_term["board"] == "The {rules:board_size|card} everyone shares."
    assert by_term["hand"] == "The {rules:hand_size|card} only you look at."
    assert by_term["declarer"] == "The player who declares a Mighty."
    assert str(ja[0].term) == "ボード／ハンド"  # the Japanese glossary as written


def test_no_english_heading_repeats_its_page_title(editions):
    """“Red cards in your hand” then “In your hand”, “Quick reference” then “Quick reference during
    play”: a heading copied from the Japanese says again what the page title said."""
    from generator.content.blocks import HeadingBlock

    en = editions["en"]
    repeated = [
        (str(page.title), str(block.text))
        for page in en.pages
        for block in page.blocks
        if isinstance(block, HeadingBlock) and (str(block.text).casefold() in str(page.title).casefold())
    ]
    assert repeated == []
    quickref_page = next(page for page in en.pages if any(block.kind == "quickref" for block in page.blocks))
    assert str(quickref_page.title).casefold() not in str(en.quickref.title).casefold()

"""The English web pages (build/en/web/index.html and rules.html): the same pages, their words from
content/en/ (content/en/web.yaml for the pages' own words), no Japanese character, no ruby; in
Chromium: 0 axe violations and no sideways scrolling at 320 px (and at 200 % text); every
translated text of the rulebook page in its section, every page reference a working link."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.content import markup as inline
from generator.content.markup import japanese_characters, texts_in
from generator.content.model import SourceText
from generator.pipeline import build, load_editions
from generator.web.richtext import section_anchor
from tests.content.conftest import printed_texts
from tests.shared_builds import shared_build

from . import htmltext
from .browser import Tab

REPO = Path(__file__).resolve().parents[2]
KEPT_JAPANESE: set[str] = set()  # characters the English pages keep on purpose, outside scripts: none
COVERS = {1, 24}  # the page's header and footer: their texts anywhere on the page


@pytest.fixture(scope="module")
def english():
    return load_editions(REPO / "content", ("ja", "en"))["en"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    content = REPO / "content"
    return shared_build(
        tmp_path_factory, "web-both", (content,), lambda folder: build(["web", "calculator"], content, folder, editions=("ja", "en"))
    )


@pytest.fixture(scope="module")
def pages(built) -> dict[str, str]:
    return {
        "ja": (built / "web/index.html").read_text(encoding="utf-8"),
        "en": (built / "en/web/index.html").read_text(encoding="utf-8"),
        "rules-en": (built / "en/web/rules.html").read_text(encoding="utf-8"),
    }


def outside_scripts(html: str) -> str:
    return re.sub(r"<script\b.*?</script>", "", html, flags=re.S)


@pytest.mark.parametrize("name", ["en", "rules-en"])
def test_the_english_pages_hold_no_japanese_and_no_ruby(pages, name):
    shown = outside_scripts(pages[name])
    assert set(japanese_characters(shown)) - KEPT_JAPANESE == set()
    assert "<ruby>" not in shown
    assert '<html lang="en">' in pages[name]


def test_the_japanese_check_would_notice_a_japanese_word(pages):
    assert japanese_characters(outside_scripts(pages["en"].replace("Reset", "リセット"))) != []


def test_the_english_page_speaks_english(pages):
    en = pages["en"]
    assert "<title>MIGHTY? strength calculator</title>" in en
    assert '<h2 id="board-heading">Board <small>the 3\u00a0cards on the table</small></h2>' in en  # a no-break space
    assert '<span class="sr-only">Board card </span><span class="slot-number">1</span><span class="sr-only">, </span>' in en
    assert '<template class="t-slot-title">Board card 1</template>' in en
    assert 'data-active="pick" data-empty="empty" data-chosen="change"' in en
    assert (
        'data-number="Strength: {strength}; {majority}: {majority-count}, {minority}: {minority-count}; '
        'the majority color is {majority}."' in en
    )
    assert '<a href="rules.html">Read the whole rulebook</a>' in en
    assert ">Reset</button>" in en and "Using the calculator" in en


def test_card_names_read_aloud_are_english(pages):
    data = json.loads(re.search(r'<script type="application/json" id="mighty-data">(.*?)</script>', pages["en"], re.S).group(1))
    names = {face["id"]: face["name"] for face in data["deck"]}
    assert names["Y3"] == "yellow 3" and names["B0"] == "blue 0" and names["M"] == "MIGHTY"
    assert '<span class="sr-only">yellow 0, </span>' in pages["en"]


def test_the_japanese_page_keeps_its_words_and_ruby(pages):
    ja = pages["ja"]
    assert "<title>MIGHTY? 強さ計算</title>" in ja
    assert '<span class="sr-only">ボード </span><span class="slot-number">1</span><span class="sr-only">枚目、</span>' in ja
    assert '<span data-field="majority"></span> <b data-field="majority-count"></b><ruby>枚<rt>まい</rt></ruby> ／ ' in ja
    assert 'data-number="強さ {strength}。{majority} {majority-count}枚、{minority} {minority-count}枚、多数色は{majority}。"' in ja
    assert "<ruby>" in ja


def test_a_sentence_label_with_the_wrong_number_of_places_is_one_message(english):
    from dataclasses import replace

    from generator.content.model import SourceText
    from generator.errors import BuildError
    from generator.games.mighty.calculator.page import page_html

    label = english.web_labels["announce_special"]
    broken = replace(english, web_labels={**english.web_labels, "announce_special": SourceText("Strength #.", label.where)})
    with pytest.raises(BuildError) as error:
        page_html(broken)
    assert "labels.announce_special: found 1 #, expected 2 (in order: class, reminder)" in str(error.value)


# ---- the strings a reader hears or sees joined (issue 21) ------------------------------------------


def visible_text(html: str) -> str:
    """The page's words as a reader meets them: no scripts, styles or tags, entities decoded."""
    import html as entities

    words = re.sub(r"<(script|style|svg|template)\b.*?</\1>", "", html, flags=re.S)
    words = re.sub(BLOCK_TAG, " ", words)  # a block ends a run of words; an inline tag (a link, <b>) does not
    return entities.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", words)))


BLOCK_TAG = re.compile(
    r"</?(p|div|li|ul|ol|h[1-6]|section|header|footer|main|nav|figure|figcaption|br|button|table|tr|td|th|dl|dt|dd|title|noscript|blockquote)\b[^>]*>"
)


def test_the_no_script_message_is_two_sentences(pages):
    """The message and the link to the rulebook are two sentences, a space between them ("settings.The")."""
    [message] = re.findall(r'<noscript><p class="noscript">(.*?)</p></noscript>', pages["en"], re.S)
    assert visible_text(message) == (
        "This calculator needs JavaScript. Turn it on in your browser settings. The rulebook works without JavaScript."
    )


@pytest.mark.parametrize("name", ["en", "rules-en"])
def test_no_english_sentence_runs_into_the_next(pages, name):
    assert re.findall(r"[a-z][.!?][A-Z]", visible_text(pages[name])) == []


def test_the_deck_counts_read_aloud_are_english(pages):
    """p.4's ×3 / ×1 under each card: a screen reader hears "×1 in the deck", never "×1 copies"."""
    counts = re.findall(r'<span class="deck-copies">(.*?)</span></span>', pages["rules-en"])
    assert len(counts) == 14
    read_aloud = {visible_text(count) for count in counts}
    assert read_aloud == {"×3 in the deck", "×1 in the deck", "×2 in the deck"}
    assert re.findall(r"×\d+ copies", visible_text(pages["rules-en"])) == []


def test_a_branch_without_an_ending_says_where_it_goes(pages):
    """p.16's Call leads to the next step: "Call → go to the next step", not a bare "Call → next"."""
    nexts = re.findall(r'<span class="flow-next">(.*?)</span>', pages["rules-en"])
    assert nexts == ["go to the next step"]


# ---- the English rulebook page -------------------------------------------------------------------


@pytest.fixture(scope="module")
def rules_text(pages) -> htmltext.PageText:
    return htmltext.read(pages["rules-en"])


def web_expected(page, content) -> list[str]:
    """The page's texts as the web prints them: a screen has no facing page, so {side:…} prints the
    page number as {ref:…} does."""
    return [
        inline.plain(SourceText(str(t).replace("{side:", "{ref:"), getattr(t, "where", None)), content)
        for t in printed_texts(page, content)
    ]


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text.replace("**", ""))


@pytest.mark.parametrize("number", range(1, 25))
def test_every_translated_text_is_in_its_section(number, english, rules_text):
    page = english.pages[number - 1]
    where = "".join(rules_text.text) if number in COVERS else "".join(rules_text.sections[section_anchor(page.id)])
    missing = [text for text in web_expected(page, english) if squeezed(text) not in squeezed(where)]
    assert missing == []


def test_a_text_in_another_section_would_be_noticed(english, rules_text):
    strength = next(p for p in english.pages if p.id == "strength")
    overview = squeezed("".join(rules_text.sections[section_anchor("overview")]))
    assert squeezed(web_expected(strength, english)[1]) not in overview


def test_every_page_reference_is_a_working_link(pages, rules_text, english):
    """{ref:…} and {side:…} print "page N" as the English booklet does, and link to the section."""
    html = pages["rules-en"]
    links = re.findall(r'<a href="#(sec-[^"]+)"[^>]*>(.*?)</a>', html)
    references = [
        match.group(2).split(",")[0].strip()
        for page in english.pages
        for block in page.blocks
        for t in texts_in(block)
        for match in inline.MARKUP.finditer(t)
        if match.group(1) in ("ref", "side")
    ]
    assert len(references) >= 8
    linked = {anchor for anchor, _ in links}
    assert {section_anchor(section) for section in references} <= linked
    assert linked <= rules_text.ids
    for anchor, shown in links:
        if anchor.startswith("sec-") and shown.startswith("page"):
            assert re.fullmatch(r"pages? \d+(–\d+)?", shown), shown
            assert int(re.search(r"\d+", shown).group()) == english.page_of(anchor.removeprefix("sec-"))


def test_the_rulebook_page_links_to_the_english_calculator(rules_text, pages):
    assert "index.html" in rules_text.links
    assert "rules.html" in htmltext.read(pages["en"]).links


# ---- in Chromium --------------------------------------------------------------------------------


def summary(violations) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[target for target, _ in v['nodes']][:4]}" for v in violations]


def tap(tab: Tab, cards) -> None:
    for card in cards:
        tab.click(f'.face[data-card="{card.short}"]')


@pytest.mark.parametrize("state", ["empty", "number result", "MIGHTY"])
def test_axe_finds_nothing_on_the_english_calculator(browser, built, english, state):
    basic = english.examples["basic"]
    mighty = next(card for card in english.deck.faces() if card.name == "MIGHTY")
    cards = {
        "empty": [],
        "number result": [*basic.part.board, *basic.part.hands[""]],
        "MIGHTY": [*basic.part.board, mighty, basic.part.hands[""][0]],
    }[state]
    tab = Tab(browser).open(built / "en/web/index.html", 320)
    tap(tab, cards)
    assert summary(tab.axe()) == []
    assert tab.errors() == []


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_axe_finds_nothing_on_the_english_rulebook_page(browser, built, scale):
    assert summary(Tab(browser).open(built / "en/web/rules.html", 320, text_scale=scale).axe()) == []


@pytest.mark.parametrize("which", ["index", "rules"])
@pytest.mark.parametrize("width,scale", [(320, 1.0), (320, 2.0), (414, 2.0)])
def test_the_english_pages_reflow(browser, built, english, which, width, scale):
    tab = Tab(browser).open(built / f"en/web/{which}.html", width, text_scale=scale)
    if which == "index":
        red = english.examples["red-board"]
        tap(tab, [*red.part.board, *red.part.hands[""]])  # the longest result, with its notes
        tab.find(".slot").click()
    assert tab.scroll_width() <= width


def test_the_english_calculator_works_by_its_english_names(browser, built, english):
    """Tap the p.8 example: strength and majority colour shown and announced in English."""
    from generator.games.mighty.rules import evaluate_best
    from generator.games.mighty.rules.strength import signed

    tab = Tab(browser).open(built / "en/web/index.html", 360)
    example = english.examples["basic"]
    names = {"Y": "yellow", "B": "blue"}
    for card in (*example.part.board, *example.part.hands[""]):
        button = tab.find(f'.face[data-card="{card.short}"]')
        spoken = tab.js("arguments[0].querySelector('.sr-only').textContent", button)
        assert spoken == f"{names[card.short[0]]} {card.value}, "
        button.click()
    strength = signed(evaluate_best(english.rules, example.part.board, example.part.hands[""]).strength)
    assert tab.text("#result-body .strength strong") == strength
    assert "The majority color is blue" in tab.text("#result-body .majority")
    assert tab.text("#announce").startswith(f"Strength: {strength}; ")
    assert tab.errors() == []


LABELS_THAT_OVERFLOW = """[...document.querySelectorAll('.face .card-label, .slot-state')]
  .filter(e => e.getClientRects().length && e.scrollWidth > e.parentElement.clientWidth + 0.5).map(e => e.textContent)"""


@pytest.mark.parametrize("width", [320, 360])
def test_the_colour_names_fit_the_cards_of_the_picker(browser, built, width):
    """ "yellow" is six letters where 黄 is one: at 12 px it fits a card 35 px wide only set tight."""
    tab = Tab(browser).open(built / "en/web/index.html", width)
    assert tab.js(LABELS_THAT_OVERFLOW) == []
    tab.js(
        "document.head.append(Object.assign(document.createElement('style'), {textContent: "
        "'html[lang=\"en\"] .card-label { letter-spacing: 0.05em }'}))"
    )  # the check can fail
    assert "yellow" in tab.js(LABELS_THAT_OVERFLOW)


REFERENCES_PARTED = """[...document.querySelectorAll('main a[href^="#sec-"]')]
  .filter(a => a.getClientRects().length > 1).map(a => a.textContent)"""


@pytest.mark.parametrize("width", [320, 360])
def test_no_line_parts_a_page_reference(browser, built, width):
    """A proof-reader marks “pages 9– | 10” (p.4 at 320 px): each reference stays on one line."""
    tab = Tab(browser).open(built / "en/web/rules.html", width)
    assert tab.js(REFERENCES_PARTED) == []
    tab.js("""document.querySelectorAll('main a[href^="#sec-"]').forEach(a => { a.style.whiteSpace = 'normal'; })""")
    if width == 320:
        assert "pages 9–10" in tab.js(REFERENCES_PARTED)  # the check can fail


def test_a_card_named_in_a_chip_has_a_space_in_english(browser, built, english):
    red = english.examples["red-board"]
    tab = Tab(browser).open(built / "en/web/index.html", 360)
    tap(tab, [*red.part.board, *red.part.hands[""]])
    chips = tab.texts("#result-body .notes .chip")
    assert chips and all(re.fullmatch(r"(yellow|blue) \d", chip) for chip in chips), chips


def test_the_rulebook_headings_say_no_page_word_in_english(pages, built):
    """A section's heading is its title after the booklet's page number, which only marks it: English
    writes no “page” in every heading (web.yaml rules_page "#"), and the number is not read aloud."""
    headings = re.findall(r"<h2 id=\"sec-[^\"]+\" tabindex=\"-1\">(.*?)</h2>", pages["rules-en"])
    assert len(headings) > 20
    assert all(heading.startswith('<span class="page-no" aria-hidden="true">') for heading in headings)
    words = [re.sub("<[^>]+>", "", heading) for heading in headings]
    assert not [word for word in words if re.search(r"\bpage\b", word, re.I)]
    assert '<span class="page-no" aria-hidden="true">12</span> The strength calculator' in pages["rules-en"]
    japanese = (built / "web/rules.html").read_text(encoding="utf-8")
    assert '<span class="page-no">12<span class="sr-only">ページ</span></span>' in japanese  # read aloud as before


def test_the_qr_caption_says_what_the_code_is_for_on_a_screen(pages):
    assert "<br>Scan to open the calculator on your phone</p>" in pages["rules-en"]
    assert "Scan to open the page" not in pages["rules-en"]

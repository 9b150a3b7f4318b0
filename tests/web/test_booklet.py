"""build/web/rules.html: the whole booklet on one page, from the same content as the PDF.

Read with the standard library's HTML parser (htmltext.py): every manuscript line in its section,
every {ref:…} a working link, the blocks as real HTML, self-contained, small, reproducible, ruby
on every kanji beyond grade 2.
"""

from __future__ import annotations

import dataclasses
import re
from typing import ClassVar

import pytest
from markupsafe import Markup

from generator.content.manuscript import corrected, read_corrections, read_manuscript
from generator.content.markup import MARKUP, SIDE_WORDS, pages_text, texts_in
from generator.content.model import Block, SourceText
from generator.errors import BuildError
from generator.web import RULES_OUTPUT
from generator.web.booklet import BLOCK_VIEWS, rules_html
from generator.web.richtext import section_anchor

from . import htmltext
from .htmltext import Tags

MAX_BYTES = 150 * 1024
COVERS = {1, 24}  # the header and the footer of the page: their titles (表紙, 裏表紙) name files, not sections


@pytest.fixture(scope="session")
def html(rules_page) -> str:
    return rules_page.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def text(html, content) -> htmltext.PageText:
    return htmltext.read(html, content.readings.taught)


def tags(html) -> Tags:
    parsed = Tags()
    parsed.feed(html)
    return parsed


def test_the_page_weighs_at_most_150_kb(rules_page):
    size = rules_page.stat().st_size
    print(f"\nbuild/web/rules.html: {size} bytes")
    assert size <= MAX_BYTES


def test_two_builds_are_byte_identical(content, tmp_path, build):
    first = (build(content, tmp_path / "a").parent / "rules.html").read_bytes()
    second = (build(content, tmp_path / "b").parent / "rules.html").read_bytes()
    assert first == second


def test_self_contained_and_readable_without_javascript(html):
    parsed = tags(html)
    assert not any(tag in ("script", "link", "img", "iframe", "object", "embed") for tag, _ in parsed.tags)
    addresses = [attrs for _, attrs in parsed.tags if {"src", "srcset", "action"} & set(attrs)]
    assert addresses == []
    hrefs = [attrs["href"] for tag, attrs in parsed.tags if "href" in attrs]
    assert all(href.startswith("#") or href == "index.html" for href in hrefs), hrefs
    assert "url(" not in html.replace("url(#clip-", "") and "@import" not in html
    policy = next(attrs["content"] for tag, attrs in parsed.tags if attrs.get("http-equiv") == "Content-Security-Policy")
    assert "default-src 'none'" in policy and "script-src" not in policy


def test_every_section_has_a_heading_with_an_anchor_and_its_page_number(html, text, content):
    for page in content.pages[1:-1]:
        anchor = section_anchor(page.id)
        assert anchor in text.ids
        heading = re.search(rf'<h2 id="{anchor}"[^>]*>(.*?)</h2>', html, re.S).group(1)
        heading_text = htmltext.squeeze("".join(htmltext.read(heading).text))
        assert heading_text.startswith(f"{page.number}ページ") or heading_text.startswith(str(page.number))
        assert htmltext.squeeze(str(page.title).replace("**", "")) in heading_text or "{" in page.title


def web_line(line: str, number: int, content) -> str:
    """A manuscript line as the web page prints it: page numbers corrected as in print, and the
    facing page (左ページ / 右ページ) named by its page number, since a screen has no spread."""
    line = corrected(line, number, read_corrections())
    struck = {"・" + str(item) for block in content.pages[number - 1].blocks for item in getattr(block, "never", ())}
    if line in struck:  # a list item drawn as speech struck out (p.14's talk figure): its ✕ is where the bullet was
        line = line.removeprefix("・")
    if any(word in line for word in SIDE_WORDS):
        page = content.pages[number - 1]
        for text in texts_in(list(page.blocks)):
            for match in MARKUP.finditer(text):
                if match.group(1) == "side":
                    target = content.page_of(match.group(2).strip())
                    for word in SIDE_WORDS:
                        line = line.replace(word, pages_text([target]))
    return line


@pytest.mark.parametrize("number", range(1, 25))
def test_every_manuscript_line_is_in_its_section(number, text, content):
    """Each line of the manuscript page in the section of that page (the covers: anywhere on the page)."""
    manuscript = read_manuscript()[number]
    if number in COVERS:
        where = htmltext.squeeze("".join(text.text))
        lines = manuscript.lines
    else:
        where = htmltext.squeeze("".join(text.sections[section_anchor(content.pages[number - 1].id)]))
        lines = (manuscript.title, *manuscript.lines)
    missing = [line for line in lines if htmltext.squeeze(web_line(line, number, content)) not in where]
    assert missing == []


def test_a_missing_line_would_be_noticed(text, content):
    overview = htmltext.squeeze("".join(text.sections[section_anchor("overview")]))
    flow = htmltext.squeeze("".join(text.sections[section_anchor("round-flow")]))
    line = htmltext.squeeze("最後の1人になる前に、あがろう。")
    assert line in overview and line not in flow


def test_every_page_reference_is_a_working_link(html, text, content):
    """{ref:…} and {side:…} print the page number as in the booklet and link to the section."""
    links = re.findall(r'<a href="#(sec-[^"]+)">(.*?)</a>', html)
    references = [
        (match.group(1), match.group(2))
        for page in content.pages
        for block in page.blocks
        for t in texts_in(block)
        for match in MARKUP.finditer(t)
        if match.group(1) in ("ref", "side")
    ]
    assert len(references) >= 8
    shown = {(target, htmltext.squeeze("".join(htmltext.read(inner).text))) for target, inner in links}
    for kind, argument in references:
        ids = [part.strip() for part in argument.split(",")]
        assert (section_anchor(ids[0]), pages_text([content.page_of(i) for i in ids])) in shown, (kind, argument)
    assert all(target in text.ids for target, _ in links)


def test_the_glossary_is_a_definition_list(html, content):
    glossary = re.search(r'<dl class="glossary">(.*?)</dl>', html, re.S).group(1)
    assert glossary.count("<dt>") == glossary.count("<dd>") == len(content.glossary)


def test_card_figures_are_svg_images_named_by_their_cards(html, content):
    labels = re.findall(r'<svg class="figure-cards[^"]*" role="img" aria-label="([^"]+)"', html)
    figures = [block for page in content.pages for block in page.blocks if block.kind == "cards"]
    for figure in figures:
        assert figure.alt in labels
        assert figure.becomes_alt is None or figure.becomes_alt in labels
    assert len(labels) >= len(figures) + content.deck.size // 3  # and one per face of the deck (p.4)
    uses = set(re.findall(r'<use href="#(card-[^"]+)"', html))
    symbols = set(re.findall(r'<symbol id="(card-[^"]+)"', html))
    assert uses == symbols  # each face drawn once, every one used


def test_the_formula_records_and_flow_are_text(html, content):
    formula = content.parts["formula"]  # MIGHTY?'s quickref.yaml `formula`
    assert re.search(r'<p class="formula">.*</p>', html)
    record = content.results["basic"].part.evaluations[""].record
    assert all(f'<span class="record-line">{line}</span>' in html for line in record)
    flow = re.search(r'<ol class="flow">(.*?)</section>', html, re.S).group(1)
    assert flow.count('class="flow-step"') == 3 and flow.count('class="flow-outcome"') == 3
    assert htmltext.squeeze(formula.right) in htmltext.squeeze("".join(htmltext.read(html).text))


def test_every_kanji_beyond_grade_2_has_its_reading(text):
    assert text.unreadable == []


def test_the_ruby_check_would_notice_a_kanji_without_reading(content):
    parsed = htmltext.read("<p>いっしょに<ruby>選<rt>えら</rt></ruby>ぶ。選択</p>", content.readings.taught)
    assert parsed.unreadable == ["ぶ。選択"]


def test_a_kanji_without_reading_fails_the_build_naming_the_text(content, tmp_path, build):
    page = content.pages[1]
    block = page.blocks[0]
    text = SourceText("鬱蒼とした森", block.text.where)
    blocks = (dataclasses.replace(block, text=text), *page.blocks[1:])
    changed = dataclasses.replace(content, pages=(content.pages[0], dataclasses.replace(page, blocks=blocks), *content.pages[2:]))
    with pytest.raises(BuildError) as error:
        build(changed, tmp_path)
    assert str(error.value) == (
        f"{text.where}: found the kanji 鬱、蒼 in 「鬱蒼とした森」 without a reading, expected a word "
        "holding it in content/readings.yaml (words: {WORD: よみ}): the web pages show ruby on every "
        "kanji beyond the first two school years"
    )
    assert not (tmp_path / RULES_OUTPUT).exists()


def test_the_page_is_printable(html):
    assert "@media print" in html


@dataclasses.dataclass(frozen=True, kw_only=True)
class Verse(Block):
    """A block kind the template does not name, as a game would add one."""

    kind: ClassVar[str] = "verse"
    text: SourceText


def test_a_kind_the_template_does_not_name_shows_its_views_html(content, monkeypatch):
    monkeypatch.setitem(BLOCK_VIEWS._handlers, Verse, lambda view, block: {"html": Markup('<p class="verse">{}</p>').format(block.text)})
    page = content.pages[1]
    verse = Verse(text=SourceText("五・七・五", page.where), where=page.where)
    changed = dataclasses.replace(
        content, pages=(content.pages[0], dataclasses.replace(page, blocks=(*page.blocks, verse)), *content.pages[2:])
    )
    assert '<p class="verse">五・七・五</p>' in rules_html(changed)

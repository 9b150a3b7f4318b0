"""build/web/index.html: one self-contained, reproducible file whose data comes from content."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from generator.content.markup import plain
from generator.content.model import SourceText
from generator.errors import BuildError
from generator.games.mighty.calculator import OUTPUT
from generator.games.mighty.calculator.page import HERE, SCRIPTS
from generator.games.mighty.rules import MIGHTY
from generator.games.mighty.web.style import HERE as WEB_HERE
from generator.games.mighty.web.style import STYLESHEET
from generator.output import Staging
from tests.web import htmltext
from tests.web.htmltext import Tags

from .conftest import render

MAX_BYTES = 50 * 1024


def parse(path: Path) -> Tags:
    tags = Tags()
    tags.feed(path.read_text(encoding="utf-8"))
    return tags


def page_data(path: Path) -> dict:
    return json.loads(next(text for attrs, text in parse(path).scripts if attrs.get("id") == "mighty-data"))


def test_the_page_is_staged_at_build_web_index_html_and_described(content, tmp_path):
    with Staging(tmp_path) as staging:
        render(content, staging)
        assert staging.described[OUTPUT] == {"kind": "web", "path": OUTPUT}
    assert (tmp_path / OUTPUT).is_file()


def test_the_page_weighs_at_most_50_kb(page):
    size = page.stat().st_size
    print(f"\nbuild/web/index.html: {size} bytes")
    assert size <= MAX_BYTES


def test_two_builds_are_byte_identical(content, tmp_path, build):
    first = build(content, tmp_path / "a").read_bytes()
    second = build(content, tmp_path / "b").read_bytes()
    assert first == second


def test_nothing_is_loaded_from_anywhere(page):
    """The only addresses are links to the rulebook page beside it (a link loads nothing until followed)."""
    tags = parse(page)
    links = [(tag, attrs) for tag, attrs in tags.tags if {"src", "href", "srcset", "action"} & set(attrs)]
    assert links and all(
        tag == "a" and set(attrs) & {"src", "srcset", "action"} == set() and re.fullmatch(r"rules\.html(#sec-[a-z0-9-]+)?", attrs["href"])
        for tag, attrs in links
    ), links
    assert not any(tag in ("link", "img", "iframe", "object", "embed") for tag, _ in tags.tags)
    text = page.read_text(encoding="utf-8")
    assert "@import" not in text and "url(" not in text
    assert not re.search(r"\b(fetch|XMLHttpRequest|localStorage|sessionStorage|indexedDB|document\.cookie)\b", text)


def test_a_content_security_policy_forbids_every_request(page):
    policies = [
        attrs["content"] for tag, attrs in parse(page).tags if tag == "meta" and attrs.get("http-equiv") == "Content-Security-Policy"
    ]
    assert policies and "default-src 'none'" in policies[0]


def test_the_stylesheet_and_scripts_are_inlined_verbatim(page):
    text = page.read_text(encoding="utf-8")
    for name in SCRIPTS:
        assert (HERE / name).read_text(encoding="utf-8") in text, name
    assert (WEB_HERE / STYLESHEET).read_text(encoding="utf-8") in text


def test_the_deck_comes_from_content(page, deck):
    faces = page_data(page)["deck"]
    assert [(f["name"], f["copies"]) for f in faces] == [(card.name, n) for card, n in deck.copies.items()]
    assert sum(f["copies"] for f in faces) == deck.size == 39


def test_no_card_list_is_typed_in_the_template_or_scripts(deck):
    for path in (HERE / "index.html.j2", HERE / "app.js", HERE / "rules.js", WEB_HERE / STYLESHEET):
        text = path.read_text(encoding="utf-8")
        name = path.name
        typed = [card.name for card in deck.faces() if not card.is_red and card.name in text]
        assert typed == [], f"{name} names cards: {typed}"


def test_a_changed_deck_changes_the_page(content, tmp_path, build):
    copies = {**content.deck.copies, MIGHTY: 2}
    changed = dataclasses.replace(content, deck=dataclasses.replace(content.deck, copies=copies))
    faces = page_data(build(changed, tmp_path))["deck"]
    assert next(f["copies"] for f in faces if f["name"] == "MIGHTY") == 2


def test_the_palette_labels_and_shapes_come_from_content(page, content):
    text = page.read_text(encoding="utf-8")
    for name in ("yellow", "blue", "red", "ink", "paper", "tint"):
        assert f"--{name}:{content.palette[name].rgb};" in text
    colours = page_data(page)["colours"]
    assert colours == {
        name: {"label": content.palette[name].label, "shape": content.palette[name].shape} for name in ("yellow", "blue", "red")
    }


def test_the_help_is_the_booklets_p13(page, content):
    text = htmltext.read(page.read_text(encoding="utf-8")).text
    text = "".join(text)
    howto = next(p for p in content.pages if p.id == "web-howto")
    for block in (b for b in howto.blocks if b.kind in ("steps", "paragraph")):  # the calculator figure is the booklet's
        items = block.items if block.kind == "steps" else [block]
        assert all(plain(item.text, content) in text for item in items)  # {rules:hand_size} → 2


def with_help_paragraph(content, paragraph: str):
    """The content with p.13's paragraph rewritten (at the real paragraph's location)."""
    howto = next(p for p in content.pages if p.id == "web-howto")
    blocks = tuple(dataclasses.replace(b, text=SourceText(paragraph, b.text.where)) if b.kind == "paragraph" else b for b in howto.blocks)
    pages = tuple(dataclasses.replace(p, blocks=blocks) if p is howto else p for p in content.pages)
    return dataclasses.replace(content, pages=pages)


def test_markup_in_the_help_is_expanded_as_the_booklet_expands_it(content, tmp_path, build):
    changed = with_help_paragraph(content, "最後の1人は{rules:round_penalty}点、**太字**と<b>&は{ref:record}を見る")
    html = build(changed, tmp_path).read_text(encoding="utf-8")
    assert (
        f"<p><ruby>最後<rt>さいご</rt></ruby>の1人は{content.rules.round_penalty}点、<strong>太字</strong>と&lt;b&gt;&amp;は"
        f'<a href="rules.html#sec-record">{content.page_of("record")}ページ</a>を見る</p>'
    ) in html


def test_a_facing_page_reference_in_the_help_is_an_error(content, tmp_path, build):
    changed = with_help_paragraph(content, "{side:web}を見る")
    where = next(b for b in changed.pages[content.page_of("web-howto") - 1].blocks if b.kind == "paragraph").text.where
    with pytest.raises(BuildError) as error:
        build(changed, tmp_path)
    assert str(error.value) == (
        f"{where}: found {{side:web}} in the text the web page repeats, expected {{ref:web}} (the web page has no facing page to point at)"
    )


def test_every_button_is_a_real_button_with_a_type(page):
    buttons = [attrs for tag, attrs in parse(page).tags if tag == "button"]
    assert len(buttons) == 5 + 14 + 1  # slots, faces, reset
    assert all(attrs.get("type") == "button" for attrs in buttons)


def test_the_page_is_japanese_and_sized_for_phones(page):
    tags = parse(page).tags
    assert ("html", {"lang": "ja"}) in tags
    assert any(tag == "meta" and attrs.get("name") == "viewport" and "width=device-width" in attrs["content"] for tag, attrs in tags)


# ---- bad input ---------------------------------------------------------------------------------


def with_colour(content, name, **changes):
    palette = {**content.palette, name: dataclasses.replace(content.palette[name], **changes)}
    return dataclasses.replace(content, palette=palette)


def test_a_shape_the_page_cannot_draw_is_an_error(content, tmp_path, build):
    broken = with_colour(content, "blue", shape="triangle")
    with pytest.raises(BuildError) as error:
        build(broken, tmp_path)
    assert str(error.value) == (
        f"{content.palette['blue'].where}: palette.blue.shape: found 'triangle', expected one of circle, square, star"
    )
    assert not (tmp_path / OUTPUT).exists()


def test_a_card_colour_without_a_label_is_an_error(content, tmp_path, build):
    with pytest.raises(BuildError) as error:
        build(with_colour(content, "yellow", label=None), tmp_path)
    assert str(error.value) == (
        f"{content.palette['yellow'].where}: palette.yellow.label: found none, "
        "expected the colour's name (黄): colour is never the only cue"
    )


def test_a_missing_help_page_is_an_error(content, tmp_path, build):
    pages = tuple(p for p in content.pages if p.id != "web-howto")
    with pytest.raises(BuildError) as error:
        build(dataclasses.replace(content, pages=pages), tmp_path)
    assert str(error.value) == (
        "content/pages: found no page with id 'web-howto', expected the booklet's p.13 "
        "(how to use the web calculator): the page shows its steps as help"
    )

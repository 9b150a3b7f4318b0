"""generator/web/richtext.py: content text and the templates' own words as the web pages show them."""

from __future__ import annotations

from dataclasses import replace

import pytest
from markupsafe import Markup

from generator.content.model import SourceText
from generator.errors import BuildError, Location
from generator.web.richtext import HERE_NAME, WebText, environment
from generator.web.ruby import Ruby


@pytest.fixture()
def web(content) -> WebText:
    return WebText(content, lambda section: f"#sec-{section}", Ruby(content.readings))


def test_references_become_links_to_their_section(web, content):
    html = web.rich(SourceText("詳しくは{ref:hand-red,board-red}", Location("content/x.yaml", 1, 1)))
    pages = f"{content.page_of('hand-red')}–{content.page_of('board-red')}ページ"
    assert html == f'<ruby>詳<rt>くわ</rt></ruby>しくは<a href="#sec-hand-red">{pages}</a>'


def test_a_facing_page_reference_prints_its_page_number_on_screen(web, content):
    assert web.plain(SourceText("{side:compare}のAさん", content.pages[22].where)) == f"{content.page_of('compare')}ページのAさん"


def test_bold_results_and_escaping(web):
    assert web.rich("**強さ{ex:basic.strength}**と<i>") == "<strong>強さ3</strong>と&lt;i&gt;"


def template_html(tmp_path, content, source: str) -> tuple[str, Ruby]:
    (tmp_path / "t.html.j2").write_text(source, encoding="utf-8")
    ruby = Ruby(content.readings)
    return environment(tmp_path, ruby).get_template("t.html.j2").render(x=Markup("<b>選</b>")), ruby


def test_template_words_get_ruby_outside_tags_attributes_and_screen_reader_text(tmp_path, content):
    source = '<p title="選ぶ" data-x=\'枚\'>選ぶ<span class="sr-only">1枚</span>{{ x }}</p><title>枚</title>'
    html, ruby = template_html(tmp_path, content, source)
    assert html == (
        '<p title="選ぶ" data-x=\'枚\'><ruby>選<rt>えら</rt></ruby>ぶ<span class="sr-only">1枚</span><b>選</b></p><title>枚</title>'
    )
    ruby.check()


def test_a_template_word_without_reading_names_the_template_line(tmp_path, content):
    _, ruby = template_html(tmp_path, content, "<p>\n鬱</p>")
    with pytest.raises(BuildError) as error:
        ruby.check()
    assert str(error.value).startswith(f"{HERE_NAME}/t.html.j2:2: found the kanji 鬱 in 「鬱」")


def test_a_compiled_template_is_kept_and_gives_the_same_page(tmp_path, content, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    source = "<p>選ぶ{{ x }}</p>"
    first, _ = template_html(tmp_path, content, source)
    assert len(list((tmp_path / "cache" / "templates").iterdir())) == 1
    compiles = []
    monkeypatch.setattr("jinja2.Environment.compile", lambda *args, **kwargs: compiles.append(args))
    again, ruby = template_html(tmp_path, content, source)
    assert again == first and compiles == []  # from the cache: not compiled again
    ruby.check()


def test_a_compile_that_misses_a_reading_is_not_kept(tmp_path, content, monkeypatch):
    """So that the next run, served from the cache, still reports the kanji."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    for _ in range(2):
        _, ruby = template_html(tmp_path, content, "<p>\n鬱</p>")
        with pytest.raises(BuildError, match="found the kanji 鬱"):
            ruby.check()
    assert not (tmp_path / "cache" / "templates").exists() or not list((tmp_path / "cache" / "templates").iterdir())


def test_other_readings_are_another_entry(tmp_path, content, monkeypatch):
    """The ruby is compiled in: a template compiled with other readings is not served for these."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    template_html(tmp_path, content, "<p>選ぶ</p>")
    more = replace(content.readings, words={**content.readings.words, "鬱": "うつ"})
    environment(tmp_path, Ruby(more)).get_template("t.html.j2")
    assert len(list((tmp_path / "cache" / "templates").iterdir())) == 2

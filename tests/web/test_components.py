"""rules.html's `components` block (generator/web/booklet.py, issue 27): the booklet's list as an HTML
list, each line its decorative drawing, its name and count and its size; the block's style sheet only
on a page that lists components."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from generator.cli import main
from tests.cards.test_component_list import COMPONENTS, with_components_page


class Lines(HTMLParser):
    """The visible text of each <li> of <ul class="components"> (ruby readings left out), and its drawings' attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.drawings: list[dict[str, str | None]] = []
        self._in_list = self._in_rt = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "ul" and ("class", "components") in attrs:
            self._in_list = True
        elif self._in_list and tag == "li":
            self.lines.append("")
        elif self._in_list and tag == "svg":
            self.drawings.append(dict(attrs))
        self._in_rt = self._in_rt or tag == "rt"

    def handle_endtag(self, tag: str) -> None:
        self._in_list = self._in_list and tag != "ul"
        self._in_rt = self._in_rt and tag != "rt"

    def handle_data(self, data: str) -> None:
        if self._in_list and self.lines and not self._in_rt:
            self.lines[-1] += data


def _page(game: Path, out: Path) -> str:
    assert main(["build", "web", "--edition", "ja", "--content", str(game), "--out", str(out)]) == 0
    return (out / "web" / "rules.html").read_text(encoding="utf-8")


def _lines(html: str) -> Lines:
    parsed = Lines()
    parsed.feed(html)
    return parsed


def test_the_list_is_an_html_list_of_each_component(fixture_game, tmp_path):
    parsed = _lines(_page(with_components_page(fixture_game), tmp_path / "out"))
    assert [re.sub(r"\s+", " ", line).strip() for line in parsed.lines] == [
        "カード 18枚63×88mm",
        "マット 2枚（両面）120×80mm",
        "チップ 12枚直径20mm",
    ]
    assert [drawing["aria-hidden"] for drawing in parsed.drawings] == ["true"] * 3  # the words say it all


def test_the_counts_follow_components_yaml(fixture_game, tmp_path):
    game = with_components_page(fixture_game, COMPONENTS.replace("count: 12", "count: 40"))
    assert "チップ 40枚直径20mm" in [re.sub(r"\s+", " ", line).strip() for line in _lines(_page(game, tmp_path / "out")).lines]


def test_the_blocks_style_is_only_on_a_page_that_lists_components(fixture_game, tmp_path):
    assert ".components {" not in _page(fixture_game, tmp_path / "plain")
    assert ".components {" in _page(with_components_page(fixture_game), tmp_path / "listed")

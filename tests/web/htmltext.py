"""The text a reader sees in a built page, read with the standard library's HTML parser.

Ruby readings (<rt>) are left out, so a sentence reads as the content wrote it; <script>, <style>
and <template> (the calculator's unused pieces) too. `sections` splits the rulebook page by its
<section>s; `unreadable` lists the shown text a young reader could not read (kanji outside <ruby>;
screen-reader-only text is spoken, not read).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

HIDDEN = {"script", "style", "template", "rt", "title"}
VOID = {"br", "meta", "img", "input", "link", "hr", "use", "path", "rect", "circle", "polygon", "line"}


class PageText(HTMLParser):
    def __init__(self, taught: frozenset[str] = frozenset()):
        super().__init__()
        self.stack: list[tuple[str, dict]] = []
        self.sections: dict[str, list[str]] = {}  # section's aria-labelledby id → its text
        self.text: list[str] = []
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.taught = taught
        self.unreadable: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if tag == "section":
            self.sections.setdefault(attrs.get("aria-labelledby", ""), [])
        if tag not in VOID:
            self.stack.append((tag, attrs))
        if tag == "svg" and attrs.get("role") == "img" and attrs.get("aria-label"):  # a figure reads as its text alternative
            self._add(attrs["aria-label"])

    def handle_startendtag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])

    def handle_endtag(self, tag):
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break

    def _add(self, data: str) -> None:
        self.text.append(data)
        for tag, attrs in self.stack:
            if tag == "section":
                self.sections[attrs.get("aria-labelledby", "")].append(data)

    def handle_data(self, data):
        tags = [tag for tag, _ in self.stack]
        if HIDDEN & set(tags) or "svg" in tags:
            return
        self._add(data)
        screen_reader_only = any("sr-only" in attrs.get("class", "").split() for _, attrs in self.stack)
        if "ruby" not in tags and not screen_reader_only:
            hard = [ch for ch in data if re.match(r"[\u3400-\u9fff]", ch) and ch not in self.taught]
            if hard:
                self.unreadable.append(data.strip())


def read(html: str, taught: frozenset[str] = frozenset()) -> PageText:
    parser = PageText(taught)
    parser.feed(html)
    return parser


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


class Tags(HTMLParser):
    """Every start tag with its attributes, and the text of each <script>."""

    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.scripts: list[tuple[dict, str]] = []
        self._in_script: dict | None = None

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = dict(attrs)

    def handle_data(self, data):
        if self._in_script is not None:
            self.scripts.append((self._in_script, data))

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = None

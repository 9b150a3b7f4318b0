"""Content text as the web pages show it: markup expanded, **bold** as <strong>, page references as
links to their section, ruby on every kanji a young reader was not taught; everything else escaped.

The same renderer serves both pages; only where a section lives differs (`section_href`): the
rulebook page links to its own anchors, the calculator to the rulebook page. The templates' own
words get their ruby when the template is compiled (RubyExtension), so no page text escapes the
reading check. Nothing here is Japanese-specific except the ruby, which skips text without kanji.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import jinja2
import jinja2.bccache
from jinja2.ext import Extension
from jinja2.lexer import Token, TokenStream
from markupsafe import Markup, escape

from .. import cache
from ..content import markup as inline
from ..content.model import Content
from ..errors import Location, fail
from .ruby import Ruby

HERE_NAME = "generator/web"
RULES_PAGE = "rules.html"  # beside index.html in build/web/
NO_RUBY_ELEMENTS = ("title", "script", "style", "rt", "ruby")  # where ruby cannot or need not go
OPENING = re.compile(r"<(/?)([a-zA-Z0-9]+)")
SR_ONLY = re.compile(r"""class=["'][^"']*\bsr-only\b""")
# a page reference is one unit in English: no line parts “pages 9–10” at its dash or “page 19” at its
# space (the Japanese 9–10ページ keeps breaking as Japanese lines do)
NO_BREAK_LINK = {"en": Markup(' style="white-space: nowrap"')}
VOID_ELEMENTS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "!doctype"}


def section_anchor(section_id: str) -> str:
    """The id of a section's heading on the rulebook page (p-07 style ids would break if pages move)."""
    return f"sec-{section_id}"


class WebText:
    """Renders content texts for one page. `section_href(id)` is the link to a section."""

    def __init__(self, content: Content, section_href: Callable[[str], str], ruby: Ruby):
        self.content = content
        self.section_href = section_href
        self.ruby = ruby

    def rich(self, text: str, where: Location | None = None) -> Markup:
        """A content text as HTML: bold, links for {ref:…} and {side:…}, ruby."""
        where = getattr(text, "where", None) or where
        out = []
        for i, part in enumerate(_bold_parts(str(text))):
            html = self._inline(part, where)
            out.append(Markup("<strong>{}</strong>").format(html) if i % 2 else html)
        return Markup("").join(out)

    def plain(self, text: str, where: Location | None = None) -> str:
        """The expanded text without marks: for attributes (alt text, aria-label) and <title>."""
        where = getattr(text, "where", None) or where
        return inline.MARKUP.sub(lambda m: self._resolve(m, where), str(text)).replace(inline.BOLD, "")

    def words(self, text: str, where: Location | None = None) -> Markup:
        """Text that has no markup (a card name, the interface's words), with ruby."""
        return self.ruby.html(text, where)

    def _inline(self, text: str, where: Location | None) -> Markup:
        out, last = [], 0
        for match in inline.MARKUP.finditer(text):
            out.append(self.ruby.html(text[last : match.start()], where))
            shown = self._resolve(match, where)
            if match.group(1) in inline.REFERENCES:
                target = match.group(2).split(",")[0].strip()
                no_break = NO_BREAK_LINK.get(self.content.language, Markup(""))
                out.append(Markup('<a href="{}"{}>{}</a>').format(self.section_href(target), no_break, self.ruby.html(shown, where)))
            else:
                out.append(self.ruby.html(shown, where))
            last = match.end()
        out.append(self.ruby.html(text[last:], where))
        return Markup("").join(out)

    def _resolve(self, match: re.Match[str], where: Location | None) -> str:
        namespace, argument = match.group(1), match.group(2)
        if namespace == "side":  # a screen has no facing page: the page number, as {ref:…} prints it
            namespace = "ref"
        try:
            return inline.resolve(namespace, argument, self.content, where)
        except inline.MarkupError as error:
            raise fail(where, str(error)) from None


def _bold_parts(text: str) -> list[str]:
    """ "a**b**c" → ["a", "b", "c"]: odd parts are bold (verification has paired every **)."""
    return text.split(inline.BOLD)


class RubyExtension(Extension):
    """Adds ruby to the template's own text while it is compiled: the words typed in the template
    get their readings from content/readings.yaml like content text does. The environment's
    `ruby` attribute is the page's Ruby; a missing reading is noted there with the template line."""

    def filter_stream(self, stream: TokenStream) -> Iterator[Token]:
        scan = _Scan()  # the position in the HTML carries over from one piece of template text to the next
        for token in stream:
            if token.type == "data":
                token = Token(token.lineno, "data", scan.annotate(token.value, token.lineno, stream.name, self.environment))
            yield token


class _Scan:
    """Where template text stands in its HTML: inside a tag (and a quoted attribute) or in text, and
    inside which elements. Text in <title>, <script>, <style>, <rt>, <ruby> and in screen-reader-only
    elements (class sr-only: a name read aloud, where a reading would be spoken twice) takes no ruby."""

    def __init__(self) -> None:
        self.tag: str | None = None  # the tag being read, while inside < … >
        self.quote: str | None = None
        self.open: list[tuple[str, bool]] = []  # (element, takes no ruby)

    def annotate(self, data: str, line: int, name: str | None, env: jinja2.Environment) -> str:
        out: list[str] = []
        text: list[str] = []
        for ch in data:
            if self.tag is None and ch != "<":
                text.append(ch)
                continue
            if text:
                out.append(self._ruby("".join(text), line + "".join(out).count("\n"), name, env))
                text = []
            out.append(ch)
            self._step(ch)
        if text:
            out.append(self._ruby("".join(text), line + "".join(out).count("\n"), name, env))
        return "".join(out)

    def _step(self, ch: str) -> None:
        if self.tag is None:  # ch is "<"
            self.tag = ""
        elif self.quote:
            self.quote = None if ch == self.quote else self.quote
            self.tag += ch
        elif ch in "\"'":
            self.quote = ch
            self.tag += ch
        elif ch == ">":
            self._close_tag(self.tag)
            self.tag = None
        else:
            self.tag += ch

    def _close_tag(self, tag: str) -> None:
        match = OPENING.match("<" + tag)
        if not match or tag.endswith("/"):
            return
        closing, element = match.group(1) == "/", match.group(2).lower()
        if closing:
            while self.open and self.open.pop()[0] != element:
                pass
        elif element not in VOID_ELEMENTS:
            self.open.append((element, element in NO_RUBY_ELEMENTS or bool(SR_ONLY.search(tag))))

    def _ruby(self, text: str, line: int, name: str | None, env: jinja2.Environment) -> str:
        if any(skip for _, skip in self.open):
            return text
        first_line = line + text[: len(text) - len(text.lstrip())].count("\n")  # where its words start
        ruby: Ruby = env.ruby  # type: ignore[attr-defined]
        return str(ruby.html(Markup(text).unescape(), Location(f"{HERE_NAME}/{name}", first_line)))


class CompiledTemplates(jinja2.BytecodeCache):
    """The compiled web templates in the cache folder (generator/cache.py): compiling both pages'
    templates for both editions was the largest part of `check` (0.4 s). An entry is keyed by the
    code version and the readings the RubyExtension compiled in (jinja itself checks the source's
    checksum); a compile that noted a missing reading is not kept, so the next run reports it again."""

    KEEP = 16  # entries: both pages of both editions, with room for an edited readings.yaml

    def __init__(self, ruby: Ruby):
        self.ruby = ruby
        self.store = cache.folder("templates")

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        readings = cache.stable_repr((self.ruby.readings.taught, self.ruby.readings.words))
        return cache.data_key(f"{cache.code_version()}|{jinja2.__version__}|{name}", readings.encode())

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = cache.read(self.store / bucket.key) if self.store else None
        if data:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        if self.store and not self.ruby.problems.found:
            cache.write(self.store / bucket.key, bucket.bytecode_to_string())
            cache.prune(self.store, self.KEEP)


def environment(folder: str | Path, ruby: Ruby) -> jinja2.Environment:
    env = jinja2.Environment(
        bytecode_cache=CompiledTemplates(ruby),
        loader=jinja2.FileSystemLoader(folder),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        extensions=[RubyExtension],
    )
    env.ruby = ruby  # type: ignore[attr-defined]
    return env


__all__ = ["RULES_PAGE", "WebText", "environment", "escape", "section_anchor"]

"""Every Japanese text the editions print, as translation units with stable keys.

A unit's key is its place in its Japanese file, counted as an editor counts (from 1):
`title`, `3.steps.items.2.title` (block 3 of the page, a `steps` block, item 2, its title),
`terms.4.definition`, `endings.2.lines.1`, `reminders.CARD`, `credits.1.role`. The kind of the
block is part of the key, so a block moved or inserted shows up as missing and orphaned
translations instead of a silently misplaced one (the fingerprint catches the rest).
A text without a Japanese character (`{game:title}`, a URL) prints the same in both editions and is
no unit.
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..content.loader import CORE_FILES
from ..content.markup import is_japanese
from ..content.model import Content, Page, SourceText, Written, written_fields
from ..content.yamlsource import split_shown
from ..errors import Location

FINGERPRINT_LENGTH = 10


def fingerprint(text: str) -> str:
    """The first hex digits of the SHA-256 of the Japanese text (NFC): what a translation was made from."""
    return hashlib.sha256(unicodedata.normalize("NFC", str(text)).encode("utf-8")).hexdigest()[:FINGERPRINT_LENGTH]


@dataclass(frozen=True)
class Unit:
    """One Japanese text: the translation file it belongs to (relative to content/en/), its key there."""

    file: str  # "pages/05-play.yaml", "glossary.yaml" …: the same path as the Japanese file
    key: str
    text: SourceText  # the Japanese, as written (with its markup)
    where: Location | None  # where the Japanese is written

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.text)


def walk(value: Any, path: str) -> Iterator[tuple[str, SourceText]]:
    """(key, SourceText) for every SourceText inside a block, the quick reference, a dict, a tuple … in file order."""
    if isinstance(value, SourceText):
        yield path, value
    elif isinstance(value, Written):
        for name, item in written_fields(value):
            yield from walk(item, f"{path}.{name}" if path else name)
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from walk(item, f"{path}.{name}" if path else str(name))
    elif isinstance(value, (tuple, list)):
        for index, item in enumerate(value, start=1):
            yield from walk(item, f"{path}.{index}" if path else str(index))


def block_prefix(index: int, kind: str) -> str:
    """The key prefix of a page's block: `3.steps` for the third block, a steps block."""
    return f"{index + 1}.{kind}"


def relative(file: str) -> str:
    """content/pages/05-play.yaml → pages/05-play.yaml (the content folder dropped, however deep: games/NAME)."""
    return split_shown(file)[1]


def page_texts(page: Page) -> Iterator[tuple[str, SourceText]]:
    yield "title", page.title
    for index, block in enumerate(page.blocks):
        yield from walk(block, block_prefix(index, block.kind))


def glossary_texts(content: Content) -> Iterator[tuple[str, SourceText]]:
    for index, entry in enumerate(content.glossary, start=1):
        yield f"terms.{index}.term", entry.term
        yield f"terms.{index}.definition", entry.definition
    if content.glossary_note is not None:
        yield "note", content.glossary_note


def game_texts(content: Content) -> Iterator[tuple[str, SourceText]]:
    game = content.game
    for name in ("title", "tagline", "edition", "publisher"):
        yield name, getattr(game, name)

    yield from walk(game.address, "address")
    if game.description is not None:
        yield "box.description", located(game.description, getattr(game.description, "where", None), "game.yaml")
    for index, (role, name) in enumerate(game.credits, start=1):
        yield f"credits.{index}.role", located(role, getattr(role, "where", None), "game.yaml")
        yield f"credits.{index}.name", located(name, getattr(name, "where", None), "game.yaml")


def located(value: str, where: Location | None, file: str) -> SourceText:
    """A plain string of the content as a SourceText, at its place (or at least its file)."""
    return SourceText(value, where or Location(f"content/{file}"))


def palette_labels(content: Content) -> Iterator[tuple[str, str, Location | None]]:
    """The colour names (`label`) of game.yaml's palette: plain strings, located at their entry."""
    for name, colour in content.palette.items():
        if colour.label:
            yield f"palette.{name}.label", colour.label, colour.where


def example_words(content: Content) -> Iterator[tuple[str, str, Location | None]]:
    """The players' names (Aさん) and the words they say of examples.yaml, as the game's TRANSLATION
    lists them: keyed by the word (players.NAME, words.WORD), each once."""

    design = content.plugin
    seen: set[str] = set()
    for example in content.examples.values():
        for kind, word, where in design.example_words(example):
            if word not in seen:
                seen.add(word)
                yield f"{kind}.{word}", word, where


def statement_words(content: Content) -> Iterator[tuple[str, SourceText]]:
    """The words of the sentences examples.yaml `states` links to: the English edition names its own
    sentence when the example fails. Keyed by the example and the link's place in its list."""
    for example in content.examples.values():
        for index, statement in enumerate(example.states, start=1):
            yield f"states.{example.id}.{index}", located(statement.words, statement.where, "examples.yaml")


def part_texts(content: Content, file: str) -> Iterator[tuple[str, SourceText]]:
    """The texts of the keys the game adds to one of the core's files (Content.parts, Game.file_keys:
    a quick reference's formula or sections), keyed as they are written there: `formula.left`."""
    [core] = [spec.table.fields for spec in CORE_FILES if spec.path == file]
    for key in content.plugin.file_keys(file, core):
        if key in content.parts and key not in core:
            yield from walk(content.parts[key], key)


def units(content: Content) -> list[Unit]:
    """Every Japanese text of the loaded content, in file order."""
    found: list[Unit] = []

    def add(file: str, texts: Iterable[tuple[str, SourceText]]) -> None:
        for key, text in texts:
            if is_japanese(text):
                found.append(Unit(file, key, text, getattr(text, "where", None)))

    add("game.yaml", game_texts(content))
    add("game.yaml", ((key, located(label, where, "game.yaml")) for key, label, where in palette_labels(content)))
    add("game.yaml", part_texts(content, "game.yaml"))
    add("layout.yaml", part_texts(content, "layout.yaml"))
    add("deck.yaml", ((f"reminders.{card.name}", text) for card, text in content.deck_reminders.items()))
    add("examples.yaml", ((key, located(word, where, "examples.yaml")) for key, word, where in example_words(content)))
    add("examples.yaml", statement_words(content))
    add("glossary.yaml", glossary_texts(content))
    add("quickref.yaml", walk(content.quickref, ""))
    add("quickref.yaml", part_texts(content, "quickref.yaml"))
    add("web.yaml", walk(content.web_labels, "labels"))
    add("sheets.yaml", walk(content.sheet_words, "labels"))
    for page in content.pages:
        add(relative(page.where.file), page_texts(page))
    return found

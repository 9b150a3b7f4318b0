"""The English Content: the Japanese content with every Japanese text swapped for its translation.

Only the words change: the pages, blocks, examples, deck and layout are the same objects, so the
English booklet has the same plan, figures and verified numbers. English texts are located in
content/en/…, so a problem in an English markup points at the English line. The results of the
worked examples are verified once more on the English content (its markup included), then the
words the engine prints (colours, card names, players' names, spoken words) are put in English.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..content.blocks import CardsBlock
from ..content.loader import CORE_FILES
from ..content.markup import is_japanese
from ..content.model import Block, Content, Example, GlossaryEntry, Page, SourceText, Statement, Written, written_fields
from ..content.palette_roles import Palette, palette_where
from ..errors import fail
from ..game import CardFace
from .units import block_prefix, located, relative

LANGUAGE = "en"
Lookup = Callable[[str, str, Any], Any]  # (file, key, Japanese) → English


def swap(value: Any, path: str, translate: Callable[[str, Any], Any]) -> Any:
    """`value` rebuilt with every Japanese SourceText replaced by translate(key, text): the mirror of units.walk."""
    if isinstance(value, SourceText):
        return translate(path, value) if is_japanese(value) else value
    if isinstance(value, Written):
        return replace(value, **{name: swap(item, f"{path}.{name}" if path else name, translate) for name, item in written_fields(value)})
    if isinstance(value, dict):
        return {name: swap(item, f"{path}.{name}" if path else str(name), translate) for name, item in value.items()}
    if isinstance(value, (tuple, list)):
        items = [swap(item, f"{path}.{i}" if path else str(i), translate) for i, item in enumerate(value, start=1)]
        return tuple(items) if isinstance(value, tuple) else items
    return value


def english_content(content: Content, english: dict[tuple[str, str], SourceText]) -> Content:
    """The loaded (not yet verified) content in English; every key must have its translation (status.ok)."""

    def translator(file: str) -> Callable[[str, Any], Any]:
        def translate(key: str, text: Any) -> Any:
            if (file, key) not in english:
                raise fail(getattr(text, "where", None), f"{key}: no English translation (run `python -m generator translations`)")
            return english[(file, key)]

        return translate

    game_t, deck_t, examples_t = translator("game.yaml"), translator("deck.yaml"), translator("examples.yaml")
    glossary_t = translator("glossary.yaml")
    game = content.game
    credits = tuple(
        (swap(role, f"credits.{i}.role", game_t), swap(name, f"credits.{i}.name", game_t))
        for i, (role, name) in enumerate(game.credits, start=1)
    )
    game = replace(
        game,
        **{name: swap(getattr(game, name), name, game_t) for name in ("title", "tagline", "edition", "publisher")},
        address=swap(game.address, "address", game_t),
        description=swap(game.description, "box.description", game_t),
        credits=credits,
        calculator_url=game.calculator_url_en or game.calculator_url,
    )
    palette = Palette(
        {
            name: replace(colour, label=str(swap(located(colour.label, colour.where, "game.yaml"), f"palette.{name}.label", game_t)))
            if colour.label
            else colour
            for name, colour in content.palette.items()
        },
        palette_where(content.palette),
    )
    glossary = tuple(
        GlossaryEntry(swap(e.term, f"terms.{i}.term", glossary_t), swap(e.definition, f"terms.{i}.definition", glossary_t), e.where)
        for i, e in enumerate(content.glossary, start=1)
    )
    note = swap(content.glossary_note, "note", glossary_t) if content.glossary_note is not None else None
    pages = tuple(_page(page, translator(relative(page.where.file))) for page in content.pages)
    words: dict[str, str] = {}
    for example in content.examples.values():
        for kind, word, where in content.plugin.example_words(example):
            if is_japanese(word):
                words[word] = str(examples_t(f"{kind}.{word}", SourceText(word, where)))
    examples = {key: replace(example, states=_statements(example, examples_t)) for key, example in content.examples.items()}
    return replace(
        content,
        game=game,
        palette=palette,
        examples=examples,
        glossary=glossary,
        glossary_note=note,
        pages=pages,
        quickref=swap(content.quickref, "", translator("quickref.yaml")),
        parts=_translated_parts(content, translator),
        web_labels=swap(content.web_labels, "labels", translator("web.yaml")),
        sheet_words=swap(content.sheet_words, "labels", translator("sheets.yaml")),
        deck_reminders={card: swap(text, f"reminders.{card.name}", deck_t) for card, text in content.deck_reminders.items()},
        language=LANGUAGE,
        words=words,
    )


def _translated_parts(content: Content, translator: Callable[[str], Callable[[str, Any], Any]]) -> dict[str, Any]:
    """The game's own keys of the core's files (Content.parts: a game's formula, its quick reference's
    parts), each translated by its file's translations."""
    rules = content.plugin
    parts = dict(content.parts)
    for file in CORE_FILES:
        for key in rules.file_keys(file.path, file.table.fields):
            if key in parts and key not in file.table.fields:
                parts[key] = swap(parts[key], key, translator(file.path))
    return parts


def _statements(example: Example, translate: Callable[[str, Any], Any]) -> tuple[Statement, ...]:
    """The sentences the example guards, as the English edition words them in content/en/."""
    return tuple(
        replace(
            statement,
            file=f"{LANGUAGE}/{statement.file}",
            words=str(translate(f"states.{example.id}.{i}", SourceText(statement.words, statement.where))),
        )
        for i, statement in enumerate(example.states, start=1)
    )


def _page(page: Page, translate: Callable[[str, Any], Any]) -> Page:
    blocks = tuple(swap(block, block_prefix(i, block.kind), translate) for i, block in enumerate(page.blocks))
    return replace(page, title=swap(page.title, "title", translate), blocks=blocks)


# ---- after verification: the engine's words in English -----------------------------------------


def english_value(value: str, content: Content) -> str:
    """A verified field as English prints it: the players' names and spoken words (Aさん → A), the
    game's own words (its TRANSLATION: card names, colours), 2＋4＋1 → 2 + 4 + 1, a・b → a, b."""
    for japanese in sorted(content.words, key=len, reverse=True):
        value = value.replace(japanese, content.words[japanese])
    value = content.plugin.english_names(value, content)
    return value.replace("＋", " + ").replace("・", ", ")


def figure_alt(cards: Sequence[CardFace], content: Content) -> str:
    """A card figure's text alternative: each card's name as English prints it."""
    return "Cards shown: " + ", ".join(english_value(card.name, content) for card in cards)


def localise(verified: Content) -> Content:
    """The verified English content with the engine's words in English: {ex:…} fields, figure alt
    texts, and what the game's own block kinds print of the engine (its TRANSLATION); its glossary
    one term per entry, in alphabetical order (english_glossary)."""
    results = {
        key: replace(result, fields={name: english_value(value, verified) for name, value in result.fields.items()})
        for key, result in verified.results.items()
    }
    pages = tuple(replace(page, blocks=tuple(_localised_block(block, verified) for block in page.blocks)) for page in verified.pages)
    return replace(verified, results=results, pages=pages, glossary=english_glossary(verified.glossary))


GLOSSARY_SPLIT = " / "  # board / hand: one English entry per term (terms.py checks the parts agree)


def english_glossary(entries: Sequence[GlossaryEntry]) -> tuple[GlossaryEntry, ...]:
    """An English glossary as an English reader looks words up: the Japanese pairs two terms in one
    entry (ボード／ハンド, in its own order); English gives each term its own entry, A to Z."""
    split = [part for entry in entries for part in _glossary_parts(entry)]
    return tuple(sorted(split, key=lambda entry: entry.term.casefold()))


def _glossary_parts(entry: GlossaryEntry) -> list[GlossaryEntry]:
    terms, definitions = entry.term.split(GLOSSARY_SPLIT), entry.definition.split(GLOSSARY_SPLIT)
    if len(terms) != len(definitions):  # the terminology check names it (terms.py); printed as written
        return [entry]
    return [
        GlossaryEntry(SourceText(term, entry.term.where), SourceText(definition, entry.definition.where), entry.where)
        for term, definition in zip(terms, definitions, strict=True)
    ]


def _localised_block(block: Block, content: Content) -> Block:
    if isinstance(block, CardsBlock) and block.alt:
        becomes = block.counted_cards
        return replace(block, alt=figure_alt(block.cards, content), becomes_alt=figure_alt(becomes, content) if becomes else None)
    return content.plugin.localised_block(block, content)

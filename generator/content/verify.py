"""Verification: the content means what it says, checked before anything is rendered.

`verify_content(content)` replays every worked example through the rules engine and checks each
stated result, checks that every example's cards exist in the deck in enough copies, resolves
every cross-reference and every {ex:…}/{game:…} markup, and fills in what the booklet draws
(`content.results`, and the cards/record/dialogue of blocks that show an example). It raises one
BuildError with every problem, or returns the verified Content.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from ..errors import Location, Problems
from ..game import CardFace, Game, Setting
from . import markup
from .blocks import COUNTED, ByKind, CardsBlock, ShowsExample
from .fields import did_you_mean, join
from .model import Block, Content, Example, ExampleResult, Page, SourceText, Statement
from .yamlsource import locate, shorten, split_shown


def verify_content(content: Content) -> Content:
    problems = Problems()
    failed: set[str] = set()
    game = content.plugin
    setting = Setting(content.rules, content.deck, content.game, content.parts)
    results = _replay_examples(game, content.examples, setting, problems, failed)
    _check_statements(content, failed, problems)
    with_results = replace(content, results=results)
    pages = tuple(_resolve_page(page, with_results, problems) for page in content.pages)
    verified = replace(with_results, pages=pages)
    _check_markup(verified, problems)
    _check_examples_shown(verified, problems)
    game.verify(verified, problems)
    problems.raise_if_any()
    return verified


# ---- examples ----------------------------------------------------------------------------------


def verify_loaded_examples(
    game: Game, examples: dict[str, Example], setting: Setting | None, problems: Problems
) -> dict[str, ExampleResult]:
    """The examples that loaded, replayed while other files still have problems of form, so that a
    wrong stated result is reported in the same run. What cannot be checked yet is left for the
    run after: card counts without a sound deck.yaml (`setting.deck` None), what the game's replay
    cannot play without a file (it returns None), an example whose `uses` names one that did not load;
    nothing without sound rules (`setting` None: rules.yaml's own problems come first). Returns the
    results of those that replayed (for the {ex:…} markup of texts)."""
    if setting is None:
        return {}
    playable = {key: example for key, example in examples.items() if example.uses is None or example.uses in examples}
    return _replay_examples(game, playable, setting, problems)


def _replay_examples(
    game: Game, examples: dict[str, Example], setting: Setting, problems: Problems, failed: set[str] | None = None
) -> dict[str, ExampleResult]:
    """The results of the examples that replay; the id of each one with a problem goes into `failed`."""
    results = {}
    failed = set() if failed is None else failed
    for example in examples.values():
        source = _source(example, examples, problems)
        if source is None or (source is not example and source.id not in results):
            continue  # a bad `uses`, or the example it uses failed: both already reported
        if source is example and not game.dealt(example, setting.rules, problems):
            continue
        if source is example and setting.deck is not None and not _enough_cards(game, example, setting.deck, problems):
            continue
        before = len(problems.found)
        result = game.replay(example, source, setting, problems)
        if result is not None:
            results[example.id] = result
        if len(problems.found) > before:
            failed.add(example.id)
    return results


# ---- the sentences an example guards -------------------------------------------------------------


def _check_statements(content: Content, failed: set[str], problems: Problems) -> None:
    """Every `states` link names words written in that file; when its example fails, the sentence is
    reported too: it states the rule the example checks, which the rules now play differently."""
    for example in content.examples.values():
        folder = split_shown(example.where.file)[0]  # as messages name the content folder: content, games/NAME
        for statement in example.states:
            where = _statement_location(content, statement)
            if where is None:
                problems.add(
                    statement.where,
                    f"{example.label}, states: found no {statement.words!r} in {folder}/{statement.file}, "
                    f"expected words written there (the sentence this example checks)",
                )
            elif example.id in failed:
                problems.add(
                    where,
                    f"「{statement.words}」 states the rule that {example.label} checks ({example.where.file}:"
                    f"{example.where.line}), and the example fails by the rules of {_rules_named(content, folder)}: "
                    f"if a rule changed, rewrite this sentence to state it (then the example's results)",
                )


def _statement_location(content: Content, statement: Statement) -> Location | None:
    """Where the words of a statement are written (line and column inside a long text), or None."""
    for text in texts(content):
        where = getattr(text, "where", None)
        if where is None or split_shown(where.file)[1] != statement.file:
            continue
        offset = _spaced(str(text)).find(_spaced(statement.words))
        if offset >= 0:
            written = str(text)[offset : offset + len(statement.words)]  # as typed, its no-break spaces included
            return locate(text, where, offset, written) or where
    return None


def _spaced(words: str) -> str:
    """A NO-BREAK SPACE read as a space: the English joins “In a\u00a0tie” on a narrow card, and the
    example's `states` words, typed with ordinary spaces, still find it (one character for one)."""
    return words.replace("\u00a0", " ")


def _rules_named(content: Content, folder: str) -> str:
    name = content.variant
    return f"{folder}/rules.yaml" if name is None else f"variant {name}, {folder}/variants/{name}.yaml"


def _source(example: Example, examples: dict[str, Example], problems: Problems) -> Example | None:
    """The example whose cards this one plays: itself, or the one it `uses`."""
    if example.uses is None:
        return example
    source = examples.get(example.uses)
    if source is None or source.uses is not None:
        known = [e.id for e in examples.values() if e.uses is None]
        problems.add(
            example.where,
            f"{example.label}: found uses: {shorten(example.uses)!r}, "
            f"expected an example with its own cards: {', '.join(known)}{did_you_mean(example.uses, known)}",
        )
        return None
    return source


def _enough_cards(game: Game, example: Example, deck: Any, problems: Problems) -> bool:
    """Every card on the table in the example is dealt from one deck."""
    over = deck.overdrawn(game.example_cards(example))
    for card, (used, available) in over.items():
        problems.add(example.where, f"{example.label}: " + _overdrawn(game, card, used, available, "among the example's cards", deck))
    return not over


def _overdrawn(game: Game, card: CardFace, used: int, available: int, place: str, deck: Any) -> str:
    """A card used more often than the deck holds it, or a card the deck does not have at all."""
    if not available:
        return f"found {card.name}, which is not a card of the deck; expected one of {game.deck_names(deck)}"
    return f"found {used} × {card.name} {place}, but the deck holds {available}; expected at most {available}"


# ---- blocks that draw an example ---------------------------------------------------------------


@dataclass(frozen=True)
class BlockAt:
    """The block being resolved: where it is written and how its messages name it."""

    where: Location
    path: str  # block 4 (cards): numbered as the booklet's messages number blocks
    problems: Problems

    def report(self, message: str, where: Location | None = None) -> None:
        self.problems.add(where or self.where, f"{self.path}: {message}")


def _resolve_page(page: Page, content: Content, problems: Problems) -> Page:
    blocks = tuple(_resolve_block(block, index, content, problems) for index, block in enumerate(page.blocks))
    return replace(page, blocks=blocks)


def _resolve_block(block: Block, index: int, content: Content, problems: Problems) -> Block:
    """A block that shows an example, with what the engine gives filled in (the block as it is when
    the example did not replay: that is reported). The core's kinds first, then the game's."""
    resolve = RESOLVERS.get(block) or (content.plugin.block_resolvers or BlockResolvers)().get(block)
    if resolve is None:
        return block
    return resolve(block, BlockAt(block.where, f"{join('blocks', index)} ({block.kind})", problems), content) or block


def example_result(reference: str, at: BlockAt, content: Content) -> tuple[Example, ExampleResult, str] | None:
    """`ID` or `ID.PLAYER` → (example, result, player) or None with a problem."""
    example_id, _, player = reference.partition(".")
    if example_id not in content.results:
        if example_id not in content.examples:  # a failed replay is already reported
            known = list(content.examples)
            at.report(f"found example {shorten(example_id)!r}, expected one of: {', '.join(known)}{did_you_mean(example_id, known)}")
        return None
    result = content.results[example_id]
    if player and player not in result.players:
        at.report(f"found player {shorten(player)!r} in {shorten(reference)!r}, expected one of: {', '.join(result.players)}")
        return None
    return content.examples[example_id], result, player


def single_player(result: ExampleResult, player: str, reference: str, report: Callable[[str], None]) -> str | None:
    """The player a block of one player's cards shows: `ID.PLAYER`, or the one hand of `ID`; None with a problem."""
    if player or "" in result.players:
        return player
    report(
        f"found example {shorten(reference)!r} with several players, expected one named: "
        + ", ".join(f"{reference}.{p}" for p in result.players)
    )
    return None


def _cards_block(block: CardsBlock, at: BlockAt, content: Content) -> CardsBlock | None:
    cards, becomes = block.cards, block.counted_cards or None  # listed: never `counted` (pages.py)
    if block.example is not None:
        found = _figure_cards(block, block.example, at, content)
        if found is None:
            return None
        cards, becomes = found
    game = content.plugin
    for row, where in ((cards, block.cards_where), (becomes or (), block.becomes_where)):
        _check_figure_row(game, row, where, content.deck, at)
    return replace(
        block,
        cards=cards,
        becomes=becomes,
        alt=game.figure_alt(cards),
        becomes_alt=game.figure_alt(becomes) if becomes else None,
        cards_where=(),
        becomes_where=(),
    )


def _check_figure_row(game: Game, cards: tuple[CardFace, ...], where: tuple[Location, ...], deck: Any, at: BlockAt) -> None:
    """Every card of one row exists in the deck, in enough copies; a problem points at the card
    (the first one the deck lacks), when the row was listed in the page."""
    for card, (used, available) in deck.overdrawn(cards).items():
        places = [i for i, other in enumerate(cards) if other == card]
        index = places[min(available, len(places) - 1)]
        at.report(_overdrawn(game, card, used, available, "in one figure", deck), where[index] if index < len(where) else None)


def _figure_cards(
    block: CardsBlock, reference: str, at: BlockAt, content: Content
) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...] | None] | None:
    """(cards, becomes) for a figure of an example: the rows the game's figure_rows gives."""
    found = example_result(reference, at, content)
    if found is None:
        return None
    example, result, player = found
    counted = block.becomes == COUNTED
    rows = content.plugin.figure_rows(example, result, block.show or "", player, counted, at.report)
    if rows is None:
        return None
    cards, counted_cards = rows
    becomes = tuple(counted_cards) if counted else block.counted_cards
    return tuple(cards), (becomes or None)


B = TypeVar("B", bound=Block)
Resolve = Callable[[B, BlockAt, Content], B | None]  # the block with the engine's results, or None with a problem


class BlockResolvers(ByKind[Resolve[Any]]):
    """The block kinds verification fills in from the engine (an example's cards, record, dialogue)."""

    def add(self, kind: type[B], resolve: Resolve[B]) -> None:
        self._put(kind, resolve)


RESOLVERS = BlockResolvers()  # the core's kinds; a game's: Game.block_resolvers
RESOLVERS.add(CardsBlock, _cards_block)


# ---- markup and references ---------------------------------------------------------------------


def texts(content: Content) -> Iterator[SourceText]:
    """Every text an editor wrote: page titles and blocks, glossary, quick reference, card reminders."""
    for page in content.pages:
        yield page.title
        for block in page.blocks:
            yield from markup.texts_in(block)
    for entry in content.glossary:
        yield entry.term
        yield entry.definition
    if content.glossary_note is not None:
        yield content.glossary_note
    yield from markup.texts_in(content.quickref)
    yield from content.deck_reminders.values()
    yield from content.plugin.texts(content)


def _check_markup(content: Content, problems: Problems) -> None:
    for text in texts(content):
        for where, message in markup.located_problems(text, content):
            problems.add(where, message)


def _check_examples_shown(content: Content, problems: Problems) -> None:
    """An example no page shows is a result nobody reads: probably a typo in an id."""
    shown = {example.uses for example in content.examples.values() if example.uses}
    for page in content.pages:
        for block in page.blocks:
            if isinstance(block, ShowsExample) and block.example is not None:
                shown.add(block.example.partition(".")[0])
    for text in texts(content):
        shown.update(match.group(2).partition(".")[0] for match in markup.MARKUP.finditer(text) if match.group(1) == "ex")
    for example in content.examples.values():
        if example.id not in shown and example.printed:
            problems.add(
                example.where,
                f"{example.label}: found no page that shows it, expected a {{ex:{example.id}.…}} or a block with example: {example.id}",
            )

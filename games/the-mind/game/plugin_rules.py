"""The Mind: the plug-in's rules hooks (hooks of its Game, game.py).

Each hook hands over to The Mind's readers (files/: deck.yaml, rules.yaml, examples.yaml, quickref.yaml's
sections, its block kinds) and its pure engine (engine.py, validation.py, fields.py);
games/the-mind/FORMAT.md documents the files.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.content.blocks import BlockKind
from generator.content.fields import Field, Reader, Table, Values
from generator.content.markup import MarkupError
from generator.content.model import Content, Example, ExampleResult, SourceText
from generator.content.verify import BlockResolvers
from generator.content.yamlsource import Mapping as YamlMapping
from generator.errors import Problems
from generator.game import CardFace, DeckFile, GameField, RuleField, RuleProblem, Setting, part

from .cards import CardKind, MindCard, MindDeck, card_named, deck_ranges, with_rewards
from .engine import ExampleProblem, replay
from .fields import deck_fields, example_fields, rule_fields
from .files.blocks import BLOCK_KINDS, SHOW_PILE, RewardsBlock, SetupTableBlock, hand_of, pile_of, reward_cards, setup_rows
from .files.deck import CORE_DECK
from .files.examples import EXAMPLE_KEYS, engine_example
from .files.game import game_keys
from .files.quickref import SECTIONS
from .files.rules import RULES as RULES_TABLE
from .files.rules import located
from .model import Deck, Result
from .validation import problems as rule_problems

CARD_NAMES = "a number card (57), a level card (L3), life or shuriken"


@dataclass(frozen=True)
class MindExamplePart:
    """The Mind's part of a core example (`Example.part`): the engine's example and the YAML it was read
    from, so that a problem the replay finds at a key path (`steps[2].expect.lives`) is reported at its line."""

    example: Any  # model.Example (named Any: the core's Example has the same class name)
    written: YamlMapping | None = field(default=None, compare=False, repr=False)


# ---- {rules:NAME}: fixed names, and setup.N.FIELD for each player count of the rules -------------

FIXED_RULE_NAMES = (
    "first_level",
    "cards_per_level",
    "first_hand",
    "caps.lives",
    "caps.shurikens",
    "misplay.lives",
    "shuriken.discards",
    "blind.restart_level",
    "blind.lives_per_break",
    "rewards.levels",
    "rewards.life",
    "rewards.shuriken",
)
SETUP_FIELDS = ("players", "last_level", "lives", "shurikens")
SETUP_NAME = re.compile(r"^setup\.(\d+)\.(" + "|".join(SETUP_FIELDS) + r")$")


def _rule(name: str) -> RuleField:
    def value(rules: Any) -> object:
        found = rule_fields(rules)
        if name not in found:  # setup.N of a player count the rules do not set up
            counts = ", ".join(str(setup.players) for setup in rules.setups)
            raise MarkupError(f"found {{rules:{name}}}, expected setup.N with N a player count of rules.yaml setup: {counts}")
        return found[name]

    return value


class RuleNames(Mapping[str, RuleField]):
    """`{rules:NAME}`: the names rules.yaml always has, and `setup.N.FIELD` for any N (checked against
    the rules' player counts when read: `setup.5.lives` is a message naming those there are)."""

    def __getitem__(self, name: str) -> RuleField:
        if name in FIXED_RULE_NAMES or SETUP_NAME.match(name):
            return _rule(name)
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        yield from FIXED_RULE_NAMES
        yield from (f"setup.N.{name}" for name in SETUP_FIELDS)

    def __len__(self) -> int:
        return len(FIXED_RULE_NAMES) + len(SETUP_FIELDS)


# ---- {game:NAME}: the deck's counts -------------------------------------------------------------


def _deck_field(name: str) -> GameField:
    def value(content: Content) -> object:
        return deck_fields(_spec(content.deck))[name]

    return value


def _spec(deck: Any) -> Deck:
    spec = deck.spec if isinstance(deck, MindDeck) else None
    if spec is None:
        raise TypeError("The Mind's content.deck is a cards.MindDeck read from deck.yaml")
    return spec


def _minutes(content: Content) -> object:
    """約20分 for `minutes: {about: 20}`, as MIGHTY?'s 20–30分 for a range."""
    low, high = content.game.minutes_min, content.game.minutes_max
    return f"約{low}分" if low == high else f"{low}〜{high}分"


# ---- the resolvers of The Mind's block kinds -----------------------------------------------------


def _setup_table(block: SetupTableBlock, at: Any, content: Content) -> SetupTableBlock:
    return setup_rows(block, content.rules)  # Content.rules is the game's rules object


def _rewards(block: RewardsBlock, at: Any, content: Content) -> RewardsBlock:
    return reward_cards(block, content.rules, _spec(content.deck))


RESOLVERS = BlockResolvers()
RESOLVERS.add(SetupTableBlock, _setup_table)
RESOLVERS.add(RewardsBlock, _rewards)


class MindRules:
    """The Mind's hooks of its Game (game.py)."""

    # ---- cards ---------------------------------------------------------------------------------

    def card(self, name: str) -> CardFace | None:
        return card_named(name)

    def card_names(self) -> str:
        return CARD_NAMES

    def deck_names(self, deck: Any) -> str:
        return deck_ranges(deck)

    def deck_by_rules(self, deck: Any, rules: Any) -> Any:
        """The deck with each level card carrying the reward rules.yaml gives it (its icon)."""
        return with_rewards(deck, rules)

    # ---- the files -----------------------------------------------------------------------------

    def deck_table(self) -> Table[DeckFile]:
        return CORE_DECK

    def rules_table(self) -> Table[Any]:
        return RULES_TABLE

    def rules_problems(self, rules: Any, setting: Setting) -> Sequence[RuleProblem]:
        """The rule values this deck cannot play (a last level beyond the level cards …); none to check
        while deck.yaml has problems of its own."""
        if not isinstance(setting.deck, MindDeck) or setting.deck.spec is None:
            return []
        return [(dotted(path), message) for path, message in rule_problems(rules, setting.deck.spec)]

    def file_keys(self, file: str, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        if file == "quickref.yaml":  # a title and titled sections (MIGHTY?'s endings, formula and ranking are its own)
            return {"title": core["title"], "sections": SECTIONS}
        if file == "game.yaml":
            return game_keys(core)
        return core

    # ---- worked examples ------------------------------------------------------------------------

    def example_keys(self, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        """The core's `id` first, then The Mind's situation, steps and results, then the core's others."""
        return {"id": core["id"], **EXAMPLE_KEYS, **{key: reader for key, reader in core.items() if key != "id"}}

    def example_part(self, values: Values) -> Any | None:
        return MindExamplePart(engine_example(values), values.mapping)

    def example_cards(self, example: Example) -> Sequence[CardFace]:
        return [MindCard(CardKind.NUMBER, card) for _, hand in example.part.example.hands for card in hand]

    def replay(self, example: Example, source: Example, setting: Setting, problems: Problems) -> ExampleResult | None:
        """Plays the example by the rules: each wrong stated result or impossible step noted at the key
        that states it; None when it fails, or while deck.yaml has problems (replayed the run after)."""
        deck = setting.deck
        if not isinstance(deck, MindDeck) or deck.spec is None:
            return None
        part: MindExamplePart = source.part
        try:
            result = replay(part.example, setting.rules, deck.spec)
        except ExampleProblem as wrong:
            for problem in wrong.problems:
                where = located(part.written, problem.path) if part.written is not None else example.where
                problems.add(where, f"{example.label}: {problem}")
            return None
        players = tuple(player for player, _ in part.example.hands)
        return ExampleResult(example.id, example_fields(result, deck.reward_words), players, result)

    def figure_rows(
        self, example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
    ) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...]] | None:
        """`show: pile`: the cards in the order they went down; `show: PLAYER`: that player's hand as dealt."""
        replayed: Result = result.part
        if counted:
            report("found becomes: counted, expected no becomes (The Mind's cards count as they are)")
            return None
        if show == SHOW_PILE:
            return pile_of(replayed).cards, ()
        if show in result.players:
            return hand_of(replayed, show).cards, ()
        report(f"found show: {show!r}, expected {SHOW_PILE} or a player: {', '.join(result.players)}")
        return None

    def figure_alt(self, cards: Sequence[CardFace]) -> str:
        return "、".join(card.name for card in cards)

    # ---- text markers ---------------------------------------------------------------------------

    def rule_fields(self) -> Mapping[str, RuleField]:
        return RuleNames()

    def game_fields(self, core: Mapping[str, GameField]) -> Mapping[str, GameField]:
        own = {name: _deck_field(name) for name in deck_fields(Deck(1, 1, 1, 1, 1))}
        return {**{name: value for name, value in core.items() if name not in own}, "minutes": _minutes, **own}

    # ---- page blocks and verification -------------------------------------------------------------

    def block_kinds(self, core: Mapping[str, BlockKind[Any]]) -> Mapping[str, BlockKind[Any]]:
        """The core's kinds, and setup_table and rewards."""
        return {**core, **{kind.name: kind for kind in BLOCK_KINDS}}

    def block_resolvers(self) -> BlockResolvers:
        return RESOLVERS

    def texts(self, content: Content) -> Sequence[SourceText]:
        """quickref.yaml's section titles and lines."""
        sections = part(content, "sections", tuple, default=())
        return [text for section in sections for text in (section.title, *section.lines)]


def dotted(path: str) -> str:
    """The engine's key path (`setup[0].last_level`) in the core's dotted form (`setup.0.last_level`)."""
    return path.replace("[", ".").replace("]", "")


RULES = MindRules()

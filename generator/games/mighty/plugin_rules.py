"""MIGHTY?: the plug-in's rules hooks (RULES, by generator.content.plugin.GameRules).

Each hook hands over to MIGHTY?'s own reading, replay and checks; docs/content-format.md documents
the files they read (deck.yaml, rules.yaml, examples.yaml, quickref.yaml's formula and ranking).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...content import markup, verify
from ...content.blocks import BlockKind
from ...content.examples import EXAMPLE, _example
from ...content.fields import CARD_NAMES, Field, Reader, Table, Values
from ...content.files.deck import DECK
from ...content.files.rules import RULE_SET
from ...content.model import Content, Example, ExampleResult, SourceText
from ...content.plugin import DeckFile, GameField, RuleField, RuleProblem, Setting
from ...content.replay import replay
from ...content.verify import SHOW, BlockResolvers
from ...content.yamlsource import shorten
from ...errors import Problems
from ...plugins import CardFace
from ...rules import Card, CardNameError, RuleSet, parse_card

MIGHTY_GAME_KEYS = ("starting_chips",)  # game.yaml: the chips each player starts with


class MightyRules:
    """MIGHTY?'s generator.content.plugin.GameRules."""

    # ---- cards ---------------------------------------------------------------------------------

    def card(self, name: str) -> CardFace | None:
        try:
            return parse_card(name)
        except CardNameError:
            return None

    def card_names(self) -> str:
        return CARD_NAMES

    def deck_names(self, deck: Any) -> str:
        return str(deck.face_ranges())

    # ---- the files -----------------------------------------------------------------------------

    def deck_table(self) -> Table[DeckFile]:
        return DECK

    def rules_table(self) -> Table[Any]:
        return RULE_SET

    def rules_problems(self, rules: Any, setting: Setting) -> Sequence[RuleProblem]:
        """Only those that need game.yaml: RULE_SET has reported the others at their lines."""
        if setting.game is None:
            return []
        ruleset: RuleSet = rules
        starting_chips = setting.parts.get("starting_chips", setting.game.starting_chips)
        alone = ruleset.problems(None, None)
        return [problem for problem in ruleset.problems(starting_chips, setting.game.players_min) if problem not in alone]

    def with_rules_name(self, rules: Any, name: str) -> Any:
        ruleset: RuleSet = rules
        return ruleset.with_name(name)

    def file_keys(self, file: str, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        return core  # game.yaml's starting_chips, layout.yaml's chips, quickref.yaml's formula and ranking: still the core's

    # ---- worked examples ------------------------------------------------------------------------

    def example_keys(self, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        return EXAMPLE.fields

    def example_part(self, values: Values) -> Any | None:
        return _example(values)

    def example_cards(self, example: Example) -> Sequence[CardFace]:
        return example.cards

    def dealt(self, example: Example, rules: Any, problems: Problems) -> bool:
        return verify._sized_by_the_rules(example, rules, problems)

    def replay(self, example: Example, source: Example, setting: Setting, problems: Problems) -> ExampleResult | None:
        starting_chips = setting.parts.get("starting_chips", setting.game.starting_chips if setting.game else None)
        if starting_chips is None and example.steps:
            return None  # a declaration needs game.yaml's starting chips: replayed the run after
        return replay(example, source, starting_chips or 0, setting.rules, problems)

    def figure_rows(
        self, example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
    ) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...]] | None:
        if show not in SHOW and show not in result.evaluations:
            players = ", ".join(p for p in result.evaluations if p)
            report(f"found show: {shorten(show)!r}, expected {', '.join(SHOW)} or a player: {players}")
            return None
        chosen = show if show not in SHOW else _single_player(result, player, example.id, report)
        if chosen is None:
            return None
        evaluation = result.evaluations[chosen]
        cards, becomes = verify._rows(evaluation, show)
        if counted and not becomes:
            report(f"found becomes: counted for a {evaluation.hand_class.value} hand, which counts no cards; expected a number hand")
        return cards, (becomes if counted else ())

    def figure_alt(self, cards: Sequence[CardFace]) -> str:
        return markup.figure_alt(_cards(cards))

    # ---- text markers ---------------------------------------------------------------------------

    def rule_fields(self) -> Mapping[str, RuleField]:
        return markup.RULE_FIELDS

    def game_fields(self, core: Mapping[str, GameField]) -> Mapping[str, GameField]:
        return markup.GAME_FIELDS  # the colours' counts and starting_chips: still the core's table

    # ---- page blocks and verification -------------------------------------------------------------

    def block_kinds(self) -> Sequence[BlockKind[Any]]:
        return ()  # formula, record, ranking, challenge_flow, dialogue: still in the core's KINDS

    def block_resolvers(self) -> BlockResolvers:
        return BlockResolvers()  # record and dialogue: still in the core's RESOLVERS

    def verify(self, content: Content, problems: Problems) -> None:
        verify._check_ranking(content, problems)

    def texts(self, content: Content) -> Sequence[SourceText]:
        return ()  # the formula and ranking are walked with the quick reference


def _single_player(result: ExampleResult, player: str, reference: str, report: Callable[[str], None]) -> str | None:
    """A figure of a several-player example names its player (`ID.PLAYER`)."""
    if player or "" in result.evaluations:
        return player
    report(
        f"found example {shorten(reference)!r} with several players, expected one named: "
        + ", ".join(f"{reference}.{p}" for p in result.evaluations)
    )
    return None


def _cards(cards: Sequence[CardFace]) -> list[Card]:
    return [card for card in cards if isinstance(card, Card)]


RULES = MightyRules()

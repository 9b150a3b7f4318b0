"""MIGHTY?: the plug-in's rules hooks (hooks of its Game, game.py).

Each hook hands over to MIGHTY?'s own module: the deck (deck_yaml.py), the rules (the core's
rules_yaml.py), the examples (examples.py), their replay (replay.py), the checks of
verification and the blocks that show an example (checks.py), the text markers (fields.py).
docs/content-format.md documents the files they read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...content.blocks import BlockKind
from ...content.fields import Field, Reader, Table, Values
from ...content.model import Content, Example, ExampleResult, SourceText
from ...content.verify import BlockResolvers
from ...errors import Problems
from ...game import CardFace, DeckFile, GameField, RuleField, RuleProblem, Setting
from . import blocks, checks, fields, files
from .deck_yaml import DECK
from .examples import example_keys, read_scenario, scenario
from .parts import mighty_parts
from .replay import replay
from .rules import Card, CardNameError, Deck, RuleSet, parse_card
from .rules_yaml import RULE_SET

CARD_NAMES = "黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)"  # every spelling parse_card reads


class MightyRules:
    """MIGHTY?'s hooks of its Game (game.py)."""

    # ---- cards ---------------------------------------------------------------------------------

    def card(self, name: str) -> CardFace | None:
        try:
            return parse_card(name)
        except CardNameError:
            return None

    def card_names(self) -> str:
        return CARD_NAMES

    def deck_names(self, deck: Any) -> str:
        return _deck(deck).face_ranges()

    # ---- the files -----------------------------------------------------------------------------

    def deck_table(self) -> Table[DeckFile]:
        return DECK

    def deck_by_rules(self, deck: Any, rules: Any) -> Any:
        return deck  # MIGHTY?'s rules change no card

    def rules_table(self) -> Table[Any]:
        return RULE_SET

    def rules_problems(self, rules: Any, setting: Setting) -> Sequence[RuleProblem]:
        """Only those that need game.yaml: RULE_SET has reported the others at their lines."""
        if setting.game is None:
            return []
        ruleset = _rules(rules)
        starting_chips = setting.parts.get("starting_chips")
        alone = ruleset.problems(None, None)
        return [problem for problem in ruleset.problems(starting_chips, setting.game.players_min) if problem not in alone]

    def with_rules_name(self, rules: Any, name: str) -> Any:
        return _rules(rules).with_name(name)

    def file_keys(self, file: str, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        return files.file_keys(file, core)  # game.yaml's starting_chips, quickref.yaml's formula and ranking

    # ---- worked examples ------------------------------------------------------------------------

    def example_keys(self, core: Mapping[str, Reader[Any] | Field]) -> Mapping[str, Reader[Any] | Field]:
        return example_keys(core)

    def example_part(self, values: Values) -> Any | None:
        return read_scenario(values)

    def example_cards(self, example: Example) -> Sequence[CardFace]:
        return scenario(example).cards

    def dealt(self, example: Example, rules: Any, problems: Problems) -> bool:
        return checks.dealt(example, _rules(rules), problems)

    def replay(self, example: Example, source: Example, setting: Setting, problems: Problems) -> ExampleResult | None:
        starting_chips = setting.parts.get("starting_chips")  # game.yaml's, as far as it read
        if starting_chips is None and scenario(example).steps:
            return None  # a declaration needs game.yaml's starting chips: replayed the run after
        return replay(example, source, starting_chips or 0, _rules(setting.rules), problems)

    def figure_rows(
        self, example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
    ) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...]] | None:
        return checks.figure_rows(example, result, show, player, counted, report)

    def figure_alt(self, cards: Sequence[CardFace]) -> str:
        return fields.figure_alt([card for card in cards if isinstance(card, Card)])

    # ---- text markers ---------------------------------------------------------------------------

    def rule_fields(self) -> Mapping[str, RuleField]:
        return fields.RULE_FIELDS

    def game_fields(self, core: Mapping[str, GameField]) -> Mapping[str, GameField]:
        return fields.game_fields(core)

    # ---- page blocks and verification -------------------------------------------------------------

    def block_kinds(self, core: Mapping[str, BlockKind[Any]]) -> Mapping[str, BlockKind[Any]]:
        return blocks.block_kinds(core)  # formula, record, ranking, challenge_flow, dialogue

    def block_resolvers(self) -> BlockResolvers:
        return checks.RESOLVERS

    def verify(self, content: Content, problems: Problems) -> None:
        from .box_counts import check_box_counts  # the cards' components: imported where they are checked

        checks.check_ranking(content, problems)
        check_box_counts(content, problems)

    def texts(self, content: Content) -> Sequence[SourceText]:
        """quickref.yaml's formula and ranking (p.7, p.9)."""
        parts = mighty_parts(content)
        return [parts.formula.left, parts.formula.right, parts.ranking.title, *parts.ranking.order]


def _rules(rules: Any) -> RuleSet:
    ruleset: RuleSet = rules
    return ruleset


def _deck(deck: Any) -> Deck:
    found: Deck = deck
    return found


RULES = MightyRules()

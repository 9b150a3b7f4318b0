"""The Mind's own files read together: deck.yaml, rules.yaml (checked against the deck), examples.yaml
(replayed by the rules) and quickref.yaml, each problem noted at its line in the reading's problems.

`read_game_files(read)` takes the core's way of reading one file by its table (the loader's
`Source.values`), so the files are found, refused and located exactly as the core's are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ....content.fields import Table, Values
from ....errors import Problems
from ..cards import MindDeck, deck_cards
from ..fields import deck_fields, example_fields, rule_fields
from ..model import Result, Reward, Rules
from .deck import DECK, DeckFile
from .examples import EXAMPLES, ExamplesFile, MindExample, replay_all
from .quickref import QUICKREF, MindQuickref
from .rules import RULES, check_rules

ReadFile = Callable[[str, Table[Any]], Values | None]
"""Reads one file of the game's folder by its table: the values that read, or None (problem noted)."""

GAME_FILES: dict[str, Table[Any]] = {"deck.yaml": DECK, "rules.yaml": RULES, "examples.yaml": EXAMPLES, "quickref.yaml": QUICKREF}


@dataclass(frozen=True)
class MindFiles:
    """The Mind's own content, read and verified: what its plug-in's hooks give the core."""

    deck: DeckFile
    rules: Rules
    examples: tuple[MindExample, ...]
    quickref: MindQuickref
    results: dict[str, Result] = field(default_factory=dict)  # every example, replayed as it states
    failed: frozenset[str] = frozenset()  # the examples whose stated results the rules contradict

    @property
    def cards(self) -> MindDeck:
        """The physical deck, each level card with its reward: the core's `content.deck`."""
        return deck_cards(self.deck.deck, self.rules)

    @property
    def reward_words(self) -> dict[Reward, str]:
        return {reward: str(word) for reward, word in self.deck.reward_words.items()}

    def markers(self) -> dict[str, dict[str, str]]:
        """What `{rules:NAME}`, the deck's `{game:NAME}` and `{ex:ID.FIELD}` print, by namespace and name."""
        examples = {
            f"{example_id}.{name}": text
            for example_id, result in self.results.items()
            for name, text in example_fields(result, self.reward_words).items()
        }
        return {"rules": rule_fields(self.rules), "game": deck_fields(self.deck.deck), "ex": examples}


def _result(values: Values | None, table: Table[Any]) -> Any:
    return table.result(values)


def read_game_files(read: ReadFile, problems: Problems) -> MindFiles | None:
    """Every file read and checked; None when one has a problem of form or its rules cannot be played
    (each noted). The examples are replayed whenever the rules and deck read, so a wrong stated
    result is reported with the other problems; a failed example leaves `failed` set, not None."""
    read_values = {name: read(name, table) for name, table in GAME_FILES.items()}
    deck: DeckFile | None = _result(read_values["deck.yaml"], DECK)
    rules: Rules | None = _result(read_values["rules.yaml"], RULES)
    examples: ExamplesFile | None = _result(read_values["examples.yaml"], EXAMPLES)
    quickref: MindQuickref | None = _result(read_values["quickref.yaml"], QUICKREF)
    rules_values = read_values["rules.yaml"]
    if deck is None or rules is None or rules_values is None or not check_rules(rules, deck.deck, rules_values.mapping, problems):
        return None  # the examples are replayed by rules that can be played, in the run after
    results, failed = replay_all(examples.examples if examples else (), rules, deck.deck, problems)
    if examples is None or quickref is None:
        return None
    return MindFiles(deck, rules, examples.examples, quickref, results, frozenset(failed))

"""The example game's rules engine (games/colour-call/game/engine.py), pure: a round's winner, cancelled
values, what cannot be played, and the names content writes its parts by."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

from generator.game_folders import module_name

GAME = Path(__file__).resolve().parents[3] / "games" / "colour-call"


@pytest.fixture(scope="module")
def engine() -> ModuleType:
    return importlib.import_module(module_name(GAME / "game") + ".engine")


def _round(engine: ModuleType, call: str, **plays: str) -> object:
    return engine.Round(engine.part_named(call), tuple((who, engine.part_named(card)) for who, card in plays.items()))


def test_the_highest_value_played_once_wins_the_call_cards_chips(engine: ModuleType) -> None:
    played = _round(engine, "コール2", A="あか4", B="あお4", C="みどり3", D="むらさき1")
    assert engine.outcome(played) == {"winner": "C", "highest": "3", "chips": "2"}


def test_when_every_value_is_played_twice_nobody_wins(engine: ModuleType) -> None:
    played = _round(engine, "コール3", A="あか2", B="あお2", C="みどり1", D="むらさき1")
    assert engine.outcome(played) == {"winner": engine.NOBODY, "highest": "0", "chips": "0"}


def test_a_round_that_cannot_be_played_says_why(engine: ModuleType) -> None:
    rules = engine.Rules(hand=4, goal=7)
    played = _round(engine, "あか1", A="コール2", B="あか3", C="あか4")
    assert engine.problems(rules, played) == [
        "found call あか1, expected a call card (コール1 …)",
        "found コール2 played by A, expected a colour card valued 1 to 4 (rules.yaml hand)",
        "found two players of one colour, expected each player's own colour",
    ]


@pytest.mark.parametrize(("name", "key"), [("あか3", "red-3"), ("コール2", "call-2"), ("はいいろマット", "mat-grey")])
def test_names_and_keys(engine: ModuleType, name: str, key: str) -> None:
    part = engine.part_named(name)
    assert (part.name, part.key) == (name, key)


def test_a_name_of_no_part_is_none(engine: ModuleType) -> None:
    assert [engine.part_named(name) for name in ("きいろ3", "コール", "あか", "3")] == [None] * 4

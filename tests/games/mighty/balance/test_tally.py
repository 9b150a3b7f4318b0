"""The balance report's showdown tally in the build's cache: the same figures warm, cold and off,
counted on every core or in this process alone."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.games.mighty.balance import tally
from generator.games.mighty.balance.tally import cached_tally, spread_tally, tally_key
from generator.games.mighty.parts import mighty_parts
from generator.games.mighty.rules.balance import showdown_tally


def small_deck(content):
    """The real deck with one copy of each face: the same code paths, a fraction of the work."""
    deck = mighty_parts(content).deck
    return replace(deck, copies=dict.fromkeys(deck.copies, 1))


def test_a_warm_cache_gives_the_tally_it_made(content, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path))
    rules, deck = mighty_parts(content).rules, small_deck(content)
    made = cached_tally(rules, deck)
    assert list((tmp_path / "balance").iterdir())
    calls = []
    monkeypatch.setattr(tally, "showdown_tally", lambda *args: calls.append(args))
    assert cached_tally(rules, deck) == made == showdown_tally(rules, deck)
    assert not calls


def test_with_the_cache_off_the_tally_is_made_and_nothing_kept(content, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    rules, deck = mighty_parts(content).rules, small_deck(content)
    assert cached_tally(rules, deck) == showdown_tally(rules, deck)


def test_a_damaged_entry_is_made_again(content, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path))
    rules, deck = mighty_parts(content).rules, small_deck(content)
    (tmp_path / "balance").mkdir()
    (tmp_path / "balance" / tally_key(rules, deck)).write_bytes(b"not a pickle")
    assert cached_tally(rules, deck) == showdown_tally(rules, deck)


def test_the_key_is_what_values_hands_and_the_deck(content):
    """A tie rule leaves the tally alone (the same key); the board's size or the deck change it."""
    rules, deck = mighty_parts(content).rules, small_deck(content)
    assert tally_key(rules.with_name("renamed"), deck) == tally_key(rules, deck)
    assert tally_key(replace(rules, tie_winner=rules.tie_winner.other), deck) == tally_key(rules, deck)
    assert tally_key(replace(rules, board_size=rules.board_size + 1), deck) != tally_key(rules, deck)
    fewer = replace(deck, copies=dict(list(deck.copies.items())[1:]))
    assert tally_key(rules, fewer) != tally_key(rules, deck)


def in_order(found):
    """A tally's dicts as lists: equal only if their keys also come in the same order."""
    return [list(part.items()) for part in found]


@pytest.mark.parametrize("parallel", ["on", "off"])
def test_the_tally_counted_on_every_core_is_the_tally_of_one_run(content, monkeypatch, parallel):
    monkeypatch.setenv("CARDPRESS_PARALLEL", parallel)
    monkeypatch.setattr(tally, "cores", lambda: 3)  # three runs of boards: two children, however many cores this machine has
    assert tally.may_fork() is (parallel == "on")  # this test process has no other thread
    rules, deck = mighty_parts(content).rules, small_deck(content)
    assert in_order(spread_tally(rules, deck)) == in_order(showdown_tally(rules, deck))


def test_with_parallel_work_on_the_boards_are_shared_out(content, monkeypatch):
    """Each process counts a run of boards: the runs are contiguous, in order and cover them all."""
    monkeypatch.setenv("CARDPRESS_PARALLEL", "on")
    monkeypatch.setattr(tally, "cores", lambda: 2)
    runs = []
    monkeypatch.setattr(tally, "Background", FakeChild)
    counted = tally.showdown_tally

    def counting(rules, deck, boards=None):
        runs.append(boards)
        return counted(rules, deck, boards)

    monkeypatch.setattr(tally, "showdown_tally", counting)
    rules, deck = mighty_parts(content).rules, small_deck(content)
    spread_tally(rules, deck)
    boards = tally.board_count(rules, deck)
    assert runs == [range(0, boards // 2), range(boards // 2, boards)]


class FakeChild:
    """A Background that runs its jobs here when asked for their result (so the test sees each run)."""

    def __init__(self, jobs):
        self.jobs = jobs

    def result(self):
        return {name: run() for name, run in self.jobs.items()}

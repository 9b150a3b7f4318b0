"""The showdown tally of the balance report, kept in the build's cache (generator/cache.py).

The exact tally (rules.balance.showdown_tally) is about 0.2 s of CPU for each way of valuing
hands on this machine (0.7 s before it counted by inclusion–exclusion). It depends on the rules'
play_key, the deck and the rules code alone, so it is keyed by exactly those, as the font and
template caches are keyed by what they are made from; a rule change that moves the figures is a
new key, and a cold cache computes the same figures. A tally that is not in the cache is counted
on every core the build may use (spread_tally), with the very same dicts.
"""

from __future__ import annotations

from functools import cache, partial
from pathlib import Path
from typing import TypeGuard

from .... import cache as build_cache
from ....background import Background, may_fork
from ....cores import cores
from ..rules import Deck, RuleSet
from ..rules.balance import Tally, board_count, merge_tallies, showdown_tally

RULES_CODE = Path(showdown_tally.__code__.co_filename).resolve().parent
KEEP = 32  # a few play_keys per game, times the edits a designer tries
MOST_RUNS = 4  # a run is then ~0.05 s of CPU: more, each a fork of a large process, would save less than they cost


@cache
def rules_code_version() -> str:
    """The rules engine's files (it may live outside the generator package, as a game's code can)."""
    return build_cache.files_version(RULES_CODE, (".py",))


def tally_key(rules: RuleSet, deck: Deck) -> str:
    made_of = build_cache.stable_repr((rules.play_key, deck))
    return build_cache.data_key(f"{build_cache.code_version()}|{rules_code_version()}", made_of.encode())


def cached_tally(rules: RuleSet, deck: Deck) -> Tally:
    """showdown_tally(rules, deck), read from the cache when it was made before."""
    store = build_cache.folder("balance")
    if store is None:
        return spread_tally(rules, deck)
    entry = store / tally_key(rules, deck)
    found = build_cache.read_pickled(entry)
    if _is_tally(found):
        return found
    tally = spread_tally(rules, deck)
    build_cache.write_pickled(entry, tally)
    build_cache.prune(store, KEEP)
    return tally


def spread_tally(rules: RuleSet, deck: Deck) -> Tally:
    """showdown_tally(rules, deck) with its boards in a run per core: the later runs counted in forked
    children (background.py) while this process counts the first, then merged in board order, so
    the dicts and their order are those of one run. In this process alone where forking does not pay."""
    shares = min(cores(), MOST_RUNS) if may_fork() else 1
    if shares == 1:
        return showdown_tally(rules, deck)
    boards = board_count(rules, deck)
    runs = [range(boards * i // shares, boards * (i + 1) // shares) for i in range(shares)]
    children = [Background({"tally": partial(showdown_tally, rules, deck, run)}) for run in runs[1:]]
    first = showdown_tally(rules, deck, runs[0])
    return merge_tallies([first, *(child.result()["tally"] for child in children)])


def _is_tally(value: object) -> TypeGuard[Tally]:
    return isinstance(value, tuple) and len(value) == 2 and all(isinstance(part, dict) for part in value)

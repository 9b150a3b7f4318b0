"""Which rule values cannot be played with this deck, by the key path of rules.yaml (for the loader's FILE:LINE).

`problems(rules, deck)` returns every one at once, each as (key path, message), the rules in
rulebook order: setup, deal, rewards, caps, misplay, shuriken, blind mode.
"""

from __future__ import annotations

from collections.abc import Iterator

from .model import Deck, Reward, Rules, Setup

Found = tuple[str, str]
"""(key path in rules.yaml, what is wrong and what is expected)."""


def setup_problems(rules: Rules, deck: Deck, index: int, setup: Setup) -> Iterator[Found]:
    key = f"setup[{index}]"
    if not rules.first_level <= setup.last_level <= deck.level_cards:
        yield (
            f"{key}.last_level",
            f"found {setup.last_level}, expected {rules.first_level} to {deck.level_cards} (the level cards of deck.yaml)",
        )
    if not 1 <= setup.lives <= rules.max_lives:
        yield f"{key}.lives", f"found {setup.lives}, expected 1 to {rules.max_lives} (caps.lives)"
    if not 0 <= setup.shurikens <= rules.max_shurikens:
        yield f"{key}.shurikens", f"found {setup.shurikens}, expected 0 to {rules.max_shurikens} (caps.shurikens)"
    dealt = setup.players * setup.last_level * rules.cards_per_level
    if dealt > deck.number_cards:
        yield (
            key,
            (
                f"{setup.players} players at level {setup.last_level} are dealt {dealt} cards, "
                f"expected at most the {deck.number_cards} number cards of deck.yaml"
            ),
        )


def setups_problems(rules: Rules, deck: Deck) -> Iterator[Found]:
    if not rules.setups:
        yield "setup", "found no player count, expected one entry per player count"
    counts = [setup.players for setup in rules.setups]
    if counts != sorted(set(counts)) or (counts and counts[0] < 1):
        yield "setup", f"found player counts {counts}, expected each once, increasing, from 1"
    for index, setup in enumerate(rules.setups):
        yield from setup_problems(rules, deck, index, setup)


def reward_problems(rules: Rules, deck: Deck) -> Iterator[Found]:
    levels = [level for level, _ in rules.rewards]
    if levels != sorted(set(levels)):
        yield "rewards", f"found levels {levels}, expected each once, increasing"
    for index, (level, reward) in enumerate(rules.rewards):
        if not rules.first_level <= level <= deck.level_cards:
            yield f"rewards[{index}].level", f"found {level}, expected a level card: {rules.first_level} to {deck.level_cards}"
        if reward is Reward.NONE:
            yield f"rewards[{index}].reward", "found none, expected life or shuriken (leave a level without a reward out)"


def cap_problems(rules: Rules, deck: Deck) -> Iterator[Found]:
    if not 1 <= rules.max_lives <= deck.life_cards:
        yield "caps.lives", f"found {rules.max_lives}, expected 1 to the {deck.life_cards} life cards of deck.yaml"
    if not 0 <= rules.max_shurikens <= deck.shuriken_cards:
        yield "caps.shurikens", f"found {rules.max_shurikens}, expected 0 to the {deck.shuriken_cards} shuriken cards of deck.yaml"


def play_problems(rules: Rules, deck: Deck) -> Iterator[Found]:
    if rules.first_level < 1:
        yield "first_level", f"found {rules.first_level}, expected 1 or more (a level deals that many cards)"
    if rules.cards_per_level < 1:
        yield "cards_per_level", f"found {rules.cards_per_level}, expected 1 or more"
    if rules.misplay_lives < 1:
        yield "misplay.lives", f"found {rules.misplay_lives}, expected 1 or more (a misplay costs a life)"
    if rules.shuriken_discards < 1:
        yield "shuriken.discards", f"found {rules.shuriken_discards}, expected 1 or more"
    if not rules.first_level <= rules.blind.restart_level <= deck.level_cards:
        yield "blind.restart_level", f"found {rules.blind.restart_level}, expected {rules.first_level} to {deck.level_cards}"
    if rules.blind.lives_per_break < 1:
        yield "blind.lives_per_break", f"found {rules.blind.lives_per_break}, expected 1 or more"


def problems(rules: Rules, deck: Deck) -> tuple[Found, ...]:
    """Every value of `rules` that cannot be played with `deck`; empty when all can."""
    return (
        *setups_problems(rules, deck),
        *reward_problems(rules, deck),
        *cap_problems(rules, deck),
        *play_problems(rules, deck),
    )

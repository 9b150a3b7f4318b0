"""What The Mind's text markers print: {rules:NAME}, the deck's {game:NAME} and {ex:ID.FIELD}.

The names follow rules.yaml's key paths (`{rules:caps.lives}`, `{rules:setup.2.last_level}`, the
player count in place of the list index); see games/the-mind/FORMAT.md. Each function returns every
name it can print, so a check can report an unknown one with the names there are.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .model import Deck, Play, Result, Reward, Rules

JOIN = "・"  # 2・5・8, the booklet's list of numbers (MIGHTY?'s p.7 does the same)


def joined(numbers: Iterable[int]) -> str:
    return JOIN.join(map(str, numbers))


def levels_with(rules: Rules, reward: Reward) -> str:
    return joined(level for level, given in rules.rewards if given is reward)


def rule_fields(rules: Rules) -> dict[str, str]:
    """{rules:NAME} → text."""
    found = {
        "first_level": str(rules.first_level),
        "cards_per_level": str(rules.cards_per_level),
        "first_hand": str(rules.first_level * rules.cards_per_level),
        "caps.lives": str(rules.max_lives),
        "caps.shurikens": str(rules.max_shurikens),
        "misplay.lives": str(rules.misplay_lives),
        "shuriken.discards": str(rules.shuriken_discards),
        "blind.restart_level": str(rules.blind.restart_level),
        "blind.lives_per_break": str(rules.blind.lives_per_break),
        "rewards.levels": joined(level for level, _ in rules.rewards),
        "rewards.life": levels_with(rules, Reward.LIFE),
        "rewards.shuriken": levels_with(rules, Reward.SHURIKEN),
    }
    for setup in rules.setups:
        found |= {
            f"setup.{setup.players}.players": str(setup.players),
            f"setup.{setup.players}.last_level": str(setup.last_level),
            f"setup.{setup.players}.lives": str(setup.lives),
            f"setup.{setup.players}.shurikens": str(setup.shurikens),
        }
    return found


def deck_fields(deck: Deck) -> dict[str, str]:
    """{game:NAME} names the deck answers (game.yaml's own facts are the core's)."""
    return {
        "cards": str(deck.size),
        "number_cards": str(deck.number_cards),
        "number_lowest": str(deck.lowest),
        "number_highest": str(deck.highest),
        "level_cards": str(deck.level_cards),
        "life_cards": str(deck.life_cards),
        "shuriken_cards": str(deck.shuriken_cards),
    }


def first_misplayed(result: Result) -> str:
    """The card whose play was a misplay (the first one), or empty."""
    card = next((e.action.card for e in result.events if e.misplay and isinstance(e.action, Play)), None)
    return "" if card is None else str(card)


def example_fields(result: Result, reward_names: Mapping[Reward, str]) -> dict[str, str]:
    """{ex:ID.FIELD} and {ex:ID.PLAYER.FIELD} of one verified example, without the `ID.`."""
    start, table = result.start, result.table
    found = {
        "level": str(start.level),
        "next_level": str(start.level + 1),
        "lives_before": str(start.lives),
        "shurikens_before": str(start.shurikens),
        "lives": str(table.lives),
        "shurikens": str(table.shurikens),
        "lives_lost": str(result.lives_lost),
        "reward": reward_names.get(result.reward, ""),
        "pile": joined(table.pile),
        "breaks": str(len(result.out_of_order)),
        "out_of_order": "、".join(f"{a}→{b}" for a, b in result.out_of_order),
        "misplayed": first_misplayed(result),
    }
    discarded = {player: [c for p, cards in (*result.misplay, *result.shuriken) if p == player for c in cards] for player in start.players}
    for player, hand in start.hands:
        found |= {
            f"{player}.hand": joined(hand),
            f"{player}.lowest": str(hand[0]),
            f"{player}.discarded": joined(sorted(discarded[player])),
            f"{player}.left": joined(table.hand(player)),
        }
    return {name: text for name, text in found.items() if text}

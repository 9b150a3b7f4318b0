"""Every number of the balance report, per rule set: the data build/balance.json holds and the
charts and tables draw (docs/balance-json.md describes the shape).

The rule sets are the base rules (content/rules.yaml) and every variant (content/variants/), in
that order. Shares are floats of exact fractions; the counts they come from are kept beside them.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ....content.model import Content
from ..parts import mighty_parts
from ..rules import HandClass, RuleSet
from ..rules.balance import Balance, Outcome, balance_all
from ..rules_yaml import yaml_values
from .tally import cached_tally

FORMAT = 1  # the version of balance.json's shape
BASE_TITLE = "基本ルール"  # how the report names the rules of content/rules.yaml
HEADLINE_PLAYERS = (4, 8)  # the player counts whose round view the headline table shows


def share(value: Fraction) -> float:
    return float(value)


def rule_sets(content: Content) -> list[tuple[RuleSet, str, str | None]]:
    """(rules, title, description): the base rules, then each variant."""
    variants = [(v.rules, str(v.title), str(v.description) if v.description else None) for v in content.variants.values()]
    return [(mighty_parts(content).rules, BASE_TITLE, None), *variants]


def players(content: Content) -> list[int]:
    return list(range(content.game.players_min, content.game.players_max + 1))


def report_data(content: Content) -> dict[str, Any]:
    """The whole report's numbers: the JSON of build/balance.json."""
    sets = rule_sets(content)
    figures = balance_all([rules for rules, _, _ in sets], mighty_parts(content).deck, players(content), cached_tally)
    base_values = yaml_values(mighty_parts(content).rules)
    return {
        "format": FORMAT,
        "deck_size": mighty_parts(content).deck.size,
        "players": players(content),
        "rule_sets": [_rule_set(f, title, description, base_values) for f, (_, title, description) in zip(figures, sets, strict=True)],
    }


def _outcome(outcome: Outcome) -> dict[str, Any]:
    return {"outcome": outcome.label, "class": outcome.hand_class.value, "strength": outcome.strength}


def _rule_set(figures: Balance, title: str, description: str | None, base_values: dict[str, str]) -> dict[str, Any]:
    rules = figures.rules
    values = yaml_values(rules)
    strengths = []
    running = 0
    for outcome, deals in figures.strengths:
        running += deals
        strengths.append(
            {**_outcome(outcome), "deals": deals, "share": share(figures.share(deals)), "at_least": share(figures.share(running))}
        )
    return {
        "name": rules.name,
        "title": title,
        "description": description,
        "changes": [{"key": key, "base": base_values[key], "value": value} for key, value in values.items() if value != base_values[key]],
        "tie_winner": rules.tie_winner.value,
        "records": {cls.value: mark for cls, mark in rules.records},
        "deals": figures.deals,
        "strengths": strengths,
        "showdown_deals": figures.showdown_deals,
        "showdown": [
            {
                **_outcome(o.outcome),
                "deals": o.deals,
                "wins": o.wins,
                "ties": o.ties,
                "losses": o.losses,
                "win_chance": share(figures.win_chance(o)),
            }
            for o in figures.showdown
        ],
        "special_in_round": [{"players": n, "chance": share(p)} for n, p in figures.special_in_round],
        "headline": _headline(figures),
    }


def _headline(figures: Balance) -> dict[str, Any]:
    rounds = dict(figures.special_in_round)
    break_even = figures.break_even
    return {
        "special_share": share(figures.special_share),
        "median_strength": figures.median.label,
        "declarer_wins": share(figures.declarer_wins),
        "tie_chance": share(figures.tie_chance),
        "break_even": break_even.label if break_even else None,
        **{f"special_in_round_{n}": share(rounds[n]) for n in HEADLINE_PLAYERS if n in rounds},
    }


# The headline table: (key of `headline`, what the row says, how it is printed: "percent" or "label")
HEADLINES = (
    ("declarer_wins", "ショーダウンで宣言者が勝つ確率（2人のハンドとも無作為）", "percent"),
    ("tie_chance", "ショーダウンが同点になる確率", "percent"),
    ("break_even", "宣言者が半分以上勝てる、いちばん弱い強さ", "label"),
    ("median_strength", "強さの中央値（半分の配りがこれ以上）", "label"),
    ("special_share", "ハンドがMIGHTYかDOUBLE 2枚になる確率", "percent"),
    ("special_in_round_4", "4人のラウンドで誰かがMIGHTYかDOUBLE 2枚を持つ確率", "percent"),
    ("special_in_round_8", "8人のラウンドで誰かがMIGHTYかDOUBLE 2枚を持つ確率", "percent"),
)


def is_special(entry: dict[str, Any]) -> bool:
    return bool(entry["class"] != HandClass.NUMBER.value)


def percent(value: float, digits: int = 1) -> str:
    return f"{value * 100:.{digits}f}%"


def headline_text(value: Any, kind: str) -> str:
    if value is None:
        return "—"
    return percent(value) if kind == "percent" else str(value)


def headline_delta(value: Any, base: Any, kind: str) -> str:
    """How a variant moves a number: +2.3 pt, or the new label; empty when it does not move it."""
    if value == base or value is None or base is None:
        return ""
    if kind == "percent":  # a change too small for one decimal still shows (±0 means exactly equal)
        points = (value - base) * 100
        return f"{points:+.1f} pt" if abs(points) >= 0.05 else f"{points:+.3f} pt"
    return f"{base} → {value}"


def weakest_first(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The outcomes as a chart's x axis reads them: the totals upwards, then the specials (strongest last)."""
    return list(reversed(entries))

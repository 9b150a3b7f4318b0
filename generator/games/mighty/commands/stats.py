"""`stats [--json] [--variant NAME]`: how often each strength comes up, counted exactly over every deal of the deck.

The designer's balance view: every board (3 cards) and hand (2 cards) dealt from content/deck.yaml,
C(39,3) × C(36,2) = 5,757,570 deals for the 39-card deck, red board cards at their best colour.
"""

from __future__ import annotations

import argparse
import json

from ..rules import DealStats, RuleSet, deal_stats
from .strength import add_variant_argument, load_rules

PERCENT_DIGITS = 4  # 36 of 5,757,570 deals is 0.0006 %: enough digits to tell the rarest apart from zero


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON for machines")
    add_variant_argument(parser)


def run(args: argparse.Namespace) -> int:
    rules, deck = load_rules(args.content, args.variant)
    stats = deal_stats(rules, deck)
    print(to_json(stats, deck.size, rules) if args.json else to_text(stats, deck.size, rules))
    return 0


def rows(stats: DealStats) -> list[tuple[str, int]]:
    """(class or strength, deals), strongest first by the rules' ranking: DOUBLE×2, MIGHTY, then the totals downwards."""
    return [(str(label), n) for label, n in stats.strongest_first()]


def to_text(stats: DealStats, deck_size: int, rules: RuleSet) -> str:
    lines = [] if rules.name == "base" else [f"variant {rules.name} (content/variants/{rules.name}.yaml)"]
    lines += [
        f"{stats.total:,} deals: {rules.board_size} board + {rules.hand_size} hand cards from {deck_size}, "
        "red board cards at their best colour",
        f"{'strength':>9} {'deals':>10} {'share':>10} {'this or stronger':>17}",
    ]
    stronger = 0
    for label, deals in rows(stats):
        stronger += deals
        lines.append(f"{label:>9} {deals:>10,} {_percent(stats, deals):>10} {_percent(stats, stronger):>17}")
    return "\n".join(lines)


def _percent(stats: DealStats, deals: int) -> str:
    return f"{float(stats.share(deals)) * 100:.{PERCENT_DIGITS}f} %"


def to_json(stats: DealStats, deck_size: int, rules: RuleSet) -> str:
    data = {
        "rules": rules.name,
        "deck_size": deck_size,
        "total": stats.total,
        "specials": [{"class": cls.value, "deals": n, "share": float(stats.share(n))} for cls, n in stats.by_special],
        "strengths": [{"strength": s, "deals": n, "share": float(stats.share(n))} for s, n in stats.by_strength],
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=2)

"""`check`: load and verify the content (examples, cards, cross-references) without rendering.

This is CI's "the examples stay correct": it exits 0 with a one-line summary, or 2 with every
problem (printed by generator/cli.py).
"""
from __future__ import annotations

import time

from ..pipeline import load_verified


def add_arguments(parser) -> None:
    """--variant NAME checks every example and sentence against a variant's rules."""
    parser.add_argument("--variant", metavar="NAME",
                        help="check by content/variants/NAME.yaml instead of the base rules (which sentences would be wrong)")


def summary(content, seconds: float) -> str:
    blocks = sum(len(page.blocks) for page in content.pages)
    checks = sum(not example.printed for example in content.examples.values())
    variant = "" if content.rules.name == "base" else f" with variant {content.rules.name}"
    return (
        f"content OK{variant}: {len(content.pages)} pages, {blocks} blocks, {len(content.examples)} worked examples "
        f"replayed ({checks} of them checks of the rules, not printed), {content.deck.size} cards, "
        f"{len(content.glossary)} glossary terms ({seconds:.2f} s)"
    )


def run(args) -> int:
    started = time.perf_counter()
    content = load_verified(args.content, args.variant)
    print(summary(content, time.perf_counter() - started))
    return 0

"""`check`: load and verify the content (examples, cards, cross-references) without rendering.

This is CI's "the examples stay correct": it exits 0 with a one-line summary, or 2 with every
problem (printed by generator/cli.py).
"""
from __future__ import annotations

import time

from ..pipeline import load_verified


def add_arguments(parser) -> None:
    """No options beyond --content, which every command has."""


def summary(content, seconds: float) -> str:
    blocks = sum(len(page.blocks) for page in content.pages)
    return (
        f"content OK: {len(content.pages)} pages, {blocks} blocks, {len(content.examples)} worked examples "
        f"replayed, {content.deck.size} cards, {len(content.glossary)} glossary terms ({seconds:.2f} s)"
    )


def run(args) -> int:
    started = time.perf_counter()
    content = load_verified(args.content)
    print(summary(content, time.perf_counter() - started))
    return 0

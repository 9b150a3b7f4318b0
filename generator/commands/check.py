"""`check`: load and verify the content (examples, cards, cross-references) without rendering.

This is CI's "the examples stay correct": it exits 0 with a one-line summary, or 2 with every
problem (printed by generator/cli.py).
"""

from __future__ import annotations

import argparse
import time

from ..content.model import Content
from ..pipeline import load_editions
from ..translation import EDITIONS


def add_edition(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--edition",
        choices=(*EDITIONS, "all"),
        default="all",
        help="ja: the Japanese edition alone (a Japanese edit never waits for a translator); "
        "en: the English; all (default): both, so a stale or missing translation is reported",
    )


def editions(choice: str) -> tuple[str, ...]:
    return EDITIONS if choice == "all" else (choice,)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_edition(parser)
    parser.add_argument(
        "--variant", metavar="NAME", help="check by content/variants/NAME.yaml instead of the base rules (which sentences would be wrong)"
    )


def summary(content: Content, seconds: float, checked: tuple[str, ...] = ("ja",)) -> str:
    blocks = sum(len(page.blocks) for page in content.pages)
    english = ", English translations current" if "en" in checked else ""
    checks = sum(not example.printed for example in content.examples.values())
    variant = "" if content.rules.name == "base" else f" with variant {content.rules.name}"
    return (
        f"content OK{variant}: {len(content.pages)} pages, {blocks} blocks, {len(content.examples)} worked examples "
        f"replayed ({checks} of them checks of the rules, not printed), {content.deck.size} cards, "
        f"{len(content.glossary)} glossary terms{english} ({seconds:.2f} s)"
    )


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    chosen = editions(args.edition)
    contents = load_editions(args.content, chosen, args.variant)
    print(summary(next(iter(contents.values())), time.perf_counter() - started, chosen))
    return 0

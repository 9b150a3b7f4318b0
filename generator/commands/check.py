"""`check`: the build's verdict without its painting: load, verify (examples, cards, cross-references),
translations, and the check phase of every output of `build all` for every edition (pages, cards,
sheets and boxes laid out and measured, readings, fits).

This is CI's and the editor's "the build will pass": it exits 0 with a one-line summary, or 2 with
every problem (printed by generator/cli.py), exactly when `build all` would, with the same messages.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .. import results
from ..content.model import Content
from ..pipeline import verdict
from ..translation import EDITIONS


def add_edition(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--edition",
        choices=(*EDITIONS, "all"),
        default="all",
        help="ja: the Japanese edition alone (a Japanese edit never waits for a translator); "
        "en: the English; all (default): both, so a stale or missing translation is reported "
        "(a game without an en/ folder has its Japanese edition alone)",
    )


def editions(choice: str, content_dir: Path | None = None) -> tuple[str, ...]:
    """The editions `--edition` asks for: `all` is every edition the game has (a game has its
    English edition when its content folder has an en/ folder)."""
    if choice != "all":
        return (choice,)
    translated = content_dir is None or (content_dir / "en").is_dir()
    return EDITIONS if translated else EDITIONS[:1]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_edition(parser)
    parser.add_argument(
        "--variant", metavar="NAME", help="check by content/variants/NAME.yaml instead of the base rules (which sentences would be wrong)"
    )


def summary(
    content: Content, checked: tuple[str, ...] = ("ja",), variant_name: str | None = None, laid_out: str = "every output laid out"
) -> str:
    """The line a passing check says, its time at {seconds}."""
    blocks = sum(len(page.blocks) for page in content.pages)
    english = ", English translations current" if "en" in checked else ""
    checks = sum(not example.printed for example in content.examples.values())
    variant = f" with variant {variant_name}" if variant_name else ""
    return (
        f"content OK{variant}: {counted(len(content.pages), 'page')}, {counted(blocks, 'block')}, "
        f"{counted(len(content.examples), 'worked example')} replayed ({checks} of them checks of the rules, not printed), "
        f"{counted(content.deck.size, 'card')}, {counted(len(content.glossary), 'glossary term')}{english}, "
        f"{laid_out} ({{seconds}})"
    )


REPLAYED = "every output laid out before, and not one file it read has changed since"


def counted(number: int, noun: str) -> str:
    """1 worked example, 2 worked examples: the summary's counts agree with their number."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    chosen = editions(args.edition, args.content)
    checked = verdict(["all"], args.content, chosen, variant=args.variant)  # what `build all` checks: the same function
    content = next(iter(checked.contents.values()))
    said, replayed = summary(content, chosen, args.variant), summary(content, chosen, args.variant, REPLAYED)
    results.say(sys.stdout, said, replayed, time.perf_counter() - started)
    return 0

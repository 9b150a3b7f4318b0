"""MIGHTY?: the outputs and commands its plug-in adds to the core's (generator/plugins.py).

Each loader imports its code only when asked, as the core's do: the strength calculator
(build/web/index.html), the balance report, and the `strength` and `stats` commands.
"""

from __future__ import annotations

from functools import partial

from ...background import Background
from ...cli import Command, Subcommand
from ...content.model import Content
from ...output import StagingFolder
from ...pipeline import BuildOptions, Checker, Output, Painter


def _calculator(options: BuildOptions) -> Checker:
    from .calculator import check

    return check


def _balance(options: BuildOptions) -> Checker:
    """Nothing of the report can fail on verified content (its numbers are the engine's): no check
    phase, and its code (reportlab's charts, 0.1 s to import) is imported only to paint. It depends
    on no other output, so a build starts making it when it is checked, in a forked child where a
    core is free (background.py), while this process checks and paints the others."""

    def check(content: Content) -> Painter:
        made = _started(content) if options.paints else None

        def paint(staging: StagingFolder) -> None:
            from .balance import make_report, write_report

            write_report(made.result()["report"] if made else make_report(content), staging)

        return paint

    return check


def _started(content: Content) -> Background:
    from .balance import make_report  # imported before the fork: the child has it, and this process needs it to paint

    return Background({"report": partial(make_report, content)})


def _strength() -> Command:
    from .commands import strength

    return strength


def _stats() -> Command:
    from .commands import stats

    return stats


OUTPUTS: tuple[Output, ...] = (  # after the core's, in `build all`'s order
    Output("calculator", _calculator),
    # The designer's balance report is one report of the rules, built once with the Japanese edition.
    Output("balance", _balance, japanese_only=True),
)
COMMANDS: tuple[Subcommand, ...] = (  # after the core's, in `--help`'s order
    Subcommand("strength", "the strength of a board and a hand, with the record", _strength),
    Subcommand("stats", "exact counts of every strength over all board+hand deals", _stats),
)

"""Checks of the palette (game.yaml) against the print limits (layout.yaml `print`), at load time:
an editor who makes `ink` rich black or gives a colour more ink than the shop's limit gets one
message at that palette entry, and nothing is written. `preflight` checks the printed result too
(colours overlapping, overprinted text), this catches the content mistakes before any rendering.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import Problems
from .model import Colour, PrintChecks

TEXT_INK = "ink"  # the palette entry every text is set in


def check_print_colours(palette: Mapping[str, Colour] | None, limits: PrintChecks | None, problems: Problems) -> None:
    if not palette or limits is None:
        return  # game.yaml or layout.yaml has its own problems to fix first
    for name, colour in palette.items():
        total = sum(colour.cmyk)
        if total > limits.ink_limit + 1e-9:
            problems.add(
                colour.where,
                f"palette.{name}: cmyk {_values(colour)} totals {total:.0%} of ink, more than the "
                f"limit of {limits.ink_limit:.0%} (layout.yaml print.ink_limit); expected at most "
                f"{limits.ink_limit:.0%}: the sheet would stay wet and smear",
            )
    ink = palette.get(TEXT_INK)
    if ink is not None and ink.cmyk[3] > 0 and any(value > 0 for value in ink.cmyk[:3]):
        problems.add(
            ink.where,
            f"palette.{TEXT_INK}: cmyk {_values(ink)} is a rich black (K with C, M or Y): every text "
            f"would print on four plates and blur where they are a little off; expected black only, "
            f"cmyk [0, 0, 0, 1]",
        )


def _values(colour: Colour) -> str:
    return "[" + ", ".join(f"{v:g}" for v in colour.cmyk) + "]"

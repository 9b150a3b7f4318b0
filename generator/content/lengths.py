"""Lengths with units, as layout.yaml writes them: `148mm`, `3 mm`, `8.5pt`, `0.125in`, `815px`."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .model import Length
from .yamlsource import shorten

POINTS_PER = {"mm": 72 / 25.4, "cm": 720 / 25.4, "pt": 1.0, "in": 72.0}
"""How many PostScript points (1/72 in, reportlab's unit) one unit is."""

_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$")
_SIGN = re.compile(r"^\s*([+-]?)(.*)$", re.DOTALL)


class UnitError(ValueError):
    """A length without a unit, with an unknown unit, or not a number; the message says which."""


def parse_length(text: object) -> Length:
    """A physical length; px is not one (it needs a resolution), so it is refused here."""
    number, unit = _split(text)
    if unit not in POINTS_PER:
        raise UnitError(f"found {_shown(text)}, expected a length with a unit: {_units(POINTS_PER)}")
    return Length(number * POINTS_PER[unit], str(text).strip())


def parse_offset(text: object) -> Length:
    """A signed length, for a correction that may go either way: `-0.5mm`, `+1mm`, `0mm`."""
    signed = _SIGN.match(text) if isinstance(text, str) else None  # the pattern matches any text
    sign, rest = signed.groups() if signed else ("", text)
    try:
        length = parse_length(rest)
    except UnitError:
        raise UnitError(
            f"found {_shown(text)}, expected a length with a unit and an optional sign, such as -0.5mm ({_units(POINTS_PER)})"
        ) from None
    negative = sign == "-" and length.pt != 0  # -0mm is 0, not a negative zero in the output
    return Length(-length.pt if negative else length.pt, str(text).strip())


def parse_pixels(text: object) -> int:
    """A size in whole pixels: `815px`."""
    number, unit = _split(text)
    if unit != "px" or number != int(number):
        raise UnitError(f"found {_shown(text)}, expected whole pixels such as 815px")
    return int(number)


def _split(text: object) -> tuple[float, str]:
    match = _LENGTH.match(str(text)) if isinstance(text, (str, int, float)) and not isinstance(text, bool) else None
    if not match:
        raise UnitError(f"found {_shown(text)}, expected a number followed by a unit ({_units(POINTS_PER)} or px)")
    return float(match.group(1)), match.group(2)


def _shown(text: object) -> str:
    """How a message repeats what it found: '3 mm' (a text, quoted), 3 (a number)."""
    return repr(shorten(text)) if isinstance(text, str) else shorten(str(text))


def _units(table: Iterable[str]) -> str:
    return ", ".join(table)

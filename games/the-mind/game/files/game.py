"""games/the-mind/game.yaml: the core's keys, with The Mind's `minutes` (`{about: 20}`, or a range).
MIGHTY?'s own facts (starting_chips) are its plug-in's keys, so an unknown key here like any other;
the core's calculator_url is optional (The Mind has no calculator)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.content.fields import POSITIVE, Field, Reader, Table, Values, optional


def _minutes(v: Values) -> tuple[int, int] | None:
    """(low, high): `about: 20` is (20, 20); `min`/`max` a range."""
    about, low, high = v["about"], v["min"], v["max"]
    if (about is None) == (low is None or high is None):
        v.at.add("found neither about nor min and max (or both), expected {about: N} or {min: N, max: M}")
        return None
    if about is not None:
        return about, about
    if low > high:
        v.at.add(f"found min {low} above max {high}, expected min ≤ max")
        return None
    return low, high


MINUTES = Table({"about": optional(POSITIVE), "min": optional(POSITIVE), "max": optional(POSITIVE)}, build=_minutes)


def game_keys(core: Mapping[str, Reader[Any] | Field]) -> dict[str, Reader[Any] | Field]:
    """game.yaml's keys for The Mind: the core's, with `minutes` read as MINUTES (in the core's place)."""
    return {key: MINUTES if key == "minutes" else spec for key, spec in core.items()}

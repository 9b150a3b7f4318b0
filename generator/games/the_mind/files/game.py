"""games/the-mind/game.yaml: the core's keys, with The Mind's `minutes` (`{about: 20}`, or a range) and
without MIGHTY?'s own facts (its starting chips and calculator: The Mind has neither)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....content.fields import POSITIVE, Field, Reader, Table, Values, optional

NOT_THE_MINDS = ("starting_chips", "calculator_url", "calculator_url_en")  # MIGHTY?'s facts, while the core's table has them


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


def _not_required(spec: Reader[Any] | Field) -> Field:
    read = spec.read if isinstance(spec, Field) else spec
    return optional(read, None)


def game_keys(core: Mapping[str, Reader[Any] | Field]) -> dict[str, Reader[Any] | Field]:
    """game.yaml's keys for The Mind: the core's, `minutes` as MINUTES, MIGHTY?'s facts not required."""
    keys: dict[str, Reader[Any] | Field] = {}
    for key, spec in core.items():
        keys[key] = MINUTES if key == "minutes" else _not_required(spec) if key in NOT_THE_MINDS else spec
    return keys

"""Which translations are current, stale, missing or orphaned, as located problems.

Each problem is one message per text, placed at one file and naming the other:
stale and orphaned at the English line (that is what a translator edits), missing at the
Japanese line (there is no English line yet; the message names the English file and key).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import Location, Problem, Problems
from .store import Entry, read_entries, shown
from .units import Unit

EXCERPT = 24  # characters of the Japanese quoted in a message


@dataclass(frozen=True)
class Status:
    current: list[tuple[Unit, Entry]]
    stale: list[tuple[Unit, Entry]]
    missing: list[Unit]
    orphaned: list[Entry]
    problems: list[Problem]  # every stale, missing and orphaned one, and problems of form of content/en/

    @property
    def ok(self) -> bool:
        return not self.problems


def excerpt(text: str) -> str:
    flat = " ".join(str(text).split())
    return f"「{flat[:EXCERPT]}…」" if len(flat) > EXCERPT else f"「{flat}」"


def refresh_hint(content_dir: Path, entry: Entry) -> str:
    return f"python -m generator translations refresh {shown(content_dir, entry.file)}:{entry.key}"


def status(units: list[Unit], content_dir: Path) -> Status:
    problems = Problems()
    entries = read_entries(content_dir, problems)
    current, stale, missing = [], [], []
    for unit in units:
        entry = entries.pop((unit.file, unit.key), None)
        if entry is None:
            missing.append(unit)
            problems.add(
                unit.where,
                f"{unit.key} {excerpt(unit.text)} has no English translation; expected an entry "
                f"`{unit.key}:` with `en:` in {shown(content_dir, unit.file)}",
            )
        elif entry.made_from != unit.fingerprint:
            stale.append((unit, entry))
            made = f"was made from Japanese {entry.made_from}" if entry.made_from else "has no `from:` fingerprint yet"
            problems.add(
                entry.where,
                f"{unit.key}: the translation is stale: it {made}, but the Japanese at {unit.where} "
                f"{excerpt(unit.text)} is now {unit.fingerprint}; expected the English updated, then "
                f"`{refresh_hint(content_dir, entry)}`",
            )
        else:
            current.append((unit, entry))
    orphaned = sorted(entries.values(), key=lambda e: (e.file, e.where))
    for entry in orphaned:
        japanese = Location(f"{Path(content_dir).name}/{entry.file}")
        problems.add(
            entry.where,
            f"{entry.key}: found a translation of no Japanese text of {japanese}; expected a key of a "
            "text there (a block moved? `python -m generator translations` lists the missing keys)",
        )
    return Status(current, stale, missing, orphaned, list(problems.found))

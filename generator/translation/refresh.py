"""Marking reviewed translations current: `python -m generator translations refresh TARGET…`.

TARGET is `content/en/FILE:KEY` (one text), `content/en/FILE` (every text of a file) or `all`.
The `from:` line of each entry is rewritten in place (comments and layout are kept); an entry
without one gets it inserted above its `en:`. Only the build's reader of content/en/ and this
command know the format; the build itself never writes a fingerprint.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import Location, Problems, fail
from .status import Status
from .store import Entry, folder, shown
from .units import Unit

Pair = tuple[Unit, Entry]


def targets_of(target: str, found: Status, content_dir: Path) -> list[Pair]:
    """The stale (unit, entry) pairs a target names."""
    if target == "all":
        return list(found.stale)
    file, _, key = target.partition(":")
    chosen = [(unit, entry) for unit, entry in found.stale if shown(content_dir, entry.file) == file and (not key or entry.key == key)]
    known = {shown(content_dir, e.file) for _, e in found.current + found.stale}
    if not chosen and file not in known:
        raise fail(Location(file), f"found no translation file {file}, expected content/en/FILE[:KEY] or all")
    return chosen


def refresh(targets: list[str], found: Status, content_dir: Path) -> list[str]:
    """Writes the current fingerprint into each named stale entry; returns what it did, one line each."""
    problems = Problems()
    chosen = [pair for target in targets for pair in targets_of(target, found, content_dir)]
    by_file: dict[str, list[Pair]] = {}
    for unit, entry in chosen:
        by_file.setdefault(entry.file, []).append((unit, entry))
    done = []
    for file, pairs in by_file.items():
        path = folder(content_dir) / file
        lines = path.read_text(encoding="utf-8").split("\n")
        for unit, entry in sorted(pairs, key=lambda pair: pair[1].where.line, reverse=True):  # bottom up: line numbers stay valid
            _rewrite(lines, entry, unit.fingerprint)
            done.append(f"{shown(content_dir, file)}:{entry.where.line}: {entry.key} marked as translated from {unit.fingerprint}")
        path.write_text("\n".join(lines), encoding="utf-8")
    problems.raise_if_any()
    return sorted(done)


_NUMBER_LIKE = re.compile(r"^[0-9.e+-]+$")  # YAML would read 3890298233 or 12e4 as a number


def written(fingerprint: str) -> str:
    """The fingerprint as YAML: quoted when it would otherwise be read as a number."""
    return f'"{fingerprint}"' if _NUMBER_LIKE.match(fingerprint) else fingerprint


def _rewrite(lines: list[str], entry: Entry, fingerprint: str) -> None:
    if entry.made_from:
        row, column = entry.from_where.line - 1, entry.from_where.column - 1
        line = lines[row]
        start = line.index(entry.made_from, column)
        stop = start + len(entry.made_from)
        if line[start - 1 : start] in "\"'" and line[stop : stop + 1] == line[start - 1 : start]:
            start, stop = start - 1, stop + 1  # the quotes go with the old value
        lines[row] = line[:start] + written(fingerprint) + line[stop:]
        return
    row = entry.english.where.line - 1
    indent = entry.english.where.column - 1 - len("en: ")
    if lines[row].lstrip().startswith("en:"):
        lines.insert(row, " " * max(indent, 0) + f"from: {written(fingerprint)}")
    else:  # a flow mapping on one line: {en: …}
        raise fail(entry.where, f"{entry.key}: found a one-line entry without from:, expected `from:` and `en:` on lines of their own")

"""The no-break spaces of the English texts: a number and its unit, and MIGHTY + DOUBLE, are joined
by U+00A0 NO-BREAK SPACE, so that no line parts them (“2 | points”, “MIGHTY | + DOUBLE”).

An editor cannot see U+00A0, so this check keeps it: an ordinary space in such a place is one
problem at its FILE:LINE:COL in content/en/, naming the fix.

    content/en/pages/11-record.yaml:6:35: 1.heading.text: found an ordinary space in “3 lines”,
    expected a NO-BREAK SPACE (U+00A0) there … (docs/content-format.md, “English style sheet”)

A count written as markup prints its own no-break space (`{rules:table|point}` → 2 points); a
markup followed by a space and a unit word (`{rules:table} points`) is reported the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from ..content.yamlsource import locate
from ..errors import Location, Problem, Problems
from .store import Entry

NO_BREAK_SPACE = "\u00a0"
# The words a number counts in this game (the glossary's points and what the rules count): a line
# must not end between the number and any of them.
UNIT_WORDS = ("points", "point", "chips", "chip", "cards", "card", "DOUBLEs", "DOUBLE", "players", "player", "lines", "line")
_NUMBER_AND_UNIT = re.compile(rf"(?P<number>\d|\}}) (?P<unit>{'|'.join(UNIT_WORDS)})(?![\w-])")
_NAMES = re.compile("MIGHTY([ \u00a0])\\+([ \u00a0])DOUBLE")
STYLE_SHEET = "docs/content-format.md, “English style sheet”"


def ordinary_spaces(text: str) -> Iterable[tuple[int, str]]:
    """(offset of the space, what it parts) for each ordinary space that should be a no-break one."""
    for match in _NUMBER_AND_UNIT.finditer(text):
        yield match.start() + 1, match.group(0)
    for match in _NAMES.finditer(text):
        for group in (1, 2):
            if match.group(group) == " ":
                yield match.start(group), "MIGHTY + DOUBLE"


def check_spaces(entries: Iterable[Entry]) -> list[Problem]:
    """One problem per ordinary space between a number and its unit or inside MIGHTY + DOUBLE."""
    problems = Problems()
    for entry in entries:
        for offset, parted in ordinary_spaces(entry.english):
            problems.add(_at_space(entry, offset), _message(entry, parted))
    return problems.found


def _at_space(entry: Entry, offset: int) -> Location | None:
    """The space's own line and column: the word before it located in the YAML source, plus its length."""
    text = entry.english
    start = max(text.rfind(" ", 0, offset), text.rfind(NO_BREAK_SPACE, 0, offset), text.rfind("\n", 0, offset)) + 1
    before = text[start:offset]
    if not before:
        return text.where
    found = locate(text, text.where, start, before)
    if found is None or found == text.where or not found.line:
        return text.where
    return replace(found, column=found.column + len(before))


def _message(entry: Entry, parted: str) -> str:
    return (
        f"{entry.key}: found an ordinary space in “{parted}”, expected a NO-BREAK SPACE (U+00A0) there, so that "
        f"no line parts a number from its unit or the words of MIGHTY + DOUBLE; type U+00A0 in place of the space "
        f"({STYLE_SHEET})"
    )

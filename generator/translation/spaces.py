"""The no-break spaces of the English texts: a number and its unit, and the game's names of several
words, are joined by U+00A0 NO-BREAK SPACE, so that no line parts them (“2 | points”). The unit
words and the names are the game's (its TRANSLATION: unit_words, joined_names).

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
from ..game import Game
from .store import Entry

NO_BREAK_SPACE = "\u00a0"
STYLE_SHEET = "docs/content-format.md, “English style sheet”"


class Joins:
    """Where a game's English texts need a no-break space: between a number and one of its unit words,
    and at each space of its joined names."""

    def __init__(self, unit_words: tuple[str, ...], names: tuple[str, ...]):
        units = "|".join(re.escape(word) for word in unit_words) or "(?!)"  # (?!): no unit words, no match
        self.number_and_unit = re.compile(rf"(?P<number>\d|\}}) (?P<unit>{units})(?![\w-])")
        self.names = [(name, re.compile("([ \u00a0])".join(re.escape(word) for word in name.split(" ")))) for name in names]

    @staticmethod
    def of(design: Game) -> Joins:
        return Joins(design.unit_words(), design.joined_names())

    def ordinary_spaces(self, text: str) -> Iterable[tuple[int, str]]:
        """(offset of the space, what it parts) for each ordinary space that should be a no-break one."""
        for match in self.number_and_unit.finditer(text):
            yield match.start() + 1, match.group(0)
        for name, pattern in self.names:
            for match in pattern.finditer(text):
                for group in range(1, len(match.groups()) + 1):
                    if match.group(group) == " ":
                        yield match.start(group), name

    def what(self) -> str:
        """What no line may part, for the message."""
        names = " or ".join(name for name, _ in self.names)
        return f"a number from its unit or the words of {names}" if names else "a number from its unit"


def check_spaces(entries: Iterable[Entry], joins: Joins) -> list[Problem]:
    """One problem per ordinary space between a number and its unit or inside a joined name."""
    problems = Problems()
    for entry in entries:
        for offset, parted in joins.ordinary_spaces(entry.english):
            problems.add(_at_space(entry, offset), _message(entry, parted, joins))
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


def _message(entry: Entry, parted: str, joins: Joins) -> str:
    return (
        f"{entry.key}: found an ordinary space in “{parted}”, expected a NO-BREAK SPACE (U+00A0) there, so that "
        f"no line parts {joins.what()}; type U+00A0 in place of the space ({STYLE_SHEET})"
    )

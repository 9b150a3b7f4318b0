"""Numbers in the text come from the game's files: a digit typed in prose is a problem.

A number a sentence states (three board cards, a stake of 1, a cap of 5 lives) is printed by a
marker, `{rules:…}`, `{game:…}`, `{ex:…}` or `{ref:…}`, so that it follows rules.yaml, deck.yaml,
game.yaml or the examples when they change. A number that states nothing those files hold (the
last player, 0 points, a list's step 1) is written `{n:1}`: it prints as typed, and says to the
next editor that it was meant. Any other digit is one problem at its FILE:LINE:COL.

The texts checked are the prose of the files below (`PROSE_FILES`), in both editions: the pages,
the glossary, the quick reference, the card reminders of deck.yaml, the web pages' and the
print-and-play sheets' own words. game.yaml (its facts, the address, the edition's date),
examples.yaml, rules.yaml and layout.yaml are the data themselves and are not prose.

A digit is a Unicode decimal digit (0–9, full-width ０–９ …). Kanji numerals (一, 二, 三) are not
looked for: they are as often parts of words (一時的, 一緒) as numbers. A URL's digits are its own.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import Location, Problems
from .markup import MARKUP, NUMBER, PLAIN_NUMBER, URL
from .model import SourceText
from .yamlsource import locate, shorten, split_shown

PROSE_FILES = ("pages/", "glossary.yaml", "quickref.yaml", "deck.yaml", "web.yaml", "sheets.yaml")
ENGLISH_FOLDER = "en/"
HELP = 'docs/content-format.md, "Numbers in the text"'


def is_prose(where: Location | None) -> bool:
    """Whether a text written at `where` is prose of the game (either edition): see PROSE_FILES."""
    if where is None:
        return False
    file = split_shown(where.file)[1]
    file = file.removeprefix(ENGLISH_FOLDER)
    return file.startswith(PROSE_FILES)


def typed_numbers(text: str) -> list[tuple[Location | None, str]]:
    """Each number typed in the text outside a marker and a URL, at its line and column, with the message."""
    covered = {i for pattern in (MARKUP, URL) for match in pattern.finditer(text) for i in range(*match.span())}
    where = getattr(text, "where", None)
    found = []
    for match in NUMBER.finditer(text):
        if match.start() in covered:
            continue
        number = match.group()
        found.append((locate(text, where, match.start(), number), _message(number, text)))
    return found


def _message(number: str, text: str) -> str:
    return (
        f"found the number {number} typed in 「{shorten(' '.join(str(text).splitlines()))}」, expected it printed from the "
        f"game's files by a marker ({{rules:…}}, {{game:…}}, {{ex:…}}), so that it follows them when they change; "
        f"or {{{PLAIN_NUMBER}:{number}}} when it states nothing they hold ({HELP})"
    )


def check_numbers(texts: Iterable[SourceText], problems: Problems) -> None:
    """One problem per number typed in the prose among `texts` (the others are not looked at)."""
    for text in texts:
        if is_prose(getattr(text, "where", None)):
            for where, message in typed_numbers(text):
                problems.add(where, message)

"""The publisher's manuscript and the corrections the content makes to it: what the coverage tests
compare the content (tests/content) and the printed booklet (tests/booklet) with.

    pages = read_manuscript()              # page number → ManuscriptPage(number, title, lines)
    fixes = read_corrections()             # the table "Corrections to the manuscript" of docs/content-format.md
    corrected(line, page_number, fixes)    # a manuscript line with its typed page number fixed
    squeeze(text)                          # whitespace and ** gone: justification and extraction add spaces at will

The manuscript's typed page numbers in cross-references are wrong (its "18ページ" means p.19); the
content writes `{ref:SECTION}` instead, and the docs' table lists each place with what it prints.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# The publisher's text, kept in the repository (a copy of ../shared/manuscript/rulebook-ja.txt) so the
# coverage tests run on a fresh clone, as CI does.
MANUSCRIPT = REPO / "docs" / "manuscript" / "rulebook-ja.txt"
CORRECTIONS_DOC = REPO / "docs" / "content-format.md"
CORRECTIONS_HEADING = "## Corrections to the manuscript"
PREAMBLE_LINES = 3  # the manuscript file's own title and note, before page 1
HEADER = re.compile(r"^(\d+)ページ｜(.+)$")  # 3ページ｜ラウンドの流れ
TYPED_PAGE = re.compile(r"[\d–]+ページ")  # 18ページ, 8–9ページ
REFERENCE_CELL = re.compile(r"^`\{ref:([^}]+)\}`$")


@dataclass(frozen=True)
class ManuscriptPage:
    number: int
    title: str
    lines: tuple[str, ...]  # the non-empty lines, stripped


@dataclass(frozen=True)
class Correction:
    """One row of the corrections table: on `page`, the manuscript's `typed` words become `fixed`."""

    page: int
    typed: str  # 終了の詳しい扱いは18ページ
    sections: tuple[str, ...]  # the sections the content refers to instead: ("end",)
    prints: str  # what the reference prints today: 19ページ

    @property
    def fixed(self) -> str:
        return TYPED_PAGE.sub(self.prints, self.typed)


def read_manuscript(path: Path = MANUSCRIPT) -> dict[int, ManuscriptPage]:
    """Page number → its title and non-empty lines."""
    pages: dict[int, tuple[str, list[str]]] = {}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines()[PREAMBLE_LINES:]:
        header = HEADER.match(line)
        if header:
            current = int(header.group(1))
            pages[current] = (header.group(2), [])
        elif line.strip() and current is not None:
            pages[current][1].append(line.strip())
    return {number: ManuscriptPage(number, title, tuple(lines)) for number, (title, lines) in pages.items()}


def read_corrections(path: Path = CORRECTIONS_DOC) -> list[Correction]:
    """The rows `| page | manuscript | `{ref:…}` | prints |` under the corrections heading."""
    section = path.read_text(encoding="utf-8").split(CORRECTIONS_HEADING, 1)[1]
    rows = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        reference = REFERENCE_CELL.match(cells[2]) if len(cells) == 4 else None
        if reference and cells[0].isdigit():
            sections = tuple(part.strip() for part in reference.group(1).split(","))
            rows.append(Correction(int(cells[0]), cells[1], sections, cells[3]))
    return rows


def corrected(line: str, page: int, corrections: list[Correction]) -> str:
    """The manuscript line with the corrections of its page applied."""
    for correction in corrections:
        if correction.page == page:
            line = line.replace(correction.typed, correction.fixed)
    return line


def squeeze(text: str) -> str:
    """Text without whitespace and bold marks."""
    return re.sub(r"\s+", "", text).replace("**", "")

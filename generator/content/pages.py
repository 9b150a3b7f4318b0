"""The booklet pages: content/pages/NN-ID.yaml, one file per page, each a title and a list of blocks.

The block kinds (their dataclasses and fields) are declared in blocks.py, `KINDS`; docs/content-format.md
explains each one.
A block is written as a one-key mapping, `- KIND: FIELDS`; when FIELDS is not a mapping it is the
block's main field (`- paragraph: 本文…`, `- list: [a, b]`), and a kind without fields may be
written bare (`- glossary`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import Location, Problems
from .blocks import NamesEndings, kinds_of
from .fields import LIST, TEXT, At, Check, Table, describe, did_you_mean, join, matching, optional
from .model import Block, Page, SourceText
from .yamlsource import IME_KEY, Mapping, Sequence, shorten

if TYPE_CHECKING:  # the loader reads the pages with this module: a type only
    from .loader import Source

PAGE_FILE = re.compile(r"^(\d{2})-([a-z][a-z0-9-]*)\.yaml$")
LOOSE_PAGE_FILE = re.compile(r"^(\d{1,2})-([A-Za-z][A-Za-z0-9-]*)\.ya?ml$")  # 3-setup.yaml, 03-Setup.yml
PAGES_PER_SHEET = 4  # saddle stitch: the page count is a multiple of 4
KIND_LIKE = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")  # a word that may be a misspelt block kind
NEXT_STEP = "next"  # no quickref ending's id: a flow's choice names it to lead on to the next step (a game's kind, blocks.NamesEndings)


def read_pages(source: Source) -> tuple[tuple[Page, ...], bool]:
    """Every content/pages/NN-ID.yaml in page order, and whether they make a booklet: every file
    read, numbered 01, 02, … without gaps, a multiple of 4.

    Problems go to `source.problems`. A page whose file cannot be read is kept with the number and
    id of its file name and no blocks, so that references to it are not reported as well, and a
    missing page is one problem, not one per page after it.
    """
    folder = source.dir / "pages"
    refused = source.refused(folder, "folder")
    if refused is not None:
        source.problems.add(Location(source.shown("pages")), refused + (" (one file per booklet page)" if "found no" in refused else ""))
        return (), False
    # a hidden name is no page (an editor's lock or backup, .#02-play.yaml), as it is no input of a kept result (results.py)
    files = sorted(path.name for path in folder.iterdir() if path.suffix in (".yaml", ".yml") and not path.name.startswith("."))
    read = [_read_page(source, name) for name in files]
    pages = tuple(sorted((page for page, _ in read if page is not None), key=lambda page: page.number))
    numbered = _check_numbering(pages, source)
    return pages, numbered and all(sound for _, sound in read)


def _read_page(source: Source, name: str) -> tuple[Page | None, bool]:
    """The page of one file, and whether it read without a problem of its own."""
    shown = source.shown(f"pages/{name}")
    match = PAGE_FILE.match(name) or _meant_name(name)
    if not match:
        source.problems.add(Location(shown), f"found a page file named {shorten(name)!r}, expected NN-ID.yaml such as 03-setup.yaml")
        return None, False
    before = len(source.problems.found)
    if match.string != name:  # 3-setup.yaml: read as the page it names, so that no gap or {ref:} is reported as well
        source.problems.add(Location(shown), f"found a page file named {shorten(name)!r}, expected NN-ID.yaml: rename it {match.string}")
    number, page_id = int(match.group(1)), match.group(2)
    values = source.values(f"pages/{name}", PAGE)
    if values is None:
        return Page(number, page_id, SourceText("", Location(shown)), (), Location(shown)), False
    title = values.get("title") or SourceText("", values.where("title"))
    page = Page(number, page_id, title, values.get("blocks", ()), values.at.where, open=values.get("open"))
    return page, len(source.problems.found) == before


def _meant_name(name: str) -> re.Match[str] | None:
    """The NN-ID.yaml a misnamed page file means (3-setup.yaml, 03-Setup.yml), matched; None if unclear."""
    loose = LOOSE_PAGE_FILE.match(name)
    return PAGE_FILE.match(f"{int(loose.group(1)):02d}-{loose.group(2).lower()}.yaml") if loose else None


def _blocks(value: Sequence, at: At) -> tuple[Block, ...]:
    """The blocks that read (one with a problem is left out, its problems noted)."""
    blocks = []
    for index, item in enumerate(value):
        block = read_block(item, at.item(value, index))
        if block is not None:
            blocks.append(block)
    return tuple(blocks)


OPEN_REASON = matching(
    lambda value: isinstance(value, str) and bool(value.strip()), "a short reason why the page is open (a deliberate pause, a notes page)"
)
PAGE = Table({"title": TEXT, "blocks": Check(LIST.kind, _blocks), "open": optional(OPEN_REASON)}, build=lambda values: values)


def _check_numbering(pages: tuple[Page, ...], source: Source) -> bool:
    """Numbers 01, 02, … each once, ids each once, a multiple of 4 pages: True when all hold."""
    folder = Location(source.shown("pages"))
    by_number: dict[int, Page] = {}
    by_id: dict[str, Page] = {}
    sound = True
    for page in pages:
        if page.number in by_number:
            source.problems.add(
                page.where,
                f"found page number {page.number:02d} again (also {by_number[page.number].where.file}), expected each number once",
            )
            sound = False
        if page.id in by_id:
            source.problems.add(
                page.where, f"found the page id {shorten(page.id)!r} again (also page {by_id[page.id].number:02d}), expected each id once"
            )
            sound = False
        by_number.setdefault(page.number, page)
        by_id.setdefault(page.id, page)
    for first, last in _gaps(sorted(by_number)):
        missing = f"page {first:02d}" if first == last else f"pages {first:02d}–{last:02d}"
        after = f"after {by_number[first - 1].where.file}" if first > 1 else "before the first file"
        source.problems.add(
            folder,
            f"found no {missing} ({after}), expected pages numbered 01, 02, … without gaps "
            f"(restore the file, or renumber the pages after it)",
        )
        sound = False
    if sound and len(pages) % PAGES_PER_SHEET:
        short, extra = PAGES_PER_SHEET - len(pages) % PAGES_PER_SHEET, len(pages) % PAGES_PER_SHEET
        add = f"page {len(pages) + 1:02d}" if short == 1 else f"pages {len(pages) + 1:02d}–{len(pages) + short:02d}"
        remove = f"{extra} page{'s' if extra > 1 else ''}"
        source.problems.add(
            folder,
            f"found {len(pages)} pages, expected a multiple of {PAGES_PER_SHEET} (a saddle-stitched "
            f"booklet): add {add}, or remove {remove}",
        )
        sound = False
    return sound


def _gaps(numbers: list[int]) -> list[tuple[int, int]]:
    """The runs of numbers missing from 1 up to the highest: [1, 2, 5, 6, 9] → [(3, 4), (7, 8)]."""
    gaps, expected = [], 1
    for number in numbers:
        if number > expected:
            gaps.append((expected, number - 1))
        expected = max(expected, number + 1)
    return gaps


def read_block(item: Any, at: At) -> Block | None:
    """One block: `- KIND: FIELDS`, `- KIND: MAIN VALUE` or a bare `- KIND`."""
    name, value = _kind_and_value(item, at)
    if name is None:
        return None
    kind = kinds_of(at.reading.game)[name]
    fields = At(at.where, f"{at.path} ({name})", at.reading)
    if isinstance(value, Mapping):  # never a main value: those are text, lists or names
        return kind.read(value, fields, at.where)
    if value is None and kind.bare:
        return kind.read(_empty(at.where), fields, at.where)
    if value is None:  # a bare `- heading`: a kind whose fields are required
        required = [key for key in kind.fields if kind.table.field(key).required]
        at.problems.add(at.where, f"{fields.path}: found `- {name}` alone, expected its fields ({', '.join(required)}): `- {name}: …`")
        return None
    if kind.main is not None:
        return kind.read(_wrap(kind.main, value, item.at(name)), fields, at.where)
    expected = f"the fields {', '.join(kind.fields)}" if kind.fields else f"nothing after it: write `- {name}` on its own"
    at.problems.add(item.at(name), f"{fields.path}: found {describe(value)}, expected {expected}")
    return None


def _kind_and_value(item: Any, at: At) -> tuple[str | None, Any]:
    where, path, problems, kinds = at.where, at.path, at.problems, kinds_of(at.reading.game)
    if isinstance(item, str) and item in kinds:
        return item, None
    if isinstance(item, str) and KIND_LIKE.fullmatch(item):  # a bare `- fromula`
        _unknown_kind(item, where, path, problems, kinds)
        return None, None
    typed = IME_KEY.match(item) if isinstance(item, str) else None
    if typed and typed.group(1) in kinds:  # `- paragraph：本文`, typed with the Japanese input on: a text to YAML
        problems.add(
            where,
            f"{path}: found a full-width colon '：' after {typed.group(1)!r}, expected ':' (half-width) "
            "and a space (switch the Japanese input off to type it)",
        )
        return None, None
    if not isinstance(item, Mapping) or len(item) != 1:
        problems.add(where, f"{path}: found {describe(item)}, expected one block: `- KIND: …` with KIND one of {', '.join(kinds)}")
        return None, None
    ((kind, value),) = item.items()
    if kind not in kinds:
        _unknown_kind(kind, item.key_where[kind], path, problems, kinds)
        return None, None
    return kind, value


def _unknown_kind(kind: Any, where: Location, path: str, problems: Problems, kinds: dict[str, Any]) -> None:
    found = f"found unknown block {shorten(str(kind))!r}"
    problems.add(where, f"{path}: {found}, expected one of: {', '.join(kinds)}{did_you_mean(kind, kinds)}")


def _wrap(main: str, value: Any, where: Location) -> Mapping:
    wrapped = _empty(where)
    wrapped[main], wrapped.key_where[main], wrapped.value_where[main] = value, where, where
    return wrapped


def _empty(where: Location) -> Mapping:
    empty = Mapping()
    empty.where, empty.key_where, empty.value_where = where, {}, {}
    return empty


def check_outcomes(pages: tuple[Page, ...], ending_ids: list[str], problems: Problems) -> None:
    """The blocks that name quickref.yaml endings by id (a game's kind: blocks.NamesEndings) check the
    names against `ending_ids`, once quickref.yaml's endings have read, while loading."""
    for page in pages:
        for index, block in enumerate(page.blocks):
            if isinstance(block, NamesEndings):
                block.check_endings(f"{join('blocks', index)} ({block.kind})", ending_ids, problems)

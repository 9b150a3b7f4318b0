"""Loading content/: every YAML file read by its table of fields into the model, in one pass.

Each file is one entry of CONTENT_FILES: its path and its `Table` (in files/NAME.py), whose `build`
gives the file's frozen result dataclass. The fields of that dataclass are attributes of `Content`
with the same names, so a new file is one entry (and its fields on Content), a new field one line
in its table. The pages (one file per page in pages/) are read by pages.py.

`load_content(content_dir)` returns a `Content` or raises one BuildError listing every problem of
every file. It checks form (keys, types, card names, units); `verify.verify_content` then checks
meaning (worked examples, cross-references).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..errors import BuildError, Location, Problems
from .fields import At, Reading, Table, Values
from .files import deck, examples, game, glossary, layout, quickref, readings
from .model import Content, Page
from .pages import check_outcomes, read_pages
from .text import located_static_problems, texts_in
from .verify import verify_loaded_examples
from .yamlsource import read_yaml

T = TypeVar("T")


class Source:
    """One content folder: reads its files, remembering every problem on the way."""

    def __init__(self, content_dir: Path):
        self.dir = Path(content_dir)
        self.reading = Reading()

    @property
    def problems(self) -> Problems:
        return self.reading.problems

    def shown(self, relpath: str) -> str:
        """How messages name a file: content/game.yaml (the folder's own name, then the path)."""
        return f"{self.dir.name}/{relpath}"

    def read(self, relpath: str) -> Any:
        """The file's values, or None when it is missing or unreadable (the problem is noted)."""
        path = self.dir / relpath
        if not path.is_file():
            self.problems.add(Location(self.shown(relpath)), f"found no file {relpath}, expected it in {self.dir}/")
            return None
        try:
            return read_yaml(path, self.shown(relpath), self.problems)
        except BuildError as error:
            self.problems.found.extend(error.problems)
            return None

    def values(self, relpath: str, table: Table[Any]) -> Values | None:
        """The values of a file read by its table (those that read: the others are problems), or
        None when the file could not be read or is not a mapping."""
        data = self.read(relpath)
        if data is None:
            return None
        return table.values(data, At(getattr(data, "where", Location(self.shown(relpath), 1, 1)), "", self.reading))


@dataclass(frozen=True)
class ContentFile(Generic[T]):
    """One file of content/ and the table that reads it; its result's fields are Content attributes."""

    path: str
    table: Table[T]
    result: type[T]  # the frozen dataclass its table builds


CONTENT_FILES: tuple[ContentFile[Any], ...] = (
    ContentFile("game.yaml", game.GAME, game.GameFile),
    ContentFile("deck.yaml", deck.DECK, deck.DeckFile),
    ContentFile("layout.yaml", layout.LAYOUT, layout.LayoutFile),
    ContentFile("quickref.yaml", quickref.QUICKREF, quickref.QuickrefFile),
    ContentFile("glossary.yaml", glossary.GLOSSARY, glossary.GlossaryFile),
    ContentFile("examples.yaml", examples.EXAMPLES, examples.ExamplesFile),
    ContentFile("readings.yaml", readings.READINGS, readings.ReadingsFile),
)


@dataclass(frozen=True)
class PagesFolder:
    """content/pages/: one file per booklet page (pages.py reads them)."""

    pages: tuple[Page, ...]


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A file as far as it read: its values (None when unreadable) and its result (None with a problem)."""

    values: Values | None
    result: T | None

    def get(self, key: str) -> Any:
        return self.values.get(key) if self.values is not None else None


def load_content(content_dir: Path) -> Content:
    """Reads and checks every content file; raises BuildError with all problems found (and with
    the wrong results of the worked examples that loaded, so one run reports everything it can)."""
    source = Source(content_dir)
    loaded = {file.path: _load(source, file) for file in CONTENT_FILES}
    pages, complete = read_pages(source)
    if complete:  # with a page missing, references to it would be reported twice
        _check_static_markup(source.reading, pages)
        ending_ids = _ending_ids(loaded["quickref.yaml"])
        if ending_ids is not None:  # else quickref.yaml's own problems are the ones to fix first
            check_outcomes(pages, ending_ids, source.problems)
    if source.problems:
        _replay_loaded_examples(loaded, source.problems)
    source.problems.raise_if_any()
    return _assemble([part.result for part in loaded.values()] + [PagesFolder(pages)])


def _load(source: Source, file: ContentFile[T]) -> Loaded[T]:
    values = source.values(file.path, file.table)
    return Loaded(values, file.table.result(values))


def _assemble(results: list[Any]) -> Content:
    """Content from the files' results: each result's fields are Content attributes of the same name."""
    if any(result is None for result in results):  # every file without a result has noted a problem
        raise AssertionError("a content file has no result but no problem was noted")
    return Content(**{f.name: getattr(result, f.name) for result in results for f in fields(result)})


def _ending_ids(quickref_yaml: Loaded[quickref.QuickrefFile]) -> list[str] | None:
    """The endings' ids, or None when quickref.yaml's endings could not all be read."""
    endings = quickref_yaml.get("endings")
    return [ending["id"] for ending in endings] if endings is not None else None


def _check_static_markup(reading: Reading, pages: tuple[Page, ...]) -> None:
    """{ref:…}, {side:…} and {rules:…} are checked now, in every text read (whatever else failed, so
    they are reported with the other problems of form) and in every page block."""
    found = [*reading.texts, *texts_in([block.data for page in pages for block in page.blocks])]
    for text in found:
        for where, message in located_static_problems(text, pages):
            reading.problems.add(where, message)


def _replay_loaded_examples(loaded: dict[str, Loaded[Any]], problems: Problems) -> None:
    """Problems of form stop the load; the examples that loaded are replayed before it stops, so their
    wrong results are reported in the same run (card counts only against a deck.yaml with no problem)."""
    deck_yaml: deck.DeckFile | None = loaded["deck.yaml"].result
    loaded_examples = loaded["examples.yaml"].get("examples") or {}
    sound_deck = deck_yaml.deck if deck_yaml is not None else None
    verify_loaded_examples(loaded_examples, sound_deck, loaded["game.yaml"].get("starting_chips"), problems)


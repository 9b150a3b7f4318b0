"""Loading content/: every YAML file read by its table of fields into the model, in one pass.

Each file is one entry of CONTENT_FILES: its path and its `Table` (in files/NAME.py), whose `build`
gives the file's frozen result dataclass. The fields of that dataclass are attributes of `Content`
with the same names, so a new file is one entry (and its fields on Content), a new field one line
in its table. The pages (one file per page in pages/) are read by pages.py.

game.yaml names the game's plug-in (`plugin:`); deck.yaml, rules.yaml and examples.yaml are read by
the tables the game's `Game` gives (content/plugin.py), and game.yaml, layout.yaml and
quickref.yaml by the core's tables with the game's own keys added (their values: `Content.parts`).

`load_content(content_dir)` returns a `Content` or raises one BuildError listing every problem of
every file. It checks form (keys, types, card names, units); `verify.verify_content` then checks
meaning (worked examples, cross-references).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..errors import BuildError, Location, Problem, Problems
from ..game import DeckFile, Game, Setting
from ..plugins import UnknownPlugin, load_game, outside_toolchain, plugin_key, plugin_line
from .components import COMPONENTS, COMPONENTS_FILE, NO_COMPONENTS, ComponentsFile
from .fields import At, Reading, Table, Values
from .files import game, glossary, layout, quickref, readings, sheets, web
from .files.examples import ExamplesFile, examples_table
from .files.game import PLUGIN
from .glyphs import check_glyphs
from .markup import located_loading_problems, located_static_problems, texts_in
from .model import Content, ExampleResult, Page, SourceText
from .numbers import check_numbers
from .pages import check_outcomes, read_pages
from .print_colours import check_print_colours
from .rulesfile import RulesFile, VariantsFolder, check_with_game, read_variants, rules_file_table
from .verify import verify_loaded_examples
from .yamlsource import Mapping, Sequence, read_yaml, shorten_path, shown_folder

T = TypeVar("T")


class Source:
    """One content folder: reads its files, remembering every problem on the way."""

    def __init__(self, content_dir: Path):
        self.dir = Path(content_dir)
        self.reading = Reading(folder=self.dir)
        self._read: dict[str, Any] = {}  # each file is read once: its problems are noted once

    @property
    def problems(self) -> Problems:
        return self.reading.problems

    def shown(self, relpath: str) -> str:
        """How messages name a file: content/game.yaml, games/NAME/deck.yaml (yamlsource.shown_folder)."""
        return f"{self.folder}/{relpath}"

    @property
    def folder(self) -> str:
        return shown_folder(self.dir)

    def read(self, relpath: str) -> Any:
        """The file's values, or None when it is missing or unreadable (the problem is noted)."""
        if relpath not in self._read:
            self._read[relpath] = self._read_once(relpath)
        return self._read[relpath]

    def _read_once(self, relpath: str) -> Any:
        path = self.dir / relpath
        refused = self.refused(path)
        if refused is not None:
            self.problems.add(Location(self.shown(relpath)), refused)
            return None
        try:
            return read_yaml(path, self.shown(relpath), self.problems)
        except BuildError as error:
            self.problems.found.extend(error.problems)
            return None
        except OSError as error:  # unreadable: permissions, an I/O error
            self.problems.add(
                Location(self.shown(relpath)),
                f"found a file that cannot be read ({error.strerror or error}), expected a readable YAML file",
            )
            return None

    def refused(self, path: Path, kind: str = "file") -> str | None:
        """Why `path` is not a content file (or folder) to read: missing, a link out of content/, not
        a regular file (a FIFO would block, a device never ends); None when it is fine."""
        relpath = path.relative_to(self.dir).as_posix()
        if path.is_symlink() and not path.exists():
            link = shorten_path(str(os.readlink(path)))
            return f"found a link to {link}, which does not exist; expected a {kind} inside {self.folder}/"
        if not path.exists():
            return f"found no {kind} {relpath}, expected it in {self.folder}/"
        target = path.resolve()
        if not target.is_relative_to(self.dir.resolve()):
            return (
                f"found a link to {shorten_path(str(target))}, outside {self.folder}/; expected a {kind} inside "
                f"{self.folder}/ (copy it in instead of linking to it)"
            )
        is_kind = target.is_dir() if kind == "folder" else stat.S_ISREG(target.stat().st_mode)
        return None if is_kind else f"found something that is not a {kind} (a device, a pipe or a folder), expected a {kind}"

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


FILE_ORDER = (  # the order the files are read in (and their problems listed)
    "game.yaml",
    "deck.yaml",
    "layout.yaml",
    "quickref.yaml",
    "glossary.yaml",
    "web.yaml",
    "sheets.yaml",
    "examples.yaml",
    "readings.yaml",
    "rules.yaml",
)
CORE_FILES: tuple[ContentFile[Any], ...] = (
    ContentFile("game.yaml", game.GAME, game.GameFile),
    ContentFile("layout.yaml", layout.LAYOUT, layout.LayoutFile),
    ContentFile("quickref.yaml", quickref.QUICKREF, quickref.QuickrefFile),
    ContentFile("glossary.yaml", glossary.GLOSSARY, glossary.GlossaryFile),
    ContentFile("web.yaml", web.WEB, web.WebFile),
    ContentFile("sheets.yaml", sheets.SHEETS, sheets.SheetsFile),
    ContentFile("readings.yaml", readings.READINGS, readings.ReadingsFile),
)


def content_files(rules: Game | None) -> tuple[ContentFile[Any], ...]:
    """Every file of a game's content and its table: the core's, with the game's keys added, and the
    game's own deck, examples and rules (none when game.yaml names no game: its problem comes first)."""
    files = {file.path: _with_game_keys(file, rules) for file in CORE_FILES}
    if rules is not None:
        files["deck.yaml"] = ContentFile("deck.yaml", rules.deck_table(), DeckFile)
        files["examples.yaml"] = ContentFile("examples.yaml", examples_table(rules), ExamplesFile)
        files["rules.yaml"] = ContentFile("rules.yaml", rules_file_table(rules), RulesFile)
    return tuple(files[path] for path in FILE_ORDER if path in files)


def _with_game_keys(file: ContentFile[T], rules: Game | None) -> ContentFile[T]:
    if rules is None:
        return file
    keys = dict(rules.file_keys(file.path, file.table.fields))
    if keys == file.table.fields:
        return file
    return ContentFile(file.path, Table(keys, build=file.table.build, what=file.table.what), file.result)


def _check_toolchain(source: Source) -> None:
    """Raises BuildError with one problem when game.yaml's `toolchain:` names versions this is not one
    of: what else is wrong may be this toolchain's doing, so nothing else is said."""
    data = source.read("game.yaml")
    if isinstance(data, Mapping) and isinstance(data.get("toolchain"), str):
        outside = outside_toolchain(data["toolchain"])
        if outside is not None:
            raise BuildError([Problem(data.at("toolchain"), outside)])


def _game_named(source: Source) -> Game | None:
    """The Game game.yaml's `plugin:` names, or None when it names none there is (said at its line;
    a value of the wrong form, by game.yaml's table). A game.yaml that does not parse is searched for
    its `plugin:` line, so the other files are still read by the game's tables in the same run."""
    data = source.read("game.yaml")
    written = data.get("plugin") if isinstance(data, Mapping) else _plugin_line(source) if data is None else None
    if not isinstance(written, str) or not PLUGIN.accepts(written):
        return None
    try:
        return load_game(plugin_key(written, source.dir))
    except UnknownPlugin as unknown:
        where = data.at("plugin") if isinstance(data, Mapping) else Location(source.shown("game.yaml"))
        source.problems.add(where, str(unknown))
        return None


def _plugin_line(source: Source) -> str | None:
    """game.yaml's top-level `plugin:` line, read as text (None when there is none to read)."""
    path = source.dir / "game.yaml"
    if source.refused(path) is not None:
        return None
    try:
        return plugin_line(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None


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
    _check_toolchain(source)
    rules = _game_named(source)
    source.reading.game = rules
    files = content_files(rules)
    loaded = {file.path: _load(source, file) for file in files}
    parts = _game_parts(files, loaded)
    components = _read_components(source)
    pages, booklet = read_pages(source)
    variants = _read_rules_with_game(source, loaded, rules, parts)
    check_print_colours(loaded["game.yaml"].get("palette"), loaded["layout.yaml"].get("print"), source.problems)
    _check_static_markup(source.reading, pages, booklet, rules)
    check_numbers(_markup_texts(source.reading, pages), source.problems)
    check_glyphs([*source.reading.printed, *_block_texts(pages)], source.problems)
    ending_ids = _ending_ids(loaded["quickref.yaml"])
    if ending_ids is not None:  # else quickref.yaml's own problems are the ones to fix first
        check_outcomes(pages, ending_ids, source.problems)
    if source.problems:  # no Content, so no verify: what it would check of what did load is checked now
        results = _replay_loaded_examples(loaded, parts, source.problems, rules)
        _check_markup_while_loading(source.reading, pages, _example_ids(loaded.get("examples.yaml")), results, rules)
    source.problems.raise_if_any()
    if rules is None:  # game.yaml names no game: its problem was raised above
        raise AssertionError("game.yaml names no game but no problem was noted")
    parts_read = [PagesFolder(pages), variants, GameParts(parts), components]
    content = _assemble([part.result for part in loaded.values()] + parts_read, rules)
    return replace(content, deck=rules.deck_by_rules(content.deck, content.rules))


@dataclass(frozen=True)
class GameParts:
    """The values of the game's own keys in the core's files (Game.file_keys), by key."""

    parts: dict[str, Any]


def _game_parts(files: tuple[ContentFile[Any], ...], loaded: dict[str, Loaded[Any]]) -> dict[str, Any]:
    """The values of the keys a game added to the core's files, those that read."""
    core = {file.path: file.table.fields for file in CORE_FILES}
    parts: dict[str, Any] = {}
    for file in files:
        values = loaded[file.path].values
        if file.path in core and values is not None:
            parts.update({key: values[key] for key in file.table.fields if key not in core[file.path] and key in values})
    return parts


def _read_components(source: Source) -> ComponentsFile | None:
    """components.yaml, when the game has one (else its one deck: NO_COMPONENTS); None with its problems noted."""
    path = source.dir / COMPONENTS_FILE
    if not path.exists() and not path.is_symlink():
        return NO_COMPONENTS
    return _load(source, ContentFile(COMPONENTS_FILE, COMPONENTS, ComponentsFile)).result


def _load(source: Source, file: ContentFile[T]) -> Loaded[T]:
    values = source.values(file.path, file.table)
    return Loaded(values, file.table.result(values))


def _assemble(results: list[Any], game: Game) -> Content:
    """Content from the files' results: each result's fields are Content attributes of the same name."""
    if any(result is None for result in results):  # every file without a result has noted a problem
        raise AssertionError("a content file has no result but no problem was noted")
    return Content(plugin=game, **{f.name: getattr(result, f.name) for result in results for f in fields(result)})


def _ending_ids(quickref_yaml: Loaded[quickref.QuickrefFile]) -> list[str] | None:
    """The endings' ids, or None when quickref.yaml's endings could not all be read."""
    endings = quickref_yaml.get("endings")
    return [ending.id for ending in endings] if endings is not None else None


def _check_static_markup(reading: Reading, pages: tuple[Page, ...], spreads: bool, rules: Game | None) -> None:
    """{ref:…}, {side:…} and {rules:…} are checked now, in every text read (whatever else failed, so
    they are reported with the other problems of form) and in every page block; {side:…} only when
    the pages are numbered soundly (`spreads`)."""
    for text in _markup_texts(reading, pages):
        for where, message in located_static_problems(text, pages, spreads, rules):
            reading.problems.add(where, message)


def _check_markup_while_loading(
    reading: Reading, pages: tuple[Page, ...], example_ids: list[str] | None, results: dict[str, ExampleResult], rules: Game | None
) -> None:
    """{ex:…}, {game:…}, a stray `{name`, an unpaired **: so that a problem of form anywhere never hides them."""
    for text in _markup_texts(reading, pages):
        for where, message in located_loading_problems(text, example_ids, results, rules):
            reading.problems.add(where, message)


def _markup_texts(reading: Reading, pages: tuple[Page, ...]) -> list[SourceText]:
    """Every text that may hold markup, that did read: those of the tables and those of the page blocks."""
    return [*reading.texts, *_block_texts(pages)]


def _block_texts(pages: tuple[Page, ...]) -> list[SourceText]:
    return list(texts_in([block for page in pages for block in page.blocks]))


def _example_ids(examples_yaml: Loaded[Any] | None) -> list[str] | None:
    """The id of every example written in examples.yaml (also of one with a problem), or None when unread."""
    written = examples_yaml.values.mapping.get("examples") if examples_yaml is not None and examples_yaml.values is not None else None
    if not isinstance(written, Sequence):
        return None
    return [item["id"] for item in written if isinstance(item, Mapping) and isinstance(item.get("id"), str)]


def _replay_loaded_examples(
    loaded: dict[str, Loaded[Any]], parts: dict[str, Any], problems: Problems, rules: Game | None
) -> dict[str, ExampleResult]:
    """Problems of form stop the load; the examples that loaded are replayed before it stops, so their
    wrong results are reported in the same run (card counts only against a deck.yaml with no problem)."""
    if rules is None:
        return {}
    deck_yaml: DeckFile | None = loaded["deck.yaml"].result
    loaded_examples = loaded["examples.yaml"].get("examples") or {}
    rules_yaml: RulesFile | None = loaded["rules.yaml"].result
    setting = _setting(loaded, parts, rules_yaml.rules) if rules_yaml is not None else None
    if setting is not None and deck_yaml is None:
        setting = Setting(setting.rules, None, setting.game, setting.parts)
    return verify_loaded_examples(rules, loaded_examples, setting, problems)


def _setting(loaded: dict[str, Loaded[Any]], parts: dict[str, Any], rules: Any) -> Setting:
    """What the rules are played with, as far as it loaded."""
    game_yaml: game.GameFile | None = loaded["game.yaml"].result
    deck_yaml: DeckFile | None = loaded["deck.yaml"].result
    return Setting(rules, deck_yaml.deck if deck_yaml is not None else None, game_yaml.game if game_yaml is not None else None, parts)


def _read_rules_with_game(source: Source, loaded: dict[str, Loaded[Any]], rules: Game | None, parts: dict[str, Any]) -> VariantsFolder:
    """rules.yaml against game.yaml (stakes within the starting chips …), then the variants over it."""
    rules_yaml = loaded.get("rules.yaml")
    if rules is None or rules_yaml is None or rules_yaml.result is None or rules_yaml.values is None:
        return read_variants(source, None, None, None)
    setting = _setting(loaded, parts, rules_yaml.result.rules)
    sound = setting.game is None or check_with_game(rules, setting.rules, rules_yaml.values.mapping, setting, source.problems)
    if not sound:  # rules nobody can play by: the examples are replayed by them in the run after
        loaded["rules.yaml"] = Loaded(rules_yaml.values, None)
    in_rules_yaml = [p for p in source.problems.found if p.where is not None and p.where.file == source.shown("rules.yaml")]
    if not sound or in_rules_yaml:  # each variant would repeat the base's problems: the variants are read in the run after
        return read_variants(source, None, None, None)
    return read_variants(source, rules_yaml.values.mapping, rules, setting)

"""Declarative readers for YAML values: every value of content/ is read by one of these.

A `Reader` turns one YAML value into a model value, or notes a problem (content/FILE:LINE:COL:
path: found …, expected …) and returns None. A `Table` is the reader of a mapping: a dict of its
keys, each with its reader, and a `build` that turns the values read into one result. So the
whole of a content file is one nested table (see loader.py), and every field is checked the same
way: unknown keys (with "did you mean"), a missing required key (once), then the value's reader.

    PLAYERS = Table({"min": POSITIVE, "max": POSITIVE}, build=lambda v: (v["min"], v["max"]))
    GAME = Table({"title": TEXT, "players": PLAYERS, "note": optional(TEXT)}, build=...)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from ..errors import Location, Problems
from . import schema
from .model import Key, Length, Text
from .units import UnitError, parse_length, parse_offset, parse_pixels
from .yamlsource import Mapping, Sequence, shorten

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


@dataclass
class Reading:
    """One pass over content/: the problems found and every printed text read, so that the checks
    of printed text run over all of them, whatever else failed: `texts` may hold markup (TEXT),
    `plain` are printed as written (PLAIN_TEXT: game facts, colour names)."""

    problems: Problems = field(default_factory=Problems)
    texts: list[Text] = field(default_factory=list)
    plain: list[Text] = field(default_factory=list)

    @property
    def printed(self) -> list[Text]:
        return [*self.texts, *self.plain]


@dataclass(frozen=True)
class At:
    """Where a value is being read: its location, its path in messages (`cards.pnp.columns`) and the
    key or index it is under (`name`: a palette entry's colour name, a paper's name)."""

    where: Location
    path: str
    reading: Reading
    name: Any = None

    @property
    def problems(self) -> Problems:
        return self.reading.problems

    def add(self, message: str, where: Location | None = None) -> None:
        """A problem with this value: `path: message` at its location (or at `where`)."""
        self.problems.add(where or self.where, schema.say(self.path, message))

    def key(self, m: Mapping, key: Any) -> At:
        return At(m.at(key), schema.join(self.path, key), self.reading, key)

    def item(self, items: Sequence, index: int, noun: str | None = None) -> At:
        return At(items.at(index), schema.join(self.path, index, noun), self.reading, index)


class Reader(Protocol[T_co]):
    """Reads one YAML value: the model value, or None with the problem noted at `at`."""

    @property
    def expected(self) -> str: ...  # how messages name what it accepts: "a whole number above 0"

    def __call__(self, value: Any, at: At) -> T_co | None: ...


@dataclass(frozen=True)
class Check(Generic[T]):
    """A value of a schema.Kind, converted (by default: kept as it is)."""

    kind: schema.Kind
    convert: Callable[[Any, At], T] = lambda value, at: value

    @property
    def expected(self) -> str:
        return self.kind.expected

    def __call__(self, value: Any, at: At) -> T | None:
        if not schema.check(value, self.kind, at.where, at.path, at.problems):
            return None
        return self.convert(value, at)


def _text(value: Any, at: At) -> Text:
    text = Text(value, at.where)
    at.reading.texts.append(text)
    return text


def _plain_text(value: Any, at: At) -> Text:
    text = Text(value, at.where)
    at.reading.plain.append(text)
    return text


TEXT: Check[Text] = Check(schema.TEXT, _text)  # printed, may hold markup: its markup and characters are checked
PLAIN_TEXT: Check[Text] = Check(schema.TEXT, _plain_text)  # printed as written (a game fact): its characters are checked
PLAIN_NAME: Check[Text] = Check(schema.NAME, _plain_text)  # the same, on one line
NAME: Check[str] = Check(schema.NAME)
KEY: Check[Key] = Check(schema.NAME, lambda value, at: Key(value, at.where))  # names other data, never printed
WHOLE: Check[int] = Check(schema.WHOLE)
POSITIVE: Check[int] = Check(schema.POSITIVE)
NUMBER: Check[float] = Check(schema.NUMBER)
ANY: Check[Any] = Check(schema.ANY)


def one_of(*choices: str) -> Check[str]:
    return Check(schema.one_of(*choices))


def matching(test: Callable[[Any], bool], expected: str) -> Check[Any]:
    """A value that passes `test`; `expected` says what that is in a message."""
    return Check(schema.Kind(test, expected))


@dataclass(frozen=True)
class Choice:
    """A value from a fixed set of names, with "did you mean" (a card colour, a card size)."""

    choices: tuple[str, ...]
    what: str  # "a card colour"

    @property
    def expected(self) -> str:
        return f"{self.what}: {', '.join(self.choices)}"

    def __call__(self, value: Any, at: At) -> str | None:
        return value if schema.is_one_of(value, self.choices, self.what, at.where, at.path, at.problems) else None


@dataclass(frozen=True)
class Items(Generic[T]):
    """A list, each item read by `item`: a tuple, or None when the list or any item is wrong."""

    item: Reader[T]
    length: int | None = None  # when the list has a fixed length
    nonempty: bool = False
    noun: str | None = None  # how messages name an item, when the list's key does not (schema.ITEM_NOUNS)
    what: str | None = None  # how messages name the list, instead of "a list of …"
    unique: str | None = None  # a key of the items (mappings) whose values must differ: glossary terms, ending ids

    @property
    def expected(self) -> str:
        size = f"{self.length} " if self.length is not None else ""
        if self.what is None and self.item.expected.startswith(("a ", "an ")):  # not "a list of a mapping with …"
            return f"a list of {size}items, each {self.item.expected}"
        return self.what or f"a list of {size}{self.item.expected}"

    def __call__(self, value: Any, at: At) -> tuple[T, ...] | None:
        if not isinstance(value, Sequence) or self.length not in (None, len(value)) or (self.nonempty and not value):
            at.add(f"found {schema.describe(value)}, expected {self.expected}")
            return None
        if self.unique is not None:
            self._check_unique(value, self.unique, at)
        items = [self.item(item, at.item(value, i, self.noun)) for i, item in enumerate(value)]
        read = tuple(item for item in items if item is not None)
        return read if len(read) == len(items) else None

    def _check_unique(self, value: Sequence, key: str, at: At) -> None:
        """Each item's `key` once; checked on what is written, so an item with other problems counts too."""
        seen: dict[str, Location] = {}
        for i, item in enumerate(value):
            written = item.get(key) if isinstance(item, Mapping) else None
            if not isinstance(written, str):
                continue
            if written in seen:
                at.item(value, i, self.noun).key(item, key).add(
                    f"found {shorten(written)!r} a second time (first on line {seen[written].line}), expected each {key} once"
                )
            seen.setdefault(written, item.at(key))


@dataclass(frozen=True)
class Entries(Generic[T]):
    """A mapping of names an editor chooses (palette colours, presets, papers) to entries, each read
    by `entry` (which sees the name as `at.name`); a dict in the order written, or None."""

    entry: Reader[T]
    nonempty: bool = False
    what: str = "a mapping of names to entries"
    name: Callable[[Any], bool] = lambda name: True  # which names are accepted
    name_expected: str = ""
    needs: tuple[str, ...] = ()  # names that must be there (the palette's colours)
    needs_expected: str = ""  # how a message names them: "the colours"

    @property
    def expected(self) -> str:
        return self.what

    def __call__(self, value: Any, at: At) -> dict[Any, T] | None:
        if not isinstance(value, Mapping) or (self.nonempty and not value):
            at.add(f"found {schema.describe(value)}, expected {self.expected}")
            return None
        missing = [name for name in self.needs if value and name not in value]
        for name in missing:
            at.add(f"found no {name!r}, expected {self.needs_expected} {', '.join(self.needs)}", value.where)
        read: dict[Any, T | None] = {}
        for name in value:
            if not self.name(name):
                at.key(value, name).add(f"found the name {shorten(str(name))!r}, expected {self.name_expected}", value.key_where[name])
                read[name] = None
            else:
                read[name] = self.entry(value[name], at.key(value, name))
        if missing or any(entry is None for entry in read.values()):
            return None
        return {name: entry for name, entry in read.items() if entry is not None}


@dataclass(frozen=True)
class Field:
    """One key of a table: its reader; an optional key gives `default` when absent."""

    read: Reader[Any]
    required: bool = True
    default: Any = None


def optional(read: Reader[Any], default: Any = None) -> Field:
    return Field(read, required=False, default=default)


class Values(dict[str, Any]):
    """The values a table read, by key (absent: a key that failed); `at` is the mapping's own place."""

    def __init__(self, mapping: Mapping, at: At):
        super().__init__()
        self.mapping, self.at = mapping, at

    def where(self, key: str) -> Location:
        """Where the value of `key` is written (the mapping itself when it is absent)."""
        return self.mapping.at(key)

    def add(self, key: str, message: str) -> None:
        """A problem with the value of `key` (a rule that ties fields together), at that value."""
        self.at.key(self.mapping, key).add(message)


@dataclass(frozen=True)
class Table(Generic[T]):
    """A mapping with these keys, each read by its reader; `build` makes the result from the values.

    Unknown keys are reported (with the accepted ones), a missing required key once; `build` runs
    when every key read, and may check rules that tie fields together (`values.add`) and return None."""

    fields: dict[str, Reader[Any] | Field]
    build: Callable[[Values], T | None]
    what: str = schema.MAPPING.expected

    @property
    def expected(self) -> str:
        """What the mapping holds: its keys, unless the table is given its own words."""
        if self.what == schema.MAPPING.expected and self.fields:
            return f"a mapping with the keys {', '.join(self.fields)}"
        return self.what

    def field(self, key: str) -> Field:
        spec = self.fields[key]
        return spec if isinstance(spec, Field) else Field(spec)

    def values(self, value: Any, at: At) -> Values | None:
        """The values that read (some may be missing: then a problem was noted), or None when
        `value` is not a mapping at all. The loader keeps these to go on with what did load."""
        if not isinstance(value, Mapping):
            at.add(f"found {schema.describe(value)}, expected {self.expected}")
            return None
        misspelt = schema.unknown_keys(value, list(self.fields), at.path, at.problems)
        values = Values(value, at)
        for key in self.fields:
            spec = self.field(key)
            if key in value:
                read = spec.read(value[key], at.key(value, key))
                if read is not None:
                    values[key] = read
            elif spec.required and key not in misspelt:  # a misspelt key is the one message about it
                at.add(f"found no {key!r}, expected {key!r} ({spec.read.expected})", value.where)
            elif not spec.required:
                values[key] = spec.default
        return values

    def complete(self, values: Values) -> bool:
        return all(key in values for key in self.fields)

    def result(self, values: Values | None) -> T | None:
        """What `build` makes of the values, when every key read (else None: a problem was noted)."""
        if values is None or not self.complete(values):
            return None
        return self.build(values)

    def __call__(self, value: Any, at: At) -> T | None:
        return self.result(self.values(value, at))


def as_dict(values: Values) -> dict[str, Any]:
    """A table's values as a plain dict (for the parts of a file renderers read as a dict)."""
    return dict(values)


# ---- lengths and pixels ------------------------------------------------------------------------


@dataclass(frozen=True)
class LengthReader:
    """A length with a unit (`3mm`, `8.5pt`); `signed`: may be below 0 (`-0.5mm`); `above`: must be
    more than this; `at_least`, `at_most`: the accepted range, in `unit` (mm or pt), with the reason
    shown in messages (`why`). A range keeps an absurd size from ever reaching a renderer."""

    signed: bool = False
    above: float | None = None
    at_least: float | None = None
    at_most: float | None = None
    why: str = ""  # why the range, for the message: " (print shops ask for 3mm)"
    unit: str = "mm"

    @property
    def expected(self) -> str:
        if self.at_least is not None and self.at_most is not None:
            return f"a length from {self.at_least:g}{self.unit} to {self.at_most:g}{self.unit}"
        if self.at_least is not None:
            return f"a length of at least {self.at_least:g}{self.unit}"
        return "a length such as -0.5mm" if self.signed else "a length such as 3mm"

    def __call__(self, value: Any, at: At) -> Length | None:
        try:
            length = parse_offset(value) if self.signed else parse_length(value)
        except UnitError as error:
            at.add(self._negative(value) or str(error))
            return None
        size = round(length.mm if self.unit == "mm" else length.pt, 6)  # 6 decimals: 0.4mm is not 0.39999
        if self.above is not None and not size > self.above:
            at.add(f"found {shorten(length.text)!r}, expected a length above {self.above:g}" + (self.unit if self.above else ""))
            return None
        too_small = self.at_least is not None and size < self.at_least
        if too_small or (self.at_most is not None and size > self.at_most):
            at.add(f"found {shorten(length.text)!r}, expected {self.expected}{self.why}")
            return None
        return length

    def _negative(self, value: Any) -> str | None:
        """`-3mm` where no sign is accepted: the accepted range, not "expected a number followed by a unit"."""
        try:
            parse_offset(value)
        except UnitError:
            return None
        return f"found {shorten(str(value))!r}, expected {self.expected}{self.why}"


LENGTH = LengthReader()
POSITIVE_LENGTH = LengthReader(above=0)
OFFSET = LengthReader(signed=True)


def millimetres(length: Length) -> float:
    """6 decimals undo the float round trip through points: 297mm is 297.0, not 297.00000000000006."""
    return round(length.mm, 6)


@dataclass(frozen=True)
class PixelReader:
    """A size in whole pixels, `815px`, from `at_least` to `at_most` (an image that size can be made)."""

    at_least: int = 1
    at_most: int = 10_000
    why: str = ""

    @property
    def expected(self) -> str:
        return f"whole pixels from {self.at_least}px to {self.at_most}px"

    def __call__(self, value: Any, at: At) -> int | None:
        try:
            pixels = parse_pixels(value)
        except UnitError as error:
            at.add(str(error))
            return None
        if not self.at_least <= pixels <= self.at_most:
            at.add(f"found {shorten(str(value))!r}, expected {self.expected}{self.why}")
            return None
        return pixels


PIXELS = PixelReader()


def whole_in(low: int, high: int, why: str = "") -> Check[int]:
    """A whole number from `low` to `high`."""
    return Check(schema.Kind(lambda v: schema.WHOLE.accepts(v) and low <= v <= high, f"a whole number from {low} to {high}{why}"))

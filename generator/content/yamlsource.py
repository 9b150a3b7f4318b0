"""Reading one YAML file into plain values that remember where they came from.

Only the safe loaders (libyaml's CSafeLoader, else yaml.SafeLoader) compose the node tree; this
module walks the nodes itself so that every mapping, list and scalar keeps its content/FILE:LINE:COL
(and every text its source, so a message can point inside it). Guards, each a BuildError with a
location: a file that is not UTF-8, YAML syntax errors (in plain words: yamlsyntax.py), duplicate
keys, and alias bombs ("billion laughs"),
which are stopped by a budget of nodes visited while the aliases are expanded.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ..errors import BuildError, Location, Problem, Problems, fail
from .yamlsyntax import FULL_WIDTH_SPACE, KEY_NAME, syntax_problem

# A whole rulebook is a few thousand nodes; a million-node expansion is an attack or an accident.
MAX_NODES = 50_000
# The largest content file is about 10 kB; a megabyte is a wrong file (a PDF, a log), read no further.
MAX_BYTES = 1_000_000
# Only the tags plain YAML values have; any other (!!python/object, !!binary, !custom) is refused.
PLAIN_TAGS = {f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp")}
# Characters an editor cannot see: C0 controls but tab and line breaks, DEL, C1 controls.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
CONTROL_NAMES = {0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0B: "VT", 0x0C: "FF", 0x1B: "ESC", 0x7F: "DEL"}
MAX_REPORTED = 10  # control characters reported per file; the rest are counted
SHOWN = 60  # characters of a found value a message repeats, at most
_START = yaml.Mark("", 0, 0, 0, None, 0)


# The values of a document are whatever YAML wrote (Mapping, Sequence, Scalar, int, float, bool, None,
# Commented): Any here, given their types by the schema that reads them.
class Mapping(dict[Any, Any]):
    """A YAML mapping: `where` is the mapping, `key_where[k]`/`value_where[k]` each entry."""

    where: Location
    key_where: dict[Any, Location]
    value_where: dict[Any, Location]

    def at(self, key: object) -> Location:
        """Where the value of `key` is written (or the mapping itself when the key is missing)."""
        return self.value_where.get(key, self.where)


class Scalar(str):
    """A text value that remembers where it is written: `span` is (the file's text, start, end) of its
    YAML scalar, quotes and block indicators included, so a message can point at a word inside it."""

    span: tuple[str, int, int]


def locate(value: str, where: Location | None, offset: int, needle: str) -> Location | None:
    """Where `needle`, found at `offset` in a text value written at `where`, is in its file.

    The needle is looked up in the scalar's own source (plain, quoted, literal | or folded > alike):
    the n-th occurrence in the value is the n-th in the source. Without a source, or when the
    needle is written with escapes, the value's own location."""
    span = getattr(value, "span", None)
    if span is None or where is None:
        return where
    source, start, end = span
    index = start - 1
    for _ in range(value.count(needle, 0, offset) + 1):
        index = source.find(needle, index + 1, end)
        if index < 0:
            return where
    return _at_index(where.file, source, index)


def _at_index(file: str, source: str, index: int) -> Location:
    line_start = source.rfind("\n", 0, index) + 1
    return Location(file, source.count("\n", 0, index) + 1, index - line_start + 1)


class Commented:
    """A value left empty because YAML read the rest of the line as a comment: `rgb: #0068B7`
    (a # after a space starts a comment). Never a valid value; messages show the comment."""

    def __init__(self, comment: str):
        self.comment = comment

    def __repr__(self) -> str:
        return f"Commented({self.comment!r})"


FULL_WIDTH_COLON = "\uff1a"  # ：
IME_KEY = re.compile(rf"^({KEY_NAME})[ \u3000]*\uff1a[ \u3000]*(.*)$", re.DOTALL)  # age_min：8, Aさん：[…] read as one text


class Sequence(list[Any]):
    """A YAML list: `where` is the list, `item_where[i]` each item."""

    where: Location
    item_where: list[Location]

    def at(self, index: int) -> Location:
        return self.item_where[index] if 0 <= index < len(self.item_where) else self.where


def read_yaml(path: Path, shown_as: str, problems: Problems) -> Any:
    """The document in `path` as Mapping/Sequence/scalars; locations read `shown_as:LINE:COL`.

    Raises BuildError when the file cannot be read at all; duplicate keys go to `problems`.
    """
    text = _decode(_read_bounded(path, shown_as), shown_as)
    _refuse_control_characters(text, shown_as)
    node = _compose_or_fail(text, shown_as)
    if node is None:  # an empty file: the schema then reports every missing key
        node = yaml.MappingNode("tag:yaml.org,2002:map", [], start_mark=_START)
    try:
        return _Walker(shown_as, text, problems).value(node)
    except RecursionError:
        raise fail(Location(shown_as), "found lists or mappings nested too deep to read, expected a plain document") from None


def _read_bounded(path: Path, shown_as: str) -> bytes:
    """The file's bytes; a file over MAX_BYTES is refused after reading MAX_BYTES + 1 of them."""
    with path.open("rb") as file:
        data = file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        size = max(path.stat().st_size, len(data))
        raise fail(
            Location(shown_as),
            f"found a file of {size / 1_000_000:.1f} MB, expected a content file of at most "
            f"{MAX_BYTES // 1_000_000} MB (they are a few kB of text: is it the right file?)",
        )
    return data


def _refuse_control_characters(text: str, shown_as: str) -> None:
    """NUL, BEL, ESC …: invisible in an editor, and YAML refuses them; each is named at its line and column."""
    found = list(CONTROL.finditer(text))
    if not found:
        return
    problems = [Problem(_at_index(shown_as, text, match.start()), _control_message(match.group())) for match in found[:MAX_REPORTED]]
    if len(found) > MAX_REPORTED:
        rest = _at_index(shown_as, text, found[MAX_REPORTED].start())
        problems.append(Problem(rest, f"found {len(found) - MAX_REPORTED} more control characters from here on, expected none"))
    raise BuildError(problems)


def _control_message(character: str) -> str:
    code = ord(character)
    name = CONTROL_NAMES.get(code, "a control character")
    return (
        f"found the control character U+{code:04X} ({name}), which editors do not show; "
        "expected plain text: delete it (retype the line if you cannot see it)"
    )


def shorten(text: str, limit: int = SHOWN) -> str:
    """A found value as a message repeats it: at most `limit` characters, then …"""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shown_folder(folder: Path | str) -> str:
    """How messages name a content folder: as the user can open it from here (content, games/NAME);
    a folder outside the working directory by its own name, as before (a test's or a copy's)."""
    path = Path(folder)
    try:
        inside = path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.name
    return inside if inside != "." else path.resolve().name


CONTENT_SUBFOLDERS = frozenset({"pages", "en", "variants"})  # the folders inside a content folder (loader, translation)


def split_shown(file: str) -> tuple[str, str]:
    """A file as messages name it, split into its content folder and its path inside it:
    games/NAME/pages/05-play.yaml → (games/NAME, pages/05-play.yaml); content/en/pages/…
    → (content, en/pages/…). The folder is what precedes the file and the subfolders above it."""
    parts = file.split("/")
    start = len(parts) - 1
    while start > 1 and parts[start - 1] in CONTENT_SUBFOLDERS:
        start -= 1
    return "/".join(parts[:start]), "/".join(parts[start:])


def shorten_path(path: str, limit: int = SHOWN) -> str:
    """A path as a message repeats it: its end, which names the file (…/elsewhere/secret.yaml)."""
    return path if len(path) <= limit else "…" + path[len(path) - limit + 1 :]


def _compose_or_fail(text: str, shown_as: str) -> yaml.Node | None:
    """The node tree, or a BuildError saying in plain words what is wrong with the YAML."""
    try:
        return _compose(text)
    except yaml.MarkedYAMLError as error:
        raise fail(*syntax_problem(error, text, shown_as)) from None
    except yaml.YAMLError as error:
        raise fail(Location(shown_as), f"found invalid YAML ({error}), expected a YAML document") from None
    except RecursionError:
        raise fail(Location(shown_as), "found lists or mappings nested too deep to read, expected a plain document") from None


def _compose(text: str) -> yaml.Node | None:
    """The node tree, by libyaml when present (12× faster); a syntax error is then composed again
    by the pure-Python SafeLoader so that messages read the same on every machine."""
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None:
        try:
            return yaml.compose(text, Loader=fast)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


def _decode(data: bytes, shown_as: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = error.start - (before.rfind(b"\n") + 1) + 1
        encoding = _likely_encoding(data)
        saved_as = f" (the file looks saved as {encoding})" if encoding else ""
        raise fail(
            Location(shown_as, line, column),
            f"found byte 0x{data[error.start]:02X}, which is not UTF-8{saved_as}; expected a UTF-8 text file (save it as UTF-8)",
        ) from None


@cache
def japanese() -> re.Pattern[str]:
    """Kana and common kanji: what a content file holds. Compiled when first needed (3 ms)."""
    return re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _likely_encoding(data: bytes) -> str | None:
    """What a Japanese editor saved a non-UTF-8 file as: Windows' Unicode (UTF-16) or Shift_JIS; None if unclear."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "UTF-16"
    try:
        return "Shift_JIS" if japanese().search(data.decode("cp932")) else None
    except UnicodeDecodeError:
        return None


def _mark(shown_as: str, mark: yaml.Mark | None) -> Location:
    if mark is None:
        return Location(shown_as)
    return Location(shown_as, mark.line + 1, mark.column + 1)


class _Walker:
    """Turns composed nodes into values, counting nodes so aliases cannot blow up."""

    def __init__(self, shown_as: str, text: str, problems: Problems):
        self.file = shown_as
        self.text = text
        self.problems = problems
        self.visited = 0
        self.path: set[int] = set()  # the nodes being walked: an alias to one of them is a cycle
        self.scalars: dict[int, object] = {}  # id(node) → its value (the tree holds every node while we walk)

    def where(self, node: yaml.Node) -> Location:
        return _mark(self.file, node.start_mark)

    def value(self, node: yaml.Node) -> Any:
        self._count(node)
        if node.tag not in PLAIN_TAGS:
            self._refuse_tag(node)
        if isinstance(node, yaml.ScalarNode):
            return self._scalar(node)
        if _is_unquoted_markup(node):
            return self._unquoted_markup(node)
        if id(node) in self.path:
            raise fail(self.where(node), "found an alias that contains itself, expected a plain document: write the values out")
        self.path.add(id(node))
        result = self._mapping(node) if isinstance(node, yaml.MappingNode) else self._sequence(node)
        self.path.discard(id(node))
        return result

    def _refuse_tag(self, node: yaml.Node) -> None:
        """`!!python/object:…`, `!!binary`, `!local`: on a scalar, a list or a mapping alike, never constructed."""
        kind = {yaml.ScalarNode: "a value", yaml.SequenceNode: "a list", yaml.MappingNode: "a mapping"}[type(node)]
        tag = shorten(node.tag.replace("tag:yaml.org,2002:", "!!"), 40)
        raise fail(
            self.where(node),
            f"found the tag {tag} on {kind}, expected plain YAML without a !tag (tags can make YAML build objects or run code: remove it)",
        )

    def _unquoted_markup(self, node: yaml.Node) -> Scalar:
        """`text: {game:cards}` is a YAML mapping; the editor meant the markup. Noted, and read as the text."""
        written = self.text[node.start_mark.index : node.end_mark.index]
        self.problems.add(
            self.where(node), f'found {written}, which YAML reads as a mapping, not a text; expected the text in quotes: "{written}"'
        )
        value = Scalar(written)
        value.span = (self.text, node.start_mark.index, node.end_mark.index)
        return value

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        """The node's value; read once per node, as an alias repeats the node (and a bomb repeats it 50 000 times)."""
        if id(node) not in self.scalars:
            self.scalars[id(node)] = self._read_scalar(node)
        return self.scalars[id(node)]

    def _read_scalar(self, node: yaml.ScalarNode) -> Any:
        try:
            value = _scalar(node)
        except (yaml.YAMLError, ValueError, KeyError):  # a plain tag with a value it cannot have: !!int abc, !!bool maybe
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            raise fail(
                self.where(node), f"found {tag} {shorten(node.value)!r}, which is not a {tag} value; expected a plain value without a !tag"
            ) from None
        if isinstance(value, str):
            value = Scalar(value)
            value.span = (self.text, node.start_mark.index, node.end_mark.index)
        if value is None and not node.style and self._comment_after(node) is not None:
            return Commented(shorten(self._comment_after(node) or "", 40))
        return value

    def _comment_after(self, node: yaml.Node) -> str | None:
        """The comment that starts where an empty value would be (`rgb: #0068B7`), or None."""
        line_end = self.text.find("\n", node.start_mark.index)
        rest = self.text[node.start_mark.index : line_end if line_end >= 0 else len(self.text)]
        return rest.strip() if rest.strip().startswith("#") and rest[:1].isspace() else None

    def _count(self, node: yaml.Node) -> None:
        self.visited += 1
        if self.visited > MAX_NODES:
            raise fail(
                self.where(node),
                f"found more than {MAX_NODES} values after expanding anchors and aliases (an alias bomb?), "
                f"expected a plain document: write the values out instead of using & and *",
            )

    def _mapping(self, node: yaml.MappingNode) -> Mapping:
        result = Mapping()
        result.where, result.key_where, result.value_where = self.where(node), {}, {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise fail(self.where(key_node), "found a list or mapping used as a key, expected a plain name")
            key = self._key(key_node, value_node)
            if isinstance(key, tuple):  # age_min：8 in a flow mapping: the key and its value, split at the ：
                key, value_node = key
            if key in result:
                first = result.key_where[key].line
                self.problems.add(
                    self.where(key_node), f"found the key {shorten(str(key))!r} twice (first on line {first}), expected each key once"
                )
                continue
            result[key] = self.value(value_node)
            result.key_where[key], result.value_where[key] = self.where(key_node), self.where(value_node)
        return result

    def _key(self, key_node: yaml.Node, value_node: yaml.Node) -> Any:
        """The key; one typed with a Japanese input method (a full-width space before it, a full-width
        colon after it) is noted as such and read as meant, so that it is one message, not three."""
        key = _scalar(key_node)
        if not isinstance(key, str) or not isinstance(key_node, yaml.ScalarNode) or key_node.style:
            return key
        if key.startswith(FULL_WIDTH_SPACE):
            meant = key.strip(FULL_WIDTH_SPACE + " ")
            self.problems.add(
                self.where(key_node),
                f"found a full-width space (U+3000) before the key {shorten(meant)!r}, expected "
                "half-width spaces for indentation (switch the Japanese input off to indent)",
            )
            return meant
        split = IME_KEY.match(key)
        if split and isinstance(value_node, yaml.ScalarNode) and value_node.value == "":
            name, rest = split.groups()
            self.problems.add(
                self.where(key_node),
                f"found a full-width colon '：' after the key {name!r}, expected ':' "
                "(half-width) and a space (switch the Japanese input off to type it)",
            )
            tag = _RESOLVER.resolve(yaml.ScalarNode, rest, (True, False))  # type: ignore[no-untyped-call]  # untyped in types-PyYAML
            return name, yaml.ScalarNode(tag, rest, key_node.start_mark, key_node.end_mark)
        return key

    def _sequence(self, node: yaml.Node) -> Sequence:
        result = Sequence()
        result.where, result.item_where = self.where(node), []
        for item in node.value:
            result.append(self.value(item))
            result.item_where.append(self.where(item))
        return result


UNQUOTED_MARKUP = re.compile(r"^[a-z]+:[^{}\s]")  # {game:cards}: a key "game:cards" with no value


def _is_unquoted_markup(node: yaml.Node) -> bool:
    """A one-line flow mapping {name:argument}: markup typed without the quotes YAML needs."""
    if not (isinstance(node, yaml.MappingNode) and node.flow_style and len(node.value) == 1):
        return False
    key, value = node.value[0]
    return (
        isinstance(key, yaml.ScalarNode)
        and not key.style
        and bool(UNQUOTED_MARKUP.match(key.value))
        and isinstance(value, yaml.ScalarNode)
        and value.value == ""
        and node.start_mark.line == node.end_mark.line
    )


class _ScalarConstructor(yaml.constructor.SafeConstructor):
    """The safe loader's own scalar rules (int, float, bool, null), without a stream."""


_CONSTRUCTOR = _ScalarConstructor()
_RESOLVER = yaml.resolver.Resolver()


def _scalar(node: yaml.Node) -> Any:
    """A scalar as `yaml.safe_load` would read it: str, int, float, bool or None (dates stay text)."""
    if node.tag == "tag:yaml.org,2002:timestamp":
        return node.value
    return _CONSTRUCTOR.construct_object(node, deep=True)

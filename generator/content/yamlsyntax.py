"""YAML syntax errors in plain words, at a place inside the file.

PyYAML says "expected <block end>, but found '<scalar>'" and points past the end of the file for
a bracket left open on the last line. An editor needs to read what they typed wrong and how to
fix it: a bracket or quote never closed (pointed at where it was opened), a text that starts with
`{` or holds `: ` (put it in quotes), a tab (indent with spaces). Anything else keeps PyYAML's
words, with a hint; the location is always a line and column of the file.
"""

from __future__ import annotations

import re

import yaml

from ..errors import Location

GENERIC_HINT = "expected YAML syntax (check indentation, colons and quotes)"
CLOSING = {"[": "]", "{": "}", '"': '"', "'": "'"}
READ_AS = {"[": "a list", "{": "a mapping"}
SHOWN_CHARACTERS = 24  # how much of a long value the "put it in quotes" hint repeats
# The start of a line up to its value: indentation, list dashes, then `key: ` (a plain key).
_BEFORE_VALUE = re.compile(r"^\s*(?:-\s+)*(?:[^\s#:\"'{\[][^#]*?:\s+)?")
# What an explanation finds: ((0-based line, column), the message)
Found = tuple[tuple[int, int], str]


def syntax_problem(error: yaml.MarkedYAMLError, text: str, shown_as: str) -> tuple[Location, str]:
    """(where, message) for a YAML syntax error in `text`, the file shown as `shown_as`."""
    lines = text.splitlines()
    for explain in (
        _input_method,
        _comment_in_flow,
        _tab,
        _text_starting_with_bracket,
        _text_starting_with_indicator,
        _colon_in_text,
        _never_closed,
        _quote_closed_lines_later,
        _second_document,
        _indentation,
    ):
        found = explain(error, lines)
        if found is not None:
            (line, column), message = found
            return _inside(shown_as, lines, line, column), message
    mark = error.problem_mark
    context = f" {error.context}" if error.context else ""
    message = f"found invalid YAML: {error.problem or 'a syntax error'}{context}; {GENERIC_HINT}"
    return _inside(shown_as, lines, mark.line, mark.column) if mark else Location(shown_as), message


def _inside(shown_as: str, lines: list[str], line: int, column: int) -> Location:
    """1-based FILE:LINE:COL of a 0-based mark; a mark past the end becomes the end of the last line."""
    written = len("\n".join(lines).rstrip().splitlines())
    if written == 0:
        return Location(shown_as, 1, 1)
    if line >= written:
        return Location(shown_as, written, max(len(lines[written - 1].rstrip()), 1))
    return Location(shown_as, line + 1, column + 1)


FULL_WIDTH_SPACE = "\u3000"
KEY_NAME = r"[A-Za-z_\u3040-\u30ff\u4e00-\u9fff][A-Za-z0-9_\-\u3040-\u30ff\u4e00-\u9fff]*"  # a key: a name, Latin or Japanese
# age_min：8, Aさん：[…], {Aさん： […]}: a key at the start of a line or of a flow entry, then a full-width colon
_IME_KEY = re.compile(rf"(?:^[ \u3000]*(?:-[ \u3000]+)*|[{{,][ \u3000]*)({KEY_NAME})[ \u3000]*\uff1a")
_COMMENT = re.compile(r"\s#")


def _lines_of(error: yaml.MarkedYAMLError) -> range:
    """The lines (0-based) a syntax error may be caused by: from its context (where the scanner
    started the construct that failed) to the line it stopped at."""
    mark, context = error.problem_mark, error.context_mark
    if mark is None:
        return range(0)
    first = min(context.line, mark.line) if context is not None else mark.line
    return range(max(first - 1, 0), mark.line + 1)


def _input_method(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """Typed with the Japanese input on: a full-width space (U+3000) in the indentation, a
    full-width colon '：' after a key. Named as such, at their own line."""
    for number in _lines_of(error):
        if number >= len(lines):
            break
        indent = lines[number][: len(lines[number]) - len(lines[number].lstrip(" " + FULL_WIDTH_SPACE))]
        if FULL_WIDTH_SPACE in indent:
            return (number, indent.index(FULL_WIDTH_SPACE)), (
                "found a full-width space (U+3000) in the indentation, expected half-width spaces (switch the Japanese input off to indent)"
            )
        key = _IME_KEY.search(lines[number])
        if key:
            return (number, key.end() - 1), (
                f"found a full-width colon '：' after the key {key.group(1)!r}, expected ':' (half-width) and a space "
                "(switch the Japanese input off to type it)"
            )
    return None


def _comment_in_flow(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`{cmyk: […], rgb: #0068B7}`: the # starts a comment, so the rest of the line, closing } included, is gone."""
    context = error.context_mark
    if context is None or not (error.context or "").startswith("while parsing a flow") or context.line >= len(lines):
        return None
    line = lines[context.line]
    comment = _COMMENT.search(line, context.column)
    if comment is None:
        return None
    value = line[comment.start() + 1 :].split(",")[0].split("}")[0].split("]")[0].strip()
    return (context.line, comment.start() + 1), (
        f"found '#' after a space, which starts a comment in YAML (the rest of the line is ignored); "
        f"expected the value in quotes: {_quoted(value)}"
    )


def _tab(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    if "'\\t'" not in str(error.problem) or error.problem_mark is None:
        return None
    mark = error.problem_mark
    return (mark.line, mark.column), "found a tab; expected spaces (YAML does not allow tabs for indentation: indent with spaces)"


def _second_document(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    if error.problem != "but found another document" or error.problem_mark is None:
        return None
    mark = error.problem_mark
    return (mark.line, mark.column), "found a second document (a line ---); expected one document per file: remove the ---"


def _never_closed(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """A [ or { whose closing bracket never came, or a quote never closed: pointed at where it opened."""
    mark, problem = error.context_mark, str(error.problem)
    opened = _character(lines, mark)
    if mark is None or opened not in CLOSING or not (error.context or "").startswith(("while parsing a flow", "while scanning a quoted")):
        return None
    closing = CLOSING[opened]
    if "stream end" in problem or "end of stream" in problem:
        return (mark.line, mark.column), f"found '{opened}' that is never closed; expected a '{closing}' to close it"
    stop = error.problem_mark
    if stop is None:  # a parser's error always has one
        return None
    return (mark.line, mark.column), (
        f"found '{opened}' that is not closed before line {stop.line + 1}, column {stop.column + 1}; "
        f"expected a '{closing}' to close it, and a comma between items"
    )


def _quote_closed_lines_later(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`tagline: "そのハンド` without its closing quote: the text runs on to the next quote, lines later, and
    YAML fails there. Pointed at the quote that opened it (a quoted text over several lines is rare in content/)."""
    mark = error.problem_mark
    if mark is None:
        return None
    opened = None
    try:
        for token in yaml.scan("\n".join(lines), Loader=yaml.SafeLoader):
            if token.start_mark.line > mark.line:
                break
            spans_lines = token.end_mark.line > token.start_mark.line
            if isinstance(token, yaml.ScalarToken) and token.style in ('"', "'") and spans_lines:
                opened = token
    except yaml.YAMLError:
        pass
    if opened is None or not opened.end_mark.line <= mark.line <= opened.end_mark.line + 1:
        return None
    quote, start = opened.style, opened.start_mark
    return (start.line, start.column), (
        f"found '{quote}' that is closed only on line {opened.end_mark.line + 1}; expected the closing '{quote}' "
        f"on line {start.line + 1}, where the text ends"
    )


def _indentation(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`expected <block end>, but found …`: a line that does not fit the indentation of the mapping above it."""
    mark, context = error.problem_mark, error.context_mark
    if error.problem == "mapping values are not allowed here" and mark is not None and 0 < mark.line < len(lines):
        # YAML read this line as more of the text above, then met its ': '
        above = max((n for n in range(mark.line) if lines[n].strip()), default=None)
        if above is not None and _KEY.match(lines[above]) is None and not lines[above].lstrip().startswith(("-", "#")):
            return _missing_colon(lines, above)
        indent = _indent(lines[mark.line])
        if above is not None and indent > _indent(lines[above]):  # ` title_ja: …` below `title: …`
            return (mark.line, indent), (
                "found a key indented more than the line above, which already has its value; expected it at the "
                "indentation of the key above (remove the extra spaces)"
            )
        return None
    if error.problem == "could not find expected ':'" and context is not None and context.line < len(lines):
        return _missing_colon(lines, context.line)  # `age_min 8`: a key without its ':'
    if mark is None or context is None or not str(error.problem).startswith("expected <block end>, but found"):
        return None
    mapping = f"the mapping that starts on line {context.line + 1}"
    found = str(error.problem).rpartition("but found ")[2]
    if found in ("'}'", "']'"):
        return (mark.line, mark.column), f"found {found} that closes nothing (one too many?); expected it only to close a {_OPENS[found]}"
    if found == "'<block mapping start>'":
        return (mark.line, mark.column), (
            f"found a line whose indentation does not fit {mapping}; expected each key of a mapping at the same "
            "indentation (check the spaces at the start of this line and of the line above)"
        )
    if found == "'-'":
        return (mark.line, mark.column), (
            f"found a list item '- ' among the `key: value` lines of {mapping}; expected one kind of line at one "
            f"indentation (is a '- ' missing on line {context.line + 1}, or this line's indentation wrong?)"
        )
    return None


_OPENS = {"'}'": "'{' before it", "']'": "'[' before it"}


_KEY = re.compile(r"^\s*(?:-\s+)*[^\s#][^#]*?:(?:\s|$)")  # a line holding `key:` (after any list dashes)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _missing_colon(lines: list[str], line: int) -> Found:
    written = lines[line].strip()
    shown = written if len(written) <= SHOWN_CHARACTERS else written[:SHOWN_CHARACTERS] + "…"
    return (line, _indent(lines[line])), (
        f"found a line without ':' ({shown!r}) among `key: value` lines; expected `key: value` (is the ':' after the key missing?)"
    )


def _text_starting_with_bracket(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`text: {game:cards}枚の…`: YAML reads {…} as a mapping (or "…" as a whole text), then finds
    more text right after it, in a block (`but found`) or inside a flow mapping or list (`but got`)."""
    mark = error.problem_mark
    if not str(error.problem).endswith(("but found '<scalar>'", "but got '<scalar>'")) or mark is None:
        return None
    start = _opening(lines[mark.line], mark.column) if mark.line < len(lines) else None
    if start is None:
        return None
    opened, in_flow = lines[mark.line][start], str(error.context).startswith("while parsing a flow")
    if opened in READ_AS:
        return (mark.line, start), (
            f"found a text that starts with '{opened}', which YAML reads as {READ_AS[opened]}; "
            f"expected the whole text in quotes: {_quoted(_value_from(lines[mark.line], start, in_flow))}"
        )
    return (mark.line, start), "found more text after the closing quote; expected the whole text inside the quotes"


# What YAML reads a plain value starting with these as (`- paragraph: **太字**は…`: an alias).
INDICATORS = {
    "*": "an alias (*name)",
    "&": "an anchor (&name)",
    "%": "a directive",
    "@": "a reserved character",
    "`": "a reserved character",
    "|": "the start of a block text",
    ">": "the start of a folded text",
    "-": "a list item",
    "?": "a key",
}


def _text_starting_with_indicator(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`- paragraph: **太字**は…` (bold at the start), `text: - 注意`, `text: > 注意`: YAML reads the first character."""
    for mark in (error.context_mark, error.problem_mark):
        if mark is None:
            continue
        start = _value_start(lines, mark.line)
        if start is None or start <= _indent(lines[mark.line]) or not start <= mark.column <= start + 1:
            continue  # only a value after `key: ` or `- ` (a line `---` is a second document)
        first = lines[mark.line][start]
        if first in INDICATORS:
            return (mark.line, start), (
                f"found a text that starts with '{first}', which YAML reads as {INDICATORS[first]}; "
                f"expected the whole text in quotes: {_quoted(lines[mark.line][start:])}"
            )
    return None


def _opening(line: str, column: int) -> int | None:
    """The column of the bracket or quote that opens the value closed just before `column`."""
    end = len(line[:column].rstrip()) - 1
    if end < 0 or line[end] not in ("]", "}", '"', "'"):
        return None
    closing, depth = line[end], 0
    opening = {CLOSING[o]: o for o in "[{"}.get(closing, closing)
    for index in range(end, -1, -1):
        if line[index] == closing and (index == end or opening != closing):
            depth += 1
        elif line[index] == opening:
            depth -= 1
            if depth == 0:
                return index
    return None


def _value_from(line: str, start: int, in_flow: bool) -> str:
    """The value that starts at `start`: to the end of the line, or in a flow mapping or list, to
    the comma or bracket that ends it."""
    depth = 0
    for index in range(start, len(line)):
        depth += (line[index] in "[{") - (line[index] in "]}")
        if in_flow and (depth < 0 or (depth == 0 and line[index] == ",")):
            return line[start:index]
    return line[start:]


def _colon_in_text(error: yaml.MarkedYAMLError, lines: list[str]) -> Found | None:
    """`text: 注意: これは…`: a colon and a space inside a value start a new key (in a block, or in
    a flow mapping on the line that opens it)."""
    mark = error.problem_mark
    if mark is None or mark.line >= len(lines):
        return None
    if error.problem == "mapping values are not allowed here":
        start = _value_start(lines, mark.line)
        if start is None or start >= mark.column or lines[mark.line][start] in CLOSING:
            return None  # no `key: ` before the colon: more likely a wrong indentation
        value, other = lines[mark.line][start:], ""
    elif str(error.problem).endswith("but got ':'") and error.context_mark and error.context_mark.line == mark.line:
        value, other = _flow_value(lines[mark.line], mark.column), " (or a comma, if two entries ran together)"
    else:
        return None
    return (mark.line, mark.column), (
        f"found ': ' (a colon and a space) inside a text, which YAML reads as a new key; "
        f"expected the whole text in quotes: {_quoted(value)}{other}"
    )


def _flow_value(line: str, column: int) -> str:
    """In `{term: X, definition: 注意: これ}`, the value holding the colon at `column`: 注意: これ."""
    start = max(line.rfind(mark, 0, column) for mark in ",{[") + 1
    ends = [index for index in (line.find(mark, column) for mark in ",}]") if index >= 0]
    entry = line[start : min(ends, default=len(line))]
    return entry.split(": ", 1)[-1].strip()


def _value_start(lines: list[str], line: int) -> int | None:
    """The 0-based column where the value of a `key: value` or `- value` line starts."""
    if line >= len(lines):
        return None
    before = _BEFORE_VALUE.match(lines[line])
    assert before is not None  # every part of the pattern is optional: it matches any line
    prefix = before.end()
    return prefix if prefix < len(lines[line].rstrip()) else None


def _character(lines: list[str], mark: yaml.Mark | None) -> str | None:
    if mark is None or mark.line >= len(lines) or mark.column >= len(lines[mark.line]):
        return None
    return lines[mark.line][mark.column]


def _quoted(value: str) -> str:
    """ "{game:cards}枚の…": the start of the value, in the quotes the fix needs."""
    value = value.split(" #")[0].rstrip()
    shown = value if len(value) <= SHOWN_CHARACTERS else value[:SHOWN_CHARACTERS] + "…"
    return f'"{shown}"' if '"' not in value else "'" + shown.replace("'", "''") + "'"

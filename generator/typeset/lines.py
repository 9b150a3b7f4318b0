"""Line breaking and justification over measured Japanese text. No drawing here: the result is data.

Greedy filling over the break opportunities: a line takes as many characters as fit; where the
break after them is forbidden, one 、。 may hang past the margin (burasage), otherwise the line ends
at the last allowed break before (追出し, oidashi) and justification spreads the gap.

A paragraph does not end in a line of 1–3 characters (「ん。」 alone reads as a stray): the line
before it ends at an earlier allowed break, so that at least MIN_LAST_LINE characters go down, as
long as the line it leaves is justified with at most MAX_LOOSENING of an em added per gap (JLREQ's
追出し loosens the line the same way). What cannot be fixed so is left as set: `short_last_lines`
names it, and the booklet refuses it at the paragraph's place.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from .kinsoku import CL08, HANGING, SPACES, is_word_char, soft_word_breaks
from .measure import NEWLINE, JPText
from .runs import Alignment

FIT_TOLERANCE = 1e-6  # pt: sums of glyph widths carry float noise
MIN_LAST_LINE = 4  # characters on a paragraph's last line (its closing punctuation counted)
MAX_LOOSENING = 0.25  # em added to each gap of a line that gives characters to a short last line


@dataclass(frozen=True)
class JPLine:
    """One line: characters [start, end) of the text, of which [start, ink_end) sit inside the measure."""

    start: int
    end: int
    """Past the trailing spaces, forced line break and hanging mark that belong to this line."""
    ink_end: int
    hangs: bool
    """The character at ink_end is a 、。 hanging past the margin."""
    natural: float
    """Width of [start, ink_end) without added spacing."""
    indent: float
    measure: float
    """Width available after the indent."""
    last: bool
    """Ends the paragraph or a forced break, so it is never justified."""


@dataclass(frozen=True)
class Piece:
    """A stretch of one line drawn in one face with one character spacing (PDF Tc) and one word
    spacing (PDF Tw: added to each space), starting at x."""

    face: int
    text: str
    x: float
    char_space: float
    word_space: float = 0.0
    follows: bool = False
    """Starts where the piece before it on the line ends: drawn on from there, without a new text
    origin, so that text extractors read the two as one run (no space guessed at a change of face)."""
    rise: float = 0.0
    """Of the baseline (PDF Ts): the digits of a circled number sit higher (circled.py)."""
    actual_text: str | None = None
    """Opens a marked-content span before the piece whose text extractors read this instead of what it
    draws (PDF ActualText): a hyphenated word's two parts read as the word (latin.py)."""
    ends_actual: bool = False
    """Closes the marked-content span after the piece."""


@dataclass(frozen=True)
class Measure:
    """The widths a paragraph is set to."""

    width: float
    first_line_indent: float
    hanging: bool
    min_last_line: int = 0
    """Characters a segment's last line of two or more must hold (0: as greedy filling leaves it)."""


def break_lines(text: JPText, measure: Measure) -> list[JPLine]:
    """Every line of the text, each forced-break segment filled greedily."""
    lines: list[JPLine] = []
    start = 0
    for segment in _segments(text.chars):
        stop = start + len(segment)
        lines.extend(_fill_segment(text, start, stop, measure, first=not lines))
        start = stop + 1
    return lines


def _segments(chars: str) -> list[str]:
    """The text between forced breaks; a final newline ends the last line rather than starting one."""
    segments = chars.split(NEWLINE)
    return segments[:-1] if chars.endswith(NEWLINE) or not chars else segments


def _fill_segment(text: JPText, start: int, stop: int, measure: Measure, first: bool) -> list[JPLine]:
    """The lines of one segment [start, stop); the newline at stop (if any) joins its last line."""
    lines: list[JPLine] = []
    while True:
        indent = measure.first_line_indent if first and not lines else 0.0
        available = measure.width - indent
        end, hangs = next_break(text, start, stop, available, measure.hanging)
        last = end == stop
        owned_end = end + 1 if last and stop < len(text) else end  # the segment's last line owns its newline
        lines.append(_line(text, start, owned_end, hangs, indent, available, last))
        if last:
            return _lengthen_last_line(text, lines, measure.min_last_line)
        start = end


def printed_length(text: JPText, line: JPLine) -> int:
    """The characters a line prints: its ink and a hanging mark."""
    return line.ink_end + line.hangs - line.start


def _lengthen_last_line(text: JPText, lines: list[JPLine], minimum: int) -> list[JPLine]:
    """The segment's lines with its last one holding at least `minimum` characters, when the line
    before can give them up at an allowed break and stay within MAX_LOOSENING (else unchanged)."""
    if len(lines) < 2 or printed_length(text, lines[-1]) >= minimum:
        return lines
    before, last = lines[-2], lines[-1]
    for cut in range(before.end - 1, before.start, -1):
        if cut not in text.breaks:
            continue
        shorter = _line(text, before.start, cut, False, before.indent, before.measure, False)
        longer = _line(text, cut, last.end, False, last.indent, last.measure, True)
        if printed_length(text, longer) < minimum:
            continue
        if longer.natural <= longer.measure + FIT_TOLERANCE and _loosening(text, shorter) <= MAX_LOOSENING:
            return [*lines[:-2], shorter, longer]
        return lines  # the nearest cut that gives enough already loosens too much: farther ones more
    return lines


def _loosening(text: JPText, line: JPLine) -> float:
    """The space justification adds to each stretchable gap of the line, in ems of its first character."""
    gaps = sum(stretchable_gaps(text.chars[line.start : line.ink_end]))
    size = text.faces[text.face_of[line.start]].size
    return (line.measure - line.natural) / max(gaps, 1) / size


def short_last_lines(text: JPText, lines: list[JPLine], minimum: int) -> list[str]:
    """The printed text of each last line of a segment of two or more lines that holds fewer than `minimum` characters."""
    found, count = [], 0
    for line in lines:
        count += 1
        if line.last:
            if count >= 2 and printed_length(text, line) < minimum:
                found.append(text.chars[line.start : line.ink_end + line.hangs])
            count = 0
    return found


def _line(text: JPText, start: int, end: int, hangs: bool, indent: float, available: float, last: bool) -> JPLine:
    ink_end = end
    while ink_end > start and text.chars[ink_end - 1] in SPACES + NEWLINE:
        ink_end -= 1
    ink_end -= hangs
    natural = text.span_width(start, ink_end)
    return JPLine(start, end, ink_end, hangs, natural, indent, available, last)


def next_break(text: JPText, start: int, stop: int, available: float, hanging: bool) -> tuple[int, bool]:
    """Where the line starting at `start` ends (exclusive) and whether its final 、。 hangs."""
    fits = _fitting(text, start, stop, available)
    if fits == stop:
        return stop, False
    if fits == start:
        return _push_back(text, start, fits), False  # not even one character fits
    after_spaces = _skip_spaces(text, fits, stop)
    if after_spaces == stop or after_spaces in text.breaks:
        return after_spaces, False  # the break itself, or spaces past the margin that end this line
    if hanging and _may_hang(text, fits, stop):
        return fits + 1, True
    return _push_back(text, start, fits), False


def _fitting(text: JPText, start: int, stop: int, available: float) -> int:
    """One past the last character that fits in `available` points."""
    width, index = 0.0, start
    while index < stop:
        advance = text.widths[index] - (text.squeeze[index - 1] if index > start else 0.0)
        if width + advance > available + FIT_TOLERANCE:
            break
        width += advance
        index += 1
    return index


def _skip_spaces(text: JPText, index: int, stop: int) -> int:
    while index < stop and text.chars[index] in SPACES:
        index += 1
    return index


def _may_hang(text: JPText, index: int, stop: int) -> bool:
    return text.chars[index] in HANGING and (index + 1 == stop or index + 1 in text.breaks)


def _push_back(text: JPText, start: int, fits: int) -> int:
    """追出し: the last break at or before `fits` (between phrases, in phrase mode; else where kinsoku
    allows); for a word wider than the line, a last resort."""
    for breaks in (text.breaks, text.fallback):
        for index in range(fits, start, -1):
            if index in breaks:
                return index
    soft = soft_word_breaks(text.chars[start : fits + 1])
    return start + soft[-1] if soft else max(fits, start + 1)


def min_width(text: JPText, first_line_indent: float) -> float:
    """The narrowest measure at which every line can end at a break opportunity (no word broken)."""
    bounds = sorted(text.breaks | {0, len(text)} | {i for i, c in enumerate(text.chars) if c == NEWLINE})
    widest = 0.0
    for start, stop in pairwise(bounds):
        ink = text.chars[start:stop].rstrip(SPACES + NEWLINE)
        widest = max(widest, text.span_width(start, start + len(ink)) + (first_line_indent if start == 0 else 0.0))
    return widest


def natural_width(text: JPText, first_line_indent: float) -> float:
    """The width of the widest line when only forced breaks end lines (a label's shrink-wrapped width)."""
    widest, start = 0.0, 0
    for segment in text.chars.split(NEWLINE):
        ink = segment.rstrip(SPACES)
        widest = max(widest, text.span_width(start, start + len(ink)) + (first_line_indent if start == 0 else 0.0))
        start += len(segment) + 1
    return widest


# ---- placing the characters of a line ----


def _stretchable(left: str, right: str) -> bool:
    """May justification widen this gap? Not inside a Latin word or number, nor inside ―― or ……."""
    return not (is_word_char(left) and is_word_char(right)) and not (left in CL08 and right in CL08)


def stretchable_gaps(chars: str) -> list[bool]:
    """For each gap between neighbours, whether it may widen; all may, if none could otherwise."""
    gaps = [_stretchable(left, right) for left, right in pairwise(chars)]
    return gaps if any(gaps) else [True] * len(gaps)


def char_spacing(text: JPText, line: JPLine, alignment: Alignment) -> list[float]:
    """The space added after each inked character (PDF Tc): its share of the justification, less the
    squeeze of adjacent punctuation. After the last, only the squeeze before a hanging mark (」。)."""
    squeeze = list(text.squeeze[line.start : line.ink_end])
    if squeeze and not line.hangs:
        squeeze[-1] = 0.0
    return [extra - narrower for extra, narrower in zip(_justification(text, line, alignment), squeeze, strict=True)]


def _justification(text: JPText, line: JPLine, alignment: Alignment) -> list[float]:
    """The space justification adds after each inked character (the last gets none)."""
    chars = text.chars[line.start : line.ink_end]
    gaps = stretchable_gaps(chars)
    slack = line.measure - line.natural
    if alignment is not Alignment.JUSTIFY or line.last or slack <= 0 or not any(gaps):
        return [0.0] * len(chars)
    extra = slack / sum(gaps)
    return [extra if stretch else 0.0 for stretch in gaps] + [0.0]


def _offset(line: JPLine, alignment: Alignment) -> float:
    slack = line.measure - line.natural
    if alignment is Alignment.CENTER:
        return line.indent + slack / 2
    if alignment is Alignment.RIGHT:
        return line.indent + slack
    return line.indent


def place(text: JPText, line: JPLine, alignment: Alignment) -> list[Piece]:
    """The line as pieces of equal face and spacing, each at its x; a hanging mark is its own piece."""
    spacing = char_spacing(text, line, alignment)
    pad, lead = _ruby_spread(text, line)
    drawn = [gap + extra for gap, extra in zip(spacing, pad, strict=True)]  # a base spread under its ruby (ruby.py)
    cuts = {index for index in range(len(pad)) if lead[index] or (index and pad[index - 1] and not pad[index])}
    pieces, x = [], _offset(line, alignment)
    for begin, finish in _piece_bounds(text.face_of[line.start : line.ink_end], drawn, cuts):
        first, stop = line.start + begin, line.start + finish
        pieces.append(Piece(text.face_of[first], text.chars[first:stop], x + lead[begin], drawn[begin]))
        x += sum(text.widths[first:stop]) + sum(spacing[begin:finish])
    if line.hangs:
        pieces.append(Piece(text.face_of[line.ink_end], text.chars[line.ink_end], x, 0.0))
    return pieces


def _ruby_spread(text: JPText, line: JPLine) -> tuple[list[float], list[float]]:
    """The line's share of the text's pad and lead (none without ruby)."""
    if not text.pad:
        return [0.0] * (line.ink_end - line.start), [0.0] * (line.ink_end - line.start)
    return list(text.pad[line.start : line.ink_end]), list(text.lead[line.start : line.ink_end])


def _piece_bounds(faces: tuple[int, ...], spacing: list[float], cuts: set[int] | None = None) -> Iterator[tuple[int, int]]:
    """Runs [begin, finish) of one face whose inner gaps all get the same spacing; a new run also at each of `cuts`."""
    begin, cuts = 0, cuts or set()
    for index in range(1, len(faces) + 1):
        if index == len(faces) or faces[index] != faces[begin] or spacing[index - 1] != spacing[begin] or index in cuts:
            yield begin, index
            begin = index


def char_lefts(text: JPText, line: JPLine, alignment: Alignment) -> list[float]:
    """The x where each printed character of the line starts, the hanging mark included."""
    spacing = char_spacing(text, line, alignment)
    lefts, x = [], _offset(line, alignment)
    for index in range(line.start, line.ink_end):
        lefts.append(x)
        x += text.widths[index] + spacing[index - line.start]
    return lefts + [x] if line.hangs else lefts


def ink_right(text: JPText, line: JPLine, alignment: Alignment) -> float:
    """Where the last inked character inside the measure ends (the hanging mark excluded)."""
    return _offset(line, alignment) + line.natural + sum(_justification(text, line, alignment))

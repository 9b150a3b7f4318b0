"""LatinParagraph: English text justified with hyphenation, for the English edition's booklet.

A total-fit line breaker in the manner of Knuth and Plass: the breaks of a whole paragraph are chosen
together, so that word spaces stay even from line to line (a loose line next to a tight one is
what makes rivers), instead of filling each line greedily. Words are hyphenated by pyphen with the
US English patterns (LibreOffice's hyph_en_US, the dictionary American publishers' tools use),
at least LEFT_MIN letters before and RIGHT_MIN after a hyphen. The rules:

- at most MAX_HYPHENATED_RUN consecutive lines end with a hyphen (a hard limit);
- a paragraph's last line never ends with a hyphen (it ends the paragraph), so a booklet page, whose
  last line is the last line of its last block, never ends with one either;
- a single word alone on a paragraph's last line costs LONE_WORD demerits: another breaking is taken
  whenever one exists that is not much worse;
- word spaces shrink to at most 1 − SHRINK and stretch past 1 + STRETCH only when nothing else fits
  (a line of one long word cannot be justified: it is set flush left and counted as loose);
- a measure narrower than JUSTIFY_MIN_EMS is set ragged right (hyphenated, lines balanced): justified,
  its few spaces per line would open into rivers; so is a paragraph whose best justified breaking still
  opens a word space past MAX_SPACE_RATIO times its natural width;
- no line ends at a space that U+00A0 NO-BREAK SPACE writes (it stretches like a word space and is drawn
  as one), after a number (2 | points), beside a lone + (A | + B) or after an opening quote;
- words of fewer than MIN_HYPHENATED_WORD letters are never hyphenated (num-bers, bot-tom).

The text layer reads as the text: word spaces are drawn as spaces (U+0020, widened by the PDF's word
spacing, Tw), and a hyphen the breaking adds is a soft hyphen (U+00AD, the PDF's way of saying "join
this word with the next line's", drawn as the face's hyphen).

Circled numbers the Latin face lacks (①) are drawn as figures in the Latin face (circled.py); other
characters it lacks (→) are set in the fallback face (BIZ UD Gothic).
Same interface as JPParagraph: the booklet picks one or the other by edition.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from ..errors import Location, fail
from . import circled
from .base import Paragraph
from .hyphenation import load_hyphenator
from .lines import Piece
from .measure import NEWLINE, Face, Measured, check_style, embedded_font, glyph_width, resolve
from .runs import Alignment, JPStyle, Run

if TYPE_CHECKING:
    import pyphen
    from reportlab.pdfgen.canvas import Canvas

HYPHENATION = "en_US"
LEFT_MIN, RIGHT_MIN = 3, 3  # letters kept before / carried after a hyphen: no "ev-", "mi-" (US book practice)
MIN_HYPHENATED_WORD = 8  # 7 letters or fewer stay whole: a proof-reader marks num-bers, bot-tom
MAX_HYPHENATED_RUN = 2
STRETCH, SHRINK = 0.6, 0.2  # of a word space's natural width
MAX_SPACE_RATIO = 1.6  # a justified word space wider than this many natural ones: the paragraph is set ragged
JUSTIFY_MIN_EMS = 26  # a measure narrower than this many ems (about 55 characters) is set ragged right: justified,
# its few word spaces per line would have to stretch into rivers
HYPHEN = "-"
SOFT_HYPHEN = "\u00ad"  # drawn for a hyphen the breaking adds: extracted text then joins the word's two halves
NO_BREAK_SPACE = "\u00a0"  # a word space no line ends at (2\u00a0points): measured and drawn as a space
SPACE = " "
WORD_SPACES = SPACE + NO_BREAK_SPACE  # the spaces justification widens
WORD_BOUNDS = WORD_SPACES + NEWLINE
OPENING_QUOTES = "\u201c\u2018"  # “ ‘: never left alone at a line's end
NUMBER = re.compile(r"\(?[−+-]?\d+(?:[.,:–-]\d+)*")  # 2, (2, −3, 1,000, 2–8: kept with the word after it
BREAK_AFTER = "-–/"  # a line may end after these inside a word (compounds), never inside a no-break run
HYPHEN_DEMERITS = 3_000
SECOND_HYPHEN_DEMERITS = 8_000  # on top, for the second hyphenated line in a row
LONE_WORD = 10_000_000  # as bad as a line with spaces stretched to 2.9 times: only a rebreak looser than that leaves a word alone
TOO_LOOSE = 1e10  # a line past MAX_SPACE_RATIO, in the rebreak that avoids one: worse than a lone word and hyphens
OVERFULL = 1e12  # a word wider than the measure: set anyway, and reported by the caller's overflow check
FIT_TOLERANCE = 1e-6
FALLBACK_FACE = "Gothic"  # BIZ UD Gothic: has ①②③ and arrows that Latin faces lack


@cache
def hyphenator() -> pyphen.Pyphen:
    """pyphen for HYPHENATION, its patterns parsed once per machine (hyphenation.py); pyphen is imported
    only on first use: the Japanese edition's build never hyphenates (its import: 3 ms)."""
    return load_hyphenator(HYPHENATION, LEFT_MIN, RIGHT_MIN)


def hyphenation_points(word: str) -> list[int]:
    """Offsets inside `word` where it may be hyphenated: lowercase words of letters only (not ABC,
    not names or numbers), long enough to be worth it."""
    if len(word) < MIN_HYPHENATED_WORD or not word.isalpha() or not word[1:].islower():
        return []
    return list(hyphenator().positions(word))


@dataclass(frozen=True)
class LatinText(Measured):
    """A paragraph's characters measured, and where lines may end."""

    breaks: dict[int, str]  # index → "space" (a space at index), "hyphen" (inside a word), "after" (after - – /), "forced" (\n)
    figures: frozenset[int] = frozenset()  # the indexes of circled numbers drawn as figures (circled.py)

    def hyphen_width(self, index: int) -> float:
        face = self.faces[self.face_of[max(index - 1, 0)]]
        return glyph_width(face.font, face.size, HYPHEN)


@dataclass(frozen=True)
class LatinLine:
    start: int
    ink_end: int  # the printed characters are [start, ink_end), plus a hyphen when `hyphenated`
    next_start: int
    hyphenated: bool
    last: bool  # ends the paragraph or a forced break: set flush left, never justified
    natural: float  # the printed width, hyphen included
    spaces: tuple[int, ...]  # the indexes of the word spaces inside the line
    indent: float
    measure: float

    @property
    def slack(self) -> float:
        return self.measure - self.natural


def _face_for(char: str, face: Face, where: Location | None) -> Face:
    """The run's face, or the fallback face for a character the Latin face lacks."""
    if char == NEWLINE or ord(char) in embedded_font(face.font, where).face.charToGlyph or _drawn_as_figure(char, face, where):
        return face
    fallback = replace(face, font=FALLBACK_FACE)
    if ord(char) not in embedded_font(FALLBACK_FACE, where).face.charToGlyph:
        raise fail(where, f"found {char!r} (U+{ord(char):04X}), expected a character {face.font} or {FALLBACK_FACE} has")
    return fallback


def _drawn_as_figure(char: str, face: Face, where: Location | None) -> bool:
    """A circled number the face lacks: drawn as a figure in the face (circled.py), one em wide."""
    return circled.number_of(char) is not None and ord(char) not in embedded_font(face.font, where).face.charToGlyph


def _digits_face(face: Face, char: str, bold: bool) -> Face:
    """The face a circled number's digits are drawn in: the text's, smaller."""
    return replace(face, size=circled.figure(char, face.font, face.size, bold).size)


def measure_runs(runs: list[Run], style: JPStyle, where: Location | None = None) -> LatinText:
    check_style(style, where)
    faces: dict[Face, int] = {}
    face_of: list[int] = []
    widths: list[float] = []
    figures: set[int] = set()
    for run in runs:
        face = resolve(run, style)
        seen: dict[str, tuple[int, float, bool]] = {}  # each character's face index, width and figure-ness in this run, looked up once
        index_of: dict[str, int] = {}  # the face index of the run's face and of its fallback, by font: a Face hashes slowly
        for char in run.text:
            if char not in seen:
                look = _face_for(char, face, where)
                if look.font not in index_of:
                    index_of[look.font] = faces.setdefault(look, len(faces))
                figure = _drawn_as_figure(char, look, where)
                if figure:
                    faces.setdefault(_digits_face(look, char, look.font == style.bold_font), len(faces))
                seen[char] = index_of[look.font], _width(char, look, where), figure
            face_index, width, figure = seen[char]
            if figure:
                figures.add(len(face_of))
            face_of.append(face_index)
            widths.append(width)
    chars = "".join(run.text for run in runs)
    return LatinText(chars, tuple(faces), tuple(face_of), tuple(widths), _breaks(chars, _kept_together(runs)), frozenset(figures))


def _width(char: str, face: Face, where: Location | None) -> float:
    """A character's advance: a no-break space is drawn as a space, a circled number as a figure of one em."""
    if _drawn_as_figure(char, face, where):
        return circled.ADVANCE * face.size
    return glyph_width(face.font, face.size, SPACE if char == NO_BREAK_SPACE else char)


def _kept_together(runs: list[Run]) -> set[int]:
    """Indexes inside no-break runs (page 19): no line ends there."""
    inside: set[int] = set()
    start = 0
    for run in runs:
        if run.no_break:
            inside.update(range(start + 1, start + len(run.text)))
        start += len(run.text)
    return inside


def _breaks(chars: str, kept: set[int]) -> dict[int, str]:
    breaks: dict[int, str] = {}
    word_start = None
    for index, char in enumerate(chars + " "):
        if char == NEWLINE and index < len(chars):
            breaks[index] = "forced"
        elif char == SPACE and index < len(chars) and index not in kept and index - 1 not in breaks and not _glued(chars, index):
            breaks[index] = "space"
        if char.isalpha():
            word_start = index if word_start is None else word_start
            continue
        if word_start is not None:
            for offset in hyphenation_points(chars[word_start:index]):
                if word_start + offset not in kept:
                    breaks[word_start + offset] = "hyphen"
            word_start = None
        if (
            char in BREAK_AFTER
            and 0 < index < len(chars) - 1
            and chars[index - 1].isalpha()
            and chars[index + 1].isalpha()
            and index + 1 not in kept
        ):
            breaks[index + 1] = "after"
    return breaks


def _glued(chars: str, index: int) -> bool:
    """Whether the space at `index` keeps its neighbours on one line: after a number (2 points, 0 chips,
    2–8 players), beside a lone + (A + B), after an opening quote."""
    before, after = _word_ending(chars, index), _word_starting(chars, index + 1)
    opening = before[-1:] in OPENING_QUOTES or before == '"'
    return opening or NUMBER.fullmatch(before) is not None or "+" in (before, after)


def _word_ending(chars: str, stop: int) -> str:
    """The characters before `stop` back to the previous space or line break."""
    start = stop
    while start > 0 and chars[start - 1] not in WORD_BOUNDS:
        start -= 1
    return chars[start:stop]


def _word_starting(chars: str, start: int) -> str:
    """The characters from `start` up to the next space or line break."""
    stop = start
    while stop < len(chars) and chars[stop] not in WORD_BOUNDS:
        stop += 1
    return chars[start:stop]


# ---- choosing the breaks ------------------------------------------------------------------------


def _ink_width(widths: tuple[float, ...], start: int, stop: int) -> float:
    """The widths [start, stop) added left to right from 0.0: the order in which the search adds them
    as a line grows by one break after another, so a line measured afresh is the very same float."""
    total = 0.0
    for width in widths[start:stop]:
        total += width
    return total


def _ink_end(text: LatinText, start: int, end: int) -> int:
    """Where the printed characters of a line from `start` to the break at `end` stop: spaces before a break are not printed."""
    while end > start and text.chars[end - 1] == SPACE:
        end -= 1
    return end


def _next_start(text: LatinText, end: int, kind: str | None) -> int:
    """Where the line after a break at `end` starts: past the space (or spaces) or the forced break."""
    next_start = end + 1 if kind in ("space", "forced") else end
    while kind == "space" and next_start < len(text.chars) and text.chars[next_start] == SPACE:
        next_start += 1
    return next_start


def _line(text: LatinText, start: int, end: int, kind: str | None, indent: float, width: float, natural: float | None = None) -> LatinLine:
    """The line from `start` to the break at `end` (kind None: the end of the text). `natural`: its
    printed width when already known (the search carries it forward), else measured here."""
    ink_end = _ink_end(text, start, end)
    hyphenated = kind == "hyphen"
    if natural is None:
        natural = _ink_width(text.widths, start, ink_end) + (text.hyphen_width(end) if hyphenated else 0.0)
    spaces = tuple(i for i in range(start, ink_end) if text.chars[i] in WORD_SPACES)
    return LatinLine(
        start, ink_end, _next_start(text, end, kind), hyphenated, kind in (None, "forced"), natural, spaces, indent, width - indent
    )


def _space_ratio(text: LatinText, line: LatinLine) -> float:
    """A justified line's word space as a share of its natural width (a line without spaces: 1.0, set flush left)."""
    space = sum(text.widths[index] for index in line.spaces)
    return 1.0 + line.slack / space if space > 0 else 1.0


def _stretchability(text: LatinText, line: LatinLine) -> tuple[float, float]:
    space = 0.0
    for index in line.spaces:  # left to right, as the search adds them
        space += text.widths[index]
    return space * STRETCH, space * SHRINK


def badness(text: LatinText, start: int, slack: float, measure: float, space: float, last: bool, justified: bool) -> float | None:
    """How far the word spaces of a justified line are from their natural width (0 = natural,
    100 = stretched by STRETCH); None when the line is too full even with spaces shrunk.
    Ragged (left, centred) lines: how much of the measure is left empty, so lines come out even.
    The line starts at `start`, has this slack and measure, and its word spaces are `space` wide."""
    stretch, shrink = space * STRETCH, space * SHRINK
    if not justified:
        if slack < -FIT_TOLERANCE:
            return None
        return 0.0 if last else 100 * (slack / measure) ** 2
    if slack < -FIT_TOLERANCE:
        if slack < -shrink - FIT_TOLERANCE:
            return None
        return 100 * (-slack / shrink) ** 3
    if last:
        return 0.0
    if slack <= FIT_TOLERANCE:
        return 0.0
    if stretch <= 0:  # one word on a line that is not the last: it cannot be justified, rate it as one space
        face = text.faces[text.face_of[start]]
        stretch = glyph_width(face.font, face.size, " ") * STRETCH
    return 100 * (slack / stretch) ** 3  # uncapped: among bad lines, the least bad is still chosen


def break_paragraph(
    text: LatinText, width: float, first_line_indent: float, justified: bool = True, strict: bool = False
) -> list[LatinLine]:
    """The lines of every forced-break segment, each segment broken as a whole. `strict`: a justified
    line whose spaces open past MAX_SPACE_RATIO costs TOO_LOOSE (more than a lone last word and hyphens)."""
    lines: list[LatinLine] = []
    start = 0
    ends = sorted(i for i, kind in text.breaks.items() if kind == "forced") + [len(text.chars)]
    for end in ends:
        indent = first_line_indent if not lines else 0.0
        lines.extend(_Search(text, start, end, end < len(text.chars), width, indent, justified, strict).lines())
        start = end + 1
    return lines


# A line the search may set, from a break to a later one: (start, end, kind, natural, cost, hyphenated, lone).
# `cost`: (1 + badness)², before the hyphen and lone-word demerits; None: too full even with its spaces shrunk.
# `lone`: a single word alone on the paragraph's last line. A plain tuple: the search weighs tens of thousands.
_Reach = tuple[int, int, str | None, float, float | None, bool, bool]
BreakKey = tuple[int, int]  # (the index a line ends at, how many hyphenated lines in a row end there)
Best = dict[BreakKey, tuple[float, BreakKey | None, _Reach | None]]  # the cheapest way to each key: demerits, from, the line


class _Search:
    """The total-fit search over one forced-break segment [start, stop): the cheapest way to each break
    key, break after break in text order, then the lines of the cheapest way to the stop."""

    def __init__(self, text: LatinText, start: int, stop: int, forced: bool, width: float, indent: float, justified: bool, strict: bool):
        self.text, self.start, self.stop = text, start, stop
        self.width, self.indent, self.justified, self.strict = width, indent, justified, strict
        self.final_kind = "forced" if forced else None
        self.ends = [i for i in sorted(text.breaks) if start < i < stop and text.breaks[i] != "forced"] + [stop]

    def lines(self) -> list[LatinLine]:
        best: Best = {(self.start, 0): (0.0, None, None)}
        for index, position in enumerate([self.start, *self.ends[:-1]]):
            keys = [(position, run) for run in range(MAX_HYPHENATED_RUN + 2) if (position, run) in best]
            if keys:  # the lines from a break are the same whatever the hyphens before it: measured once
                reaches = self._reaches(position, self.ends[index:])
                for key in keys:
                    _relax(best, key, reaches)
        return self._chosen(best)

    def _reaches(self, position: int, ends: list[int]) -> list[_Reach]:
        """The line from the break at `position` to each of `ends` in turn, up to the first that is too
        full (kept when it is the first: a piece wider than the measure is set anyway, as OVERFULL).
        As the end advances, the line's natural width and its spaces' width are carried forward."""
        text, chars, widths = self.text, self.text.chars, self.text.widths
        first = position == self.start
        start = position if first else _next_start(text, position, text.breaks[position])
        measure = self.width - (self.indent if first else 0.0)
        reaches: list[_Reach] = []
        measured, natural, space, spaces = start, 0.0, 0.0, 0  # the characters [start, measured) added so far
        for end in ends:
            kind = self.final_kind if end == self.stop else text.breaks[end]
            ink_end = _ink_end(text, start, end)  # never before `measured`: ends only grow
            for index in range(measured, ink_end):
                natural += widths[index]
                if chars[index] in WORD_SPACES:
                    space += widths[index]
                    spaces += 1
            measured = ink_end
            hyphenated = kind == "hyphen"
            printed = natural + text.hyphen_width(end) if hyphenated else natural
            last = kind in (None, "forced")
            bad = badness(text, start, measure - printed, measure, space, last, self.justified)
            if bad is None and reaches:
                break  # longer lines only get fuller
            cost = None if bad is None else (1 + bad) ** 2
            if (
                cost is not None
                and self.strict
                and self.justified
                and not last
                and spaces
                and measure - printed > space * (MAX_SPACE_RATIO - 1)
            ):
                cost += TOO_LOOSE
            reaches.append((start, end, kind, printed, cost, hyphenated, last and not first and spaces == 0))
            if bad is None:
                break
        return reaches

    def _chosen(self, best: Best) -> list[LatinLine]:
        finals = [key for key in best if key[0] == self.stop]
        at: BreakKey | None = min(finals, key=lambda k: best[k][0])
        lines: list[LatinLine] = []
        while at is not None:
            _, previous, reach = best[at]
            if reach is None:
                break
            start, end, kind, natural = reach[:4]
            indent = self.indent if start == self.start else 0.0
            lines.append(_line(self.text, start, end, kind, indent, self.width, natural))
            at = previous
        return lines[::-1]


def _relax(best: Best, key: BreakKey, reaches: list[_Reach]) -> None:
    """Every line from the break `key` (`reaches`), kept at the break key it ends at where it is the cheapest way there."""
    total_here, run = best[key][0], key[1]
    for reach in reaches:
        _, end, _, _, cost, hyphenated, lone = reach
        hyphen_run = min(run + 1, MAX_HYPHENATED_RUN + 1) if hyphenated else 0
        total = total_here + (OVERFULL if cost is None else _demerits(cost, hyphenated, lone, run))
        if hyphen_run > MAX_HYPHENATED_RUN:
            total += OVERFULL  # only when nothing else reaches the end (a word of many pieces in a tiny box): a violation
        target = (end, hyphen_run)
        if target not in best or total < best[target][0]:
            best[target] = (total, key, reach)


def _demerits(cost: float, hyphenated: bool, lone: bool, run: int) -> float:
    """The line's cost after `run` hyphenated lines in a row: its badness's, plus a hyphen's, plus a lone word's."""
    if hyphenated:
        cost += HYPHEN_DEMERITS + (SECOND_HYPHEN_DEMERITS if run > 1 else 0)
    if lone:
        cost += LONE_WORD
    return cost


# ---- the paragraph ------------------------------------------------------------------------------


class LatinParagraph(Paragraph[LatinText, LatinLine]):
    """A paragraph of English text; `**bold**` and `\\n` (a forced line break) as for JPParagraph."""

    def _measure(self, runs: list[Run], style: JPStyle, where: Location | None) -> LatinText:
        return measure_runs(runs, style, where)

    def _setup(self, runs: list[Run], style: JPStyle, where: Location | None) -> None:
        super()._setup(runs, style, where)
        self._ragged: set[float] = set()  # widths where justifying would open a space past MAX_SPACE_RATIO

    def _break(self, width: float) -> list[LatinLine]:
        if self._justifiable(width):
            for strict in (False, True):  # the best breaking; else the best with no line too loose, a lone word or hyphens allowed
                lines = break_paragraph(self._text, width, self.style.first_line_indent, True, strict)
                if all(_space_ratio(self._text, line) <= MAX_SPACE_RATIO + FIT_TOLERANCE for line in lines if not line.last):
                    return lines
            self._ragged.add(width)
        return break_paragraph(self._text, width, self.style.first_line_indent, False)

    def _printed_stop(self, line: LatinLine) -> int:
        return line.ink_end

    def justified(self, width: float) -> bool:
        """Justified when asked for, the measure is wide enough (JUSTIFY_MIN_EMS) and no word space
        would open past MAX_SPACE_RATIO; else ragged right."""
        self.layout(width)
        return self._justifiable(width) and width not in self._ragged

    def _justifiable(self, width: float) -> bool:
        return self.style.alignment is Alignment.JUSTIFY and width >= JUSTIFY_MIN_EMS * self.style.size

    def min_width(self) -> float:
        """The widest piece between two break opportunities (with its hyphen)."""
        points = sorted({0, *self._text.breaks, len(self._text.chars)})
        return (
            max(
                (_line(self._text, a, b, self._text.breaks.get(b), 0.0, 0.0).natural for a, b in zip(points, points[1:], strict=False)),
                default=0.0,
            )
            + self.style.first_line_indent
        )

    def natural_width(self) -> float:
        """The widest line when only forced breaks end lines."""
        lines: list[float] = []
        start = 0
        for index, char in enumerate(self._text.chars + NEWLINE):
            if char == NEWLINE:
                lines.append(self._text.width(start, index) + (self.style.first_line_indent if not lines else 0.0))
                start = index + 1
        return max(lines)

    def lines(self, width: float) -> list[str]:
        """Each line's printed text, a hyphen at the end of a hyphenated line."""
        return [self._text.chars[line.start : line.ink_end] + (HYPHEN if line.hyphenated else "") for line in self.layout(width)]

    def char_lefts(self, line: LatinLine) -> list[float]:
        """The x of each printed character of the line (justified: word spaces widened or narrowed)."""
        extra = self._space_extra(line)
        x, lefts = self._offset(line), []
        for index in range(line.start, line.ink_end):
            lefts.append(x)
            x += self._text.widths[index] + (extra if self._text.chars[index] in WORD_SPACES else 0.0)
        return lefts + [x]  # where a hyphen goes

    def _space_extra(self, line: LatinLine) -> float:
        justify = self.justified(line.indent + line.measure) and (not line.last or line.slack < 0)
        if not justify or not line.spaces:
            return 0.0
        return line.slack / len(line.spaces)

    def _offset(self, line: LatinLine) -> float:
        slack = max(line.slack, 0.0)
        if self.style.alignment is Alignment.CENTER:
            return line.indent + slack / 2
        if self.style.alignment is Alignment.RIGHT:
            return line.indent + slack
        return line.indent

    def space_ratios(self, width: float) -> list[float]:
        """Each justified line's word space as a share of its natural width (1.0 = natural): for tests."""
        ratios = []
        for line in self.layout(width):
            if line.spaces and not line.last:
                natural = sum(self._text.widths[i] for i in line.spaces) / len(line.spaces)
                ratios.append((natural + self._space_extra(line)) / natural)
        return ratios

    def violations(self, width: float) -> list[str]:
        """The rules of this module broken at this width (none, unless a word is wider than the measure)."""
        found, run = [], 0
        layout = self.layout(width)
        for number, (line, printed) in enumerate(zip(layout, self.lines(width), strict=True), start=1):
            run = run + 1 if line.hyphenated else 0
            if run > MAX_HYPHENATED_RUN:
                found.append(f"line {number} {printed!r}: the {run}th hyphenated line in a row, expected at most {MAX_HYPHENATED_RUN}")
            if line.natural > line.measure + FIT_TOLERANCE and line.slack < -_stretchability(self._text, line)[1] - FIT_TOLERANCE:
                found.append(f"line {number} {printed!r}: {line.natural - line.measure:.1f} pt wider than the measure")
        return found

    def _pieces(self, line: LatinLine) -> Iterator[Piece]:
        """Stretches of one face, each at its own x, word spaces drawn as spaces and widened by the PDF's
        word spacing (Tw, which applies to the space, code 32 in every reportlab subset: U+00A0 is drawn
        as it too), so that the text layer holds the words with their spaces. A circled number is a
        piece of its own: its digits, raised, in the middle of its em (the ring: _draw_figures)."""
        lefts = self.char_lefts(line)
        text, extra = self._text, self._space_extra(line)
        begin, follows = line.start, False
        for index in range(line.start, line.ink_end + 1):
            ends = index == line.ink_end or index in text.figures or text.face_of[index] != text.face_of[begin] or begin in text.figures
            if not ends:
                continue
            if begin < index and begin in text.figures:
                yield self._figure_piece(begin, lefts[begin - line.start], extra)
                follows = True  # the figure's last digit spacing ends at the em's end
            elif begin < index:
                chars = text.chars[begin:index].replace(NO_BREAK_SPACE, SPACE)
                yield Piece(text.face_of[begin], chars, lefts[begin - line.start], 0.0, extra, follows=follows)
                follows = True
            begin = index
        if line.hyphenated:
            yield Piece(text.face_of[line.ink_end - 1], self._added_hyphen(line), lefts[-1], 0.0, extra, follows=follows)

    def _figure(self, index: int) -> circled.Figure:
        face = self._text.faces[self._text.face_of[index]]
        return circled.figure(self._text.chars[index], face.font, face.size, face.font == self.style.bold_font)

    def _figure_piece(self, index: int, x: float, extra: float) -> Piece:
        face = self._text.faces[self._text.face_of[index]]
        shape = self._figure(index)
        digits_face = self._text.faces.index(replace(face, size=shape.size))
        return Piece(digits_face, shape.digits, x + shape.digits_x, shape.spacing, extra, rise=shape.rise)

    def _draw_figures(self, canvas: Canvas, line: LatinLine, baseline: float) -> None:
        """The ring of each circled number of the line, in its text's colour."""
        lefts = None
        for index in range(line.start, line.ink_end):
            if index in self._text.figures:
                lefts = lefts or self.char_lefts(line)
                colour = self._text.faces[self._text.face_of[index]].color
                circled.draw_ring(canvas, lefts[index - line.start], baseline, self._figure(index), colour)

    def _added_hyphen(self, line: LatinLine) -> str:
        """The soft hyphen where the face has one (Open Sans draws it as its hyphen), else the hyphen."""
        face = self._text.faces[self._text.face_of[line.ink_end - 1]]
        return SOFT_HYPHEN if ord(SOFT_HYPHEN) in embedded_font(face.font, None).face.charToGlyph else HYPHEN

    def text_layer(self, width: float) -> list[str]:
        """Each line as a PDF text extractor reads it back: word spaces as spaces, an added hyphen soft."""
        return [self._layer_text(line) + (self._added_hyphen(line) if line.hyphenated else "") for line in self.layout(width)]

    def _layer_text(self, line: LatinLine) -> str:
        """The line's characters as drawn: a no-break space as a space, a circled number as its digits."""
        chars = self._text.chars
        drawn = [self._figure(i).digits if i in self._text.figures else chars[i] for i in range(line.start, line.ink_end)]
        return "".join(drawn).replace(NO_BREAK_SPACE, SPACE)

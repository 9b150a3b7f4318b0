"""LatinParagraph: English text justified with hyphenation, for the English edition's booklet.

A total-fit line breaker after D. E. Knuth and M. F. Plass, "Breaking paragraphs into lines",
Software—Practice and Experience 11 (1981) 1119–1184: the breaks of a whole paragraph are chosen
together, so that word spaces stay even from line to line (a loose line next to a tight one is what
makes rivers), instead of filling each line greedily. Each line costs its demerits, (LINE_PENALTY +
badness)² plus its break's penalty², with the badness 100·|r|³ of its adjustment ratio r; a line next
to one of a fitness class more than one apart, two hyphenated lines in a row and a hyphen before the
last line cost more (TeX's plain values). The search keys every break by its fitness class and the
hyphenated lines in a row before it, so these costs and the hard limits below are exact. Words are
hyphenated by pyphen with the US English patterns (LibreOffice's hyph_en_US), at least LEFT_MIN letters
before and RIGHT_MIN after a hyphen. The rules:

- a justified line's word spaces are MIN_SPACE_RATIO–MAX_SPACE_RATIO (80–133 %) of their natural width;
- at most MAX_HYPHENATED_RUN consecutive lines end with a hyphen, an added one or a compound's own;
- the last word of a paragraph (and of a forced-break segment) is never hyphenated, so its last line
  never ends with a hyphen and no word is broken across pages (a booklet block never is);
- no single word alone on the last line of a justified paragraph;
- words of fewer than MIN_HYPHENATED_WORD letters, names and capitals are never hyphenated;
- no line ends at a space that U+00A0 NO-BREAK SPACE writes (it stretches like a word space and is drawn
  as one), after a number (2 | points), beside a lone + (A | + B), after an opening quote or an article
  (the | round), inside a pair read as one (face | down, work | out) or inside a quotation of QUOTED_WORDS
  words or fewer (“I can | beat that”).

A justified paragraph that no breaking sets within these rules is still set justified (the best breaking,
with the fewest rules broken), and `out_of_bounds` names its lines: the booklet's check reports it at the
paragraph's source, to be reworded. Nothing falls back to ragged lines. A measure narrower than
JUSTIFY_MIN_EMS is set ragged right by design (a narrow box's few spaces per line would open into rivers):
balanced lines, the same hyphenation rules, natural word spaces.

The text layer reads as the text: word spaces are drawn as spaces (U+0020, widened by the PDF's word
spacing, Tw); a hyphen the breaking adds is drawn as a hyphen, and the word's two parts are one
marked-content span whose /ActualText is the whole word, so that search and copy find "discussion".

Circled numbers the Latin face lacks (①) are drawn as figures in the Latin face (circled.py); other
characters it lacks (→) are set in the fallback face (BIZ UD Gothic).
Same interface as JPParagraph: the booklet picks one or the other by edition.

Why not a library: the maintained ones break only text they measure themselves (pyparagraph: PIL fonts;
`justified`: fixed-width type; uniseg: greedy UAX #14 wrapping); texlib's tex_wrap (a 2015 upload of
2002 code) has the classical algorithm but no limit on hyphens in a row, no runs of several faces and
no types. pyphen, which is maintained, gives the hyphenation points.
"""

from __future__ import annotations

import math
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
LEFT_MIN, RIGHT_MIN = (
    3,
    3,
)  # letters kept before / carried after a hyphen: no "ev-", "mi-", "-ed" (US book practice, stricter than TeX's 2/3)
MIN_HYPHENATED_WORD = 6  # 5 letters or fewer stay whole ("table", "cards"); a 6-letter word splits only 3/3 (num-ber)
MAX_HYPHENATED_RUN = 2  # lines in a row that end with a hyphen: a third is out of bounds
STRETCH, SHRINK = 1 / 3, 0.2  # of a word space's natural width: a justified line's spaces are 80–133 % of normal
MIN_SPACE_RATIO, MAX_SPACE_RATIO = 1 - SHRINK, 1 + STRETCH
JUSTIFY_MIN_EMS = 26  # a measure narrower than this many ems (about 55 characters) is set ragged right: justified,
# its few word spaces per line would have to stretch into rivers
# Knuth and Plass's demerits, with TeX's plain values (The TeXbook, ch. 14): a line costs (LINE_PENALTY + badness)²
# plus its break's penalty squared; two flagged (hyphenated) lines in a row, a hyphen before the last line and
# neighbours of fitness classes more than one apart cost more.
LINE_PENALTY = 10  # \linepenalty: fewer lines, all else equal
HYPHEN_PENALTY = 50  # \hyphenpenalty and \exhyphenpenalty
FLAGGED_DEMERITS = 10_000  # Knuth and Plass's α: two hyphenated lines in a row
FINAL_HYPHEN_DEMERITS = 5_000  # \finalhyphendemerits
ADJACENT_DEMERITS = 10_000  # \adjdemerits
DECENT = 1  # the fitness class of a line set at its natural width
INFINITELY_BAD = 10_000  # TeX's inf_bad
OUT_OF_BOUNDS = 1e9  # a line past the space bounds, a third hyphen in a row, a lone last word: chosen only when nothing else fits
LONE_WORD = 1e7  # ragged text: a single word alone on the last line, avoided where a rebreak is not much worse
HYPHEN = "-"
NO_BREAK_SPACE = "\u00a0"  # a word space no line ends at (2\u00a0points): measured and drawn as a space
SPACE = " "
WORD_SPACES = SPACE + NO_BREAK_SPACE  # the spaces justification widens
WORD_BOUNDS = WORD_SPACES + NEWLINE
OPENING_QUOTES = "\u201c\u2018"  # “ ‘: never left alone at a line's end
SHORT_QUOTATION = re.compile(r"\u201c[^\u201d\n]*\u201d")  # “I can beat that,”: kept on one line when of QUOTED_WORDS words or fewer
QUOTED_WORDS = 4
ARTICLES = frozenset({"a", "an", "the"})  # never left at a line's end
KEPT_PAIRS = frozenset({("face", "down"), ("face", "up"), ("work", "out")})  # read as one: never broken apart
NUMBER = re.compile(r"\(?[−+-]?\d+(?:[.,:–-]\d+)*")  # 2, (2, −3, 1,000, 2–8: kept with the word after it
BREAK_AFTER = "-–/"  # a line may end after these inside a word (compounds), never inside a no-break run
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
    kept = kept | _short_quotations(chars)
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
    return _last_words_whole(chars, breaks)


def _short_quotations(chars: str) -> set[int]:
    """The spaces inside a quotation of QUOTED_WORDS words or fewer (“I can beat that,”): read as one, never broken."""
    inside: set[int] = set()
    for quotation in SHORT_QUOTATION.finditer(chars):
        spaces = [quotation.start() + i for i, char in enumerate(quotation.group()) if char == SPACE]
        if len(spaces) < QUOTED_WORDS:
            inside.update(spaces)
    return inside


def _last_words_whole(chars: str, breaks: dict[int, str]) -> dict[int, str]:
    """No hyphen (added, or after a compound's own) inside the last word of the paragraph or of a
    forced-break segment: it would leave a fragment alone on the last line."""
    segment_ends = sorted(i for i, kind in breaks.items() if kind == "forced") + [len(chars)]
    for end in segment_ends:
        last_space = max(chars.rfind(bound, 0, end) for bound in WORD_BOUNDS)
        for index in [i for i, kind in breaks.items() if last_space < i < end and kind in ("hyphen", "after")]:
            del breaks[index]
    return breaks


def _glued(chars: str, index: int) -> bool:
    """Whether the space at `index` keeps its neighbours on one line: after a number (2 points, 0 chips,
    2–8 players), beside a lone + (A + B), after an opening quote or an article (a, an, the), inside a
    pair read as one (face down, work out)."""
    before, after = _word_ending(chars, index), _word_starting(chars, index + 1)
    opening = before[-1:] in OPENING_QUOTES or before == '"'
    article = before.lower() in ARTICLES
    pair = (before.lower(), after.rstrip(".,;:!?\u201d\u2019").lower()) in KEPT_PAIRS
    return opening or article or pair or NUMBER.fullmatch(before) is not None or "+" in (before, after)


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


def adjustment_ratio(slack: float, space: float, last: bool) -> float:
    """Knuth and Plass's r of a justified line: how far its word spaces (`space` pt wide in all) must
    stretch (r > 0, 1 = by STRETCH) or shrink (r < 0, −1 = by SHRINK) to take up `slack`. The last
    line is set at its natural width (r = 0) unless it must shrink; a line of one word that does not
    fill the measure cannot be justified (r = inf)."""
    if abs(slack) <= FIT_TOLERANCE or (last and slack > 0):
        return 0.0
    if space <= 0:
        return math.inf if slack > 0 else -math.inf
    return slack / (space * STRETCH) if slack > 0 else slack / (space * SHRINK)


def fitness_class(ratio: float) -> int:
    """Knuth and Plass's four classes: 0 tight (r < −½), 1 decent, 2 loose (r > ½), 3 very loose (r > 1, out of bounds)."""
    if ratio < -0.5:
        return 0
    if ratio <= 0.5:
        return 1
    return 2 if ratio <= 1 + FIT_TOLERANCE else 3


def badness(ratio: float) -> float:
    """TeX's badness, 100·|r|³, at most INFINITELY_BAD."""
    return min(100 * abs(ratio) ** 3, INFINITELY_BAD) if math.isfinite(ratio) else INFINITELY_BAD


def _ragged_badness(slack: float, measure: float, last: bool) -> float:
    """A ragged line's badness: how much of the measure is left empty, so that lines come out even."""
    return 0.0 if last else 100 * (slack / measure) ** 2


def break_paragraph(text: LatinText, width: float, first_line_indent: float, justified: bool = True) -> list[LatinLine]:
    """The lines of every forced-break segment, each segment broken as a whole."""
    lines: list[LatinLine] = []
    start = 0
    ends = sorted(i for i, kind in text.breaks.items() if kind == "forced") + [len(text.chars)]
    for end in ends:
        indent = first_line_indent if not lines else 0.0
        lines.extend(_Search(text, start, end, end < len(text.chars), width, indent, justified).lines())
        start = end + 1
    return lines


@dataclass(frozen=True)
class _Reach:
    """A line the search may set, from a break to a later one, and what it costs before its neighbours are known."""

    start: int
    end: int
    kind: str | None
    natural: float  # the printed width, an added hyphen included
    demerits: float  # (LINE_PENALTY + badness)² + the break's penalty², plus OUT_OF_BOUNDS per rule it breaks
    fitness: int
    flagged: bool  # ends with a hyphen (added, or a compound's own): counts towards MAX_HYPHENATED_RUN
    last: bool


BreakKey = tuple[int, int, int]  # (the index a line ends at, its fitness class, how many flagged lines in a row end there)
Best = dict[BreakKey, tuple[float, BreakKey | None, _Reach | None]]  # the cheapest way to each key: demerits, from, the line
FITNESS_CLASSES = 4


class _Search:
    """The total-fit search over one forced-break segment [start, stop) (Knuth and Plass 1981, without
    the active list's pruning: every break is a node, keyed by fitness class and hyphen run): the
    cheapest way to each break key, break after break in text order, then the lines of the cheapest
    way to the stop."""

    def __init__(self, text: LatinText, start: int, stop: int, forced: bool, width: float, indent: float, justified: bool):
        self.text, self.start, self.stop = text, start, stop
        self.width, self.indent, self.justified = width, indent, justified
        self.final_kind = "forced" if forced else None
        self.ends = [i for i in sorted(text.breaks) if start < i < stop and text.breaks[i] != "forced"] + [stop]

    def lines(self) -> list[LatinLine]:
        best: Best = {(self.start, DECENT, 0): (0.0, None, None)}
        for index, position in enumerate([self.start, *self.ends[:-1]]):
            keys = [
                (position, fitness, run)
                for fitness in range(FITNESS_CLASSES)
                for run in range(MAX_HYPHENATED_RUN + 2)
                if (position, fitness, run) in best
            ]
            if keys:  # the lines from a break are the same whatever came before it: measured once
                reaches = self._reaches(position, self.ends[index:])
                for key in keys:
                    _relax(best, key, reaches)
        return self._chosen(best)

    def _reaches(self, position: int, ends: list[int]) -> list[_Reach]:
        """The line from the break at `position` to each of `ends` in turn, up to the first that is too
        full (kept when it is the first: a piece wider than the measure is set anyway, out of bounds).
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
            lone = last and not first and spaces == 0  # one word alone on the segment's last line
            flagged = hyphenated or (kind == "after" and chars[end - 1] == HYPHEN)
            reach, too_full = self._reach(start, end, kind, printed, measure - printed, measure, space, last, lone, flagged)
            if too_full and reaches:
                break  # longer lines only get fuller
            reaches.append(reach)
            if too_full:
                break
        return reaches

    def _reach(
        self,
        start: int,
        end: int,
        kind: str | None,
        printed: float,
        slack: float,
        measure: float,
        space: float,
        last: bool,
        lone: bool,
        flagged: bool,
    ) -> tuple[_Reach, bool]:
        """The line and whether it is too full (wider than the measure even with its spaces shrunk by SHRINK)."""
        penalty = HYPHEN_PENALTY**2 if flagged else 0.0
        if self.justified:
            ratio = adjustment_ratio(slack, space, last)
            too_full = ratio < -1 - FIT_TOLERANCE
            broken = (ratio > 1 + FIT_TOLERANCE) + too_full + lone
            excess = min(abs(ratio), 100.0) if math.isfinite(ratio) else 100.0  # how far out: among bad lines, the least bad
            demerits = (LINE_PENALTY + badness(ratio)) ** 2 + penalty + broken * OUT_OF_BOUNDS * (1 + excess)
            return _Reach(start, end, kind, printed, demerits, fitness_class(ratio), flagged, last), too_full
        too_full = slack < -FIT_TOLERANCE
        demerits = (LINE_PENALTY + _ragged_badness(slack, measure, last)) ** 2 + penalty + too_full * OUT_OF_BOUNDS + lone * LONE_WORD
        return _Reach(start, end, kind, printed, demerits, DECENT, flagged, last), too_full

    def _chosen(self, best: Best) -> list[LatinLine]:
        finals = [key for key in best if key[0] == self.stop]
        at: BreakKey | None = min(finals, key=lambda k: best[k][0])
        lines: list[LatinLine] = []
        while at is not None:
            _, previous, reach = best[at]
            if reach is None:
                break
            indent = self.indent if reach.start == self.start else 0.0
            lines.append(_line(self.text, reach.start, reach.end, reach.kind, indent, self.width, reach.natural))
            at = previous
        return lines[::-1]


def _relax(best: Best, key: BreakKey, reaches: list[_Reach]) -> None:
    """Every line from the break `key` (`reaches`), kept at the break key it ends at where it is the cheapest way there."""
    total_here, fitness, run = best[key][0], key[1], key[2]
    for reach in reaches:
        hyphen_run = min(run + 1, MAX_HYPHENATED_RUN + 1) if reach.flagged else 0
        total = total_here + reach.demerits + _joining_demerits(reach, fitness, run)
        target = (reach.end, reach.fitness, hyphen_run)
        if target not in best or total < best[target][0]:
            best[target] = (total, key, reach)


def _joining_demerits(reach: _Reach, fitness: int, run: int) -> float:
    """What the line costs beside the line before it (of `fitness`, after `run` flagged lines in a row):
    Knuth and Plass's flagged demerits (two hyphens in a row; a hyphen before the last line) and
    adjacent demerits (fitness classes more than one apart: a loose line under a tight one)."""
    demerits = 0.0
    if reach.flagged and run >= 1:
        demerits += FLAGGED_DEMERITS
    if reach.flagged and run >= MAX_HYPHENATED_RUN:
        demerits += OUT_OF_BOUNDS  # a third hyphen in a row: only when nothing else reaches the end
    if reach.last and run >= 1:
        demerits += FINAL_HYPHEN_DEMERITS
    if abs(reach.fitness - fitness) > 1:
        demerits += ADJACENT_DEMERITS
    return demerits


# ---- the paragraph ------------------------------------------------------------------------------


class LatinParagraph(Paragraph[LatinText, LatinLine]):
    """A paragraph of English text; `**bold**` and `\\n` (a forced line break) as for JPParagraph."""

    def _measure(self, runs: list[Run], style: JPStyle, where: Location | None) -> LatinText:
        return measure_runs(runs, style, where)

    def _break(self, width: float) -> list[LatinLine]:
        return break_paragraph(self._text, width, self.style.first_line_indent, self._justifiable(width))

    def _printed_stop(self, line: LatinLine) -> int:
        return line.ink_end

    def justified(self, width: float) -> bool:
        """Justified when asked for and the measure is wide enough (JUSTIFY_MIN_EMS); else ragged right.
        A justified paragraph stays justified: where no breaking keeps its spaces within the bounds,
        `out_of_bounds` says so, and the booklet's check reports it at the paragraph's source."""
        return self._justifiable(width)

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

    def out_of_bounds(self, width: float) -> list[str]:
        """The justified lines at this width whose word spaces fall outside MIN_SPACE_RATIO–MAX_SPACE_RATIO,
        a third hyphenated line in a row, a single word alone on a last line: what no breaking of the
        paragraph avoids (empty for a ragged paragraph, whose spaces are natural)."""
        if not self.justified(width):
            return []
        found, run = [], 0
        for number, (line, printed) in enumerate(zip(self.layout(width), self.lines(width), strict=True), start=1):
            ratio = _space_ratio(self._text, line)
            run = run + 1 if line.hyphenated else 0
            if not line.last and not line.spaces and line.slack > FIT_TOLERANCE:
                found.append(f"line {number} {printed!r} is one word that cannot fill the measure")
            elif (not line.last or line.slack < 0) and not MIN_SPACE_RATIO - FIT_TOLERANCE <= ratio <= MAX_SPACE_RATIO + FIT_TOLERANCE:
                found.append(f"line {number} {printed!r} needs word spaces of {ratio:.0%}")
            if run > MAX_HYPHENATED_RUN:
                found.append(f"line {number} {printed!r} is the {run}th hyphenated line in a row")
            if line.last and number > 1 and not line.spaces and not self.layout(width)[number - 2].last:
                found.append(f"line {number} {printed!r} is one word alone on the last line")
        return found

    def _pieces(self, line: LatinLine) -> Iterator[Piece]:
        """Stretches of one face, each at its own x, word spaces drawn as spaces and widened by the PDF's
        word spacing (Tw, which applies to the space, code 32 in every reportlab subset: U+00A0 is drawn
        as it too), so that the text layer holds the words with their spaces. A circled number is a
        piece of its own: its digits, raised, in the middle of its em (the ring: _draw_figures).
        A hyphenated word's two parts, from the first part to the end of the second on the next line,
        are one marked-content span whose ActualText is the whole word: search and copy find
        "discussion", not "dis-" and "cussion"."""
        lefts = self.char_lefts(line)
        text, extra = self._text, self._space_extra(line)
        word_start = self._hyphenated_word_start(line)
        continued_to = self._continued_word_end(line)
        begin, follows = line.start, False
        for index in range(line.start, line.ink_end + 1):
            ends = (
                index == line.ink_end
                or index in text.figures
                or text.face_of[index] != text.face_of[begin]
                or begin in text.figures
                or index in (word_start, continued_to)
            )
            if not ends:
                continue
            if begin < index and begin in text.figures:
                yield self._figure_piece(begin, lefts[begin - line.start], extra)
                follows = True  # the figure's last digit spacing ends at the em's end
            elif begin < index:
                chars = text.chars[begin:index].replace(NO_BREAK_SPACE, SPACE)
                actual = text.chars[begin : self._word_end(line.ink_end)] if begin == word_start else None
                yield Piece(
                    text.face_of[begin],
                    chars,
                    lefts[begin - line.start],
                    0.0,
                    extra,
                    follows=follows,
                    actual_text=actual,
                    ends_actual=index == continued_to,
                )
                follows = True
            begin = index
        if line.hyphenated:
            yield Piece(text.face_of[line.ink_end - 1], HYPHEN, lefts[-1], 0.0, extra, follows=follows)

    def _hyphenated_word_start(self, line: LatinLine) -> int | None:
        """Where the word a hyphenated line ends in starts (None: the line ends with no added hyphen)."""
        if not line.hyphenated:
            return None
        start = line.ink_end
        while start > line.start and self._text.chars[start - 1].isalpha():
            start -= 1
        return start

    def _continued_word_end(self, line: LatinLine) -> int | None:
        """Where the second part of a hyphenated word ends, on the line that starts with it (None: another line)."""
        if line.start == 0 or self._text.breaks.get(line.start) != "hyphen":
            return None
        return min(self._word_end(line.start), line.ink_end)

    def _word_end(self, index: int) -> int:
        """The end of the letters from `index` on, an apostrophe between letters included (someone’s)."""
        chars = self._text.chars
        while index < len(chars) and (chars[index].isalpha() or (chars[index] in "’'" and chars[index + 1 : index + 2].isalpha())):
            index += 1
        return index

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

    def text_layer(self, width: float) -> list[str]:
        """Each line as a PDF text extractor that ignores ActualText reads it back: word spaces as spaces, a hyphen
        at the end of a hyphenated line (one that honours ActualText reads the hyphenated word whole)."""
        return [self._layer_text(line) + (HYPHEN if line.hyphenated else "") for line in self.layout(width)]

    def _layer_text(self, line: LatinLine) -> str:
        """The line's characters as drawn: a no-break space as a space, a circled number as its digits."""
        chars = self._text.chars
        drawn = [self._figure(i).digits if i in self._text.figures else chars[i] for i in range(line.start, line.ink_end)]
        return "".join(drawn).replace(NO_BREAK_SPACE, SPACE)

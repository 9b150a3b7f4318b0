"""A paragraph's characters made ready for line breaking: glyph widths and break opportunities.

Everything a user can get wrong (an unregistered font, a character the font lacks, a stray `**`)
becomes a BuildError here, before anything is laid out or drawn.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import cache
from itertools import groupby
from typing import TypeVar

from reportlab.lib.colors import Color
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ..errors import Location, fail
from .kinsoku import Span, break_opportunities
from .mixed import latin_font, latin_spans
from .phrases import phrase_boundary
from .ruby import RubyGroup, ruby_groups, spread_under_ruby
from .runs import BreakMode, JPStyle, Run
from .yakumono import HALF_EM, squeezed_mark

BOLD_MARK = "**"
NEWLINE = "\n"
UNPRINTABLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}  # control, format, unassigned, line/paragraph separators
FULL_WIDTH_TOLERANCE = 1e-6  # pt: a full-width glyph advances exactly one em
EM_DASH = "\u2014"  # BIZ UD Gothic draws it half-width: two of them do not make a Japanese dash


@dataclass(frozen=True)
class Face:
    """A run's resolved look: every field set."""

    font: str
    size: float
    color: Color


@dataclass(frozen=True)
class Measured:
    """Characters with, for each, its face and width: what every typesetter measures first."""

    chars: str
    faces: tuple[Face, ...]
    face_of: tuple[int, ...]
    widths: tuple[float, ...]

    def __len__(self) -> int:
        return len(self.chars)

    def width(self, start: int, stop: int) -> float:
        """The characters [start, stop) side by side, nothing squeezed or stretched."""
        return sum(self.widths[start:stop])


@dataclass(frozen=True)
class JPText(Measured):
    """Japanese text measured, plus where a line may break (before index i)."""

    breaks: frozenset[int]
    """Where a line may end (in phrase mode, only between phrases)."""
    fallback: frozenset[int]
    """Every break the kinsoku rules allow: where a phrase wider than the line breaks."""
    squeeze: tuple[float, ...]
    """Points the gap after each character narrows while the next one shares its line (」「, 」。: yakumono.py)."""
    ruby: tuple[RubyGroup, ...] = ()
    """The readings set over runs of base characters (ruby.py)."""
    pad: tuple[float, ...] = ()
    """Points added after each base character of a ruby wider than its base (part of its width)."""
    lead: tuple[float, ...] = ()
    """Points the first base character of such a ruby moves right: the base spread 1:2:1 under it."""

    def span_width(self, start: int, stop: int) -> float:
        """Width of the characters [start, stop) set on one line, adjacent punctuation squeezed."""
        return sum(self.widths[start:stop]) - sum(self.squeeze[start : max(stop - 1, start)])


def parse_markup(text: str, where: Location | None = None) -> list[tuple[str, bool]]:
    """`**bold**` markup as (text, is_bold) pieces. `<` and `&` are plain characters."""
    pieces = text.split(BOLD_MARK)
    if len(pieces) % 2 == 0:
        raise fail(where, f"found an unpaired {BOLD_MARK} in {text!r}, expected {BOLD_MARK}bold{BOLD_MARK} pairs")
    return [(piece, index % 2 == 1) for index, piece in enumerate(pieces) if piece]


def markup_runs(text: str, style: JPStyle, where: Location | None = None) -> list[Run]:
    return [Run(piece, font=style.bold_font if bold else None) for piece, bold in parse_markup(text, where)]


def embedded_font(name: str, where: Location | None) -> TTFont:
    """The registered TrueType font `name`; reportlab's non-embedded standard fonts are refused."""
    try:
        font = pdfmetrics.getFont(name)
    except KeyError:
        font = None
    if not isinstance(font, TTFont):
        known = sorted(n for n in pdfmetrics.getRegisteredFontNames() if isinstance(pdfmetrics.getFont(n), TTFont))
        raise fail(where, f"found font {name!r}, expected a registered TrueType font ({', '.join(known) or 'none registered'})")
    return font


def _check_char(char: str, font: TTFont, where: Location | None, run: str) -> None:
    if char == NEWLINE:
        return
    if unicodedata.category(char) in UNPRINTABLE:
        raise fail(where, f"found control character U+{ord(char):04X} in {run!r}, expected printable text or a line break")
    if ord(char) not in font.face.charToGlyph:
        raise fail(where, f"found {char!r} (U+{ord(char):04X}) in {run!r}, expected a character font {font.fontName} has")
    if char == EM_DASH:
        raise fail(where, f"found {char!r} (U+2014) in {run!r}, expected '\u2015' (U+2015): {font.fontName} draws U+2014 half-width")


@cache
def glyph_width(font_name: str, size: float, char: str) -> float:
    """Advance width of one character in points. Cached: a registered font's metrics never change."""
    return 0.0 if char == NEWLINE else pdfmetrics.getFont(font_name).stringWidth(char, size)


def measure_run(run: str, face: Face, where: Location | None) -> list[float]:
    """Glyph widths of a run, after checking its face and characters."""
    font = embedded_font(face.font, where)
    if not face.size > 0:
        raise fail(where, f"found size {face.size} in {run!r}, expected a size above 0 pt")
    for char in set(run):
        _check_char(char, font, where, run)
    return [glyph_width(face.font, face.size, char) for char in run]


T = TypeVar("T")


def resolve(run: Run, style: JPStyle) -> Face:
    def pick(value: T | None, default: T) -> T:
        return default if value is None else value

    return Face(pick(run.font, style.font), pick(run.size, style.size), pick(run.color, style.color))


def check_style(style: JPStyle, where: Location | None) -> None:
    embedded_font(style.font, where)
    embedded_font(style.bold_font, where)
    if not (style.size > 0 and style.leading > 0):
        raise fail(where, f"found size {style.size} and leading {style.leading}, expected both above 0 pt")


def prepare(runs: list[Run], style: JPStyle, where: Location | None = None) -> JPText:
    """Measure every character and find every break opportunity (computed across run boundaries)."""
    check_style(style, where)
    faces: dict[Face, int] = {}
    face_of: list[int] = []
    widths: list[float] = []
    chars = "".join(run.text for run in runs)
    for text, face in _latin_split(runs, style, chars):
        widths.extend(measure_run(text, face, where))
        face_of.extend([faces.setdefault(face, len(faces))] * len(text))
    allowed = frozenset(_breaks(chars, no_break_spans(runs)))
    breaks = frozenset(i for i in allowed if phrase_boundary(chars, i)) if style.breaks is BreakMode.PHRASE else allowed
    sizes = [face.size for face in faces]
    squeeze = _squeeze(chars, widths, [sizes[index] for index in face_of])
    groups = ruby_groups(runs, face_of)
    pad, lead = spread_under_ruby(groups, chars, widths, [(face.font, face.size) for face in faces])
    widths = [width + extra for width, extra in zip(widths, pad, strict=True)]
    return JPText(chars, tuple(faces), tuple(face_of), tuple(widths), breaks, allowed, squeeze, groups, pad, lead)


def _latin_split(runs: list[Run], style: JPStyle, chars: str) -> list[tuple[str, Face]]:
    """Each run's text in its face, its Latin words (found in the whole text, so a word that crosses
    runs is one word) in the face's proportional partner (mixed.py)."""
    latin = [False] * len(chars)
    for start, stop in latin_spans(chars):
        latin[start:stop] = [True] * (stop - start)
    pieces: list[tuple[str, Face]] = []
    at = 0
    for run in runs:
        face = resolve(run, style)
        partner = replace(face, font=latin_font(face.font))
        for is_latin, group in groupby(range(at, at + len(run.text)), key=latin.__getitem__):
            indices = list(group)
            pieces.append((chars[indices[0] : indices[-1] + 1], partner if is_latin else face))
        at += len(run.text)
    return pieces


def _squeeze(chars: str, widths: list[float], sizes: list[float]) -> tuple[float, ...]:
    """Half an em out of the gap between adjacent punctuation marks set full-width (yakumono.py)."""
    squeeze = [0.0] * len(chars)
    for index in range(len(chars) - 1):
        mark = squeezed_mark(chars[index], chars[index + 1])
        pair = (index, index + 1)
        if mark is not None and all(abs(widths[i] - sizes[i]) < FULL_WIDTH_TOLERANCE for i in pair):
            squeeze[index] = HALF_EM * sizes[pair[mark]]
    return tuple(squeeze)


def no_break_spans(runs: list[Run]) -> list[Span]:
    """The characters [start, stop) of each `no_break` run, in the joined text."""
    spans, start = [], 0
    for run in runs:
        if run.no_break or run.ruby:
            spans.append((start, start + len(run.text)))
        start += len(run.text)
    return spans


def _breaks(chars: str, keep_together: list[Span]) -> list[int]:
    """Break opportunities of each forced-break segment, offset into the whole text."""
    found: list[int] = []
    start = 0
    for segment in chars.split(NEWLINE):
        stop = start + len(segment)
        inside = [(max(a, start) - start, min(b, stop) - start) for a, b in keep_together if a < stop and b > start]
        found.extend(start + index for index in break_opportunities(segment, inside))
        start = stop + 1
    return found

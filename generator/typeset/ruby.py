"""Ruby (ふりがな) over Japanese text, as a children's book sets it (JLREQ §3.3).

A run with a reading (`Run(text, ruby=…)`) is group ruby: the reading, half the base size, centred
over the whole run (readings.yaml gives a word's reading, not each kanji's), its characters sitting
on the base's em box, never past the line's head or end. A reading narrower than its base simply
centres. A wider one may reach over a neighbouring kana or punctuation mark by up to one ruby
character (half of it when another reading may reach over the same character from its other side),
never over a kanji, whose own reading could sit there; what still sticks out gets room around the
base, half before and half after, the base characters staying together. The run is one unit for
line breaking. The reading is drawn as the face's glyph outlines (fontTools reads them from the
embedded font's bytes), not as text: the text layer holds the base text alone, so copying,
searching and reading aloud get 「挑戦したい」, never a reading between two lines.
"""

from __future__ import annotations

import io
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from reportlab import Version as REPORTLAB_VERSION
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.pathobject import PDFPathObject

from .. import cache as caches
from .. import fontcache
from .runs import Run

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

RUBY_SCALE = 0.5  # of the base size
OVERHANG = 0.5  # of the base size (one ruby character, JIS X 4051's allowance): how far a reading may reach over a neighbour


@dataclass(frozen=True)
class RubyGroup:
    """Characters [start, stop) with `reading` over them, in the face of the first (an index of the faces)."""

    start: int
    stop: int
    reading: str
    face: int


def ruby_groups(runs: list[Run], face_of: list[int]) -> tuple[RubyGroup, ...]:
    groups, start = [], 0
    for run in runs:
        if run.ruby and run.text:
            groups.append(RubyGroup(start, start + len(run.text), run.ruby, face_of[start]))
        start += len(run.text)
    return tuple(groups)


def ruby_width(group: RubyGroup, font: str, size: float) -> float:
    return float(stringWidth(group.reading, font, size * RUBY_SCALE))


def spread_under_ruby(
    groups: tuple[RubyGroup, ...], chars: str, widths: list[float], faces: list[tuple[str, float]]
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(pad, lead) per character: the room a wider reading still needs after overhanging its kana
    neighbours, added to the width of the base's last character (pad), the base moved right by half
    of it (lead)."""
    pad, lead = [0.0] * len(widths), [0.0] * len(widths)
    covered = {index for group in groups for index in range(group.start, group.stop)}
    for group in groups:
        font, size = faces[group.face]
        overhang = sum(_overhang(chars, at, covered) * size for at in (group.start - 1, group.stop))
        room = ruby_width(group, font, size) - sum(widths[group.start : group.stop]) - overhang
        if room > 0:
            pad[group.stop - 1] = room
            lead[group.start] = room / 2
    return tuple(pad), tuple(lead)


def _overhang(chars: str, at: int, covered: set[int]) -> float:
    """How far (in ems of the base) a reading may reach over the character at `at`."""
    if not (0 <= at < len(chars) and at not in covered and _takes_overhang(chars[at])):
        return 0.0
    shared = at - 1 in covered and at + 1 in covered  # a reading on each side of it: half each
    return OVERHANG / 2 if shared else OVERHANG


def _takes_overhang(char: str) -> bool:
    """A kana or a punctuation mark (、。「」…): what a reading may reach over. Never a kanji or a Latin letter."""
    return "\u3041" <= char <= "\u30ff" or unicodedata.category(char).startswith("P")


def ascent_share(font: str) -> float:
    """The part of the em above the baseline (the em box's top, where the reading sits)."""
    face = getFont(font).face
    ascent, descent = float(face.ascent), float(face.descent)
    return ascent / (ascent - descent)


def draw_reading(canvas: Canvas, x: float, baseline: float, reading: str, font: str, size: float) -> None:
    """The reading as filled outlines of `font`'s glyphs, its baseline starting at (x, baseline), in
    the canvas's fill colour."""
    outlines = _outlines(font)
    canvas.saveState()
    canvas.translate(x, baseline)
    canvas.scale(size / outlines.units, size / outlines.units)
    path = PDFPathObject([outlines.path_code(reading)])  # in font units: the same wherever the reading is
    canvas.drawPath(path, stroke=0, fill=1, fillMode=1)  # non-zero winding, as TrueType fills
    canvas.restoreState()
    outlines.keep()


@cache
def _outlines(font: str) -> _Outlines:
    return _Outlines(font)


Point = tuple[float, float]
Segment = tuple[str, tuple[Point, ...]]  # "M" (move to), "L" (line to), "C" (curve to: three points), "Z" (close)


class _Outlines:
    """The outlines of a registered TrueType face's characters: each as its segments (quadratics as cubics,
    as fontTools' BasePen makes them) and its advance, in font units, read from the face's bytes by fontTools
    (decompiling a Japanese face's glyph table is about 0.15 s); and each reading drawn so far as its path's
    PDF operators (reportlab writes a Japanese edition's readings' 100,000 numbers in about 0.3 s). Kept in
    the build's cache (cache.py), keyed by the font file's hash (fontcache.py) and fontTools' and reportlab's
    versions: a kept outline or path is the same path."""

    FORMAT = 3  # bump when what is stored changes

    def __init__(self, font: str):
        self.font = font
        self.entry = _entry(font, self.FORMAT)
        read = caches.read_pickled(self.entry) if self.entry else None
        kept: dict[str, Any] = read if _whole(read) else {"units": 0, "glyphs": {}, "paths": {}}  # none kept, or damaged
        self.units: int = kept["units"]
        self.glyphs: dict[str, tuple[tuple[Segment, ...], float]] = kept["glyphs"]
        self.paths: dict[str, str] = kept["paths"]
        self.changed = False
        if not self.units:
            self.units = int(self._parsed[2])

    def path_code(self, reading: str) -> str:
        """The PDF operators of `reading`'s outlines side by side, in font units."""
        if reading not in self.paths:
            path, advance = PDFPathObject(), 0.0
            for char in reading:
                outline, width = self.glyph(char)
                _trace(path, outline, advance)
                advance += width
            self.paths[reading], self.changed = path.getCode(), True
        return self.paths[reading]

    def glyph(self, char: str) -> tuple[tuple[Segment, ...], float]:
        """`char`'s segments and advance, in font units."""
        if char not in self.glyphs:
            from .outline_pen import SegmentsPen  # fontTools': imported when an outline is read, not from the cache

            glyphs, cmap, _ = self._parsed
            glyph, pen = glyphs[cmap[ord(char)]], SegmentsPen()
            glyph.draw(pen)
            self.glyphs[char], self.changed = (tuple(pen.segments), glyph.width), True
        return self.glyphs[char]

    def keep(self) -> None:
        """Writes the outlines read so far to the cache, when this process read new ones."""
        if self.entry and self.changed:
            caches.write_pickled(self.entry, {"units": self.units, "glyphs": self.glyphs, "paths": self.paths})
            self.changed = False

    @cached_property
    def _parsed(self) -> tuple[Any, dict[int, str], int]:
        """(glyph set, cmap, units per em) of the face, read from its bytes."""
        from fontTools.ttLib import TTFont as FontFile  # 15 ms to import: only when the cache lacks an outline

        parsed = FontFile(io.BytesIO(getFont(self.font).face._ttf_data), lazy=True)
        return parsed.getGlyphSet(), parsed.getBestCmap(), int(parsed["head"].unitsPerEm)


def _whole(kept: Any) -> TypeGuard[dict[str, Any]]:
    """A kept entry as `_Outlines.keep` writes it."""
    if not isinstance(kept, dict):
        return False
    return isinstance(kept.get("units"), int) and all(isinstance(kept.get(part), dict) for part in ("glyphs", "paths"))


def _entry(font: str, format_version: int) -> Path | None:
    """The cache entry of `font`'s outlines (None when caching is off or the face was not loaded through fontcache)."""
    folder, font_key = caches.folder("ruby"), fontcache.key_of(font)
    if folder is None or font_key is None:
        return None
    from fontTools import version as fonttools_version  # here: a process that draws no reading needs no fontTools

    salt = f"{format_version}|{fonttools_version}|{REPORTLAB_VERSION}|"
    return folder / f"{caches.data_key(salt, font_key.encode())}.pickle"


def _trace(path: PDFPathObject, segments: tuple[Segment, ...], dx: float) -> None:
    """The segments into a reportlab path, moved right by `dx` font units."""
    for kind, points in segments:
        if kind == "M":
            path.moveTo(points[0][0] + dx, points[0][1])
        elif kind == "L":
            path.lineTo(points[0][0] + dx, points[0][1])
        elif kind == "C":
            (x1, y1), (x2, y2), (x3, y3) = points
            path.curveTo(x1 + dx, y1, x2 + dx, y2, x3 + dx, y3)
        else:
            path.close()

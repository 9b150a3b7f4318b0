"""Measuring and breaking the little text a card carries.

Card text breaks only between phrases: after 、 。 ！ ？ ＞ and closing brackets (and at an explicit
newline); a space never breaks, so "カード 2枚" stays together. A card is read at a glance, by children too: a line that ends
mid-phrase is harder to read than a shorter line, and a break after punctuation can never
break a kinsoku rule. A phrase that does not fit the line is an error for the editor to fix.
"""

from __future__ import annotations

import re
from functools import cache

from reportlab.pdfbase.pdfmetrics import getFont

from ..content.markup import is_japanese
from ..fonts import font_path, register_fonts
from ..geometry import pt_to_mm
from ..typeset.kinsoku import break_opportunities
from ..typeset.mixed import font_runs, mixed_width

_PHRASE_END = re.compile(r"(?<=[、。，．！？!?）」』】＞]) *")


class DoesNotFit(ValueError):
    """Text wider or longer than its room; the message says by how much."""


def width_mm(text: str, font: str, size_pt: float) -> float:
    register_fonts()
    return pt_to_mm(mixed_width(text, font, size_pt))


def cap_height_mm(font: str, size_pt: float) -> float:
    """Height of capitals and digits above the baseline: to centre a value or hang a line from a top."""
    register_fonts()
    return pt_to_mm(getFont(font).face.capHeight / 1000 * size_pt)


def ink_top_mm(text: str, font: str, size_pt: float) -> float:
    """How far the glyphs of `text` actually reach above the baseline (digits rise above the cap
    height): what hangs from a safe line must hang by this, or it pokes through the line."""
    return pt_to_mm(_ink_top_per_pt(text, font) * size_pt)


@cache
def _ink_top_per_pt(text: str, font: str) -> float:
    from PIL import ImageFont

    runs = font_runs(text, font)
    tops = [ImageFont.truetype(str(font_path(face)), INK_MEASURE_PX).getbbox(piece, anchor="ls")[1] for piece, face in runs]
    return -min(tops, default=0) / INK_MEASURE_PX


INK_MEASURE_PX = 1000  # the glyphs are measured at this size, in pixels: 0.1 % precision


def descent_mm(font: str, size_pt: float) -> float:
    """Depth of the font's descenders below the baseline: to keep a line inside a panel's bottom."""
    register_fonts()
    return pt_to_mm(-getFont(font).face.descent / 1000 * size_pt)


def phrases(text: str) -> list[str]:
    """The text cut after phrase-ending punctuation, where the kinsoku rules also allow a break
    (so 」、 stays together). English (the English edition's cards) is cut between words."""
    if not is_japanese(text):
        return [word + " " for word in text.split(" ")[:-1]] + [text.split(" ")[-1]]
    allowed = set(break_opportunities(text))
    cuts = [m.end() for m in _PHRASE_END.finditer(text) if m.end() in allowed]
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True) if a < b]


def wrap(text: str, font: str, size_pt: float, width: float) -> list[str]:
    """Lines of at most `width` mm, filled phrase by phrase; raises DoesNotFit for a phrase too long."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_fill(phrases(paragraph.strip()), font, size_pt, width))
    return lines


def _fill(parts: list[str], font: str, size_pt: float, width: float) -> list[str]:
    lines, current = [], ""
    for part in parts:
        if width_mm(part.strip(), font, size_pt) > width:
            raise DoesNotFit(
                f"the phrase {part.strip()!r} is {width_mm(part.strip(), font, size_pt):.1f} mm wide "
                f"at {size_pt:g} pt, the line is {width:.1f} mm (add a 、 or shorten it)"
            )
        if current and width_mm((current + part).rstrip(), font, size_pt) > width:
            lines.append(current.rstrip())
            current = ""
        current += part
    if current.strip():
        lines.append(current.rstrip())
    return lines

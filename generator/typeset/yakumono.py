"""Spacing between adjacent punctuation marks (約物の連続), after W3C JLREQ §3.1.4. Pure: no reportlab.

A full-width bracket, comma or full stop is half glyph, half blank (aki): an opening bracket keeps
its blank before the glyph, a closing bracket, comma or full stop after it; a middle dot has a
quarter em either side. Side by side, two marks would leave a whole em blank (」「) or a blank
where none belongs (」。). JLREQ takes half an em out, so that the pair occupies 1.5 em:

    」。 、」 ）」   a closing mark before a closing mark: no blank between
    」「 。（        a closing mark before an opening bracket: half an em between
    」・             a closing mark before a middle dot: the dot's quarter em only
    「「 ・「        an opening bracket after an opening bracket or a middle dot: its blank goes

Only marks set full-width carry these blanks; the typesetter checks the glyph widths (measure.py).
"""

from __future__ import annotations

from .kinsoku import CL01, CL02, CL06, CL07

OPENING = CL01.chars  # blank before the glyph
CLOSING = CL02.chars | CL06.chars | CL07.chars  # blank after the glyph
MIDDLE_DOTS = frozenset("・：；")  # a quarter em either side
HALF_EM = 0.5
BEFORE, AFTER = 0, 1  # which mark of a pair gives up half an em of its blank


def squeezed_mark(before: str, after: str) -> int | None:
    """Of two adjacent characters, the one whose blank shrinks by half an em (BEFORE or AFTER), or None."""
    if before in CLOSING and (after in CLOSING or after in OPENING or after in MIDDLE_DOTS):
        return BEFORE
    if after in OPENING and (before in OPENING or before in MIDDLE_DOTS):
        return AFTER
    return None

"""Latin words in Japanese text, set in proportional type (和欧混植).

BIZ UD Gothic's ASCII is fixed-width: a title or "OK" in it reads like a typewriter. A Japanese
publisher sets Latin words in proportional type; here in BIZ UDPGothic, the proportional sister of
the face (PROPORTIONAL_OF below): same strokes, heights and vertical metrics, so a line mixing both
keeps one colour and one baseline, and its universal-design letters (I l 1, O 0 told apart) stay.

A Latin word is a run of ASCII characters that holds a letter ("OK", "A4", "x 2", a URL);
spaces between two such characters belong to it. Numbers on their own (19ページ, 5点) stay in the
Japanese face: its half-width figures line up in tables and sit with the kana as Japanese text sets them.
Every measure and every drawing of one line of text goes through `font_runs`, so what is measured is
what is painted. The typesetter (measure.py) applies `latin_spans` per character.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from reportlab.pdfbase.pdfmetrics import stringWidth

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.pdfgen.textobject import PDFTextObject

# the registered faces (generator/fonts.py registers them): each fixed-width Latin face's proportional partner
PROPORTIONAL_OF = {"Gothic": "PGothic", "Gothic-Bold": "PGothic-Bold"}
LATIN_WORDS = re.compile(r"[!-~]+(?: +[!-~]+)*")  # ASCII graphic characters, single words joined by spaces
LETTER = re.compile(r"[A-Za-z]")


def pair_latin(face: str, latin: str) -> None:
    """Latin words in `face` (a game's own Japanese face, game.yaml `fonts:`) are set in `latin`, the
    game's Latin face. The core's faces keep their partners: a game pairs only its own."""
    if face in ("Gothic", "Gothic-Bold", "PGothic", "PGothic-Bold"):
        raise ValueError(f"{face} is a core face: its Latin partner is fixed")
    PROPORTIONAL_OF[face] = latin


def latin_spans(text: str) -> list[tuple[int, int]]:
    """[start, stop) of each Latin word of `text` (a run of ASCII holding at least one letter)."""
    return [match.span() for match in LATIN_WORDS.finditer(text) if LETTER.search(match.group())]


def latin_font(font: str) -> str:
    """The face a Latin word is set in where the text's face is `font` (itself when already proportional)."""
    return PROPORTIONAL_OF.get(font, font)


def font_runs(text: str, font: str) -> list[tuple[str, str]]:
    """`text` cut into (piece, face) runs: its Latin words in the proportional face, the rest in `font`."""
    partner = latin_font(font)
    if partner == font:
        return [(text, font)] if text else []
    runs: list[tuple[str, str]] = []
    at = 0
    for start, stop in latin_spans(text):
        runs.extend([(text[at:start], font), (text[start:stop], partner)])
        at = stop
    runs.append((text[at:], font))
    return [(piece, face) for piece, face in runs if piece]


def mixed_width(text: str, font: str, size: float) -> float:
    """Width in points of one line of `text` as `draw_mixed` paints it."""
    return sum(float(stringWidth(piece, face, size)) for piece, face in font_runs(text, font))


def write_mixed(text_object: PDFTextObject, text: str, font: str, size: float) -> None:
    """Writes `text` at the text object's cursor, switching face per run."""
    for piece, face in font_runs(text, font):
        text_object.setFont(face, size)
        text_object.textOut(piece)


def draw_mixed(canvas: Canvas, x: float, y: float, text: str, font: str, size: float, anchor: str = "start") -> None:
    """One line of text, its baseline's start (or middle, or end) at (x, y), Latin words proportional."""
    offset = {"start": 0.0, "middle": 0.5, "end": 1.0}[anchor] * mixed_width(text, font, size)
    text_object = canvas.beginText(x - offset, y)
    write_mixed(text_object, text, font, size)
    canvas.drawText(text_object)


TAG = re.compile(r"(<[^>]*>)")


def latin_markup(markup: str, font: str, bold_font: str) -> str:
    """reportlab paragraph markup (`<b>`, `<br/>`, entities) with each Latin word wrapped in a `<font>`
    tag naming its proportional face: for platypus paragraphs (the balance report). `font` is the
    paragraph style's face, `bold_font` the one `<b>` switches to."""
    bold = False
    pieces: list[str] = []
    for piece in TAG.split(markup):
        if TAG.fullmatch(piece):
            bold = {"<b>": True, "</b>": False}.get(piece, bold)
            pieces.append(piece)
            continue
        face = latin_font(bold_font if bold else font)
        at = 0
        for start, stop in latin_spans(piece):
            pieces.append(f'{piece[at:start]}<font name="{face}">{piece[start:stop]}</font>')
            at = stop
        pieces.append(piece[at:])
    return "".join(pieces)

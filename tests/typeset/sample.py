"""Sample text for the typesetter: the body style, the corpus, a small page of every feature, A5 pages of text.

Importable without pytest's help, so that another process (test_pdf.py's reproducibility test)
and scripts/benchmark.py can use it too: absolute imports only.
"""

import io
from dataclasses import replace
from pathlib import Path

from reportlab.lib.colors import CMYKColor
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

import generator.reportlab_fixes  # noqa: F401  (the PDF written as the generator writes its own)
from generator.fonts import register_fonts
from generator.typeset import Alignment, JPParagraph, JPStyle, Run

K100 = CMYKColor(0, 0, 0, 1)
BODY_SIZE = 9.5  # pt, the booklet's body size range (9–10 pt for readers aged 8+)
YELLOW = CMYKColor(0, 0.1, 1, 0)
BLUE = CMYKColor(1, 0.5, 0, 0)
CORPUS = Path(__file__).with_name("corpus.txt")
A5_TEXT_AREA = (15 * mm, 15 * mm, 118 * mm, 180 * mm)  # x, y, width, height of an A5 page's body text


def body_style() -> JPStyle:
    """A body style like the booklet's (the fonts registered)."""
    register_fonts()
    return JPStyle("Gothic", "Gothic-Bold", BODY_SIZE, 16.0, K100, first_line_indent=BODY_SIZE)


def load_corpus() -> list[str]:
    """The corpus paragraphs: blank-line separated, '#' lines are comments, inner newlines are forced breaks."""
    text = "\n".join(line for line in CORPUS.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))
    return [paragraph.strip("\n") for paragraph in text.split("\n\n") if paragraph.strip()]


def set_pages(texts: list[str], style: JPStyle) -> int:
    """Measure, break, flow and draw every paragraph into A5 text areas; returns the page count.

    Paragraphs are stacked and each moves whole to the next page when it does not fit, as the
    booklet moves its blocks (a paragraph taller than the area is drawn anyway, overflowing)."""
    canvas = Canvas(io.BytesIO(), pagesize=(148 * mm, 210 * mm), invariant=1, initialFontName="Gothic")
    left, bottom, width, height = A5_TEXT_AREA
    pages, top = 1, bottom + height
    for text in texts:
        paragraph = JPParagraph(text, style)
        needed = paragraph.height_at(width)
        if top - needed < bottom and top < bottom + height:
            canvas.showPage()
            pages, top = pages + 1, bottom + height
        paragraph.draw(canvas, left, top, width)
        top -= needed
    canvas.showPage()
    return pages


def sample_story(body: JPStyle) -> list[JPParagraph]:
    heading = replace(body, font="Gothic-Bold", size=13, leading=20, first_line_indent=0)
    centred = replace(body, alignment=Alignment.CENTER, first_line_indent=0)
    return [
        JPParagraph("強さを計算する", heading),
        JPParagraph("記号はそのまま：a<b & c>d、&amp;、<b>太字ではない</b>。**太字は二つの星**で囲みます。", body),
        JPParagraph.from_runs(
            [
                Run("数値カード："),
                Run("黄", "Gothic-Bold", color=YELLOW),
                Run("・"),
                Run("青", "Gothic-Bold", color=BLUE),
                Run(" 各18枚。多数色は、数値の大きさではなく枚数で決まります。"),
            ],
            body,
        ),
        JPParagraph(
            "・自分や他人の強さの数値・範囲・上限・下限\n・非公開ハンドの数値・色・色別枚数・特殊カード名",
            replace(body, first_line_indent=0),
        ),
        JPParagraph("https://mighty.boardstyle.org/", centred),
    ]


def build_sample(path: Path, body: JPStyle) -> None:
    """The sample story stacked down a 334 pt column, a paragraph gap apart."""
    canvas = Canvas(str(path), pagesize=(420, 300), invariant=1, initialFontName="Gothic")
    left, top, width, gap = 40, 280, 334, 5
    for paragraph in sample_story(body):
        paragraph.draw(canvas, left, top, width)
        top -= paragraph.height_at(width) + gap
    canvas.showPage()
    canvas.save()

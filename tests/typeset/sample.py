"""The sample page of test_pdf.py (every feature of the typesetter on a small page) and the body style.

Importable without pytest's help, so that another process can build the same page (see
test_pdf.py's reproducibility test): absolute imports only.
"""
from dataclasses import replace
from pathlib import Path

from reportlab.lib.colors import CMYKColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame

from generator.fonts import register_fonts
from generator.typeset import Alignment, JPParagraph, JPStyle, Run

K100 = CMYKColor(0, 0, 0, 1)
BODY_SIZE = 9.5  # pt, the booklet's body size range (9–10 pt for readers aged 8+)
YELLOW = CMYKColor(0, 0.1, 1, 0)
BLUE = CMYKColor(1, 0.5, 0, 0)


def body_style() -> JPStyle:
    """A body style like the booklet's (the fonts registered)."""
    register_fonts()
    return JPStyle("Gothic", "Gothic-Bold", BODY_SIZE, 16.0, K100, first_line_indent=BODY_SIZE)


def sample_story(body: JPStyle) -> list[JPParagraph]:
    heading = replace(body, font="Gothic-Bold", size=13, leading=20, first_line_indent=0, space_after=4)
    centred = replace(body, alignment=Alignment.CENTER, first_line_indent=0, space_after=6)
    return [
        JPParagraph("強さを計算する", heading),
        JPParagraph("記号はそのまま：a<b & c>d、&amp;、<b>太字ではない</b>。**太字は二つの星**で囲みます。", body),
        JPParagraph.from_runs([Run("数値カード："), Run("黄", "Gothic-Bold", color=YELLOW), Run("・"),
                               Run("青", "Gothic-Bold", color=BLUE),
                               Run(" 各18枚。多数色は、数値の大きさではなく枚数で決まります。")], body),
        JPParagraph("・自分や他人の強さの数値・範囲・上限・下限\n・非公開ハンドの数値・色・色別枚数・特殊カード名",
                    replace(body, first_line_indent=0)),
        JPParagraph("https://mighty.boardstyle.org/", centred),
    ]


def build_sample(path: Path, body: JPStyle) -> None:
    canvas = Canvas(str(path), pagesize=(420, 300), invariant=1, initialFontName="Gothic")
    Frame(40, 20, 334, 260, showBoundary=0).addFromList(sample_story(body), canvas)
    canvas.showPage()
    canvas.save()

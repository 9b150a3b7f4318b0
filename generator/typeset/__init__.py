"""Japanese typesetting for reportlab: JLREQ line breaking (kinsoku), justified paragraphs, adjacent
punctuation set in 1.5 em (」。 」「: yakumono.py), and a phrase mode for short texts in narrow boxes.

    style = JPStyle("Gothic", "Gothic-Bold", size=9.5, leading=16, color=CMYKColor(0, 0, 0, 1),
                    first_line_indent=9.5)
    paragraph = JPParagraph("**パス**と宣言し、1点を置く。", style, where)
    paragraph.draw(canvas, x, top, width)                                # its top-left corner at (x, top)
    JPParagraph.from_runs([Run("数値カード："), Run("赤", color=accent)], style)
    JPParagraph.from_runs([Run("詳しくは"), Run("19ページ", no_break=True), Run("。")], style)  # never 19ペー|ジ
    JPParagraph("降りた人の相手があがる。", replace(style, breaks=BreakMode.PHRASE))  # 降りた人の|相手があがる。
    paragraph.line_count(width), paragraph.height_at(width)           # measure without drawing
    violations(lines, source=text)                                      # check lines read back from a PDF
"""

from .base import Paragraph
from .kinsoku import break_opportunities, violations
from .paragraph import JPParagraph
from .phrases import phrase_breaks
from .runs import Alignment, BreakMode, JPStyle, Run

__all__ = ["Alignment", "BreakMode", "JPParagraph", "JPStyle", "Paragraph", "Run", "break_opportunities", "phrase_breaks", "violations"]

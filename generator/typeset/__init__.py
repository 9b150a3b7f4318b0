"""Japanese typesetting for reportlab: JLREQ line breaking (kinsoku) and justified paragraphs.

    style = JPStyle("Gothic", "Gothic-Bold", size=9.5, leading=16, color=CMYKColor(0, 0, 0, 1),
                    first_line_indent=9.5)
    JPParagraph("**マイティ**と宣言し、1点を置く。", style, where)          # a Flowable
    JPParagraph.from_runs([Run("数値カード："), Run("黄", color=yellow)], style)
    JPParagraph.from_runs([Run("詳しくは"), Run("19ページ", no_break=True), Run("。")], style)  # never 19ペー|ジ
    paragraph.line_count(width), paragraph.height_at(width)           # measure without drawing
    violations(lines, source=text)                                      # check lines read back from a PDF
"""
from .kinsoku import break_opportunities, violations
from .paragraph import JPParagraph
from .style import Alignment, JPStyle, Run

__all__ = ["Alignment", "JPParagraph", "JPStyle", "Run", "break_opportunities", "violations"]

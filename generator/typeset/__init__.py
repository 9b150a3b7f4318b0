"""Japanese typesetting for reportlab: JLREQ line breaking (kinsoku) and justified paragraphs."""
from .kinsoku import break_opportunities, violations
from .paragraph import JPParagraph
from .style import Alignment, JPStyle, Run

__all__ = ["Alignment", "JPParagraph", "JPStyle", "Run", "break_opportunities", "violations"]

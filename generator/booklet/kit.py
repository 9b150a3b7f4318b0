"""What every block renderer needs: the content, the inks of this output, and text elements.

Text from content goes through `text()`: markup expanded, set by the JLREQ typesetter
(generator.typeset), its cross-references and URLs turned into link spots.
"""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import getFont, stringWidth

from ..content.model import Content
from ..errors import Location
from ..fonts import BOLD, REGULAR
from ..typeset import Alignment, JPParagraph, JPStyle
from .elements import Element
from .geometry import Geometry
from .inks import Inks
from .richtext import Anchor, rich
from .style import BODY, TextStyle
from .surface import Surface

BOLD_OF = {REGULAR: BOLD, BOLD: BOLD}  # the face `**bold**` switches to


@dataclass(frozen=True)
class Kit:
    content: Content
    inks: Inks
    geometry: Geometry

    def jp_style(self, style: TextStyle, alignment: Alignment = Alignment.JUSTIFY) -> JPStyle:
        return JPStyle(style.font, BOLD_OF[style.font], style.size, style.leading, self.inks[style.colour],
                       alignment=alignment)

    def text(self, text: str, width: float, style: TextStyle = BODY, where: Location | None = None,
             alignment: Alignment = Alignment.JUSTIFY) -> Element:
        """A paragraph of content text at `width` pt: its height, painter and links."""
        rt = rich(text, self.content, where)
        paragraph = JPParagraph.from_runs(rt.to_runs(BOLD_OF[style.font]), self.jp_style(style, alignment), where)
        return paragraph_element(paragraph, width, rt.anchors)

    def shrink_wrapped(self, text: str, max_width: float, style: TextStyle, where: Location | None = None,
                       alignment: Alignment = Alignment.LEFT) -> Element:
        """Like `text`, but only as wide as its longest line (for labels, pills, centred lines)."""
        natural = min(max_width, max(line_width(line, style) for line in rich(text, self.content, where).plain.split("\n")) + 0.01)
        return self.text(text, natural, style, where, alignment)


def line_width(text: str, style: TextStyle) -> float:
    return stringWidth(text, style.font, style.size)


def baseline_drop(style: TextStyle) -> float:
    """From the top of a line to its baseline, where the typesetter puts it (em box centred in the leading)."""
    face = getFont(style.font).face
    return (style.leading - style.size) / 2 + style.size * face.ascent / (face.ascent - face.descent)


def paragraph_element(paragraph: JPParagraph, width: float, anchors: list[Anchor]) -> Element:
    height = paragraph.height_at(width)

    def paint(surface: Surface, x: float, top: float) -> None:
        paragraph.wrap(width, height)
        paragraph.drawOn(surface.canvas, x, top - height)

    spots = tuple((box, a.page, a.url) for a in anchors for box in paragraph.char_boxes(width, a.start, a.stop))
    return Element(width, height, paint, spots)

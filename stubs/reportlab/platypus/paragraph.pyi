from reportlab.lib.styles import ParagraphStyle

from .flowables import Flowable

class Paragraph(Flowable):
    def __init__(self, text: str, style: ParagraphStyle | None = None) -> None: ...

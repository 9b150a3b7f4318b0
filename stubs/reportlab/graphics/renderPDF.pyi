from reportlab.pdfgen.canvas import Canvas

from .shapes import Drawing

def draw(drawing: Drawing, canvas: Canvas, x: float, y: float, showBoundary: bool = ...) -> None: ...

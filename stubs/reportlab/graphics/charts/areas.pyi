from reportlab.graphics.shapes import Shape

class PlotArea(Shape):
    x: float
    y: float
    width: float
    height: float

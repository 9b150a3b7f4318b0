from reportlab.pdfgen.canvas import Canvas

class Flowable:
    width: float
    height: float
    canv: Canvas
    def __init__(self) -> None: ...
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]: ...

class Spacer(Flowable):
    def __init__(self, width: float, height: float, isGlue: bool = False) -> None: ...

class PageBreak(Flowable):
    def __init__(self, nextTemplate: str | None = None) -> None: ...

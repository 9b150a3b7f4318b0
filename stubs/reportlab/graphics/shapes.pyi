from collections.abc import Sequence

from reportlab.lib.colors import Color

class Shape: ...

class Group(Shape):
    contents: list[Shape]
    def __init__(self, *elements: Shape) -> None: ...
    def add(self, node: Shape, name: str | None = None) -> None: ...
    def translate(self, dx: float, dy: float = 0) -> None: ...

class Drawing(Group):
    width: float
    height: float
    initialFontName: str
    def __init__(self, width: float = 400, height: float = 200, *nodes: Shape) -> None: ...

class Line(Shape):
    def __init__(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        *,
        strokeColor: Color | None = ...,
        strokeWidth: float = ...,
        strokeDashArray: Sequence[float] | None = ...,
    ) -> None: ...

class PolyLine(Shape):
    def __init__(self, points: Sequence[float] = (), *, strokeColor: Color | None = ..., strokeWidth: float = ...) -> None: ...

class String(Shape):
    def __init__(
        self,
        x: float,
        y: float,
        text: str,
        *,
        fontName: str = ...,
        fontSize: float = ...,
        textAnchor: str = ...,
        fillColor: Color | None = ...,
    ) -> None: ...

class Image(Shape): ...

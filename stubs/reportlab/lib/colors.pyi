class Color:
    red: float
    green: float
    blue: float
    def __init__(self, red: float = 0, green: float = 0, blue: float = 0, alpha: float = 1) -> None: ...
    def rgb(self) -> tuple[float, float, float]: ...

class CMYKColor(Color):
    cyan: float
    magenta: float
    yellow: float
    black: float
    def __init__(
        self,
        cyan: float = 0,
        magenta: float = 0,
        yellow: float = 0,
        black: float = 0,
        spotName: str | None = None,
        density: float = 1,
        knockout: bool | None = None,
        alpha: float = 1,
    ) -> None: ...

class CMYKColorSep(CMYKColor):
    def __init__(
        self,
        cyan: float = 0,
        magenta: float = 0,
        yellow: float = 0,
        black: float = 0,
        spotName: str | None = None,
        density: float = 1,
        alpha: float = 1,
    ) -> None: ...

def HexColor(val: str | int, htmlOnly: bool = False, hasAlpha: bool = False) -> Color: ...

from collections.abc import Callable
from weakref import WeakKeyDictionary

class TTFontFace:
    unitsPerEm: int
    ascent: float
    descent: float
    capHeight: float
    charToGlyph: dict[int, int]
    _ttf_data: bytes
    _pdfScale: Callable[[float], float]

class TTEncoding:
    def __init__(self) -> None: ...

class TTFont:
    class State:
        assignments: dict[int, int]  # a character → its number in the file (subset << 8 | code)
        def __init__(self, asciiReadable: int | None = None, ttf: TTFont | None = None) -> None: ...

    fontName: str
    face: TTFontFace
    encoding: TTEncoding
    state: WeakKeyDictionary[object, TTFont.State]
    shapable: bool
    _asciiReadable: int
    def __init__(self, name: str, filename: str) -> None: ...
    def stringWidth(self, text: str, size: float, encoding: str = "utf8") -> float: ...
    def splitString(self, text: str, doc: object, encoding: str = "utf-8") -> list[tuple[int, bytes]]: ...

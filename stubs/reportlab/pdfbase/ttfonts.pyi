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
    fontName: str
    face: TTFontFace
    encoding: TTEncoding
    state: WeakKeyDictionary[object, object]
    shapable: bool
    _asciiReadable: int
    def __init__(self, name: str, filename: str) -> None: ...
    def stringWidth(self, text: str, size: float, encoding: str = "utf8") -> float: ...

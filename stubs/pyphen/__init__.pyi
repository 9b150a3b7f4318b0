from pathlib import Path

__version__: str
LANGUAGES: dict[str, Path]
hdcache: dict[Path, HyphDict]

def language_fallback(language: str) -> str | None: ...

class HyphDict:
    def __init__(self, path: Path) -> None: ...

class Pyphen:
    def __init__(self, *, lang: str | None = None, left: int = 2, right: int = 2) -> None: ...
    def positions(self, word: str) -> list[int]: ...

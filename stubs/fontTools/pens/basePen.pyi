from typing import Any

class BasePen:
    def __init__(self, glyphSet: Any = None) -> None: ...

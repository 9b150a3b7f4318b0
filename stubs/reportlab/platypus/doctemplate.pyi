from typing import IO

from .flowables import Flowable

class SimpleDocTemplate:
    page: int
    def __init__(
        self,
        filename: str | IO[bytes],
        *,
        pagesize: tuple[float, float] = ...,
        leftMargin: float = ...,
        rightMargin: float = ...,
        topMargin: float = ...,
        bottomMargin: float = ...,
        invariant: int = ...,
        title: str = ...,
        author: str = ...,
        creator: str = ...,
        initialFontName: str = ...,
    ) -> None: ...
    def build(self, flowables: list[Flowable]) -> None: ...

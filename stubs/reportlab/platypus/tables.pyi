from collections.abc import Sequence

from .flowables import Flowable

# A command: (name, (first column, first row), (last column, last row), value …)
_TableCommand = tuple[object, ...]

class TableStyle:
    def __init__(self, cmds: Sequence[_TableCommand] | None = None) -> None: ...

class Table(Flowable):
    def __init__(self, data: Sequence[Sequence[object]], colWidths: Sequence[float] | None = None, repeatRows: int = 0) -> None: ...
    def setStyle(self, tblstyle: TableStyle) -> None: ...

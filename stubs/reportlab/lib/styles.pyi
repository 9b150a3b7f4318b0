from .colors import Color

class ParagraphStyle:
    def __init__(
        self,
        name: str,
        parent: ParagraphStyle | None = None,
        *,
        fontName: str = ...,
        fontSize: float = ...,
        leading: float = ...,
        textColor: Color = ...,
        wordWrap: str | None = ...,
        spaceAfter: float = ...,
    ) -> None: ...

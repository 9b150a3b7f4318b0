class Label:
    fontName: str
    fontSize: float

useA85: int
ttfAsciiReadable: int
unShapedFontGlob: list[str]

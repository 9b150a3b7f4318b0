"""The embedded Japanese faces. A missing font is an error that says how to install it."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from .errors import fail

# The font files and where Debian puts them. BIZ UD Gothic: a universal-design face made for
# legibility (readers aged 8+), TrueType outlines (reportlab embeds only TrueType), SIL OFL.
FONT_DIRS = (
    Path("/usr/share/fonts/truetype/bizud-gothic"),
    Path("/usr/share/fonts/truetype/morisawa"),
    Path("/usr/share/fonts/truetype/open-sans"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
)
FACES = {
    "Gothic": "BIZUDGothic-Regular.ttf",
    "Gothic-Bold": "BIZUDGothic-Bold.ttf",
}
INSTALL_HINT = "install it with `apt-get install fonts-morisawa-bizud-gothic` (Debian) or `make setup`"
# The English edition's text face: Open Sans, a humanist sans made for legibility at small sizes
# (TrueType, SIL OFL, Debian fonts-open-sans), in two weights. Registered only for an English build.
LATIN_FACES = {
    "Sans": "OpenSans-Regular.ttf",
    "Sans-Bold": "OpenSans-Bold.ttf",
}
LATIN_INSTALL_HINT = "install it with `apt-get install fonts-open-sans` (Debian) or `make setup`"
LATIN_OF = {"Gothic": "Sans", "Gothic-Bold": "Sans-Bold"}  # the English face that sets what the Japanese sets in each

REGULAR = "Gothic"
BOLD = "Gothic-Bold"


def font_path(face: str) -> Path:
    latin = face in LATIN_FACES
    filename = LATIN_FACES[face] if latin else FACES[face]
    for folder in FONT_DIRS:
        candidate = folder / filename
        if candidate.is_file():
            return candidate
    family, hint = ("Open Sans", LATIN_INSTALL_HINT) if latin else ("BIZ UD Gothic", INSTALL_HINT)
    raise fail(None, f"font {filename} ({family}) not found in {', '.join(map(str, FONT_DIRS))}: {hint}")


@cache
def register_fonts() -> tuple[str, ...]:
    """Registers every face with reportlab once per process; returns their names."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping

    for face in FACES:
        pdfmetrics.registerFont(TTFont(face, str(font_path(face))))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    return tuple(FACES)


@cache
def register_latin_fonts() -> tuple[str, ...]:
    """The English edition's faces (and the Japanese ones, its fallback for ① and arrows)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping

    register_fonts()
    regular, bold = LATIN_FACES
    for face in LATIN_FACES:
        pdfmetrics.registerFont(TTFont(face, str(font_path(face))))
    for is_bold, is_italic in ((0, 0), (1, 0), (0, 1), (1, 1)):
        addMapping(regular, is_bold, is_italic, bold if is_bold else regular)
    return tuple(LATIN_FACES)

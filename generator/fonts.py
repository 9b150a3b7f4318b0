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
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
)
FACES = {
    "Gothic": "BIZUDGothic-Regular.ttf",
    "Gothic-Bold": "BIZUDGothic-Bold.ttf",
}
INSTALL_HINT = "install it with `apt-get install fonts-morisawa-bizud-gothic` (Debian) or `make setup`"

REGULAR = "Gothic"
BOLD = "Gothic-Bold"


def font_path(face: str) -> Path:
    filename = FACES[face]
    for folder in FONT_DIRS:
        candidate = folder / filename
        if candidate.is_file():
            return candidate
    raise fail(None, f"font {filename} (BIZ UD Gothic) not found in {', '.join(map(str, FONT_DIRS))}: {INSTALL_HINT}")


@cache
def register_fonts() -> tuple[str, ...]:
    """Registers every face with reportlab once per process; returns their names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics

    from .fontcache import load_ttfont

    for face in FACES:
        pdfmetrics.registerFont(load_ttfont(face, font_path(face)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    return tuple(FACES)

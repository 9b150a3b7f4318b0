"""The embedded Japanese faces. A missing font is an error that says how to install it."""
from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
from pathlib import Path
from typing import TypeVar

from .errors import BuildError, fail

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
REINSTALL_HINT = "reinstall it with `apt-get install --reinstall fonts-morisawa-bizud-gothic` (Debian)"
FONT_NAME = "BIZ UD Gothic"

T = TypeVar("T")
REGULAR = "Gothic"
BOLD = "Gothic-Bold"


def font_path(face: str) -> Path:
    filename = FACES[face]
    for folder in FONT_DIRS:
        candidate = folder / filename
        if candidate.is_file():
            return candidate
    raise fail(None, f"font {filename} (BIZ UD Gothic) not found in {', '.join(map(str, FONT_DIRS))}: {INSTALL_HINT}")


def _damaged(path: Path, error: Exception) -> BuildError:
    reason = getattr(error, "strerror", None) or str(error).splitlines()[0][:60] or type(error).__name__
    return fail(None, f"font file {path} cannot be read ({reason}): it is damaged or unreadable; {REINSTALL_HINT}")


def _opened(face: str, open_font: Callable[[str], T]) -> T:
    """`open_font(path)` of the face's file; a damaged or unreadable file is a message naming it."""
    path = font_path(face)
    try:
        return open_font(str(path))
    except BuildError:
        raise
    except Exception as error:  # reportlab's TTFError, struct.error, OSError …: every way a parse of a bad file ends
        raise _damaged(path, error) from None


@cache
def register_fonts() -> tuple[str, ...]:
    """Registers every face with reportlab once per process; returns their names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for face in FACES:
        pdfmetrics.registerFont(_opened(face, partial(TTFont, face)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    return tuple(FACES)


@cache
def drawable() -> frozenset[int]:
    """The characters (code points) every face can draw: anything else would print as a blank box."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    faces = [frozenset(_opened(face, TTFontFile).charToGlyph) for face in FACES]
    return frozenset.intersection(*faces)

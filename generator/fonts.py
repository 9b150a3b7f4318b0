"""The embedded Japanese faces. A missing font is an error that says how to install it."""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable
from functools import cache, partial
from itertools import chain
from pathlib import Path
from typing import TypeVar

from .cache import noted
from .errors import BuildError, fail

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
    "PGothic": "BIZUDPGothic-Regular.ttf",
    "PGothic-Bold": "BIZUDPGothic-Bold.ttf",
}
# BIZ UD Gothic's ASCII is fixed-width (typewriter Latin). Latin words in Japanese text are set in its
# proportional sister, BIZ UDPGothic (same package, same designer, strokes, heights and vertical
# metrics, so a mixed line keeps one colour and one baseline): typeset/mixed.py picks it per word
# (its PROPORTIONAL_OF names these faces).
PROPORTIONAL = {"Gothic": "PGothic", "Gothic-Bold": "PGothic-Bold"}
INSTALL_HINT = "install it with `apt-get install fonts-morisawa-bizud-gothic` (Debian) or `make setup`"
# The English edition's text face: Open Sans, a humanist sans made for legibility at small sizes
# (TrueType, SIL OFL, Debian fonts-open-sans), in two weights. Registered only for an English build.
LATIN_FACES = {
    "Sans": "OpenSans-Regular.ttf",
    "Sans-Bold": "OpenSans-Bold.ttf",
}
LATIN_INSTALL_HINT = "install it with `apt-get install fonts-open-sans` (Debian) or `make setup`"
LATIN_OF = {"Gothic": "Sans", "Gothic-Bold": "Sans-Bold"}  # the English face that sets what the Japanese sets in each
REINSTALL_HINT = "reinstall it with `apt-get install --reinstall fonts-morisawa-bizud-gothic` (Debian)"
FONT_NAME = "BIZ UD Gothic"
LATIN_REINSTALL_HINT = "reinstall it with `apt-get install --reinstall fonts-open-sans` (Debian)"
LATIN_FONT_NAME = "Open Sans"
TRUETYPE_HEADERS = (b"\x00\x01\x00\x00", b"true")  # the sfnt versions of a TrueType font file

T = TypeVar("T")
REGULAR = "Gothic"
BOLD = "Gothic-Bold"

# A game's own faces by role (game.yaml `fonts:`, issue 28). A role the game gives no file keeps
# today's face: the title and the headings in bold, the body in regular, Latin words in Japanese
# text in the proportional sister (typeset/mixed.py).
FONT_ROLES = {
    "title": "the game's title (covers, card backs, box)",
    "heading": "page titles and headings",
    "body": "the text of the pages",
    "latin": "Latin words inside the game's own faces' Japanese text",
}
DEFAULT_ROLE_FACES = {"title": BOLD, "heading": BOLD, "body": REGULAR, "latin": PROPORTIONAL[REGULAR]}


_GAME_FACES: dict[str, Path] = {}  # a game's own faces registered so far (register_game_face): name → file


def font_path(face: str) -> Path:
    if face in _GAME_FACES:
        return _GAME_FACES[face]
    latin = face in LATIN_FACES
    filename = LATIN_FACES[face] if latin else FACES[face]
    for folder in FONT_DIRS:
        candidate = noted(folder / filename)  # a copy put in an earlier folder later would be used instead
        if candidate.is_file():
            return candidate
    family, hint = ("Open Sans", LATIN_INSTALL_HINT) if latin else ("BIZ UD Gothic", INSTALL_HINT)
    raise fail(None, f"font {filename} ({family}) not found in {', '.join(map(str, FONT_DIRS))}: {hint}")


def _damaged(path: Path, error: Exception) -> BuildError:
    reason = getattr(error, "strerror", None) or str(error).splitlines()[0][:60] or type(error).__name__
    hint = LATIN_REINSTALL_HINT if path.name in LATIN_FACES.values() else REINSTALL_HINT
    return fail(None, f"font file {path} cannot be read ({reason}): it is damaged or unreadable; {hint}")


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

    from .fontcache import load_ttfont

    for face in FACES:
        pdfmetrics.registerFont(_opened(face, partial(load_ttfont, face)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
    proportional, proportional_bold = PROPORTIONAL[REGULAR], PROPORTIONAL[BOLD]
    for is_bold, is_italic in ((0, 0), (1, 0), (0, 1), (1, 1)):
        addMapping(proportional, is_bold, is_italic, proportional_bold if is_bold else proportional)
    return tuple(FACES)


@cache
def register_latin_fonts() -> tuple[str, ...]:
    """The English edition's faces (and the Japanese ones, its fallback for ① and arrows)."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics

    from .fontcache import load_ttfont

    register_fonts()
    regular, bold = LATIN_FACES
    for face in LATIN_FACES:
        pdfmetrics.registerFont(_opened(face, partial(load_ttfont, face)))
    for is_bold, is_italic in ((0, 0), (1, 0), (0, 1), (1, 1)):
        addMapping(regular, is_bold, is_italic, bold if is_bold else regular)
    return tuple(LATIN_FACES)


def register_game_face(path: Path) -> str:
    """Registers a game's own font file (TrueType, in the game's folder) once; returns its face name.

    The name is the file's stem and the first digits of its sha256: the same file, wherever the game
    sits, gives the same name (and the same PDF bytes); another file of the same name another."""
    return _register_game_face(path.resolve(), hashlib.sha256(path.read_bytes()).hexdigest()[:8])


@cache
def _register_game_face(path: Path, digest: str) -> str:
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics

    from .fontcache import load_ttfont

    name = f"{path.stem}-{digest}"
    try:
        pdfmetrics.registerFont(load_ttfont(name, path))
    except Exception as error:  # reportlab's TTFError, struct.error, OSError: the file is not a font it can embed
        raise fail(None, f"font file {path} cannot be read ({str(error).splitlines()[0][:80]}): give a TrueType (.ttf) file") from None
    for is_bold, is_italic in ((0, 0), (1, 0), (0, 1), (1, 1)):
        addMapping(name, is_bold, is_italic, name)
    _GAME_FACES[name] = path
    return name


def edition_faces(language: str) -> tuple[str, str]:
    """The (regular, bold) faces an edition's own words are set in, registered."""
    if language == "ja":
        register_fonts()
        return REGULAR, BOLD
    register_latin_fonts()
    return LATIN_OF[REGULAR], LATIN_OF[BOLD]


@cache
def drawable() -> frozenset[int]:
    """The characters (code points) every face can draw: anything else would print as a blank box."""
    return frozenset.intersection(*(_opened(face, code_points) for face in FACES))


@cache
def drawable_latin() -> frozenset[int]:
    """What the English booklet and quick reference can draw: a character of both Latin weights, or
    one its fallback (BIZ UD Gothic, typeset/latin.py) draws."""
    return drawable_latin_faces() | drawable()


@cache
def drawable_latin_faces() -> frozenset[int]:
    """What both Latin weights draw: the print-and-play sheets' English words have no fallback face."""
    return frozenset.intersection(*(_opened(face, code_points) for face in LATIN_FACES))


def code_points(path: str) -> frozenset[int]:
    """The code points of a TrueType file's Unicode cmap (format 12, else 4), read without parsing
    the rest of the font (reportlab takes 0.3 s for that, and only the build needs it). A file whose
    tables do not fit in it (a truncated download) is damaged: ValueError."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:4] not in TRUETYPE_HEADERS:  # an empty file, an HTML error page saved as .ttf …: say so, echo none of it
        raise ValueError("the file is empty" if not data else "it is not a TrueType font file")
    try:
        return _cmap_points(data)
    except struct.error:  # a table's fields run past the file's end: reading them fails in struct's words
        raise ValueError("its tables end before their data (a truncated file?)") from None


def _cmap_points(data: bytes) -> frozenset[int]:
    tables = _table_directory(data)
    if b"cmap" not in tables:
        raise ValueError("no cmap table")
    start, _ = tables[b"cmap"]
    subtables = {}
    for index in range(struct.unpack_from(">H", data, start + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, start + 4 + 8 * index)
        subtables[(platform, encoding)] = start + offset
    for key in ((3, 10), (0, 4), (3, 1), (0, 3)):
        if key in subtables:
            return _format_12(data, subtables[key]) if key in ((3, 10), (0, 4)) else _format_4(data, subtables[key])
    raise ValueError("no Unicode cmap")


def _table_directory(data: bytes) -> dict[bytes, tuple[int, int]]:
    count = struct.unpack_from(">H", data, 4)[0]
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * index)
        if offset + length > len(data):
            raise ValueError(f"table {tag.decode('ascii', 'replace')!r} ends past the end of the file")
        tables[tag] = (offset, length)
    return tables


def _format_12(data: bytes, at: int) -> frozenset[int]:
    if struct.unpack_from(">H", data, at)[0] != 12:
        raise ValueError("unexpected cmap format")
    groups = struct.unpack_from(">I", data, at + 12)[0]
    table = data[at + 16 : at + 16 + 12 * groups]
    if len(table) < 12 * groups:
        raise struct.error("the cmap groups run past the end of the file")
    # a Japanese face has about 10,000 groups: unpacked in one pass (half the time of one call each)
    return frozenset(chain.from_iterable(range(first, last + 1) for first, last, _ in struct.iter_unpack(">III", table)))


def _format_4(data: bytes, at: int) -> frozenset[int]:
    if struct.unpack_from(">H", data, at)[0] != 4:
        raise ValueError("unexpected cmap format")
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    return frozenset(point for first, last in zip(starts, ends, strict=True) for point in range(first, last + 1) if point != 0xFFFF)

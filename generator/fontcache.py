"""Parsed TrueType metrics, cached across processes, keyed by the font file's sha256.

reportlab parses a 4.6 MB Japanese face (cmap, widths, glyph table) on every run: ~35 ms per face.
The parse result is plain data; it is pickled to the user's cache folder on first use and read
back afterwards (the font bytes themselves are always read from the font file, which is also what
the key is computed from, so a changed or replaced font can never be served from a stale entry).
The cache cannot change output: a cached face has exactly the attributes of a freshly parsed one
(tests/test_fontcache.py checks that, and the byte-identical build test covers it too).
Where: generator/cache.py.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fnmatch import fnmatch
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from reportlab import Version as REPORTLAB_VERSION
from reportlab import rl_config
from reportlab.pdfbase.ttfonts import TTEncoding, TTFont, TTFontFace

from . import cache

UNCACHED = {"_ttf_data", "_pdfScale"}  # the font's bytes (read from the file) and a lambda (rebuilt)
FORMAT = 1  # bump when what is stored changes


_LOADED: dict[str, str] = {}  # face name → key of the file it was loaded from, in this process


def loaded_keys() -> list[str]:
    """The keys of every face loaded so far (other caches depend on the fonts too)."""
    return [f"{name}={key}" for name, key in sorted(_LOADED.items())]


def key_of(name: str) -> str | None:
    """The key of the file the face `name` was loaded from, in this process (None when it was not cached)."""
    return _LOADED.get(name)


def load_ttfont(name: str, path: str | Path) -> TTFont:
    """A reportlab TTFont for `path`, from the metrics cache when it holds this file's parse."""
    fonts = cache.folder("fonts")
    if fonts is None:  # caching off: nothing to key, so the file is not even hashed
        return TTFont(name, str(path))
    data = Path(path).read_bytes()
    _LOADED[name] = key = _key(data)
    entry = fonts / f"{key}.pickle"
    attributes = _read(entry)
    if attributes is None:
        font = TTFont(name, str(path))
        cache.write_pickled(entry, {k: v for k, v in vars(font.face).items() if k not in UNCACHED})
        return font
    return _font(name, _face(attributes, data))


def _key(data: bytes) -> str:
    """The font's hash plus everything that shapes the parse (reportlab's and Python's versions)."""
    return cache.data_key(f"{FORMAT}|{REPORTLAB_VERSION}|{sys.version_info[:2]}|", data)


def _read(entry: Path) -> dict[str, Any] | None:
    attributes = cache.read_pickled(entry)  # None when damaged: the font is parsed again
    return attributes if isinstance(attributes, dict) else None


def _face(attributes: dict[str, Any], data: bytes) -> TTFontFace:
    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(attributes)
    face._ttf_data = data
    face._pdfScale = _scale(face.unitsPerEm)
    return face


def _scale(units_per_em: int) -> Callable[[float], float]:
    """What TTFontFile.extractInfo sets as _pdfScale: glyph units to 1/1000 em."""
    if units_per_em == 1000:
        return lambda x: x
    factor = 1000 / units_per_em
    return lambda x: x * factor


def _font(name: str, face: TTFontFace) -> TTFont:
    """TTFont.__init__ (reportlab 5.1, pinned) without its parse: the same attributes, the given face."""
    font = TTFont.__new__(TTFont)
    font.fontName = name
    font.face = face
    font.encoding = TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = _shapable(name)
    return font


def _shapable(name: str) -> bool:
    return not any(fnmatch(name, pattern) for pattern in rl_config.unShapedFontGlob)

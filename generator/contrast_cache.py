"""The print contrast check's verdicts, kept in the build's cache (cache.py) by what they depend on.

A verdict (the problems the check finds in what an output paints; for the booklet, its pages laid out
too) is kept under two keys:

- before painting (`content_key`): the content (its whole model, `cache.stable_repr`), every file it
  names (art, a game's fonts) and the core's font files (by size and modification time), the code
  (this package's and the game's own), the libraries that paint, read and convert (svglib reading SVG
  art too) and pdftoppm, the colour profile, and the output's name. An unchanged game is not even
  painted by `check`.
- after painting (`file_key`): a painted file's bytes, the palette (its colours and where each is
  declared: the messages name both), the file's name in the messages, the code, libraries and profile.
  An edit that paints the same bytes (a change elsewhere) is not read back again (nor pikepdf imported).

Each key hashes all its verdict is computed from, so an entry is either right or never found; a
painting that fails (a text that does not fit) keeps nothing.
"""

from __future__ import annotations

import hashlib
import inspect
import os
import shutil
from collections.abc import Callable, Mapping
from functools import cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from . import cache as caches
from .content.model import Colour, Content
from .errors import BuildError, Problem
from .fonts import FACES, LATIN_FACES, font_path
from .print_profile import PROFILE

FOLDER = "contrast"
KEEP = 400  # entries: a few outputs per edition and game, many edits
LIBRARIES = ("reportlab", "fontTools", "pikepdf", "PIL", "svglib")  # paint, draw outlines, read back, convert colours, read SVG art
PROGRAMS = ("pdftoppm",)  # turns PDF and SVG art into a card's pixels


def verdict(key: str | None, judge: Callable[[], list[Problem]]) -> list[Problem]:
    """`judge()`'s problems, from the cache when it holds them under `key` (None: not kept)."""
    folder = caches.folder(FOLDER)
    if folder is None or key is None:
        return judge()
    entry = folder / f"{key}.pickle"
    kept = caches.read_pickled(entry)
    if isinstance(kept, list) and all(isinstance(problem, Problem) for problem in kept):
        return kept
    found = judge()
    caches.write_pickled(entry, found)
    caches.prune(folder, KEEP)
    return found


def file_key(data: bytes, palette: Mapping[str, Colour], where: str) -> str | None:
    """The key of a painted file's verdict (None when caching is off)."""
    if caches.folder(FOLDER) is None:
        return None
    hasher = hashlib.sha256("|".join(["file", caches.code_version(), _tools(), where, caches.stable_repr(palette)]).encode())
    hasher.update(b"|")
    hasher.update(data)
    return hasher.hexdigest()


def content_key(content: Content, where: str) -> str | None:
    """The key of the verdict of what an output paints from `content`, before it is painted (None when
    caching is off)."""
    if caches.folder(FOLDER) is None:
        return None
    hasher = _content_hash(content).copy()
    hasher.update(f"\n{where}".encode())
    return str(hasher.hexdigest())


_HASHED: dict[int, tuple[Content, Any]] = {}  # id → (the content, kept alive so that its id is not reused; its hash)


def _content_hash(content: Content) -> Any:
    """content_key's hash of all but the output's name, worked out once per content (the booklet and
    the cards of an edition are keyed from the same content)."""
    if id(content) not in _HASHED:
        parts = ["content", code_stamps(content), *caches.file_stamps(content), caches.stable_repr(content)]
        _HASHED.clear()  # one content at a time: the editions are checked one after the other
        _HASHED[id(content)] = (content, hashlib.sha256("\n".join(parts).encode()))
    return _HASHED[id(content)][1]


def code_stamps(content: Content) -> str:
    """What a drawing of `content` is made by: the code (this package's and the game's own), the
    libraries, the colour profile and the core's font files."""
    return "\n".join([caches.code_version(), _game_code(content), _tools(), *_font_files()])


def _game_code(content: Content) -> str:
    """Every file of the folder of the game's drawing code (its code, and whatever it reads beside it)."""
    folder = Path(inspect.getfile(content.plugin.drawing)).resolve().parent
    return "\n".join(caches.stamp(path) for path in sorted(folder.rglob("*")) if path.is_file() and "__pycache__" not in path.parts)


def _font_files() -> list[str]:
    """The core's faces' files, found or missing (a game's own are paths in its content)."""
    stamps = []
    for face in (*FACES, *LATIN_FACES):
        try:
            stamps.append(caches.stamp(font_path(face)))
        except BuildError:  # not installed: a face the output cannot use
            stamps.append(f"{face}:missing")
    return stamps


@cache
def _tools() -> str:
    """The colour profile, the libraries and the programs a verdict or a card's pixels go through, each
    by its size and modification time (as cache.files_version sees code), so nothing is imported or run
    to name them."""
    return "|".join(caches.stamp(path) for path in (PROFILE, *map(_origin, LIBRARIES), *map(_program, PROGRAMS)))


def _program(name: str) -> Path | None:
    found = shutil.which(name)
    return Path(os.path.realpath(found)) if found else None


def _origin(package: str) -> Path | None:
    spec = find_spec(package)
    return Path(spec.origin) if spec and spec.origin else None

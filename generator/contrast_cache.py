"""The print contrast check's verdicts, kept in the build's cache (cache.py) by what they depend on.

A verdict (the problems `contrast.check_pdf` finds in one painted file) is a function of the file's
bytes, the palette (its colours and where each is declared: the messages name both), the name the
messages give the file, the code (this package's, through `cache.code_version`), the colour profile
the colours are seen through and the libraries that read the file and convert its colours. The key
hashes all of them, so an entry is either right or never found: an edited page is painted again,
its file's bytes differ, and it is read again; an unchanged file is not read at all (nor pikepdf imported).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from . import cache as caches
from .content.model import Colour
from .errors import Problem
from .print_profile import PROFILE

FOLDER = "contrast"
KEEP = 400  # entries: a few files per edition and game, many edits


def verdict(data: bytes, palette: Mapping[str, Colour], where: str, judge: Callable[[], list[Problem]]) -> list[Problem]:
    """`judge()`'s problems for the file `data`, from the cache when it holds them."""
    folder = caches.folder(FOLDER)
    if folder is None:
        return judge()
    entry = folder / f"{key(data, palette, where)}.pickle"
    kept = caches.read_pickled(entry)
    if isinstance(kept, list) and all(isinstance(problem, Problem) for problem in kept):
        return kept
    found = judge()
    caches.write_pickled(entry, found)
    caches.prune(folder, KEEP)
    return found


def key(data: bytes, palette: Mapping[str, Colour], where: str) -> str:
    hasher = hashlib.sha256("|".join([caches.code_version(), _tools(), where, caches.stable_repr(palette)]).encode())
    hasher.update(b"|")
    hasher.update(data)
    return hasher.hexdigest()


@cache
def _tools() -> str:
    """The colour profile and the libraries the verdict goes through (pikepdf reads the file, Pillow's
    LittleCMS converts its colours): each by its size and modification time, as cache.files_version
    sees code, so nothing is imported to name them."""
    return "|".join(_stamp(path) for path in (PROFILE, _origin("pikepdf"), _origin("PIL")))


def _origin(package: str) -> Path | None:
    spec = find_spec(package)
    return Path(spec.origin) if spec and spec.origin else None


def _stamp(path: Path | None) -> str:
    try:
        stat = path.stat() if path else None
    except OSError:
        stat = None
    return f"{path}:{stat.st_size}:{stat.st_mtime_ns}" if stat else f"{path}:missing"

"""The cards' PNGs kept in the build's cache (cache.py), each keyed by all it is drawn from: its
primitives (`cache.stable_repr`), the files they place (art, by size and modification time), the
component's geometry and whether it is the game's deck, the preset, the palette, the core's fonts,
the code (this package's and the game's own) and the libraries that draw and encode (Pillow, zlib).
An entry is either the PNG a fresh drawing encodes or never found: a build from a warm cache writes
the bytes of one from a cold cache (tests/cards/test_png_cache.py), and draws only the faces an edit changed.
"""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Sequence

from PIL import __version__ as PIL_VERSION

from .. import cache
from ..content.model import CardPreset, Content
from ..contrast_cache import code_stamps
from .faces import Faces
from .png_backend import SUPERSAMPLE
from .primitives import Primitive

FOLDER = "card-pngs"
KEEP = 2000  # entries: a few decks' faces and backs, several versions of each


def keys(content: Content, preset: CardPreset, drawings: Sequence[tuple[list[Primitive], Faces]]) -> list[str] | None:
    """A key per drawing (its primitives and component), in order; None when caching is off."""
    if cache.folder(FOLDER) is None:
        return None
    tools = f"{PIL_VERSION}|{zlib.ZLIB_RUNTIME_VERSION}|{SUPERSAMPLE}"
    shared = [FOLDER, code_stamps(content), tools, cache.stable_repr(preset), cache.stable_repr(content.palette)]
    base = hashlib.sha256("\n".join(shared).encode())
    found = []
    for prims, faces in drawings:
        hasher = base.copy()
        drawn = [cache.stable_repr(faces.geometry), str(faces.component.is_default), *cache.file_stamps(prims), cache.stable_repr(prims)]
        hasher.update("\n".join(["", *drawn]).encode())
        found.append(hasher.hexdigest())
    return found


def read(key: str) -> bytes | None:
    folder = cache.folder(FOLDER)
    return cache.read(folder / f"{key}.png") if folder else None


def write(pngs: dict[str, bytes]) -> None:
    """The PNGs drawn afresh, by key."""
    folder = cache.folder(FOLDER)
    if folder is None or not pngs:
        return
    for key, png in pngs.items():
        cache.write(folder / f"{key}.png", png)
    cache.prune(folder, KEEP)

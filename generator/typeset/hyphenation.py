"""pyphen's hyphenation patterns, parsed once and cached across processes, keyed by the dictionary's hash.

pyphen parses its dictionary file on every run: for US English, 11,000 patterns, ~50 ms of every
English build. The parse is plain data (pattern → offset and values); it is pickled to the user's
cache folder (generator/cache.py) on first use and read back afterwards (~3 ms), then handed to
pyphen through its own cache of parsed dictionaries. The key is the hash of the dictionary's bytes
and of pyphen's and Python's versions, so a changed dictionary is never served from a stale entry,
and a cached dictionary has exactly the attributes of a freshly parsed one
(tests/typeset/test_hyphenation.py): the cache cannot change a single break.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import cache

if TYPE_CHECKING:
    import pyphen

FORMAT = 1  # bump when what is stored changes
WORD_CACHE = "cache"  # the HyphDict attribute holding the words hyphenated so far in this process: not stored


def load_hyphenator(lang: str, left: int, right: int) -> pyphen.Pyphen:
    """pyphen.Pyphen(lang=…, left=…, right=…), its patterns read from the cache when it holds this dictionary's parse."""
    import pyphen  # here, not at the top: the Japanese edition's build never hyphenates

    name = pyphen.language_fallback(lang)
    assert name is not None, lang  # the callers ask for en_US, which pyphen ships
    path = pyphen.LANGUAGES[name]  # the dictionary file Pyphen(lang=…) reads, and its key in hdcache
    if path not in pyphen.hdcache:
        pyphen.hdcache[path] = load_patterns(path)
    return pyphen.Pyphen(lang=lang, left=left, right=right)


def load_patterns(path: Path) -> pyphen.HyphDict:
    """pyphen.HyphDict(path): the patterns of the dictionary file `path`, from the cache when it holds its parse."""
    import pyphen

    folder = cache.folder("hyphenation")
    if folder is None:  # caching off: nothing to key, so the file is not even hashed
        return pyphen.HyphDict(path)
    data = path.read_bytes()
    entry = folder / f"{_key(data)}.pickle"
    attributes = _read(entry)
    if attributes is not None:
        patterns = pyphen.HyphDict.__new__(pyphen.HyphDict)
        vars(patterns).update(attributes)
        setattr(patterns, WORD_CACHE, {})
        return patterns
    parsed = pyphen.HyphDict(path)
    cache.write_pickled(entry, {name: value for name, value in vars(parsed).items() if name != WORD_CACHE})
    return parsed


def _key(data: bytes) -> str:
    """The dictionary's hash plus everything that shapes the parse (pyphen's and Python's versions)."""
    import pyphen

    return cache.data_key(f"{FORMAT}|{pyphen.__version__}|{sys.version_info[:2]}|", data)


def _read(entry: Path) -> dict[str, Any] | None:
    attributes = cache.read_pickled(entry)  # None when damaged: the dictionary is parsed again
    return attributes if isinstance(attributes, dict) and WORD_CACHE not in attributes else None

"""The build's caches, outside the repository: parsed fonts (fontcache.py), hyphenation patterns
(typeset/hyphenation.py), the readings' glyph outlines (typeset/ruby.py), booklet previews, QR
matrices (qr.py), compiled web templates (web/richtext.py), the print contrast check's verdicts
(contrast_cache.py), and what a game's plug-in keeps here (its balance report's tally).

Each entry is keyed by a hash of everything its value is computed from, so an entry is either
right or never found; entries are written atomically (a concurrent build reads a whole entry or
none). Caches only skip work: tests check that a build from a warm cache is byte-identical to
one with CARDPRESS_CACHE_DIR=off.

$CARDPRESS_CACHE_DIR overrides the folder (default $XDG_CACHE_HOME/cardpress or ~/.cache/cardpress);
CARDPRESS_CACHE_DIR=off turns every cache off (the benchmark's "caches cleared" side).
"""

from __future__ import annotations

import dataclasses
import gc
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterator
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

CACHE_ENV = "CARDPRESS_CACHE_DIR"
PACKAGE = Path(__file__).resolve().parent

# Every file a cache keys by its stamp is an input of the command that reads the entry, opened or
# not (a warm cache opens no font): results.py's recording of a whole command is told each one.
stamped: Callable[[Path], None] | None = None


def cache_dir() -> Path | None:
    """Where caches live, or None when caching is off."""
    configured = os.environ.get(CACHE_ENV)
    if configured == "off":
        return None
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "cardpress"


def folder(name: str) -> Path | None:
    root = cache_dir()
    return root / name if root else None


def read(entry: Path) -> bytes | None:
    try:
        return entry.read_bytes()
    except OSError:
        return None


def write(entry: Path, data: bytes) -> None:
    """Atomically; a cache that cannot be written (read-only home, disk full) is simply not kept."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, scratch = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(scratch, entry)
    except OSError:
        return


def data_key(salt: str, data: bytes) -> str:
    """The sha256 of `salt` (what shapes a parse: format, library and Python versions) and `data`
    (the file parsed), without copying a large file to join them."""
    digest = hashlib.sha256(salt.encode())
    digest.update(data)
    return digest.hexdigest()


def read_pickled(entry: Path) -> Any | None:
    """A pickled entry, or None when it is missing or damaged (then it is computed again). Unpickled
    with the cyclic garbage collector paused: a parsed font or dictionary is tens of thousands of new
    containers, none in a cycle, which would set off collections that each walk the whole process."""
    data = read(entry)
    if not data:
        return None
    collecting = gc.isenabled()
    gc.disable()
    try:
        return pickle.loads(data)
    except (pickle.UnpicklingError, EOFError, AttributeError, ValueError, IndexError, TypeError):
        return None
    finally:
        if collecting:
            gc.enable()


def write_pickled(entry: Path, value: object) -> None:
    """`value` pickled into `entry`; a value that does not pickle is simply not kept."""
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return
    write(entry, data)


def prune(where: Path, keep: int) -> None:
    """Removes all but the `keep` most recently written entries (each edit adds some)."""
    try:
        entries = sorted(where.iterdir(), key=lambda p: p.stat().st_mtime_ns)
        for old in entries[:-keep]:
            old.unlink(missing_ok=True)
    except OSError:
        return


@cache
def code_version() -> str:
    """Identifies this package's code and templates and the Python running it: a new version of
    any of them is a new cache (what the code computes may have changed)."""
    return files_version(PACKAGE, (".py", ".j2", ".js", ".css", ".html"), salt=sys.version)


def files_version(root: Path, suffixes: tuple[str, ...], salt: str = "") -> str:
    """A hash of the files under `root` with these suffixes: like Python's own .pyc check, a file
    counts as changed when its size or modification time does (a stat, no read)."""
    hasher = hashlib.sha256(f"{salt}|".encode())
    for path in sorted(root.rglob("*")):
        if path.suffix in suffixes and "__pycache__" not in path.parts:
            if stamped is not None:
                stamped(path)
            stat = path.stat()
            hasher.update(f"{path.relative_to(root).as_posix()}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return hasher.hexdigest()


def file_stamps(value: object) -> list[str]:
    """Each file named in `value` (a content model, a card's primitives), by size and modification time."""
    return [stamp(path) for path in sorted(set(paths_in(value)))]


def paths_in(value: object) -> Iterator[Path]:
    """Every path in the content model (art, a game's fonts): the files a painting reads."""
    if isinstance(value, (str, int, float)) or value is None:  # most of the model: nothing inside
        return
    if isinstance(value, Path):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from paths_in(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from paths_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from paths_in(getattr(value, field.name))


def noted(path: Path) -> Path:
    """`path`, an input of the running command whether it exists or not (a game.yaml looked for, a font
    in one of its folders, the colour profile): results.py's recording is told, as of a stamp."""
    if stamped is not None:
        stamped(path)
    return path


def stamp(path: Path | None) -> str:
    """A file by its path, size and modification time (or missing), as files_version sees code: a stat, no read."""
    if stamped is not None and path is not None:
        stamped(path)
    try:
        stat = path.stat() if path else None
    except OSError:
        stat = None
    return f"{path}:{stat.st_size}:{stat.st_mtime_ns}" if stat else f"{path}:missing"


def stable_repr(value: object) -> str:
    """repr() for cache keys, the same in every process: a set's repr follows the process's hash seed
    (PYTHONHASHSEED), so sets are written sorted; dataclasses field by field (as their repr, the fields
    with repr=False left out), so a set inside one is sorted too."""
    if isinstance(value, (str, int, float, bool, type(None), Enum)):
        return repr(value)
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(stable_repr(item) for item in value)) + "}"
    if isinstance(value, (tuple, list)):
        inner = ", ".join(stable_repr(item) for item in value)
        return f"({inner})" if isinstance(value, tuple) else f"[{inner}]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{stable_repr(k)}: {stable_repr(v)}" for k, v in value.items()) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = ", ".join(f"{f.name}={stable_repr(getattr(value, f.name))}" for f in dataclasses.fields(value) if f.repr)
        return f"{type(value).__qualname__}({fields})"
    if callable(value) and hasattr(value, "__qualname__"):  # a game's hook: its name, not its object's address
        return f"{getattr(value, '__module__', '')}.{value.__qualname__}"
    return repr(value)

"""The results of whole `check` and `build` commands, kept in the build's cache by everything they read.

A command run from the command line (`cardpress check`, `python -m generator build booklet`) is
recorded while it runs: every file it opens for reading, every folder it lists, the folders of its
content, every module it imports (the core's, the game's and the libraries'), every program it runs.
When it succeeds, its result is kept with each of those by size and modification time (as Python's own
.pyc check sees a source), and for `build` the files it left in the build folder likewise. The same
command line, in the same folder and environment, then only looks at those again: when not one has
changed (and no build file was touched since), it says its result again instead of computing it —
`make` for a whole command. Anything changed, added or removed is a new run.

Only success is kept (a failing command always runs and says every problem), only for the command
line (a caller of cli.main with its own arguments, such as a test, always runs), and never with
CARDPRESS_CACHE_DIR=off. This module imports nothing of the toolchain's heavy parts: a replay is the
start-up of Python and a few hundred file stamps.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from . import cache as caches

FOLDER = "results"
KEEP = 60  # entries: a few command lines per game, many edits
COMMANDS = ("check", "build")  # the commands whose result is a function of what they read
MANIFEST = "manifest.json"  # output.MANIFEST, named here so that a replay imports no output code
ENVIRONMENT = ("PATH", "HOME", "LANG", "LC_ALL", "SOURCE_DATE_EPOCH")  # besides CARDPRESS_*, XDG_* and PYTHON*
UNSEEN = ("/proc/", "/dev/", "/sys/")
RACY = 1.0  # seconds: a file's time is the kernel's coarse clock, behind time.time() by up to a tick


@dataclass(frozen=True)
class Said:
    """A line a command said: on `stream`, `replayed` is what a replay says instead, its time at {seconds}."""

    stream: str
    replayed: str


@dataclass(frozen=True)
class Result:
    """A successful command: what it read and left, each with its stamp (cache.stamp), and what it said."""

    read: tuple[tuple[str, str], ...]
    left: tuple[tuple[str, str], ...]
    said: tuple[Said, ...]


class _Reads:
    """What the running command reads, as Python's audit events tell it (sys.addaudithook)."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.folders: set[str] = set()
        self.programs: set[str] = set()
        self.said: list[Said] = []
        self.content: Path | None = None  # the game's content folder and the build folder (`build` alone), once known
        self.out: Path | None = None

    def stamped(self, path: Path) -> None:
        self.files.add(str(path))

    def event(self, name: str, args: tuple[object, ...]) -> None:
        if name == "open" and _for_reading(args):
            self.files.add(os.fsdecode(args[0]))  # type: ignore[arg-type]
        elif name in ("os.listdir", "os.scandir") and isinstance(args[0], (str, bytes, os.PathLike)):
            self.folders.add(os.fsdecode(args[0]))
        elif name == "subprocess.Popen":
            program = args[0] or (args[1][0] if isinstance(args[1], (list, tuple)) and args[1] else None)
            if isinstance(program, (str, bytes, os.PathLike)):
                self.programs.add(os.fsdecode(program))


_recording: _Reads | None = None
_hooked = False


def _audit(name: str, args: tuple[object, ...]) -> None:
    if _recording is not None:
        _recording.event(name, args)


def _for_reading(args: tuple[object, ...]) -> bool:
    path, mode = args[0], args[1]
    if not isinstance(path, (str, bytes)):  # a file descriptor: opened before, by its path
        return False
    if isinstance(mode, str):
        return not any(letter in mode for letter in "wax+")
    flags = args[2] if len(args) > 2 and isinstance(args[2], int) else 0
    return not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)


def entry(argv: Sequence[str]) -> Path | None:
    """Where the result of this command line is kept: by its arguments, the working folder, the Python
    that runs it and the environment that can change what it does (None: not a kept command, or caching off)."""
    folder = caches.folder(FOLDER)
    if folder is None or not argv or argv[0] not in COMMANDS:
        return None
    environment = sorted(
        (name, value) for name, value in os.environ.items() if name.startswith(("CARDPRESS_", "XDG_", "PYTHON")) or name in ENVIRONMENT
    )
    key = repr((list(argv), os.getcwd(), sys.executable, sys.version, environment))
    return folder / f"{hashlib.sha256(key.encode()).hexdigest()}.pickle"


def replay(argv: Sequence[str]) -> int | None:
    """Says the kept result of this command line again, when nothing it read or left has changed;
    None when it must run."""
    started = time.perf_counter()
    where = entry(argv)
    kept = caches.read_pickled(where) if where else None
    if not isinstance(kept, Result) or not _unchanged(kept.read) or not _unchanged(kept.left):
        return None
    seconds = f"{time.perf_counter() - started:.2f} s"
    for line in kept.said:
        print(line.replayed.replace("{seconds}", seconds), file=sys.stdout if line.stream == "stdout" else sys.stderr)
    return 0


def _unchanged(stamps: tuple[tuple[str, str], ...]) -> bool:
    return all(caches.stamp(Path(path)) == stamp for path, stamp in stamps)


def say(stream: TextIO, line: str, replayed: str, seconds: float) -> None:
    """Prints `line` with its time; a replay of this command will say `replayed` with its own time."""
    print(line.replace("{seconds}", f"{seconds:.2f} s"), file=stream)  # not format(): a path may hold braces
    if _recording is not None:
        _recording.said.append(Said("stdout" if stream is sys.stdout else "stderr", replayed))


@contextmanager
def recording(argv: Sequence[str]) -> Iterator[_Reads | None]:
    """Records what the command reads while it runs (None: this command line is not kept)."""
    global _recording, _hooked
    if entry(argv) is None:
        yield None
        return
    if not _hooked:  # an audit hook stays for the process's life: one, that records only inside here
        sys.addaudithook(_audit)
        _hooked = True
    _recording = _Reads()
    caches.stamped = _recording.stamped
    try:
        yield _recording
    finally:
        _recording = caches.stamped = None


def recorded() -> dict[str, list[str]] | None:
    """What this process has read so far (None: not recording): a forked child sends it to its parent,
    which `merge`s it, so that what only the child read or imported is an input too."""
    if _recording is None:
        return None
    files = sorted({*_recording.files, *_modules()})
    return {"files": files, "folders": sorted(_recording.folders), "programs": sorted(_recording.programs)}


def merge(child: dict[str, list[str]] | None) -> None:
    """Adds what a forked child read (`recorded()` there) to this process's recording."""
    if _recording is not None and child:
        _recording.files.update(child["files"])
        _recording.folders.update(child["folders"])
        _recording.programs.update(child["programs"])


def where(command: str, content: Path, out: Path) -> None:
    """The recorded command's content folder and, for `build`, the folder it builds into."""
    if _recording is not None:
        _recording.content, _recording.out = content, out if command == "build" else None


def keep(argv: Sequence[str], reads: _Reads, started: float) -> None:
    """Keeps the successful command's result (`started`: its time.time()): nothing when a file it read
    was changed while it ran (which of the two versions it read, no stamp can tell)."""
    where = entry(argv)
    content, out = reads.content, reads.out
    if where is None or content is None or not reads.said:
        return
    read = _read_stamps(reads, content, out)
    if read is None or any(_changed_since(path, started) for path, _ in read):
        return
    left = _left_stamps(out) if out is not None else ()
    caches.write_pickled(where, Result(read, left, tuple(reads.said)))
    caches.prune(where.parent, KEEP)


def _read_stamps(reads: _Reads, content: Path, out: Path | None) -> tuple[tuple[str, str], ...] | None:
    """Every input by its stamp: the files opened for reading (or tried: a missing settings file is
    read once it exists), the folders listed, the content's whole tree, the modules imported and the
    programs run."""
    derived = [path for path in (out, caches.cache_dir()) if path is not None]
    paths = {*reads.files, *reads.folders, *_modules(), *_programs(reads.programs), *_tree(content)}
    inputs = sorted(str(resolved) for resolved in map(_absolute, paths) if not _derived(resolved, derived))
    return tuple((path, caches.stamp(Path(path))) for path in inputs)


def _derived(path: Path, derived: list[Path]) -> bool:
    """Not an input: what the build and its caches write, Python's bytecode (its source is stamped),
    the kernel's files. (A scratch file read and deleted in the run is stamped missing: it stays so.)"""
    return "__pycache__" in path.parts or str(path).startswith(UNSEEN) or any(path.is_relative_to(_absolute(folder)) for folder in derived)


def _absolute(path: str | Path) -> Path:
    return Path(os.path.abspath(path))


def _modules() -> Iterator[str]:
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str):
            yield file


def _programs(programs: set[str]) -> Iterator[str]:
    for program in programs:
        found = shutil.which(program)
        if found:
            yield os.path.realpath(found)


def _tree(content: Path) -> Iterator[str]:
    """The content folder, its folders and files (whether en/ exists decides the editions; no event says it was asked)."""
    yield str(content)
    for folder, folders, files in os.walk(content):
        for name in (*folders, *files):
            yield os.path.join(folder, name)


def _changed_since(path: str, started: float) -> bool:
    """Modified after the command started, or so shortly before that the clocks cannot tell (as git's
    index treats a file as changed when it is as new as the index)."""
    try:
        return os.stat(path).st_mtime >= started - RACY
    except OSError:
        return False


def _left_stamps(out: Path) -> tuple[tuple[str, str], ...]:
    """The build folder as the command left it: the folder (a journal of an unfinished commit, a file
    added or removed), its manifest and every file the manifest lists."""
    try:
        listed = [entry["path"] for entry in json.loads((out / MANIFEST).read_text(encoding="utf-8"))["outputs"]]
    except (OSError, ValueError, KeyError, TypeError):
        listed = []
    paths = [out, out / MANIFEST, *(out / path for path in listed)]
    return tuple((str(_absolute(path)), caches.stamp(_absolute(path))) for path in paths)

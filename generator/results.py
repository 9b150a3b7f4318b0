"""The results of whole `check` and `build` commands, kept in the build's cache by everything they read.

A command run from the command line (`cardpress check`, `python -m generator build booklet`) is
recorded while it runs: every file it opens for reading or a cache keys it by (cache.stamp) or it
looks for (cache.noted: a game.yaml, a font, the colour profile), every folder it lists, its content
folder's tree, every module it imports, every shared library mapped into it, every program it runs
and the folders of PATH and sys.path. When it succeeds, its result is kept with each of those by
size, modification and change time and inode, and for `build` every file of the build folder as it
left it. The same command line (the same arguments, working folder, Python, code folder, sys.path
and environment) then only looks at those again: when not one has changed, it says its result again
instead of working it out — `make` for a whole command. Anything changed, added or removed is a run.

Nothing is kept of a command that fails (it always runs and says every problem), that printed
anything but its result, during which an input changed (a file's stamp when it was first read must
be its stamp at the end, and no input may be newer than the run), or whose build folder holds its
content or code. Only the command line is kept: a caller of cli.main with its own arguments (a test,
the conformance kit) always runs; so does everything with CARDPRESS_CACHE_DIR=off. This module
imports nothing of the toolchain's heavy parts: a replay is Python's start-up and some stats.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from stat import S_ISDIR
from typing import Any, TextIO

from . import cache as caches

FOLDER = "results"
FORMAT = 3  # of a kept Result: part of the key, so an older toolchain's entries are never read
KEEP = 60  # entries: a few command lines per game, many edits
COMMANDS = ("check", "build")  # the commands whose result is a function of what they read
# The environment is part of the key (a library may read any variable: reportlab's RL_*), but for
# what a shell or a session sets that no build reads.
VOLATILE = ("PWD", "OLDPWD", "SHLVL", "_", "TERM", "COLUMNS", "LINES", "PS1", "PS2", "SSH_", "XDG_SESSION_", "XDG_RUNTIME_DIR", "HIST")
UNSEEN = ("/proc/", "/dev/", "/sys/")
RACY = 1.0  # seconds: a file's time is the kernel's coarse clock, behind time.time() by up to a tick


@dataclass(frozen=True)
class Said:
    """A line a command said: on `stream`, `replayed` is what a replay says instead, its time at {seconds}."""

    stream: str
    replayed: str


@dataclass(frozen=True)
class Result:
    """A successful command: what it read and left, each with its stamp, and what it said."""

    read: tuple[tuple[str, str], ...]
    left: tuple[tuple[str, str], ...]
    said: tuple[Said, ...]


def stamp(path: str, without: str = "") -> str:
    """A file as it is now: size, modification and change times, inode (the change time moves on any
    write, even one that sets the modification time back: `cp -p`); a folder by the names in it (a
    file added or removed: its files' own stamps say the rest; `_names`), but `without` (the way to
    the build folder inside it, which a build makes); or missing."""
    try:
        found = os.stat(path)
    except OSError:
        return "missing"
    if not S_ISDIR(found.st_mode):
        return f"{found.st_size}:{found.st_mtime_ns}:{found.st_ctime_ns}:{found.st_ino}"
    return _folder_stamp(_names(path), without)


def _names(folder: str) -> tuple[str, ...] | None:
    """The names a folder lists that can be an input: not Python's bytecode, not a hidden name (.git,
    an editor's swap file, a tool's cache: no module or page is one; a hidden file read is stamped)."""
    try:
        return tuple(sorted(name for name in os.listdir(folder) if name != "__pycache__" and not name.startswith(".")))
    except OSError:
        return None


def _folder_stamp(names: tuple[str, ...] | None, without: str) -> str:
    if names is None:  # not there (a font folder this system lacks), or not readable
        return "missing"
    digest = hashlib.sha256("\0".join(name for name in names if name != without).encode()).hexdigest()
    return f"folder-without:{without}:{digest}" if without else f"folder:{digest}"


def _without(found: str) -> str:
    """The name a kept folder stamp leaves out (`folder-without:NAME:…`), else none."""
    return found.split(":", 2)[1] if found.startswith("folder-without:") else ""


class _Reads:
    """What the running command reads, each file and folder with its stamp when first read."""

    def __init__(self, entry: Path) -> None:
        self.entry = entry
        self.files: dict[str, str] = {}
        self.listings: dict[str, tuple[str, ...] | None] = {}  # each folder listed, by the names first in it
        self.programs: set[str] = set()
        self.said: list[Said] = []
        self.unsaid = False  # something besides the result was printed: a replay could not say it
        self.connected = False  # it talked to a server (a game's card list online): no stamp says what that answered
        self.content: Path | None = None  # the game's content folder and its build folder, once known
        self.out: Path | None = None

    def file(self, path: str | bytes | os.PathLike[str]) -> None:
        name = os.path.abspath(os.fsdecode(path))
        if name not in self.files:
            self.files[name] = stamp(name)

    def folder(self, path: str | bytes | os.PathLike[str]) -> None:
        name = os.path.abspath(os.fsdecode(path))
        if name not in self.listings:
            self.listings[name] = None  # first: listing it is an event of its own
            self.listings[name] = _names(name)

    def event(self, name: str, args: tuple[Any, ...]) -> None:
        if name == "open" and _for_reading(args):
            self.file(args[0])
        elif name in ("os.listdir", "os.scandir") and isinstance(args[0], (str, bytes, os.PathLike)):
            self.folder(args[0])
        elif name == "socket.connect":
            self.connected = True
        elif name == "subprocess.Popen":
            self.programs.update(_program(args[0], args[1]))
        elif name == "os.system":  # a game's code may run a program so too: a shell's command line
            self.programs.update(_program(None, args[0]))
        elif name in ("os.posix_spawn", "os.exec"):  # (path, argv, env)
            self.programs.update(_program(args[0], None))


_recording: _Reads | None = None
_hooked = False


def _audit(name: str, args: tuple[Any, ...]) -> None:
    if _recording is not None:
        _recording.event(name, args)


def _for_reading(args: tuple[Any, ...]) -> bool:
    path, mode = args[0], args[1]
    if not isinstance(path, (str, bytes)):  # a file descriptor: opened before, by its path
        return False
    if isinstance(mode, str):
        return not any(letter in mode for letter in "wax+")
    flags = args[2] if len(args) > 2 and isinstance(args[2], int) else 0
    return not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)


def _program(executable: object, args: object) -> list[str]:
    if isinstance(executable, (str, bytes, os.PathLike)):
        return [os.fsdecode(executable)]
    if isinstance(args, (str, bytes)):  # a command line as one string
        import shlex  # here, as shutil and tempfile below: a replay never records, nor imports them

        line = os.fsdecode(args)
        try:
            words = shlex.split(line)
        except ValueError:  # a quote not closed: the shell says so; the program is still its first word
            words = line.split()
        return words[:1]
    if isinstance(args, (list, tuple)) and args and isinstance(args[0], (str, bytes, os.PathLike)):
        return [os.fsdecode(args[0])]
    return []


def entry(argv: Sequence[str]) -> Path | None:
    """Where the result of this command line is kept: by its arguments, the working folder, the Python
    and the toolchain's code that run it, Python's options, where imports are found and the environment
    (None: not a kept command, or caching off)."""
    folder = caches.folder(FOLDER)
    if folder is None or not argv or argv[0] not in COMMANDS:
        return None
    environment = sorted((name, value) for name, value in os.environ.items() if not name.startswith(VOLATILE))
    # and how Python was started (-W error turns a plug-in's warning into a failure, -O drops its asserts)
    interpreter = (tuple(sys.flags), sys.warnoptions, sorted(sys._xoptions.items()))
    key = repr((FORMAT, list(argv), os.getcwd(), sys.executable, sys.version, sys.path, caches.PACKAGE, environment, interpreter))
    return folder / f"{hashlib.sha256(key.encode()).hexdigest()}.pickle"


def replay(argv: Sequence[str]) -> int | None:
    """Says the kept result of this command line again, when nothing it read or left has changed;
    None when it must run (also when the entry cannot be read: the command then says what is wrong)."""
    started = time.perf_counter()
    try:
        kept_at = entry(argv)
        kept = caches.read_pickled(kept_at) if kept_at else None
        if not isinstance(kept, Result) or not _unchanged(kept.read) or not _unchanged(kept.left):
            return None
    except (OSError, AttributeError, TypeError, ValueError):  # no working folder, an entry of another shape
        return None
    seconds = f"{time.perf_counter() - started:.2f} s"
    for line in kept.said:
        print(line.replayed.replace("{seconds}", seconds), file=sys.stdout if line.stream == "stdout" else sys.stderr)
    return 0


def _unchanged(stamps: Iterable[tuple[str, str]]) -> bool:
    return all(stamp(path, _without(found)) == found for path, found in stamps)


def say(stream: TextIO, line: str, replayed: str, seconds: float) -> None:
    """Prints `line` with its time (not format(): a path may hold braces); a replay of this command
    will say `replayed` with its own time."""
    recording = _recording
    if recording is not None:
        recording.said.append(Said("stdout" if stream is sys.stdout else "stderr", replayed))
        recording.unsaid, unsaid = False, recording.unsaid  # this line is the result, not something else
    print(line.replace("{seconds}", f"{seconds:.2f} s"), file=stream)
    if recording is not None:
        recording.unsaid = unsaid


class _Watched:
    """sys.stdout or sys.stderr while a command is recorded: notes whether anything but its result was written."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if _recording is not None and text:
            _recording.unsaid = True
        return self._stream.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _noted(path: Path) -> None:
    if _recording is not None:
        _recording.file(path)


@contextmanager
def recording(argv: Sequence[str]) -> Iterator[_Reads | None]:
    """Records what the command reads while it runs (None: this command line is not kept)."""
    global _recording, _hooked
    try:
        kept_at = entry(argv)
    except OSError:  # no working folder: the command says so
        kept_at = None
    if kept_at is None:
        yield None
        return
    if not _hooked:  # an audit hook stays for the process's life: one, that records only inside here
        sys.addaudithook(_audit)
        _hooked = True
    streams = sys.stdout, sys.stderr
    _recording = _Reads(kept_at)
    caches.stamped = _noted
    sys.stdout, sys.stderr = _Watched(sys.stdout), _Watched(sys.stderr)
    try:
        yield _recording
    finally:
        sys.stdout, sys.stderr = streams
        _recording = None
        caches.stamped = None


def recorded() -> dict[str, Any] | None:
    """What this process has read so far (None: not recording): a forked child sends it to its parent,
    which `merge`s it, so that what only the child read, imported or mapped is an input too, and what
    it printed besides (a game's warning) keeps the command's result from being kept."""
    if _recording is None:
        return None
    files = {**{path: "" for path in (*_modules(), *_mapped())}, **_recording.files}  # "": stamped at the end
    return {
        "files": files,
        "listings": dict(_recording.listings),
        "programs": sorted(_recording.programs),
        "unsaid": _recording.unsaid,
        "connected": _recording.connected,
    }


def merge(child: dict[str, Any] | None) -> None:
    """Adds what a forked child read (`recorded()` there) to this process's recording."""
    if _recording is not None and child:
        for path, first in child["files"].items():
            _recording.files.setdefault(path, first)
        for folder, names in child["listings"].items():
            _recording.listings.setdefault(folder, names)
        _recording.programs.update(child["programs"])
        _recording.unsaid = _recording.unsaid or bool(child.get("unsaid"))  # a replay could not say it either
        _recording.connected = _recording.connected or bool(child.get("connected"))


def where(content: Path, out: Path) -> None:
    """The recorded command's content folder and the folder it builds into (`check` reads nothing there),
    known before it reads them: the content's tree is stamped now (whether en/ exists decides the
    editions, and no event says it was asked), so that a file added while the command runs is seen."""
    if _recording is not None:
        _recording.content, _recording.out = Path(os.path.abspath(content)), Path(os.path.abspath(out))
        for path in _tree(_recording.content, _recording.out):
            if os.path.isdir(path):
                _recording.folder(path)
            else:
                _recording.file(path)


def keep(reads: _Reads, command: str, started: float) -> None:
    """Keeps the successful command's result (`started`: its time.time()), unless an input changed
    while it ran (which version it read, no stamp can tell), it said more than its result or it talked
    to a server."""
    if reads.content is None or reads.out is None or not reads.said or reads.unsaid or reads.connected:
        return
    read = _inputs(reads)
    if read is None or any(_changed_since(path, started) for path, _ in read):
        return
    left = _left(reads.out) if command == "build" else ()
    caches.write_pickled(reads.entry, Result(read, left, tuple(reads.said)))
    caches.prune(reads.entry.parent, KEEP)


def _inputs(reads: _Reads) -> tuple[tuple[str, str], ...] | None:
    """Every input with its stamp now; None when one changed since it was first read, or when the
    build folder or the cache folder holds an input (what the build writes there is no input)."""
    assert reads.content is not None and reads.out is not None
    derived = [reads.out, *([Path(os.path.abspath(folder))] if (folder := caches.cache_dir()) else [])]
    if any(_under(path, derived) for path in [str(reads.content), *_modules()]):
        return None  # the build folder (or the cache) holds the content or the code: what it writes there is no input
    late = {os.path.abspath(path) for path in (*_modules(), *_mapped(), *_programs(reads.programs), *_search_path())}
    import tempfile

    scratch = Path(tempfile.gettempdir())
    inputs = []
    for path in sorted({*reads.files, *reads.listings, *late}):
        if "__pycache__" in path.split(os.sep) or path.startswith(UNSEEN) or _under(path, derived):
            continue  # Python's bytecode (its source is an input), the kernel's files, what the build and caches write
        without = _toward(reads.out, path)
        now = stamp(path, without)
        listed = path in reads.listings and path not in reads.files
        before = _folder_stamp(reads.listings[path], without) if listed else reads.files.get(path, "")
        if now == "missing" and before not in ("", "missing") and Path(path).is_relative_to(scratch):
            continue  # a scratch file, read and removed in the run
        if before and now != before:
            return None
        inputs.append((path, now))
    return tuple(inputs)


def _toward(out: Path, folder: str) -> str:
    """The name in `folder` on the way to the build folder inside it (a build makes it), else none."""
    way = str(out)
    return way[len(folder) :].lstrip(os.sep).split(os.sep)[0] if way != folder and _inside(way, folder) else ""


def _under(path: str, folders: list[Path]) -> bool:
    absolute = os.path.abspath(path)
    return any(_inside(absolute, str(folder)) for folder in folders)


def _inside(path: str, folder: str) -> bool:
    """`path` is `folder` or within it, both absolute and normal (as Path.is_relative_to, by their
    text: a command stamps hundreds of paths, and pathlib's objects cost most of that)."""
    return path == folder or path.startswith(folder if folder.endswith(os.sep) else folder + os.sep)


def _modules() -> Iterator[str]:
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str):
            yield file


def _mapped() -> Iterator[str]:
    """The shared libraries mapped into this process (zlib, Pillow's, lcms …), where the system says (Linux)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            lines = maps.read().splitlines()
    except OSError:
        return
    for line in lines:
        fields = line.split(maxsplit=5)  # address, permissions, offset, device, inode, the file (if any)
        if len(fields) == 6 and fields[5].startswith("/") and not fields[5].endswith("(deleted)"):
            yield fields[5].strip()


def _programs(programs: set[str]) -> Iterator[str]:
    """Each program run, by the path it was found at (stamped through its links: a link turned to another
    version, as a package manager's profile or `update-alternatives` does, is a change) and by its file."""
    import shutil

    for program in programs:
        found = shutil.which(program)
        if found:
            yield found
            yield os.path.realpath(found)


def _search_path() -> Iterator[str]:
    """The folders programs and modules are looked for in: a program or module added there is found first."""
    yield from (folder for folder in os.environ.get("PATH", "").split(os.pathsep) if folder)
    yield from (folder or os.getcwd() for folder in sys.path)


def _tree(content: Path, out: Path) -> Iterator[str]:
    """The content folder, its folders and files, but its build folder and hidden folders (.git, .venv)."""
    yield str(content)
    for folder, folders, files in os.walk(content):
        folders[:] = [name for name in folders if not name.startswith(".") and Path(folder, name) != out]
        for name in (*folders, *files):
            yield os.path.join(folder, name)


def _changed_since(path: str, started: float) -> bool:
    """Modified after the command started, or so shortly before that the clocks cannot tell (as git's
    index treats a file as changed when it is as new as the index)."""
    try:
        found = os.stat(path)
    except OSError:
        return False
    return not S_ISDIR(found.st_mode) and found.st_mtime >= started - RACY  # a folder: its names, first and last


def _left(out: Path) -> tuple[tuple[str, str], ...]:
    """The build folder as the command left it: every file and folder in it (the manifest's, the
    tabletop's local copy, a journal of an unfinished commit)."""
    paths = [str(out)]
    for folder, folders, files in os.walk(out):
        paths += [os.path.join(folder, name) for name in (*folders, *files)]
    return tuple((path, stamp(path)) for path in sorted(paths))

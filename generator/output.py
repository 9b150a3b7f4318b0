"""Atomic output: everything is written to a staging folder, then moved into place.

A build that fails while rendering leaves the previous files in build/ untouched. The commit moves
the staged files in, removes the files the built targets no longer write (manifest.py says which)
and moves the manifest in last; its Journal keeps each file it replaces or removes (a hard link),
so a commit that fails half-way puts them all back, and one whose process was killed half-way is
rolled back by the next build into that folder before it writes anything. Every error while
writing names the file in build/ it was for: a full disk fails inside `write()`, and Python's
OSError then carries no file name at all.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from types import TracebackType
from typing import Protocol


class OutputError(OSError):
    """A file or folder of the build could not be written; `filename` is the path the user will look for.

    `replaced` counts the files already moved into build/ (a failure while committing): non-zero
    means build/ now holds new and old files side by side. A commit puts the previous files back
    when it fails (Journal), so it is non-zero only when that failed too (the next build finishes it).
    """

    def __init__(self, path: Path, reason: OSError | str, replaced: int = 0):
        errno = reason.errno if isinstance(reason, OSError) else None
        text = (reason.strerror or str(reason)) if isinstance(reason, OSError) else reason
        super().__init__(errno, text, str(path))
        self.replaced = replaced


@contextmanager
def writing(path: Path, replaced: int = 0) -> Iterator[None]:
    """Any OSError raised inside becomes an OutputError naming `path`."""
    try:
        yield
    except OutputError:
        raise
    except OSError as error:
        raise OutputError(path, error, replaced) from error


class Staging:
    """Collects a build's files; `commit()` moves each into place with an atomic rename."""

    def __init__(self, build_dir: Path):
        self.build_dir = Path(build_dir)
        if self.build_dir.exists() and not self.build_dir.is_dir():
            raise OutputError(self.build_dir, "is a file, expected a folder for the outputs")
        self.created = self._missing_folders()  # removed again when the build fails: nothing is left behind
        with writing(self.build_dir):
            self.build_dir.mkdir(parents=True, exist_ok=True)
            with committing(self.build_dir):  # a commit killed half-way: its previous files come back first
                Journal.recover(self.build_dir)
            self.root = Path(tempfile.mkdtemp(prefix=".staging-", dir=self.build_dir))
        self.written: list[str] = []
        self.described: dict[str, dict[str, object]] = {}
        self.removed: list[str] = []  # files of build/ that the built targets no longer write (manifest.py)
        self.built: set[tuple[str, str]] = set()  # the (target, edition) pairs this build renders (TargetStaging)

    def path(self, relpath: str) -> Path:
        """A path inside the staging folder to write `relpath` to (parents created)."""
        target = self.root / relpath
        with writing(self.build_dir / relpath):
            target.parent.mkdir(parents=True, exist_ok=True)
        if relpath not in self.written:
            self.written.append(relpath)
        return target

    def writing(self, relpath: str) -> AbstractContextManager[None]:
        """For a tool that writes staged files itself: its OSErrors name build/`relpath`."""
        return writing(self.build_dir / relpath)

    def write_bytes(self, relpath: str, data: bytes) -> None:
        target = self.path(relpath)
        with writing(self.build_dir / relpath):
            target.write_bytes(data)

    def write_text(self, relpath: str, text: str) -> None:
        self.write_bytes(relpath, text.encode("utf-8"))

    def describe(
        self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None, target: str | None = None
    ) -> None:
        """Lists a staged file in build/manifest.json (the pipeline adds its sha256), with the target that owns it."""
        entry: dict[str, object] = {"kind": kind, "path": relpath}
        if target is not None:
            entry["target"] = target
        if pages is not None:
            entry["pages"] = pages
        if page_size_mm is not None:
            entry["page_size_mm"] = [round(page_size_mm[0], 2), round(page_size_mm[1], 2)]
        self.described[relpath] = entry

    def annotate(self, relpath: str, key: str, value: object) -> None:
        """Adds `key` to the manifest entry of a file already described (a component's print file: the component)."""
        self.described[relpath][key] = value

    def staged(self, relpath: str) -> Path:
        """Where an already staged file is, to read it back (manifests, previews)."""
        return self.root / relpath

    def remove(self, relpath: str) -> None:
        """Removes build/`relpath` on commit, with the files moved in (a file its target no longer writes)."""
        if relpath not in self.removed:
            self.removed.append(relpath)

    def commit(self) -> list[Path]:
        """Moves every staged file into build/ (each rename atomic) and removes the stale ones, the
        manifest last; a failure on the way puts back every file as it was (then `replaced` is 0)."""
        final: list[Path] = []
        with committing(self.build_dir):
            journal = Journal(self.build_dir)
            try:
                journal.save_previous([*self.written, *self.removed])
                self._move_in(final)
            except OutputError as error:
                if not journal.roll_back():  # the next build's Staging finishes it
                    error.replaced = len(final)
                raise
            except BaseException:
                journal.roll_back()
                raise
            journal.close()
        self.discard()
        return final

    def _move_in(self, final: list[Path]) -> None:
        """The staged files into build/ (`final`: those moved so far), the stale ones out, the manifest last."""
        last = [relpath for relpath in self.written if relpath == MANIFEST]  # it lists the files: it lands after them
        for relpath in [*[r for r in self.written if r != MANIFEST], *self.removed, *last]:
            target = self.build_dir / relpath
            with writing(target):
                if relpath in self.removed and relpath not in self.written:
                    target.unlink(missing_ok=True)
                    _remove_empty_folders(target.parent, self.build_dir)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(self.root / relpath, target)
            final.append(target)

    def discard(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def _missing_folders(self) -> list[Path]:
        """The folders of build_dir's path that do not exist yet, innermost first."""
        missing, folder = [], self.build_dir.absolute()
        while not folder.exists() and folder != folder.parent:
            missing.append(folder)
            folder = folder.parent
        return missing

    def _remove_created(self) -> None:
        """A failed build into a build/ it made leaves no empty build/ (nor its parents) behind."""
        for folder in self.created:
            try:
                folder.rmdir()
            except OSError:  # not empty (a file was moved in) or already gone: keep it
                return

    def __enter__(self) -> Staging:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        if exc_type is None:
            try:
                self.commit()
            except BaseException:
                self.discard()
                self._remove_created()
                raise
        else:
            self.discard()
            self._remove_created()


def sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


class StagingFolder(Protocol):
    """What a renderer writes through: the Staging itself, or one target's part of it (TargetStaging)."""

    build_dir: Path

    def path(self, relpath: str) -> Path: ...
    def writing(self, relpath: str) -> AbstractContextManager[None]: ...
    def write_bytes(self, relpath: str, data: bytes) -> None: ...
    def write_text(self, relpath: str, text: str) -> None: ...
    def describe(self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None) -> None: ...
    def annotate(self, relpath: str, key: str, value: object) -> None: ...
    def staged(self, relpath: str) -> Path: ...


class TargetStaging:
    """A Staging seen by one target of one edition: the English edition writes en/booklet-print.pdf …,
    and every file it describes is listed as that target's (it owns it: manifest.py)."""

    def __init__(self, staging: Staging, target: str, edition: str):
        self.staging, self.target = staging, target
        self.prefix = "" if edition == "ja" else f"{edition}/"
        self.build_dir = staging.build_dir
        staging.built.add((target, edition))

    def path(self, relpath: str) -> Path:
        return self.staging.path(self.prefix + relpath)

    def writing(self, relpath: str) -> AbstractContextManager[None]:
        return self.staging.writing(self.prefix + relpath)

    def write_bytes(self, relpath: str, data: bytes) -> None:
        self.staging.write_bytes(self.prefix + relpath, data)

    def write_text(self, relpath: str, text: str) -> None:
        self.staging.write_text(self.prefix + relpath, text)

    def describe(self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None) -> None:
        self.staging.describe(self.prefix + relpath, kind, pages, page_size_mm, target=self.target)

    def annotate(self, relpath: str, key: str, value: object) -> None:
        self.staging.annotate(self.prefix + relpath, key, value)

    def staged(self, relpath: str) -> Path:
        return self.staging.staged(self.prefix + relpath)


MANIFEST = "manifest.json"  # written by manifest.py, moved in last: it lists the files before it
PREVIOUS = ".previous-"  # a commit's journal folder in build/: the files it is replacing or removing
JOURNAL = "journal.json"


@contextmanager
def committing(build_dir: Path) -> Iterator[None]:
    """One commit (or recovery) at a time in a build folder: the lock is on the folder itself, and
    the system releases it when the process ends, so a journal found under it is a dead commit's."""
    handle = os.open(build_dir, os.O_RDONLY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)


class Journal:
    """What a commit changes in build/, kept until it is done: a hard link to each file it replaces
    or removes, and the list of files it adds. A failed commit, or one whose process was killed
    half-way (found by the next Staging of that folder), is rolled back: build/ is as before it."""

    def __init__(self, build_dir: Path, folder: Path | None = None):
        self.build_dir = build_dir
        with writing(build_dir):
            self.folder = folder or Path(tempfile.mkdtemp(prefix=PREVIOUS, dir=build_dir))

    @classmethod
    def recover(cls, build_dir: Path) -> None:
        """Rolls back the commits whose process died half-way (a folder without a journal changed nothing: it stays)."""
        for folder in sorted(build_dir.glob(f"{PREVIOUS}*")):
            if (folder / JOURNAL).is_file():
                cls(build_dir, folder).roll_back()

    def save_previous(self, relpaths: list[str]) -> None:
        """Keeps each existing file (a hard link: no copy), then writes the journal, atomically."""
        kept, added = [], []
        for relpath in relpaths:
            current, copy = self.build_dir / relpath, self.folder / "files" / relpath
            if not current.is_file():
                added.append(relpath)
                continue
            with writing(current):
                copy.parent.mkdir(parents=True, exist_ok=True)
                _link_or_copy(current, copy)
            kept.append(relpath)
        with writing(self.folder / JOURNAL):
            (self.folder / "journal.tmp").write_text(json.dumps({"kept": kept, "added": added}), encoding="utf-8")
            os.replace(self.folder / "journal.tmp", self.folder / JOURNAL)

    def roll_back(self) -> bool:
        """Every file back as it was; no journal yet means nothing was changed. A step the system
        refuses leaves the journal for the next build to finish (then False)."""
        try:
            record = json.loads((self.folder / JOURNAL).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            record = {"kept": [], "added": []}
        try:
            for relpath in record["added"]:
                (self.build_dir / relpath).unlink(missing_ok=True)
                _remove_empty_folders((self.build_dir / relpath).parent, self.build_dir)
            for relpath in record["kept"]:
                kept, current = self.folder / "files" / relpath, self.build_dir / relpath
                if current.is_file() and os.path.samefile(kept, current):
                    continue  # not reached by the commit (a copy, on a file system without links, is put back)
                current.parent.mkdir(parents=True, exist_ok=True)
                os.replace(kept, current)
        except OSError:
            return False
        self.close()
        return True

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def _link_or_copy(source: Path, copy: Path) -> None:
    try:
        os.link(source, copy)
    except OSError:  # a file system without hard links
        shutil.copy2(source, copy)


def _remove_empty_folders(folder: Path, build_dir: Path) -> None:
    """A folder emptied by removing a stale file goes too, up to build/ (a fresh build has none)."""
    while folder != build_dir and build_dir in folder.parents:
        try:
            folder.rmdir()
        except OSError:  # not empty (or already gone)
            return
        folder = folder.parent

"""Atomic output: everything is written to a staging folder, then moved into place.

A build that fails while rendering leaves the previous files in build/ untouched. Every error
while writing names the file in build/ it was for: a full disk fails inside `write()`, and
Python's OSError then carries no file name at all.
"""

from __future__ import annotations

import hashlib
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
    means build/ now holds new and old files side by side.
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
            self.root = Path(tempfile.mkdtemp(prefix=".staging-", dir=self.build_dir))
        self.written: list[str] = []
        self.described: dict[str, dict[str, object]] = {}

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

    def describe(self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None) -> None:
        """Lists a staged file in build/manifest.json (the pipeline adds its sha256)."""
        entry: dict[str, object] = {"kind": kind, "path": relpath}
        if pages is not None:
            entry["pages"] = pages
        if page_size_mm is not None:
            entry["page_size_mm"] = [round(page_size_mm[0], 2), round(page_size_mm[1], 2)]
        self.described[relpath] = entry

    def staged(self, relpath: str) -> Path:
        """Where an already staged file is, to read it back (manifests, previews)."""
        return self.root / relpath

    def commit(self) -> list[Path]:
        """Moves every staged file into build/ (each rename is atomic) and removes the stage."""
        final: list[Path] = []
        for relpath in self.written:
            target = self.build_dir / relpath
            with writing(target, replaced=len(final)):
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(self.root / relpath, target)
            final.append(target)
        self.discard()
        return final

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
    """What a renderer writes through: the Staging itself, or one edition's part of it (EditionStaging)."""

    build_dir: Path

    def path(self, relpath: str) -> Path: ...
    def writing(self, relpath: str) -> AbstractContextManager[None]: ...
    def write_bytes(self, relpath: str, data: bytes) -> None: ...
    def write_text(self, relpath: str, text: str) -> None: ...
    def describe(self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None) -> None: ...
    def staged(self, relpath: str) -> Path: ...


class EditionStaging:
    """A Staging seen from one edition's folder: the English edition writes en/booklet-print.pdf …"""

    def __init__(self, staging: Staging, edition: str):
        self.staging, self.edition, self.prefix = staging, edition, f"{edition}/"
        self.build_dir = staging.build_dir

    def path(self, relpath: str) -> Path:
        return self.staging.path(self.prefix + relpath)

    def writing(self, relpath: str) -> AbstractContextManager[None]:
        return self.staging.writing(self.prefix + relpath)

    def write_bytes(self, relpath: str, data: bytes) -> None:
        self.staging.write_bytes(self.prefix + relpath, data)

    def write_text(self, relpath: str, text: str) -> None:
        self.staging.write_text(self.prefix + relpath, text)

    def describe(self, relpath: str, kind: str, pages: int | None = None, page_size_mm: tuple[float, float] | None = None) -> None:
        self.staging.describe(self.prefix + relpath, kind, pages, page_size_mm)

    def staged(self, relpath: str) -> Path:
        return self.staging.staged(self.prefix + relpath)

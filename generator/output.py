"""Atomic output: everything is written to a staging folder, then moved into place.

A build that fails while rendering leaves the previous files in build/ untouched.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path


class Staging:
    """Collects a build's files; `commit()` moves each into place with an atomic rename."""

    def __init__(self, build_dir: Path):
        self.build_dir = Path(build_dir)
        self.build_dir.mkdir(parents=True, exist_ok=True)
        self.root = Path(tempfile.mkdtemp(prefix=".staging-", dir=self.build_dir))
        self.written: list[str] = []
        self.described: dict[str, dict] = {}

    def path(self, relpath: str) -> Path:
        """A path inside the staging folder to write `relpath` to (parents created)."""
        target = self.root / relpath
        target.parent.mkdir(parents=True, exist_ok=True)
        if relpath not in self.written:
            self.written.append(relpath)
        return target

    def write_bytes(self, relpath: str, data: bytes) -> None:
        self.path(relpath).write_bytes(data)

    def write_text(self, relpath: str, text: str) -> None:
        self.write_bytes(relpath, text.encode("utf-8"))

    def describe(self, relpath: str, kind: str, pages: int | None = None,
                 page_size_mm: tuple[float, float] | None = None) -> None:
        """Lists a staged file in build/manifest.json (the pipeline adds its sha256)."""
        entry = {"kind": kind, "path": relpath}
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
        final = []
        for relpath in self.written:
            target = self.build_dir / relpath
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(self.root / relpath, target)
            final.append(target)
        self.discard()
        return final

    def discard(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> "Staging":
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.commit()
        else:
            self.discard()


def sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()

"""Whole builds that tests only read, made once per test run and shared by every pytest-xdist worker.

`make test` runs the suite on every core (pytest -n auto): each worker is a process of its own, so a
session fixture that built the booklet in each would build it once per worker. A shared build is made
by the first worker that asks for it, under a file lock, in a folder of the run's temporary base that
every worker of the run sees (pytest's basetemp, or its parent under xdist, whose workers each get a
subfolder of it); the others wait for the lock and read the folder. The folder is named by a hash of
what the build is made from (its name and parameters, the sources' bytes, the code's version), so two
fixtures that build the same thing share it and a different build never does. A build that failed
leaves no folder behind: the next worker that asks builds it again and fails the same way.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.cache import code_version


@dataclass(frozen=True)
class Kit:
    """`build all --edition all` of one game of this checkout (conftest.py's whole_kit): its build folder, or why it did not build."""

    build: Path
    failure: str | None


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The temporary folder every process of this test run sees."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def sources_hash(*folders: Path) -> str:
    """A hash of every file's path and bytes under `folders`, but Python's bytecode (a test importing a game's
    code writes it while the run goes on)."""
    hasher = hashlib.sha256()
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            hasher.update(f"{path.relative_to(folder).as_posix()}\0".encode())
            hasher.update(path.read_bytes())
    return hasher.hexdigest()


def shared_build(
    tmp_path_factory: pytest.TempPathFactory, name: str, sources: tuple[Path, ...], make: Callable[[Path], object], *parameters: object
) -> Path:
    """The folder `make(folder)` built, once for the whole run: `name` and `parameters` say what it builds
    (they name the folder with the sources' and code's hash), `sources` what it reads. Tests read it only:
    one that writes into it works on a copy (shutil.copytree)."""
    key = hashlib.sha256(f"{name}|{parameters!r}|{sources_hash(*sources)}|{code_version()}".encode()).hexdigest()[:16]
    root = run_folder(tmp_path_factory) / "shared-builds"
    root.mkdir(exist_ok=True)
    folder, done = root / f"{name}-{key}", root / f"{name}-{key}.done"
    with open(root / f"{name}-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed, and when a worker dies
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)  # what a worker that failed half-way left
            folder.mkdir()
            try:
                make(folder)
            except BaseException:
                shutil.rmtree(folder, ignore_errors=True)
                raise
            done.touch()
    return folder

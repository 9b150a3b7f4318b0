#!/usr/bin/env python3
"""Builds two versions of the toolchain and compares every output they list in manifest.json by sha256.

    scripts/compare_builds.py BASE            # BASE (a commit) against the working tree
    scripts/compare_builds.py BASE HEAD       # two commits

Each side is exported with `git archive` into its own temporary folder and built there with this
project's .venv (`python -m generator build all --edition all`, and every game the side has), so the
working tree's build/ is never touched. Exit 0 when every manifest lists the same files with the same
sha256, 1 with one line per difference. A refactoring step is committed only when this says 0
against the commit before it; `tests/scripts/test_same_outputs.py` runs it against the last commit
whose outputs changed on purpose.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
WORKING_TREE = "WORKING-TREE"


def export(revision: str, into: Path) -> Path:
    """The tree of REVISION (or the working tree, tracked and untracked files but not ignored ones) in INTO."""
    into.mkdir(parents=True)
    if revision == WORKING_TREE:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            check=True,
            capture_output=True,
        ).stdout.split(b"\0")
        for name in filter(None, listed):
            source = REPO / os.fsdecode(name)
            if source.is_file():
                target = into / os.fsdecode(name)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(source.read_bytes())
                target.chmod(source.stat().st_mode & 0o777)
        return into
    archive = subprocess.run(["git", "archive", "--format=tar", revision], cwd=REPO, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4+; the archive is this repository's own either way
            tar.extractall(into, filter="data")
        else:
            tar.extractall(into)
    return into


def games_of(tree: Path) -> list[str | None]:
    """None for the default game (content/), then every game folder under games/ that has content."""
    games_dir = tree / "games"
    named = sorted(p.name for p in games_dir.iterdir() if (p / "content").is_dir()) if games_dir.is_dir() else []
    return [None, *named]


def build(tree: Path, out: Path, game: str | None) -> None:
    command = [sys.executable, "-m", "generator", "build", "all", "--edition", "all", "--out", str(out)]
    if game is not None:
        command[4:4] = ["--game", game]
    environment = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, cwd=tree, env=environment, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"compare_builds: the build of {tree.name} ({game or 'default game'}) failed:\n{done.stderr}")


def manifest_hashes(build_dir: Path) -> dict[str, str]:
    """Every listed output's sha256, and the manifest's own, keyed by path under build/."""
    hashes: dict[str, str] = {}
    for manifest in sorted(build_dir.rglob("manifest.json")):
        prefix = manifest.parent.relative_to(build_dir).as_posix()
        for entry in json.loads(manifest.read_text(encoding="utf-8"))["outputs"]:
            path = entry["path"] if prefix == "." else f"{prefix}/{entry['path']}"
            hashes[path] = entry["sha256"]
    return hashes


def differences(base: dict[str, str], head: dict[str, str]) -> list[str]:
    lines = []
    for path in sorted(base.keys() | head.keys()):
        if path not in head:
            lines.append(f"{path}: only in the base")
        elif path not in base:
            lines.append(f"{path}: only in the head")
        elif base[path] != head[path]:
            lines.append(f"{path}: sha256 {base[path][:12]}… → {head[path][:12]}…")
    return lines


def compare(base_revision: str, head_revision: str = WORKING_TREE, games: list[str | None] | None = None) -> list[str]:
    """The differences between the outputs of two revisions ([] when they build the same files)."""
    with tempfile.TemporaryDirectory(prefix="compare-builds-") as scratch:
        hashes = []
        for side, revision in (("base", base_revision), ("head", head_revision)):
            tree = export(revision, Path(scratch) / side)
            built = Path(scratch) / f"{side}-build"
            for game in games if games is not None else games_of(tree):
                build(tree, built if game is None else built / "games" / game, game)
            hashes.append(manifest_hashes(built))
        return differences(*hashes)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", help="the commit to compare with")
    parser.add_argument("head", nargs="?", default=WORKING_TREE, help="a commit (default: the working tree)")
    args = parser.parse_args()
    found = compare(args.base, args.head)
    for line in found:
        print(line)
    print(f"{len(found)} output{'s' if len(found) != 1 else ''} differ" if found else "every output is byte-identical")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

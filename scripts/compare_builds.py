#!/usr/bin/env python3
"""Builds two versions of the toolchain and compares every output they list in manifest.json by sha256.

    scripts/compare_builds.py BASE            # BASE (a commit) against the working tree
    scripts/compare_builds.py BASE HEAD       # two commits

Each side is exported with `git archive` into its own temporary folder and built there with this
project's .venv (`python -m generator build all --edition all` for the default game into the build
folder, `--game NAME` for each folder games/NAME/ into NAME/), so the working tree's build/ is never
touched. A game is compared when both sides build it; the notes on stderr say which were not.
Each difference is printed as expected, with its reason, when a pattern of
scripts/expected_differences.yaml matches its path (the files a change moved on purpose since the
commit that file names as its base), else as unexpected. Exit 0 when no difference is unexpected,
1 with one line per difference. A refactoring step is committed only when this says "every output is
byte-identical" against the commit before it; `tests/scripts/test_same_outputs.py` builds the base of
scripts/expected_differences.yaml as it does (and the checkout's side in the repository, with the builds the
suite shares) and holds every file the list does not name to the base's bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from fnmatch import fnmatch
from io import BytesIO
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
WORKING_TREE = "WORKING-TREE"
EXPECTED_FILE = Path(__file__).resolve().parent / "expected_differences.yaml"


@dataclass(frozen=True)
class Expected:
    """scripts/expected_differences.yaml: the commit the outputs are held to, and the files that differ
    from its build on purpose (a path pattern under build/, as fnmatch reads it → why)."""

    base: str
    differences: dict[str, str]

    def reason(self, difference: str) -> str | None:
        """Why the difference (a line of `differences`) is expected, None when it is not."""
        path = difference.split(": ", 1)[0]
        return next((why for pattern, why in self.differences.items() if fnmatch(path, pattern)), None)

    def unexpected(self, found: list[str]) -> list[str]:
        return [line for line in found if self.reason(line) is None]


def expected(path: Path = EXPECTED_FILE) -> Expected:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    differences = data.get("differences") or {}
    if not isinstance(data.get("base"), str) or not isinstance(differences, dict):
        sys.exit(f"compare_builds: {path}: expected `base: COMMIT` and `differences:` (path pattern: reason)")
    return Expected(data["base"], {str(pattern): str(why) for pattern, why in differences.items()})


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
    """None for the default game (content/), then every game folder games/NAME/ that has a game.yaml."""
    games_dir = tree / "games"
    named = sorted(p.name for p in games_dir.iterdir() if (p / "game.yaml").is_file()) if games_dir.is_dir() else []
    return [None, *named]


def build(tree: Path, out: Path, game: str | None) -> str | None:
    """Builds one game of TREE into OUT; None when it built, else why not (the end of its messages).
    The default game must build: a failure stops the comparison."""
    command = [sys.executable, "-m", "generator", "build", "all", "--edition", "all", "--out", str(out)]
    if game is not None:
        command[4:4] = ["--game", game]
    environment = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, cwd=tree, env=environment, capture_output=True, text=True)
    if done.returncode == 0:
        return None
    if game is None:
        sys.exit(f"compare_builds: the build of {tree.name} (default game) failed:\n{done.stderr}")
    return " / ".join(done.stderr.strip().splitlines()[-2:]) or f"exit status {done.returncode}"


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


@dataclass(frozen=True)
class Side:
    """One side's builds: every listed output's sha256 by path under build/ (manifest_hashes), and why
    each game it did not build failed."""

    hashes: dict[str, str]
    failed: dict[str | None, str]


def built(tree: Path, into: Path, games: list[str | None]) -> Side:
    """Every game of `games` of TREE built, the default one into INTO, game NAME into INTO/NAME."""
    failed = {game: build(tree, into if game is None else into / game, game) for game in games}
    return Side(manifest_hashes(into), {game: why for game, why in failed.items() if why is not None})


def compare(
    base_revision: str, head_revision: str = WORKING_TREE, games: list[str | None] | None = None, notes: list[str] | None = None
) -> list[str]:
    """The differences between the outputs of two revisions ([] when they build the same files).

    Every game of each side is built (the default one into the build folder, game NAME into NAME/),
    and the two sides compared (compared)."""
    with tempfile.TemporaryDirectory(prefix="compare-builds-") as scratch:
        trees = {side: export(revision, Path(scratch) / side) for side, revision in (("base", base_revision), ("head", head_revision))}
        chosen = games if games is not None else games_of_either(trees["base"], trees["head"])
        sides = {side: built(tree, Path(scratch) / f"{side}-build", chosen) for side, tree in trees.items()}
    return compared(sides["base"], sides["head"], chosen, notes)


def games_of_either(base_tree: Path, head_tree: Path) -> list[str | None]:
    return list(dict.fromkeys([*games_of(base_tree), *games_of(head_tree)]))


def compared(base_side: Side, head_side: Side, games: list[str | None], notes: list[str] | None = None) -> list[str]:
    """The differences between two sides' builds of `games`. A game is compared when both sides build it.
    One the base does not build (a new game, or a base before `--game`) is not compared, and neither
    is one that neither side builds: `notes` says so. One the base builds and the head does not is a
    difference."""
    notes = [] if notes is None else notes
    found: list[str] = []
    base, head = base_side.hashes, head_side.hashes
    for game in games:
        if game in base_side.failed:
            base, head = _without(base, game), _without(head, game)
            state = f"the head does not build it either ({head_side.failed[game]})" if game in head_side.failed else "the head builds it"
            notes.append(f"{game}: not compared, the base does not build it; {state}")
        elif game in head_side.failed:
            found.append(f"{game}/: the base builds it, the head does not ({head_side.failed[game]})")
    return found + differences(base, head)


def _without(hashes: dict[str, str], game: str | None) -> dict[str, str]:
    return {path: sha for path, sha in hashes.items() if not path.startswith(f"{game}/")}


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("base", help="the commit to compare with")
    parser.add_argument("head", nargs="?", default=WORKING_TREE, help="a commit (default: the working tree)")
    args = parser.parse_args()
    notes: list[str] = []
    known = expected()
    found = compare(args.base, args.head, notes=notes)
    for line in notes:
        print(f"note: {line}", file=sys.stderr)
    for line in found:
        why = known.reason(line)
        print(f"{line}: unexpected" if why is None else f"{line}: expected ({why})")
    unexpected = known.unexpected(found)
    if not found:
        print("every output is byte-identical")
    else:
        plural = "s" if len(found) != 1 else ""
        print(f"{len(found)} output{plural} differ: {len(found) - len(unexpected)} expected, {len(unexpected)} unexpected")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())

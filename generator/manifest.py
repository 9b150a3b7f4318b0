"""build/manifest.json: every output with its kind, pages, page size, sha256 and the target that owns it.

Each target of each edition owns its files (an entry's `target`, its edition from its path):
building it replaces them and their entries at once, and a file it listed before and writes no
more is removed with its entry. The entries of targets not built this time stay, as long as their
files are there. Only files a target's entries list are ever removed: a file no entry lists (a
user's notes, the tabletop deck of `--local`, another game's build/NAME/) is never touched, and an
entry without a target (a manifest written before targets owned their files) is kept like another
target's.
"""

from __future__ import annotations

import json
from pathlib import Path, PurePosixPath

from .output import MANIFEST, Staging, sha256

__all__ = ["MANIFEST", "edition_of", "stage_manifest"]

Entry = dict[str, object]


def _previous_entries(build_dir: Path) -> dict[str, Entry]:
    """The entries of the manifest in build/ whose files are still there, by path."""
    try:
        entries = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))["outputs"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}  # no manifest yet, or an unreadable one: this run's entries replace it
    listed = {str(e.get("path")): e for e in entries if isinstance(e, dict) and _inside(str(e.get("path")))}
    return {path: entry for path, entry in listed.items() if (build_dir / path).is_file()}


def _inside(relpath: str) -> bool:
    """A path under build/ as the manifest writes them: relative, without `..` (an edited manifest removes nothing outside)."""
    path = PurePosixPath(relpath)
    return bool(relpath) and not path.is_absolute() and ".." not in path.parts


EDITION_FOLDERS = ("en",)  # build/en/… is the English edition; everything else the Japanese one


def edition_of(relpath: str) -> str:
    """The edition a built file belongs to: `en` for build/en/…, else `ja`."""
    first = relpath.split("/", 1)[0]
    return first if first in EDITION_FOLDERS and "/" in relpath else "ja"


def _rebuilt(entry: Entry, staging: Staging) -> bool:
    """Whether the entry's target, in the entry's edition, is built this time (so the entry is replaced)."""
    return (entry.get("target"), edition_of(str(entry["path"]))) in staging.built


def stage_manifest(staging: Staging) -> None:
    """Writes the manifest into the staging folder (it lands after the files it lists): this run's
    entries, and the earlier ones of targets not built this time; the files of the built targets'
    earlier entries that this run does not write are removed on commit."""
    entries = {}
    for relpath, entry in _previous_entries(staging.build_dir).items():
        if not _rebuilt(entry, staging):
            entries[relpath] = entry
        elif relpath not in staging.described:
            staging.remove(relpath)
    for relpath, entry in staging.described.items():
        entries[relpath] = {**entry, "edition": edition_of(relpath), "sha256": sha256(staging.staged(relpath))}
    outputs = [entries[path] for path in sorted(entries)]
    manifest: dict[str, object] = {"outputs": outputs}
    components = components_of(outputs)
    if components:
        manifest["components"] = components
    staging.write_text(MANIFEST, json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n")


def components_of(outputs: list[Entry]) -> list[Entry]:
    """Each edition's components (kind, size, count, backs), as their print files' entries describe them."""
    found = [
        {**component, "edition": entry["edition"], "print": entry["path"]}
        for entry in outputs
        if isinstance(component := entry.get("component"), dict)
    ]
    return sorted(found, key=lambda c: (str(c["edition"]), str(c["print"])))

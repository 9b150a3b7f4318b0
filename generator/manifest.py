"""build/manifest.json: every output with its kind, pages, page size and sha256.

Built from what the renderers described in this run, merged with the entries of earlier runs
whose files are still in build/ (so `make booklet` then `make cards` lists both).
"""

from __future__ import annotations

import json
from pathlib import Path

from .output import Staging, sha256

MANIFEST = "manifest.json"


def _previous_entries(build_dir: Path) -> dict[str, dict[str, object]]:
    try:
        entries = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))["outputs"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}  # no manifest yet, or an unreadable one: this run's entries replace it
    return {e["path"]: e for e in entries if isinstance(e, dict) and (build_dir / str(e.get("path"))).is_file()}


EDITION_FOLDERS = ("en",)  # build/en/… is the English edition; everything else the Japanese one


def edition_of(relpath: str) -> str:
    """The edition a built file belongs to: `en` for build/en/…, else `ja`."""
    first = relpath.split("/", 1)[0]
    return first if first in EDITION_FOLDERS and "/" in relpath else "ja"


def stage_manifest(staging: Staging) -> None:
    """Writes the merged manifest into the staging folder (so it lands with the files it lists)."""
    entries = _previous_entries(staging.build_dir)
    for relpath, entry in staging.described.items():
        entries[relpath] = {**entry, "edition": edition_of(relpath), "sha256": sha256(staging.staged(relpath))}
    outputs = [entries[path] for path in sorted(entries)]
    staging.write_text(MANIFEST, json.dumps({"outputs": outputs}, ensure_ascii=False, indent=2, sort_keys=True) + "\n")

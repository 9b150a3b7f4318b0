"""build/manifest.json: every output with its kind, pages, page size and sha256.

Built from what the renderers described in this run, merged with the entries of earlier runs
whose files are still in build/ (so `make booklet` then `make cards` lists both).
"""
from __future__ import annotations

import json
from pathlib import Path

from .output import Staging, sha256

MANIFEST = "manifest.json"


def _previous_entries(build_dir: Path) -> dict[str, dict]:
    try:
        entries = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))["outputs"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}  # no manifest yet, or an unreadable one: this run's entries replace it
    return {e["path"]: e for e in entries if isinstance(e, dict) and (build_dir / str(e.get("path"))).is_file()}


def stage_manifest(staging: Staging) -> None:
    """Writes the merged manifest into the staging folder (so it lands with the files it lists)."""
    entries = _previous_entries(staging.build_dir)
    for relpath, entry in staging.described.items():
        entries[relpath] = {**entry, "sha256": sha256(staging.staged(relpath))}
    outputs = [entries[path] for path in sorted(entries)]
    staging.write_text(MANIFEST, json.dumps({"outputs": outputs}, ensure_ascii=False, indent=2, sort_keys=True) + "\n")

"""generator/manifest.py: every output listed once, with a hash of the file that landed."""

import hashlib
import json

from generator.manifest import stage_manifest
from generator.output import Staging


def _build(tmp_path, files):
    with Staging(tmp_path) as staging:
        for name, (kind, data) in files.items():
            staging.write_bytes(name, data)
            staging.describe(name, kind, pages=1, page_size_mm=(148, 210))
        stage_manifest(staging)
    return json.loads((tmp_path / "manifest.json").read_text())["outputs"]


def test_manifest_lists_kind_pages_size_and_sha256(tmp_path):
    [entry] = _build(tmp_path, {"x.pdf": ("booklet-print", b"%PDF")})
    assert entry == {
        "kind": "booklet-print",
        "path": "x.pdf",
        "pages": 1,
        "page_size_mm": [148, 210],
        "edition": "ja",
        "sha256": hashlib.sha256(b"%PDF").hexdigest(),
    }


def test_a_second_build_keeps_entries_of_other_outputs(tmp_path):
    _build(tmp_path, {"booklet.pdf": ("booklet", b"1")})
    outputs = _build(tmp_path, {"cards.pdf": ("cards", b"2")})
    assert [e["path"] for e in outputs] == ["booklet.pdf", "cards.pdf"]


def test_entries_of_deleted_files_are_dropped(tmp_path):
    _build(tmp_path, {"old.pdf": ("booklet", b"1")})
    (tmp_path / "old.pdf").unlink()
    outputs = _build(tmp_path, {"new.pdf": ("cards", b"2")})
    assert [e["path"] for e in outputs] == ["new.pdf"]


def test_every_entry_names_its_edition(tmp_path):
    outputs = _build(
        tmp_path, {"booklet-print.pdf": ("booklet-print", b"1"), "en/booklet-print.pdf": ("booklet-print", b"2"), "en.pdf": ("x", b"3")}
    )
    assert {e["path"]: e["edition"] for e in outputs} == {"booklet-print.pdf": "ja", "en/booklet-print.pdf": "en", "en.pdf": "ja"}

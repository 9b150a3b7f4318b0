"""generator/manifest.py: every output listed once, with a hash of the file that landed and the
target that owns it; building a target replaces its files, and only its."""

import hashlib
import json

from generator.manifest import stage_manifest
from generator.output import Staging, TargetStaging


def _build(tmp_path, files, target="booklet", edition="ja"):
    """One target of one edition built into tmp_path; `files`: what it writes, its path in the edition's folder."""
    return _build_targets(tmp_path, {(target, edition): files})


def _build_targets(tmp_path, targets):
    with Staging(tmp_path) as staging:
        for (target, edition), files in targets.items():
            out = TargetStaging(staging, target, edition)
            for name, (kind, data) in files.items():
                out.write_bytes(name, data)
                out.describe(name, kind, pages=1, page_size_mm=(148, 210))
        stage_manifest(staging)
    return json.loads((tmp_path / "manifest.json").read_text())["outputs"]


def _paths(outputs):
    return [e["path"] for e in outputs]


def _files(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def test_manifest_lists_kind_pages_size_and_sha256(tmp_path):
    [entry] = _build(tmp_path, {"x.pdf": ("booklet-print", b"%PDF")})
    assert entry == {
        "kind": "booklet-print",
        "path": "x.pdf",
        "pages": 1,
        "page_size_mm": [148, 210],
        "edition": "ja",
        "sha256": hashlib.sha256(b"%PDF").hexdigest(),
        "target": "booklet",
    }


def test_a_second_build_keeps_entries_of_other_outputs(tmp_path):
    _build(tmp_path, {"booklet.pdf": ("booklet", b"1")})
    outputs = _build(tmp_path, {"cards.pdf": ("cards", b"2")}, target="cards")
    assert _paths(outputs) == ["booklet.pdf", "cards.pdf"]


def test_entries_of_deleted_files_are_dropped(tmp_path):
    _build(tmp_path, {"old.pdf": ("booklet", b"1")})
    (tmp_path / "old.pdf").unlink()
    outputs = _build(tmp_path, {"new.pdf": ("cards", b"2")}, target="cards")
    assert _paths(outputs) == ["new.pdf"]


def test_every_entry_names_its_edition(tmp_path):
    outputs = _build_targets(
        tmp_path,
        {
            ("booklet", "ja"): {"booklet-print.pdf": ("booklet-print", b"1"), "en.pdf": ("x", b"3")},
            ("booklet", "en"): {"booklet-print.pdf": ("booklet-print", b"2")},
        },
    )
    assert {e["path"]: e["edition"] for e in outputs} == {"booklet-print.pdf": "ja", "en/booklet-print.pdf": "en", "en.pdf": "ja"}


CARDS_39 = {
    "cards/png/front-14-DOUBLE-x2.png": ("card-image", b"D"),
    "cards/png/back-x39.png": ("card-image", b"B"),
    "cards/deck.csv": ("card-list", b"39"),
}
CARDS_40 = {
    "cards/png/front-14-DOUBLE-x3.png": ("card-image", b"D"),
    "cards/png/back-x40.png": ("card-image", b"B"),
    "cards/deck.csv": ("card-list", b"40"),
}


def test_a_rebuilt_target_drops_the_files_it_no_longer_writes_and_their_entries(tmp_path):
    _build(tmp_path, CARDS_39, target="cards")
    outputs = _build(tmp_path, CARDS_40, target="cards")
    assert _paths(outputs) == ["cards/deck.csv", "cards/png/back-x40.png", "cards/png/front-14-DOUBLE-x3.png"]
    assert _files(tmp_path) == ["cards/deck.csv", "cards/png/back-x40.png", "cards/png/front-14-DOUBLE-x3.png", "manifest.json"]


def test_a_rebuild_equals_a_fresh_build_into_an_empty_folder(tmp_path):
    rebuilt, fresh = tmp_path / "rebuilt", tmp_path / "fresh"
    _build(rebuilt, CARDS_39, target="cards")
    _build(rebuilt, CARDS_40, target="cards")
    _build(fresh, CARDS_40, target="cards")
    assert {p: (rebuilt / p).read_bytes() for p in _files(rebuilt)} == {p: (fresh / p).read_bytes() for p in _files(fresh)}


def test_other_targets_and_the_other_edition_keep_their_files_and_entries(tmp_path):
    _build_targets(
        tmp_path,
        {("cards", "ja"): CARDS_39, ("cards", "en"): CARDS_39, ("booklet", "ja"): {"booklet-print.pdf": ("booklet-print", b"1")}},
    )
    outputs = _build(tmp_path, CARDS_40, target="cards", edition="ja")
    assert _paths(outputs) == [
        "booklet-print.pdf",
        "cards/deck.csv",
        "cards/png/back-x40.png",
        "cards/png/front-14-DOUBLE-x3.png",
        "en/cards/deck.csv",
        "en/cards/png/back-x39.png",
        "en/cards/png/front-14-DOUBLE-x2.png",
    ]
    assert _files(tmp_path) == [*_paths(outputs), "manifest.json"]


def test_an_english_build_keeps_the_japanese_files(tmp_path):
    _build_targets(tmp_path, {("cards", "ja"): CARDS_39, ("cards", "en"): CARDS_39})
    outputs = _build(tmp_path, CARDS_40, target="cards", edition="en")
    assert [p for p in _paths(outputs) if not p.startswith("en/")] == list(sorted(CARDS_39))


def test_files_no_entry_lists_are_never_removed(tmp_path):
    """A user's notes, the --local tabletop deck, another game's build/NAME/: no target owns them."""
    _build(tmp_path, CARDS_39, target="cards")
    for unlisted in ("cards/png/notes.txt", "the-mind/manifest.json", "tabletop/MIGHTY-deck-local.json"):
        (tmp_path / unlisted).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / unlisted).write_text("not ours")
    _build(tmp_path, CARDS_40, target="cards")
    assert {"cards/png/notes.txt", "the-mind/manifest.json", "tabletop/MIGHTY-deck-local.json"} <= set(_files(tmp_path))


def _edit_manifest(build, edit):
    listed = json.loads((build / "manifest.json").read_text())
    edit({entry["path"]: entry for entry in listed["outputs"]}, listed["outputs"])
    (build / "manifest.json").write_text(json.dumps(listed))


def test_an_entry_without_a_target_or_outside_build_is_never_removed(tmp_path):
    """A manifest from before targets owned their files (no `target`), or one edited to point outside build/."""
    build = tmp_path / "build"
    _build(build, CARDS_39, target="cards")
    (tmp_path / "outside.png").write_text("not ours")

    def edit(by_path, outputs):
        by_path["cards/png/back-x39.png"].pop("target")
        outputs.append({"kind": "card-image", "path": "../outside.png", "target": "cards"})

    _edit_manifest(build, edit)
    outputs = _build(build, CARDS_40, target="cards")
    assert _paths(outputs) == ["cards/deck.csv", "cards/png/back-x39.png", "cards/png/back-x40.png", "cards/png/front-14-DOUBLE-x3.png"]
    assert (tmp_path / "outside.png").is_file() and (build / "cards/png/back-x39.png").is_file()

"""Refactorings do not move an output: HEAD builds every file of manifest.json (both editions, all
targets) byte for byte as the base commit of scripts/expected_differences.yaml (scripts/compare_builds.py),
except the files that list names, each with the reason it changed on purpose.

When a commit changes outputs on purpose, it adds the files it changes to scripts/expected_differences.yaml
with the reason (or moves its base to itself and empties the list), so that every other file is still held
to the old bytes. `scripts/compare_builds.py BASE` reads the same list.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shared_builds import Kit

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import compare_builds  # noqa: E402
from compare_builds import (  # noqa: E402
    Expected,
    Side,
    built,
    compare,
    compared,
    differences,
    expected,
    export,
    games_of,
    games_of_either,
    manifest_hashes,
)

EXPECTED = expected()  # scripts/expected_differences.yaml: the base commit, and the files changed since on purpose


def test_the_base_commit_is_in_the_history() -> None:
    known = subprocess.run(["git", "cat-file", "-e", f"{EXPECTED.base}^{{commit}}"], cwd=REPO, capture_output=True)
    assert known.returncode == 0, f"{EXPECTED.base} is not in this clone's history (a shallow clone?): clone the whole history"


def test_each_expected_difference_has_a_reason_and_names_no_file_no_change_moved() -> None:
    """Every pattern says why (the issue that moved it); a file no change moved on purpose is held to its bytes
    (no pattern is so wide that it reaches the web pages' source map)."""
    assert all(why.strip().startswith("issue ") for why in EXPECTED.differences.values())
    held = ["web/index.html.map", "the-mind/web/index.html.map"]
    assert [path for path in held if EXPECTED.reason(f"{path}: sha256 1… → 2…") is not None] == []


def test_a_difference_is_expected_by_the_pattern_of_its_path() -> None:
    known = Expected("abc1234", {"en/booklet-*.pdf": "issue 30: the breaker", "en/preview/page-1[01].png": "reworded"})
    found = ["en/booklet-print.pdf: sha256 1… → 2…", "en/preview/page-11.png: sha256 1… → 2…", "booklet-print.pdf: sha256 1… → 2…"]
    assert [known.reason(line) for line in found] == ["issue 30: the breaker", "reworded", None]
    assert known.unexpected(found) == ["booklet-print.pdf: sha256 1… → 2…"]


def head_side(whole_kit, games: list[str | None]) -> Side:
    """This checkout's builds of `games` (whole_kit: the ones the suite shares), as compare_builds.built
    lays them out: the default game's paths under build/, game NAME's under NAME/."""
    hashes: dict[str, str] = {}
    failed: dict[str | None, str] = {}
    for game in games:
        kit = whole_kit(game)
        if kit.failure is not None:
            failed[game] = kit.failure
        else:
            hashes.update({path if game is None else f"{game}/{path}": sha for path, sha in manifest_hashes(kit.build).items()})
    return Side(hashes, failed)


@pytest.mark.slow  # two whole builds of every game, in other processes
def test_every_output_is_byte_identical_to_the_base(whole_kit, tmp_path: Path) -> None:
    """Every game is built, the base's from its commit (git archive), the head's in this checkout, as
    scripts/compare_builds.py builds them; the default game's files are held to the base's bytes, and
    so are those of every other game the base builds too (the notes say which it does not)."""
    base_tree = export(EXPECTED.base, tmp_path / "base")
    games = games_of_either(base_tree, REPO)
    base = built(base_tree, tmp_path / "base-build", games)
    assert EXPECTED.unexpected(compared(base, head_side(whole_kit, games), games)) == []


def test_the_head_side_is_laid_out_as_the_script_builds_it(tmp_path: Path) -> None:
    """The shared builds of each game, read as one side, give the same paths as compare_builds.built's
    one build folder (the default game's outputs at its top, game NAME's under NAME/)."""

    def manifest(folder: Path, path: str) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "manifest.json").write_text(json.dumps({"outputs": [{"path": path, "sha256": 64 * "1"}]}))
        return folder

    kits = {None: Kit(manifest(tmp_path / "default", "rules.pdf"), None), "zoo": Kit(manifest(tmp_path / "zoo", "web/rules.html"), None)}
    kits["broken"] = Kit(tmp_path / "broken", "error: x.yaml:1:1")
    manifest(tmp_path / "default" / "en", "booklet.pdf")
    side = head_side(kits.__getitem__, [None, "zoo", "broken"])
    assert sorted(side.hashes) == ["en/booklet.pdf", "rules.pdf", "zoo/web/rules.html"]
    assert side.failed == {"broken": "error: x.yaml:1:1"}


def test_the_games_are_the_default_one_then_every_folder_with_a_game_yaml(tmp_path: Path) -> None:
    for name, has_game in (("zoo", True), ("the-mind", True), ("drafts", False)):
        (tmp_path / "games" / name).mkdir(parents=True)
        if has_game:
            (tmp_path / "games" / name / "game.yaml").write_text("plugin: x\n")
    assert games_of(tmp_path) == [None, "the-mind", "zoo"]
    assert games_of(tmp_path / "nowhere") == [None]


def fake_sides(monkeypatch: pytest.MonkeyPatch, builds: dict[tuple[str, str | None], str | None]) -> None:
    """Each side a tree with the games of `builds`; a game's build writes one file, or fails with the text given."""

    def export(revision: str, into: Path) -> Path:
        for side, game in builds:
            if game is not None and (side == "base") == (revision == "BASE"):
                (into / "games" / game).mkdir(parents=True, exist_ok=True)
                (into / "games" / game / "game.yaml").write_text("plugin: x\n")
        into.mkdir(parents=True, exist_ok=True)
        return into

    def build(tree: Path, out: Path, game: str | None) -> str | None:
        failure = builds.get((tree.name, game))
        if failure is None:
            out.mkdir(parents=True, exist_ok=True)
            (out / "manifest.json").write_text('{"outputs": [{"path": "rules.pdf", "sha256": "%s"}]}' % (64 * "1"))
        return failure

    monkeypatch.setattr(compare_builds, "export", export)
    monkeypatch.setattr(compare_builds, "build", build)


def test_a_game_the_base_does_not_build_is_noted_not_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_sides(monkeypatch, {("base", None): None, ("head", None): None, ("base", "zoo"): "no --game", ("head", "zoo"): None})
    notes: list[str] = []
    assert compare("BASE", "HEAD", notes=notes) == []
    assert notes == ["zoo: not compared, the base does not build it; the head builds it"]


def test_a_game_the_base_builds_and_the_head_does_not_is_a_difference(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_sides(monkeypatch, {("base", None): None, ("head", None): None, ("base", "zoo"): None, ("head", "zoo"): "error: x.yaml:1:1"})
    assert compare("BASE", "HEAD") == ["zoo/: the base builds it, the head does not (error: x.yaml:1:1)", "zoo/rules.pdf: only in the base"]


def test_a_changed_output_is_reported() -> None:
    assert differences({"a.pdf": "1" * 64, "b.png": "2" * 64}, {"a.pdf": "3" * 64, "c.png": "2" * 64}) == [
        "a.pdf: sha256 111111111111… → 333333333333…",
        "b.png: only in the base",
        "c.png: only in the head",
    ]

"""generator/output.py: a build either lands whole or leaves build/ as it was; every write error names its file."""

import errno
import os
from pathlib import Path

import pytest

import generator.output
from generator.output import OutputError, Staging

FULL_DISK = "/dev/full"  # Linux: every write() to it fails with ENOSPC, as on a full disk


def fill_disk_under(staging: Staging, relpath: str) -> None:
    """The next write of `relpath` hits a full disk: its staged file is a link to /dev/full."""
    target = staging.root / relpath
    target.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(FULL_DISK, target)


def test_committed_files_land_in_build(tmp_path):
    with Staging(tmp_path) as staging:
        staging.write_text("a/b.txt", "new")
    assert (tmp_path / "a/b.txt").read_text() == "new"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".staging")] == []


def test_a_failed_build_leaves_previous_files_intact(tmp_path):
    (tmp_path / "a.txt").write_text("old")
    with pytest.raises(RuntimeError):
        with Staging(tmp_path) as staging:
            staging.write_text("a.txt", "half")
            raise RuntimeError("renderer failed")
    assert (tmp_path / "a.txt").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_a_full_disk_names_the_file_in_build(tmp_path):
    (tmp_path / "web").mkdir()
    (tmp_path / "web/index.html").write_text("old")
    with pytest.raises(OutputError) as raised:
        with Staging(tmp_path) as staging:
            fill_disk_under(staging, "web/index.html")
            staging.write_text("web/index.html", "new page")
    assert raised.value.errno == errno.ENOSPC
    assert raised.value.filename == str(tmp_path / "web/index.html")
    assert raised.value.strerror == "No space left on device"
    assert (tmp_path / "web/index.html").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["web"]


def test_a_tool_writing_a_staged_file_itself_gets_the_file_named(tmp_path):
    with pytest.raises(OutputError) as raised:
        with Staging(tmp_path) as staging:
            fill_disk_under(staging, "preview/page-01.png")
            with staging.writing("preview"), open(staging.path("preview/page-01.png"), "wb") as png:
                png.write(b"\x89PNG")
    assert (raised.value.errno, raised.value.filename) == (errno.ENOSPC, str(tmp_path / "preview"))


def test_a_refused_move_into_build_names_the_file_and_puts_back_what_was_moved(tmp_path, monkeypatch):
    real_replace = os.replace

    def refuse_the_second(source, target):
        if str(target).endswith("b.txt"):
            raise PermissionError(errno.EACCES, "Permission denied")  # as an OS gives it: no file name
        real_replace(source, target)

    monkeypatch.setattr(generator.output.os, "replace", refuse_the_second)
    with pytest.raises(OutputError) as raised:
        with Staging(tmp_path) as staging:
            staging.write_text("a.txt", "first")
            staging.write_text("b.txt", "second")
    assert (raised.value.filename, raised.value.strerror) == (str(tmp_path / "b.txt"), "Permission denied")
    assert raised.value.replaced == 0  # a.txt was moved in, then taken out again
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # the stage and the journal are cleaned up


def test_an_output_folder_that_is_a_file_is_refused_before_anything_is_written(tmp_path):
    blocker = tmp_path / "build"
    blocker.write_text("not a folder")
    with pytest.raises(OutputError) as raised:
        Staging(blocker)
    assert raised.value.filename == str(blocker)
    assert raised.value.strerror == "is a file, expected a folder for the outputs"
    assert blocker.read_text() == "not a folder"


def test_a_failed_build_into_a_new_folder_leaves_no_empty_folder(tmp_path):
    """build/ (and out/ above it) made for a build that then failed are removed: nothing was written."""
    build = tmp_path / "out/build"
    with pytest.raises(OutputError):
        with Staging(build) as staging:
            fill_disk_under(staging, "booklet.pdf")
            staging.write_bytes("booklet.pdf", b"%PDF")
    assert list(tmp_path.iterdir()) == []


def test_a_failed_build_keeps_a_folder_that_was_there(tmp_path):
    build = tmp_path / "build"
    build.mkdir()
    with pytest.raises(RuntimeError):
        with Staging(build):
            raise RuntimeError("renderer failed")
    assert build.is_dir() and list(build.iterdir()) == []


def _files(folder):
    """Every file under `folder` with its bytes (the journal and stage folders too, were any left)."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _previous_build(folder):
    """build/ as a complete earlier build left it, with a user's own note beside its files."""
    for name, text in {"a.txt": "old a", "cards/old.png": "stale", "cards/kept.png": "kept", "notes.txt": "mine"}.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return _files(folder)


def _commit_new_build(folder):
    with Staging(folder) as staging:
        staging.write_text("a.txt", "new a")
        staging.write_text("b/new.txt", "new b")
        staging.remove("cards/old.png")
        staging.write_text("manifest.json", "{}")


def test_a_commit_removes_the_files_scheduled_for_removal_and_no_other(tmp_path):
    _previous_build(tmp_path)
    _commit_new_build(tmp_path)
    assert _files(tmp_path) == {
        "a.txt": b"new a",
        "b/new.txt": b"new b",
        "cards/kept.png": b"kept",
        "manifest.json": b"{}",
        "notes.txt": b"mine",
    }


def test_a_folder_emptied_by_a_removal_goes_too(tmp_path):
    (tmp_path / "tabletop").mkdir()
    (tmp_path / "tabletop/deck-faces-2.png").write_text("stale")
    with Staging(tmp_path) as staging:
        staging.remove("tabletop/deck-faces-2.png")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("failing", ["b/new.txt", "cards/old.png", "manifest.json"])
def test_a_failure_in_the_middle_of_committing_leaves_the_previous_build(tmp_path, monkeypatch, failing):
    """Whether a move in, a removal or the manifest fails: every file as it was, nothing added, nothing left over."""
    before = _previous_build(tmp_path)
    real_replace, real_unlink, refused = os.replace, Path.unlink, []

    def refuse_once(path):
        if str(path).endswith(failing) and not refused:  # the roll back is allowed what the commit was not
            refused.append(path)
            raise PermissionError(errno.EACCES, "Permission denied")

    def refuse(source, target):
        refuse_once(target)
        real_replace(source, target)

    def refuse_unlink(path, missing_ok=False):
        refuse_once(path)
        real_unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(generator.output.os, "replace", refuse)
    monkeypatch.setattr(Path, "unlink", refuse_unlink)
    with pytest.raises(OutputError) as raised:
        _commit_new_build(tmp_path)
    assert (raised.value.filename, raised.value.replaced) == (str(tmp_path / failing), 0)
    assert _files(tmp_path) == before


def test_a_build_killed_in_the_middle_of_committing_is_rolled_back_by_the_next(tmp_path, monkeypatch):
    """The process dies after a.txt moved in and before the rest: the journal it leaves puts build/ back."""
    before = _previous_build(tmp_path)
    real_replace = os.replace

    def die_at_the_second(source, target):
        if str(target).endswith("new.txt"):
            raise KeyboardInterrupt  # stands for a kill: nothing after it runs …
        real_replace(source, target)

    monkeypatch.setattr(generator.output.os, "replace", die_at_the_second)
    monkeypatch.setattr(generator.output.Journal, "roll_back", lambda journal: False)  # … not even the roll back
    with pytest.raises(KeyboardInterrupt):
        _commit_new_build(tmp_path)
    assert (tmp_path / "a.txt").read_text() == "new a"  # half-committed
    monkeypatch.undo()
    Staging(tmp_path).discard()  # the next build, before it writes anything
    assert _files(tmp_path) == before


def test_a_failure_while_rendering_leaves_the_previous_build(tmp_path):
    before = _previous_build(tmp_path)
    with pytest.raises(RuntimeError):
        with Staging(tmp_path) as staging:
            staging.write_text("a.txt", "half")
            staging.remove("cards/old.png")
            raise RuntimeError("renderer failed")
    assert _files(tmp_path) == before

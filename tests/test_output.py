"""generator/output.py: a build either lands whole or leaves build/ as it was."""
import pytest

from generator.output import Staging


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

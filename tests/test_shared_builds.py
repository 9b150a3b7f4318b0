"""tests/shared_builds.py: a whole build made once per run, whatever the worker, named by what it is made of."""

from __future__ import annotations

import pytest

from tests.shared_builds import run_folder, shared_build


def test_a_build_is_made_once_and_read_by_every_later_request(tmp_path_factory, tmp_path):
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "a.yaml").write_text("a: 1\n")
    made = []

    def make(folder):
        made.append(folder)
        (folder / "out.txt").write_text("built")

    first = shared_build(tmp_path_factory, "sample", (sources,), make)
    again = shared_build(tmp_path_factory, "sample", (sources,), make)
    assert first == again and made == [first] and (first / "out.txt").read_text() == "built"
    (sources / "a.yaml").write_text("a: 2\n")
    other = shared_build(tmp_path_factory, "sample", (sources,), make)
    assert other != first and made == [first, other]


def test_a_build_that_fails_leaves_nothing_and_is_tried_again(tmp_path_factory, tmp_path):
    def fail(folder):
        (folder / "half.txt").write_text("half")
        raise RuntimeError("broken")

    with pytest.raises(RuntimeError):
        shared_build(tmp_path_factory, "failing", (tmp_path,), fail)
    with pytest.raises(RuntimeError):
        shared_build(tmp_path_factory, "failing", (tmp_path,), fail)
    assert not [p for p in (run_folder(tmp_path_factory) / "shared-builds").glob("failing-*") if p.is_dir()]

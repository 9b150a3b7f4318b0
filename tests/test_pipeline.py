"""generator/pipeline.py: the outputs `build` knows, each a typed entry whose checker is imported on use."""

import dataclasses
import errno
import json
import os
import shutil
from pathlib import Path

import pytest

import generator.output
from generator import pipeline
from generator.cli import main
from generator.errors import BuildError, Location, Problem
from generator.game import Game
from generator.pipeline import OUTPUTS, BuildOptions, Output, add_output
from generator.plugins import load_game, plugin_key
from tests.conftest import CONTENT

REPO = Path(__file__).resolve().parent.parent
MIGHTY = load_game("mighty")


def the_mind() -> Game:
    return load_game(plugin_key("./game", REPO / "games" / "the-mind"))


def test_the_outputs_in_the_order_build_all_renders_them():
    assert list(OUTPUTS) == ["booklet", "cards", "web", "tabletop"]
    assert list(pipeline.outputs(MIGHTY)) == [*OUTPUTS, "calculator", "balance"]
    assert list(pipeline.outputs(the_mind())) == list(OUTPUTS)
    assert pipeline.targets(["all"], MIGHTY, "mighty") == list(pipeline.outputs(MIGHTY))
    assert [name for name, output in pipeline.outputs(MIGHTY).items() if output.japanese_only] == ["balance"]


@pytest.mark.parametrize("name", list(pipeline.outputs(MIGHTY)))
def test_each_checker_and_renderer_is_found_when_asked_for(name):
    output = pipeline.outputs(MIGHTY)[name]
    assert callable(output.checker(BuildOptions()))
    assert callable(output.renderer(BuildOptions()))


def test_a_target_the_game_does_not_have_is_one_problem():
    with pytest.raises(BuildError) as error:
        pipeline.targets(["web", "calculator"], the_mind(), "./game")
    assert str(error.value.problems[0]) == (
        "found the target calculator, expected one of booklet, cards, web, tabletop, all "
        "(the outputs of the game whose game.yaml writes plugin: ./game)"
    )


def test_a_plugin_output_may_not_take_a_core_name():
    game = dataclasses.replace(the_mind(), outputs=(Output("web", lambda options: lambda content: lambda staging: None),))
    with pytest.raises(ValueError, match="the game adds an output named 'web', which exists already"):
        pipeline.outputs(game)


def test_a_name_is_registered_once(monkeypatch):
    monkeypatch.setattr(pipeline, "OUTPUTS", dict(OUTPUTS))
    with pytest.raises(ValueError, match="an output named 'web' exists already"):
        add_output(Output("web", lambda options: lambda content: lambda staging: None))
    with pytest.raises(ValueError, match="an output named 'all' exists already"):
        add_output(Output("all", lambda options: lambda content: lambda staging: None))


def test_an_added_output_is_built_with_the_options(monkeypatch, tmp_path, content_dir):
    """What a game plug-in does: register its own output, without editing the pipeline."""
    monkeypatch.setattr(pipeline, "OUTPUTS", dict(OUTPUTS))
    asked: list[BuildOptions] = []

    def notes(options: BuildOptions) -> pipeline.Checker:
        asked.append(options)
        return lambda content: lambda staging: staging.write_text("notes.txt", content.game.title)

    add_output(Output("notes", notes))
    written = pipeline.build(["notes"], content_dir, tmp_path / "build", local=True)
    assert asked == [BuildOptions(local=True, paints=True)]  # a build: it paints what it checks
    assert (tmp_path / "build" / "notes.txt").is_file() and tmp_path / "build" / "notes.txt" in written
    pipeline.verdict(["notes"], content_dir, ("ja",))  # what `check` asks: nothing is painted after it
    assert asked[-1] == BuildOptions(paints=False)


def test_an_output_is_imported_only_when_built(run_elsewhere, tmp_path):
    done = run_elsewhere("import sys, generator.pipeline; print('generator.booklet' in sys.modules)", tmp_path)
    assert done.stdout.decode().strip() == "False"


def test_an_added_output_that_refuses_the_content_stops_check_and_build_alike(monkeypatch, tmp_path, content_dir, capsys):
    """A plug-in's check phase is part of the verdict: `check` says what `build all` says, and nothing is painted."""
    monkeypatch.setattr(pipeline, "OUTPUTS", dict(OUTPUTS))
    painted: list[str] = []

    def refuse(content):
        raise BuildError([Problem(Location("content/game.yaml", 1, 1), "notes: found no room, expected some")])

    add_output(Output("notes", lambda options: refuse))
    monkeypatch.setitem(pipeline.OUTPUTS, "booklet", Output("booklet", lambda options: lambda content: painted.append))
    assert main(["check", "--edition", "ja", "--content", str(content_dir)]) == 2
    said = capsys.readouterr().err
    assert main(["build", "all", "--edition", "ja", "--content", str(content_dir), "--out", str(tmp_path / "build")]) == 2
    assert capsys.readouterr().err == said.replace("1 problem\n", "1 problem; nothing was written\n")
    assert said == "error: content/game.yaml:1:1: notes: found no room, expected some\n1 problem\n"
    assert painted == [] and not (tmp_path / "build").exists()


# ---- each target of each edition owns its files -------------------------------------------------


def _files(folder):
    """Every file under `folder` with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _listed(folder):
    return sorted(e["path"] for e in json.loads((folder / "manifest.json").read_text())["outputs"])


@pytest.fixture
def note_outputs(monkeypatch):
    """Two outputs, `notes` and `sums`, each writing the files its list names (a test changes them between builds)."""
    monkeypatch.setattr(pipeline, "OUTPUTS", dict(OUTPUTS))
    files = {"notes": ["notes/a.txt", "notes/b.txt"], "sums": ["sums.txt"]}

    def output(target):
        def paint(staging):
            for name in files[target]:
                staging.write_text(name, f"{target}: {name}")
                staging.describe(name, "note")

        return Output(target, lambda options: lambda content: paint)

    for target in files:
        add_output(output(target))
    return files


def test_a_rebuilt_target_replaces_its_files_and_no_other(note_outputs, tmp_path, content_dir):
    """`build notes --edition ja` after both editions of both: the Japanese notes' old file goes with its
    entry; the English notes, the sums, another game's folder and a user's file stay."""
    build = tmp_path / "build"
    pipeline.build(["notes", "sums"], content_dir, build, editions=("ja", "en"))
    (build / "the-mind").mkdir()
    (build / "the-mind/manifest.json").write_text("another game's")
    (build / "notes/mine.txt").write_text("a user's own")
    note_outputs["notes"] = ["notes/a.txt"]
    pipeline.build(["notes"], content_dir, build)
    kept = ["en/notes/a.txt", "en/notes/b.txt", "en/sums.txt", "notes/a.txt", "sums.txt"]
    assert _listed(build) == kept
    assert sorted(_files(build)) == sorted([*kept, "manifest.json", "notes/mine.txt", "the-mind/manifest.json"])
    manifest = json.loads((build / "manifest.json").read_text())["outputs"]
    assert {(e["path"], e["target"], e["edition"]) for e in manifest} >= {("notes/a.txt", "notes", "ja"), ("en/sums.txt", "sums", "en")}


def test_a_build_that_fails_while_rendering_leaves_the_previous_build(note_outputs, monkeypatch, tmp_path, content_dir):
    build = tmp_path / "build"
    pipeline.build(["notes", "sums"], content_dir, build)
    before = _files(build)

    def half(content):
        def paint(staging):
            staging.write_text("sums.txt", "half")
            raise RuntimeError("the renderer failed")

        return paint

    monkeypatch.setitem(pipeline.OUTPUTS, "sums", Output("sums", lambda options: half))
    note_outputs["notes"] = ["notes/c.txt"]
    with pytest.raises(RuntimeError):
        pipeline.build(["notes", "sums"], content_dir, build)
    assert _files(build) == before


def test_a_build_that_fails_while_committing_leaves_the_previous_build(note_outputs, monkeypatch, tmp_path, content_dir):
    """The new notes moved in and the old one removed, then the manifest cannot be: all is put back."""
    build = tmp_path / "build"
    pipeline.build(["notes", "sums"], content_dir, build)
    before = _files(build)
    real_replace = os.replace

    def refuse_the_manifest(source, target):
        if str(target) == str(build / "manifest.json"):
            raise PermissionError(errno.EACCES, "Permission denied")
        real_replace(source, target)

    monkeypatch.setattr(generator.output.os, "replace", refuse_the_manifest)
    note_outputs["notes"] = ["notes/c.txt"]
    with pytest.raises(OSError):
        pipeline.build(["notes"], content_dir, build)
    assert _files(build) == before


def _forty_cards(folder):
    """A copy of content/ with a third DOUBLE: the deck of issue 27, 40 cards."""
    shutil.copytree(CONTENT, folder)
    deck = folder / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    for old, new in (("{name: DOUBLE, copies: 2,", "{name: DOUBLE, copies: 3,"), ("total: 39", "total: 40")):
        assert old in text
        text = text.replace(old, new)
    deck.write_text(text, encoding="utf-8")
    return folder


def test_cards_rebuilt_after_the_deck_changed_equal_a_fresh_build(whole_build, tmp_path):
    """Issue 27: with a third DOUBLE, cards/png/front-14-DOUBLE-x2.png and back-x39.png go, and the
    manifest lists exactly the files there are."""
    forty = _forty_cards(tmp_path / "content-40")
    rebuilt, fresh = tmp_path / "rebuilt", tmp_path / "fresh"
    pipeline.build(["cards"], CONTENT, rebuilt)
    assert {"cards/png/front-14-DOUBLE-x2.png", "cards/png/back-x39.png"} <= set(_listed(rebuilt))
    pipeline.build(["cards"], forty, rebuilt)
    pipeline.build(["cards"], forty, fresh)
    assert _files(rebuilt) == _files(fresh)
    assert _listed(rebuilt) == sorted(set(_files(rebuilt)) - {"manifest.json"})
    assert "cards/png/front-14-DOUBLE-x3.png" in _listed(rebuilt) and "cards/png/front-14-DOUBLE-x2.png" not in _files(rebuilt)

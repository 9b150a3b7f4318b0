"""generator/pipeline.py: the outputs `build` knows, each a typed entry whose checker is imported on use."""

import dataclasses
from pathlib import Path

import pytest

from generator import pipeline
from generator.cli import main
from generator.errors import BuildError, Location, Problem
from generator.game import Game
from generator.pipeline import OUTPUTS, BuildOptions, Output, add_output
from generator.plugins import load_game, plugin_key

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
    assert asked == [BuildOptions(local=True)]
    assert (tmp_path / "build" / "notes.txt").is_file() and tmp_path / "build" / "notes.txt" in written


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

"""`build`: the tabletop deck and the box and chips land in build/ and in the manifest; --local adds
the one-machine copy of the deck, which the manifest leaves out."""

import gc
import json

import pytest

import generator.commands.build as build_command
from generator.cli import main
from generator.errors import BuildError, Problem
from generator.pipeline import targets
from generator.plugins import load_game


def test_all_includes_the_tabletop_deck():
    mighty = load_game("mighty")
    assert "tabletop" in targets(["all"], mighty, "mighty") and "cards" in targets(["all"], mighty, "mighty")


@pytest.mark.slow  # builds every card file
def test_cards_and_tabletop_with_the_local_copy(tmp_path, content_dir):
    out = tmp_path / "build"
    assert main(["build", "cards", "tabletop", "--local", "--content", str(content_dir), "--out", str(out)]) == 0
    listed = {e["path"]: e["kind"] for e in json.loads((out / "manifest.json").read_text())["outputs"]}
    for path, kind in {
        "tabletop/MIGHTY-deck.json": "tabletop-deck",
        "tabletop/deck-faces.png": "tabletop-image",
        "tabletop/deck-back.png": "tabletop-image",
        "tabletop/chips-front.png": "tabletop-image",  # MIGHTY?'s chips beside its deck in the save (issue 27)
        "tabletop/chips-back.png": "tabletop-image",
        "cards/tuckbox-print.pdf": "tuckbox-print",
        "cards/tuckbox-pnp-a4.pdf": "tuckbox-pnp",
        "cards/chips-pnp-a4.pdf": "tokens-pnp",  # MIGHTY?'s chips are a token component (issue 27)
        "cards/chips-pnp-letter.pdf": "tokens-pnp",
    }.items():
        assert listed.get(path) == kind and (out / path).is_file(), path
    assert (out / "tabletop/MIGHTY-deck-local.json").is_file()
    assert "tabletop/MIGHTY-deck-local.json" not in listed


@pytest.mark.slow  # builds the tabletop deck (every card face)
def test_without_local_there_is_no_local_copy(tmp_path, content_dir):
    out = tmp_path / "build"
    assert main(["build", "tabletop", "--content", str(content_dir), "--out", str(out)]) == 0
    assert not (out / "tabletop/MIGHTY-deck-local.json").exists()


def test_the_build_runs_without_the_cyclic_collector_and_gives_it_back(tmp_path, content_dir, monkeypatch):
    seen = []
    real = build_command.build
    monkeypatch.setattr(build_command, "build", lambda *args, **kwargs: seen.append(gc.isenabled()) or real(*args, **kwargs))
    assert gc.isenabled()
    assert main(["build", "web", "--content", str(content_dir), "--out", str(tmp_path / "build")]) == 0
    assert seen == [False] and gc.isenabled()


def test_the_collector_comes_back_after_a_failed_build_and_stays_off_if_it_was():
    with pytest.raises(BuildError), build_command.collector_paused():
        raise BuildError([Problem(None, "found …, expected …")])
    assert gc.isenabled()
    gc.disable()
    try:
        with build_command.collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()

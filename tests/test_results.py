"""A command line's result is said again only while nothing it read or left has changed (generator/results.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator import cache as caches
from generator import cli, launch, results
from generator.print_profile import PROFILE

REPO = Path(__file__).resolve().parent.parent
# `cardpress ARGV…` in a new process, whose sys.path leaves out the checkout once generator is imported:
# see without_the_checkout_on_sys_path
COMMAND_LINE_WITHOUT_THE_CHECKOUT = f"""
import os, sys
import generator.launch
sys.path[:] = [folder for folder in sys.path if folder and os.path.realpath(folder) != {str(REPO)!r}]
sys.argv[0] = "cardpress"
raise SystemExit(generator.launch.main())
"""


@pytest.fixture(autouse=True)
def without_the_checkout_on_sys_path(monkeypatch):
    """The checkout's folder is on sys.path (an editable install, pytest's root), so its names are an
    input of every command here, and other tests add to it while these run (pip builds the installed
    toolchain's wheel in it: build/): a result would then rightly not be kept. These tests are about
    what a command reads, so the folder is left out of where imports are looked for (generator is imported)."""
    monkeypatch.setattr(sys, "path", [folder for folder in sys.path if folder and Path(folder).resolve() != REPO])


@pytest.fixture
def command_line(monkeypatch, tmp_path, fixture_game):
    """`command_line(*argv)`: runs the command line `cardpress ARGV… --content GAME` in this process as
    its entry does (launch.main); returns (status, what it said on stdout and stderr)."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    _long_ago(fixture_game)  # written by the fixture just now: a file changed while a command ran is not kept

    def run(*argv: str) -> int:
        monkeypatch.setattr(sys, "argv", ["cardpress", *argv, "--content", str(fixture_game)])
        return launch.main()

    return run


def _long_ago(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        os.utime(path, (1_000_000_000, 1_000_000_000))


def said(capsys) -> str:
    out = capsys.readouterr()
    return out.out + out.err


def not_run(monkeypatch) -> None:
    """The toolchain's own command is not run: a replay said it."""

    def refuse(argv=None):
        raise AssertionError("the command ran")

    monkeypatch.setattr(cli, "main", refuse)


def test_an_unchanged_check_is_said_again_without_running(command_line, capsys, monkeypatch):
    assert command_line("check") == 0
    assert "every output laid out (" in said(capsys)
    not_run(monkeypatch)
    assert command_line("check") == 0
    assert "every output laid out before, and not one file it read has changed since (" in said(capsys)


def test_a_changed_content_file_runs_the_check_again(command_line, capsys, fixture_game):
    command_line("check")
    page = next((fixture_game / "pages").glob("*.yaml"))
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    os.utime(page, (1_200_000_000, 1_200_000_000))  # edited, long before this run
    capsys.readouterr()
    assert command_line("check") == 0
    assert "every output laid out (" in said(capsys)


def test_a_file_added_to_the_content_runs_the_check_again(command_line, capsys, fixture_game):
    command_line("check")
    (fixture_game / "notes.txt").write_text("a designer's note\n", encoding="utf-8")
    _long_ago(fixture_game / "notes.txt")
    os.utime(fixture_game, (1_500_000_000, 1_500_000_000))
    capsys.readouterr()
    command_line("check")
    assert "every output laid out (" in said(capsys)


def kept(tmp_path: Path) -> results.Result:
    (entry,) = (tmp_path / "cache" / results.FOLDER).iterdir()
    result = caches.read_pickled(entry)
    assert isinstance(result, results.Result)
    return result


@pytest.mark.slow  # a check in a new process: in this one the fonts are open already
def test_what_a_check_read_is_its_content_code_modules_and_fonts(other_process, tmp_path, fixture_game):
    _long_ago(fixture_game)
    # as on a user's machine, the run writes the game's bytecode beside its code: no change of an input
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}, "CARDPRESS_CACHE_DIR": str(tmp_path / "cache")}
    command = [sys.executable, "-c", COMMAND_LINE_WITHOUT_THE_CHECKOUT, "check", "--content", str(fixture_game)]
    subprocess.run(command, cwd=tmp_path, env=env, check=True, capture_output=True)
    read = [Path(path) for path, _ in kept(tmp_path).read]
    assert fixture_game / "game.yaml" in read
    assert Path(cli.__file__) in read and Path(results.__file__) in read
    assert any(path.suffix == ".ttf" for path in read)  # a font, opened where the system keeps it
    assert any(".so" in path.suffixes for path in read)  # a shared library mapped into the process (zlib, Pillow's …)
    assert PROFILE in read  # the CMYK profile, which lcms reads in C
    assert any(path.name == "game" and path.parent == fixture_game for path in read)  # the game's own code folder
    assert not any("__pycache__" in path.parts or path.is_relative_to(tmp_path / "cache") for path in read)


def test_any_stamp_that_differs_runs_the_check_again(command_line, tmp_path, capsys, monkeypatch):
    """Whatever it read (a module, a content file, a folder of sys.path), a new stamp of it is a new run."""
    command_line("check")
    read = dict(kept(tmp_path).read)
    for path in [str(Path(cli.__file__)), next(p for p in read if p.endswith("game.yaml")), next(p for p in sys.path if p in read)]:
        stamp = results.stamp
        monkeypatch.setattr(
            results, "stamp", lambda where, without="", changed=path, stamp=stamp: "changed" if where == changed else stamp(where, without)
        )
        assert results.replay(sys.argv[1:]) is None, path
        monkeypatch.setattr(results, "stamp", stamp)
    assert results.replay(sys.argv[1:]) == 0


def test_a_file_rewritten_during_the_run_with_its_old_time_keeps_nothing(command_line, tmp_path, fixture_game, monkeypatch):
    """`cp -p` or rsync while the check runs: the modification time is set back, the change time is not."""
    keep = results.keep
    game = fixture_game / "game.yaml"

    def copied_meanwhile(*args):
        game.write_text(game.read_text(encoding="utf-8") + "# copied over\n", encoding="utf-8")
        _long_ago(game)
        keep(*args)

    monkeypatch.setattr(results, "keep", copied_meanwhile)
    assert command_line("check") == 0
    assert not (tmp_path / "cache" / results.FOLDER).exists()


def test_a_command_that_said_more_than_its_result_keeps_nothing(command_line, tmp_path, monkeypatch):
    """A replay says the result alone: what else a run printed (a plug-in's note) it could not say again."""
    from generator.commands import check

    run = check.run

    def chatty(args):
        print("a note from the game's code")
        return run(args)

    monkeypatch.setattr(check, "run", chatty)
    assert command_line("check") == 0
    assert not (tmp_path / "cache" / results.FOLDER).exists()


def test_a_game_yaml_looked_for_is_an_input_found_or_not(tmp_path, monkeypatch):
    """A game.yaml put nearer the working folder later makes the command another game's."""
    from generator.commands.games import found_game

    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "game" / "pages").mkdir(parents=True)
    (tmp_path / "game" / "game.yaml").write_text("title: x\n")
    with results.recording(["check"]) as reads:
        assert reads is not None
        assert found_game(tmp_path / "game" / "pages") == tmp_path / "game"
    assert reads.files[str(tmp_path / "game" / "pages" / "game.yaml")] == "missing"


def test_a_damaged_or_foreign_entry_is_a_run_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    entry = results.entry(["check"])
    assert entry is not None
    entry.parent.mkdir(parents=True)
    entry.write_bytes(b"not a pickle")
    assert results.replay(["check"]) is None
    caches.write_pickled(entry, results.Said("stdout", "an entry of another shape"))
    assert results.replay(["check"]) is None


def test_a_failing_command_is_not_kept(command_line, tmp_path, capsys, fixture_game):
    (fixture_game / "game.yaml").write_text("title: [\n", encoding="utf-8")
    _long_ago(fixture_game / "game.yaml")
    assert command_line("check") == cli.EXIT_BAD_INPUT
    assert not (tmp_path / "cache" / results.FOLDER).exists()


def test_a_file_changed_while_the_command_ran_keeps_nothing(command_line, tmp_path, fixture_game, monkeypatch):
    keep = results.keep

    def edited_meanwhile(*args):
        (fixture_game / "game.yaml").touch()  # saved by the editor while the check ran
        keep(*args)

    monkeypatch.setattr(results, "keep", edited_meanwhile)
    assert command_line("check") == 0
    assert not (tmp_path / "cache" / results.FOLDER).exists()


def test_no_result_is_kept_with_the_caches_off_or_for_a_caller_of_main(command_line, tmp_path, monkeypatch, fixture_game):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", "off")
    assert command_line("check") == 0
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    assert cli.main(["check", "--content", str(fixture_game)]) == 0  # a test's own arguments: always run
    assert not (tmp_path / "cache").exists() or not (tmp_path / "cache" / results.FOLDER).exists()


def test_the_entry_is_the_command_line_its_folder_and_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path))
    check = results.entry(["check"])
    assert check is not None and check.parent == tmp_path / results.FOLDER
    assert results.entry(["check", "--edition", "ja"]) != check
    monkeypatch.setenv("CARDPRESS_PARALLEL", "off")
    assert results.entry(["check"]) != check
    parallel_off = results.entry(["check"])
    monkeypatch.setenv("RL_ttfAsciiReadable", "0")  # a library's own setting
    assert results.entry(["check"]) != parallel_off
    monkeypatch.delenv("RL_ttfAsciiReadable")
    monkeypatch.setenv("OLDPWD", "/somewhere")  # what the shell sets, which no build reads
    assert results.entry(["check"]) == parallel_off
    monkeypatch.setattr(sys, "warnoptions", ["error"])  # python -W error: a plug-in's warning is a failure
    assert results.entry(["check"]) != parallel_off
    monkeypatch.setattr(sys, "warnoptions", [])
    monkeypatch.setattr(sys, "_xoptions", {"dev": True})  # python -X dev
    assert results.entry(["check"]) != parallel_off
    monkeypatch.setattr(sys, "_xoptions", {})
    assert results.entry(["check"]) == parallel_off
    monkeypatch.syspath_prepend(str(tmp_path / "modules"))  # where imports are found
    assert results.entry(["check"]) != parallel_off
    monkeypatch.chdir(tmp_path)
    assert results.entry(["check"]) not in (check, None)
    assert results.entry(["preview"]) is None and results.entry([]) is None  # only check and build are kept


@pytest.mark.slow  # builds the fixture game's booklet, twice
def test_an_unchanged_build_is_up_to_date_and_a_touched_output_builds_again(command_line, capsys, monkeypatch, tmp_path):
    build = tmp_path / "out"
    assert command_line("build", "booklet", "--out", str(build)) == 0
    assert "wrote " in said(capsys)
    screen = build / "booklet-screen.pdf"
    written = screen.read_bytes()
    screen.write_bytes(b"damaged")
    assert command_line("build", "booklet", "--out", str(build)) == 0
    assert "wrote " in said(capsys) and screen.read_bytes() == written
    os.utime(build / "manifest.json", (1_000_000_000, 1_000_000_000))  # as a manifest another build wrote
    assert command_line("build", "booklet", "--out", str(build)) == 0
    assert "wrote " in said(capsys)
    (build / "tabletop").mkdir()  # a file no manifest lists (a tabletop deck for this machine only)
    assert command_line("build", "booklet", "--out", str(build)) == 0
    assert "wrote " in said(capsys)
    not_run(monkeypatch)
    assert command_line("build", "booklet", "--out", str(build)) == 0
    assert f"{build}/ is up to date: its " in said(capsys)


def test_a_build_folder_that_holds_the_content_keeps_nothing(tmp_path, monkeypatch):
    """`--out .` in a game's folder: what the build writes there is no input, so neither could the pages be
    (but a folder whose name only begins as the build folder's: game/ beside gam/)."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "game" / "pages").mkdir(parents=True)
    for out, kept in ((tmp_path / "game", False), (tmp_path / "out", True), (tmp_path / "gam", True)):
        with results.recording(["build", "booklet"]) as reads:
            assert reads is not None
            results.where(tmp_path / "game", out)
        assert (results._inputs(reads) is not None) == kept


def test_a_folder_added_beside_the_build_folder_is_seen(tmp_path, monkeypatch, capsys):
    """A game's build/ inside its folder: the folder's names but build/ are an input (an en/ added
    later is the English edition), while the build making build/ changes none of them."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    game = tmp_path / "game"
    (game / "pages").mkdir(parents=True)
    with results.recording(["check"]) as reads:
        assert reads is not None
        results.where(game, game / "build")
        (game / "build").mkdir()  # the build makes its folder inside the game's
        reads.said.append(results.Said("stdout", "content OK ({seconds})"))
    results.keep(reads, "check", time.time())
    assert results.replay(["check"]) == 0
    (game / "en").mkdir()
    assert results.replay(["check"]) is None


def test_a_hidden_name_or_bytecode_in_a_folder_changes_nothing(tmp_path):
    """An editor's swap file beside a page, .git's work, a game's __pycache__: no input; a new page is."""
    folder = tmp_path / "pages"
    folder.mkdir()
    before = results.stamp(str(folder))
    (folder / ".07-strength.yaml.swp").write_text("")
    (folder / "__pycache__").mkdir()
    assert results.stamp(str(folder)) == before
    (folder / "25-new.yaml").write_text("title: x\n")
    assert results.stamp(str(folder)) != before


def test_the_way_to_the_build_folder_is_its_first_name_inside(tmp_path):
    game = str(tmp_path / "game")
    assert results._toward(tmp_path / "game" / "build" / "booklet", game) == "build"
    assert results._toward(tmp_path / "game", game) == ""
    assert results._toward(tmp_path / "game-build", game) == ""
    assert results._toward(tmp_path / "game" / "build", os.sep) == tmp_path.parts[1]


def test_a_hidden_name_the_stamps_leave_out_is_read_by_no_content_reader(command_line, capsys, fixture_game):
    """A folder's stamp leaves out hidden names, so no reader of the content may read one: a hidden page
    (an emacs lock, .#02-play.yaml, while a page is being edited), variant or translation folder is none."""
    from generator.content.rulesfile import variant_files
    from generator.translation.store import translation_files

    assert command_line("check") == 0
    (fixture_game / "pages" / ".05-draft.yaml").write_text("title: [\n", encoding="utf-8")
    (fixture_game / "pages" / ".#02-play.yaml").symlink_to("editor@host.1234:1700000000")
    capsys.readouterr()
    assert command_line("check") == 0
    assert "laid out before" in said(capsys)
    assert cli.main(["check", "--content", str(fixture_game)]) == 0  # a run: it agrees
    (fixture_game / "variants").mkdir()
    (fixture_game / "variants" / ".draft.yaml").write_text("name: [\n", encoding="utf-8")
    (fixture_game / "en" / ".old").mkdir(parents=True)
    (fixture_game / "en" / ".old" / "pages.yaml").write_text("a: [\n", encoding="utf-8")
    assert variant_files(fixture_game) == [] and translation_files(fixture_game) == []


def test_the_games_folder_and_each_game_yaml_looked_for_are_inputs(tmp_path, monkeypatch):
    """`--game NAME` of a registered game: a games/NAME/ (or its game.yaml) made later is the game it reads."""
    from generator.commands.games import games
    from generator.plugins import registered_folder

    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "games" / "half-made").mkdir(parents=True)
    with results.recording(["check"]) as reads:
        assert reads is not None
        games(tmp_path / "content", tmp_path / "no-games")
        games(tmp_path / "content", tmp_path / "games")
        shipped = registered_folder("the-mind")
    assert reads.files[str(tmp_path / "no-games")] == "missing"
    assert reads.files[str(tmp_path / "games" / "half-made" / "game.yaml")] == "missing"
    assert shipped is not None and str(shipped / "game.yaml") in reads.files


def test_a_program_found_through_a_link_turned_to_another_is_run_again(tmp_path, monkeypatch):
    """A program on PATH that links to a version of it (a package manager's profile, update-alternatives):
    the link turned to another version, the old one still there, is a change."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    for version in ("1", "2"):
        (tmp_path / version).mkdir()
        (tmp_path / version / "tool").write_text(f"#!/bin/sh\necho {version}\n")
        (tmp_path / version / "tool").chmod(0o755)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "tool").symlink_to(tmp_path / "1" / "tool")
    game = tmp_path / "game"
    (game / "pages").mkdir(parents=True)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    _long_ago(tmp_path)
    with results.recording(["check"]) as reads:
        assert reads is not None
        results.where(game, game / "build")
        subprocess.run(["tool"], check=True, capture_output=True)
        reads.said.append(results.Said("stdout", "content OK ({seconds})"))
    results.keep(reads, "check", time.time())
    assert results.replay(["check"]) == 0
    (tmp_path / "bin" / "turned").symlink_to(tmp_path / "2" / "tool")
    (tmp_path / "bin" / "turned").rename(tmp_path / "bin" / "tool")  # as `ln -sfn`: the folder's names are the same
    assert results.replay(["check"]) is None


def test_what_a_forked_child_printed_besides_the_result_keeps_nothing(tmp_path, monkeypatch):
    """A game's output working in a forked child (background.py) that warns: a replay could not say it."""
    from generator import background

    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(background, "may_fork", lambda: True)

    def warns() -> str:
        print("warning: card 7 has no art yet", file=sys.stderr)
        return "done"

    with results.recording(["build", "notes"]) as reads:
        assert reads is not None
        assert background.Background({"notes": warns}).result() == {"notes": "done"}
    assert reads.unsaid


def test_a_program_run_by_os_system_or_posix_spawn_is_an_input(tmp_path, monkeypatch):
    """A game's code may run a program without subprocess: it is found on PATH and stamped all the same."""
    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    with results.recording(["check"]) as reads:
        assert reads is not None
        os.system("true --version")
        os.system("echo 'a quote not closed")  # the shell says what is wrong, not the recording
        os.waitpid(os.posix_spawnp("env", ["env", "true"], dict(os.environ)), 0)
    assert reads.programs == {"true", "echo", "env"}


def test_a_command_that_talked_to_a_server_keeps_nothing(tmp_path, monkeypatch):
    """A game's code that reads its card list online: what the server answers next time, no stamp says."""
    import socket

    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    game = tmp_path / "game"
    (game / "pages").mkdir(parents=True)
    _long_ago(tmp_path)
    with socket.create_server(("127.0.0.1", 0)) as server, results.recording(["check"]) as reads:
        assert reads is not None
        results.where(game, game / "build")
        socket.create_connection(server.getsockname()).close()
        reads.said.append(results.Said("stdout", "content OK ({seconds})"))
    results.keep(reads, "check", time.time())
    assert reads.connected and results.replay(["check"]) is None


def test_a_file_an_svg_art_names_is_an_input_found_or_not(tmp_path, monkeypatch):
    """svglib leaves out an <image> whose file it cannot find (os.access, which no recording sees): a file
    put there later, outside the game's folder too, changes the art."""
    from generator import art

    monkeypatch.setenv("CARDPRESS_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "game" / "art").mkdir(parents=True)
    svg = tmp_path / "game" / "art" / "cover.svg"
    svg.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60mm" height="40mm">'
        '<image width="20" height="20" xlink:href="../../shared/logo.png"/><use href="parts.svg#mark"/></svg>',
        encoding="utf-8",
    )
    (svg.parent / "parts.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><use href="more.svg"/></svg>', encoding="utf-8")
    with results.recording(["check"]) as reads:
        assert reads is not None
        art.read(svg)
    assert reads.files[str(tmp_path / "shared" / "logo.png")] == "missing"
    assert reads.files[str(svg.parent / "more.svg")] == "missing"  # named by an SVG it names

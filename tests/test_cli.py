"""generator/cli.py: failures end in one message and an exit status, never a traceback."""

import argparse
import errno
import os
from pathlib import Path

import pytest

import generator.commands.check
import generator.output
from generator import cli
from generator.cli import EXIT_OUTPUT, main

MIND_CODE = (Path(__file__).resolve().parent.parent / "games" / "the-mind" / "game").resolve()


def test_an_output_folder_that_is_a_file_is_one_message(tmp_path, capsys, content_dir):
    blocker = tmp_path / "build"
    blocker.write_text("not a folder")
    assert main(["build", "web", "--content", str(content_dir), "--out", str(blocker)]) == EXIT_OUTPUT
    err = capsys.readouterr().err
    assert err == f"error: {blocker}: is a file, expected a folder for the outputs; nothing was written\n"
    assert blocker.read_text() == "not a folder"


def test_a_full_disk_is_one_message_naming_the_file(tmp_path, capsys, content_dir, monkeypatch):
    real_path = generator.output.Staging.path

    def on_a_full_disk(staging, relpath):
        target = real_path(staging, relpath)
        if not target.exists():
            os.symlink("/dev/full", target)  # every write() fails with ENOSPC, and names no file
        return target

    monkeypatch.setattr(generator.output.Staging, "path", on_a_full_disk)
    out = tmp_path / "build"
    assert main(["build", "web", "--content", str(content_dir), "--out", str(out)]) == EXIT_OUTPUT
    assert capsys.readouterr().err == f"error: {out / 'web/rules.html'}: No space left on device; nothing was written\n"
    assert not out.exists()  # the build/ this build made is removed again


def test_a_file_written_past_staging_still_names_the_output_folder(tmp_path, capsys, content_dir, monkeypatch):
    def full_disk(staging):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("generator.web.check", lambda content: full_disk)
    out = tmp_path / "build"
    assert main(["build", "web", "--content", str(content_dir), "--out", str(out)]) == EXIT_OUTPUT
    assert capsys.readouterr().err == f"error: {out}: No space left on device; nothing was written\n"


def _refuse_the_manifest(monkeypatch):
    real_replace = os.replace

    def refuse_the_manifest(source, target):
        if str(target).endswith("manifest.json"):
            raise PermissionError(errno.EACCES, "Permission denied")
        real_replace(source, target)

    monkeypatch.setattr(generator.output.os, "replace", refuse_the_manifest)


def test_a_build_refused_while_moving_in_is_undone(tmp_path, capsys, content_dir, monkeypatch):
    _refuse_the_manifest(monkeypatch)
    out = tmp_path / "build"
    assert main(["build", "web", "--edition", "ja", "--content", str(content_dir), "--out", str(out)]) == EXIT_OUTPUT
    assert capsys.readouterr().err == f"error: {out / 'manifest.json'}: Permission denied; nothing was written\n"
    assert not out.exists()  # the rulebook page was moved in, then out again


def test_a_partly_moved_build_says_so(tmp_path, capsys, content_dir, monkeypatch):
    """Only when undoing the move fails too (the next build into the folder finishes undoing it)."""
    _refuse_the_manifest(monkeypatch)
    monkeypatch.setattr(generator.output.Journal, "roll_back", lambda journal: False)
    out = tmp_path / "build"
    assert main(["build", "web", "--edition", "ja", "--content", str(content_dir), "--out", str(out)]) == EXIT_OUTPUT
    assert capsys.readouterr().err == (
        f"error: {out / 'manifest.json'}: Permission denied; only 1 of the new files was moved in; build again\n"
    )  # the rulebook page


def test_a_mistyped_content_folder_is_one_message(tmp_path, capsys):
    """Not one "found no file …" per file the folder would hold; build writes nothing."""
    missing, out = tmp_path / "contnet", tmp_path / "build"
    assert main(["build", "booklet", "--content", str(missing), "--out", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"error: {missing}: found no such folder, expected the content folder (--content FOLDER, "
        "holding game.yaml, deck.yaml … and pages/)\n1 problem; nothing was written\n"
    )
    assert not out.exists()


def test_each_command_is_found_and_listed_in_order():
    assert list(cli.COMMANDS) == ["check", "build", "translations", "new-game", "preview", "preflight"]
    assert list(cli.commands("mighty")) == [*cli.COMMANDS, "strength", "stats"]
    assert list(cli.commands(str(MIND_CODE))) == list(cli.COMMANDS)
    for subcommand in cli.commands("mighty").values():
        command = subcommand.command()
        assert callable(command.add_arguments) and callable(command.run)


def test_a_command_name_is_registered_once(monkeypatch):
    monkeypatch.setattr(cli, "COMMANDS", dict(cli.COMMANDS))
    with pytest.raises(ValueError, match="a command named 'build' exists already"):
        cli.add_command(cli.Subcommand("build", "again", lambda: generator.commands.check))


def test_an_added_command_is_listed_and_run(monkeypatch, capsys):
    """What a game plug-in does: register its own command, without editing the CLI."""

    class Hello:
        def add_arguments(self, parser: argparse.ArgumentParser) -> None:
            parser.add_argument("--name", default="world")

        def run(self, args: argparse.Namespace) -> int:
            print(f"hello {args.name}")
            return 0

    monkeypatch.setattr(cli, "COMMANDS", dict(cli.COMMANDS))
    cli.add_command(cli.Subcommand("hello", "say hello", Hello))
    assert "say hello" in cli.parser().format_help()
    assert main(["hello", "--name", "MIGHTY"]) == 0
    assert capsys.readouterr().out == "hello MIGHTY\n"


def test_the_game_of_the_content_folder_decides_the_commands(tmp_path, content_dir):
    assert cli.game_plugin([]) == "mighty"  # content/, the default game
    assert cli.game_plugin(["stats", "--content", str(content_dir)]) == "mighty"
    (tmp_path / "game.yaml").write_text("title: X\nplugin: ./game\n", encoding="utf-8")
    (tmp_path / "game").symlink_to(MIND_CODE)  # The Mind's code, beside this game.yaml
    assert cli.game_plugin(["check", "--content", str(tmp_path)]) == str(MIND_CODE)
    assert "stats" not in cli.parser(["--content", str(tmp_path)]).format_help()
    assert "stats" in cli.parser([]).format_help()


@pytest.mark.parametrize("written", ["", "plugin: [a]\n", "plugin: 'no such'\n", "{{{\n"])
def test_a_game_file_that_names_no_plugin_leaves_the_core_commands(tmp_path, written):
    (tmp_path / "game.yaml").write_text(written, encoding="utf-8")
    assert cli.game_plugin(["--content", str(tmp_path)]) is None
    assert cli.game_plugin(["--content", str(tmp_path / "missing")]) is None
    (tmp_path / "game.yaml").write_text("plugin: nonesuch\n", encoding="utf-8")
    assert "check" in cli.parser(["--content", str(tmp_path)]).format_help()


TYPED = [("/venv/bin/cardpress", "usage: cardpress "), ("/repo/generator/__main__.py", "usage: python -m generator ")]


@pytest.mark.parametrize(("program", "usage"), TYPED)
def test_the_usage_line_names_the_command_as_it_was_typed(program, usage, monkeypatch, capsys):
    monkeypatch.setattr("sys.argv", [program, "--help"])
    with pytest.raises(SystemExit):
        main(["--help"])
    assert capsys.readouterr().out.startswith(usage)


def test_a_bug_in_a_games_code_is_its_traceback_then_where_it_is(fixture_game, capsys):
    """An author's hook that raises: Python's traceback (what they debug with), then one line naming their file and line."""
    engine = fixture_game / "game" / "engine.py"
    text = engine.read_text(encoding="utf-8")
    planted = text.replace('    """The player holding the highest card wins', '    deal.nothing_here\n    """', 1)
    engine.write_text(planted, encoding="utf-8")
    line = next(number for number, written in enumerate(planted.splitlines(), 1) if "nothing_here" in written)
    assert main(["check", "--content", str(fixture_game)]) == 2
    said = capsys.readouterr().err.splitlines()
    assert "Traceback (most recent call last):" in said
    assert said[-1].startswith(f"error: {engine}:{line} (outcome): the game's code raised AttributeError: ")


def test_a_bug_in_the_toolchain_is_not_blamed_on_the_game(monkeypatch, content_dir):
    """No game's code in the traceback (int() called as the verdict fails in C, under check.run): Python's own report."""
    monkeypatch.setattr(generator.commands.check, "verdict", int)
    with pytest.raises(TypeError):
        main(["check", "--content", str(content_dir)])

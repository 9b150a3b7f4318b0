"""generator/cli.py: failures end in one message and an exit status, never a traceback."""
from generator.cli import EXIT_OUTPUT, main


def test_an_output_folder_that_is_a_file_is_one_message(tmp_path, capsys, content_dir):
    blocker = tmp_path / "build"
    blocker.write_text("not a folder")
    assert main(["build", "web", "--content", str(content_dir), "--out", str(blocker)]) == EXIT_OUTPUT
    err = capsys.readouterr().err
    assert err == f"error: {blocker}: File exists; nothing was written\n"
    assert blocker.read_text() == "not a folder"

"""`preview`'s command line: a missing content folder is one message and exit 2, no server."""

import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # the generator in another process


def test_a_missing_content_folder_is_named(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "generator", "preview", "--content", str(tmp_path / "nowhere"), "--port", "0"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert run.stderr.startswith(f"error: {tmp_path / 'nowhere'}: found no content folder there")
    assert "Traceback" not in run.stderr


def test_help_names_the_port_option():
    run = subprocess.run([sys.executable, "-m", "generator", "preview", "--help"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "--port" in run.stdout and "127.0.0.1" in run.stdout

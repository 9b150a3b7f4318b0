"""scripts/setup-python and the Makefile: a machine without python3-venv gets one line saying what to
install, and a half-made .venv is made again, never trusted. Run on a copy of the set-up files."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # makes virtual environments and runs the script in other processes

REPO = Path(__file__).resolve().parents[2]
NO_VENV_LINE = "python3-venv is missing: install it with `apt-get install python3-venv` (as root), then run make again"


@pytest.fixture
def checkout(tmp_path) -> Path:
    """The files `make` needs to set up, without a .venv."""
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(REPO / name, tmp_path / name)
    shutil.copytree(REPO / "scripts", tmp_path / "scripts")
    return tmp_path


@pytest.fixture
def without_ensurepip(tmp_path) -> dict[str, str]:
    """An environment whose python3 cannot import ensurepip, as on Debian without python3-venv."""
    shadow = tmp_path / "shadow"
    (shadow / "ensurepip").mkdir(parents=True)
    (shadow / "ensurepip" / "__init__.py").write_text("raise ImportError('ensurepip is in python3-venv')\n")
    return {**os.environ, "PYTHONPATH": str(shadow)}


MAKE_VARIABLES = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")  # set when the tests run under `make test`


def run(command: list[str], folder: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`command` as a user would type it, not as a sub-make of `make test`."""
    clean = {name: value for name, value in (env or os.environ).items() if name not in MAKE_VARIABLES}
    return subprocess.run(command, cwd=folder, env=clean, capture_output=True, text=True)


def test_without_python3_venv_make_says_what_to_install_in_one_line(checkout, without_ensurepip):
    done = run(["make", "booklet"], checkout, without_ensurepip)
    assert done.returncode != 0
    assert done.stdout == ""
    assert done.stderr.splitlines() == [f"Makefile:{makefile_line('$(error')}: *** {NO_VENV_LINE}.  Stop."]
    assert not (checkout / ".venv").exists()  # nothing half-made to trip over later


def test_the_script_alone_says_the_same(checkout, without_ensurepip):
    done = run(["scripts/setup-python", "build"], checkout, without_ensurepip)
    assert (done.returncode, done.stdout, done.stderr) == (1, "", f"error: {NO_VENV_LINE}\n")
    assert run(["scripts/setup-python", "check"], checkout, without_ensurepip).stdout == NO_VENV_LINE + "\n"


def test_a_healthy_machine_has_nothing_to_say(checkout):
    assert run(["scripts/setup-python", "check"], checkout).stdout == ""


def test_a_half_made_venv_is_made_again(checkout):
    """A .venv without pip (what `python3 -m venv` leaves without python3-venv) is replaced by a new one.
    pip is cut off from every index here, so the install then fails, with the end of its log."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(checkout / ".venv")], check=True)
    (checkout / ".venv" / "stale").write_text("from the half-made .venv")
    offline = {**os.environ, "PIP_CONFIG_FILE": os.devnull, "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": ""}
    done = run(["scripts/setup-python", "build"], checkout, offline)
    said = done.stdout.splitlines()
    assert said[:2] == [
        "setup: .venv cannot run Python or has no pip (half-made by an earlier run?): making it again",
        f"setup: creating .venv, the project's own Python {python3_version()} environment",
    ]
    assert said[2].startswith("setup: installing the generator's Python packages into .venv: reportlab, ")
    assert not (checkout / ".venv" / "stale").exists()
    assert run([str(checkout / ".venv/bin/python"), "-c", "import pip"], checkout).returncode == 0
    assert done.returncode == 1
    assert done.stderr.startswith("error: pip could not install the Python packages; the end of .venv/setup.log:\n")
    assert not (checkout / ".venv" / ".python-build").exists()  # so the next make tries again


def makefile_line(needle: str) -> int:
    lines = (REPO / "Makefile").read_text().splitlines()
    return next(number for number, line in enumerate(lines, 1) if needle in line)


def python3_version() -> str:
    return run(["python3", "-c", "import platform; print(platform.python_version())"], REPO).stdout.strip()

"""What a booklet build loads. Never reportlab's platypus (a story-and-frames layout engine, whose
paragraph module compiles large regular expressions at import, 0.05 s of every build): the
typesetter draws on the canvas itself (generator/typeset/base.py). Not qrcode either, once the
cache holds the QR matrix of the calculator's URL (generator/qr.py)."""

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # booklet builds in other processes

WATCHED = ("reportlab.platypus", "qrcode")

BUILD_AND_LIST = """
import sys
from generator.cli import main
status = main(["build", "booklet", "--out", sys.argv[1], "--edition", sys.argv[2]])
print(status, *sorted(name for name in sys.modules if name.startswith({watched!r})))
"""


def loaded(tmp_path, edition: str, prelude: str = "") -> list[str]:
    """The watched modules a booklet build in a new process imported (its cache in tmp_path)."""
    env = {**os.environ, "CARDPRESS_CACHE_DIR": str(tmp_path / "cache")}
    code = prelude + BUILD_AND_LIST.format(watched=WATCHED)
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "build"), edition], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    status, *modules = done.stdout.split()
    assert status == "0", done.stdout
    return modules


def test_a_booklet_build_of_both_editions_never_imports_platypus(tmp_path):
    assert [name for name in loaded(tmp_path, "all") if name.startswith("reportlab.platypus")] == []
    assert (tmp_path / "build" / "booklet-print.pdf").is_file() and (tmp_path / "build" / "en" / "booklet-print.pdf").is_file()


def test_the_check_sees_platypus_when_something_imports_it(tmp_path):
    assert "reportlab.platypus.flowables" in loaded(tmp_path, "ja", prelude="import reportlab.platypus.flowables\n")


def test_qrcode_is_imported_only_while_the_cache_lacks_the_matrix(tmp_path):
    assert "qrcode" in loaded(tmp_path, "ja")  # an empty cache: encoded, and kept
    assert loaded(tmp_path, "ja") == []

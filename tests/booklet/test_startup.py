"""What a booklet build loads: reportlab's platypus (a story-and-frames layout engine, whose
paragraph module compiles large regular expressions at import, 0.05 s of every build) is never
imported; the typesetter draws on the canvas itself (generator/typeset/base.py)."""
import subprocess
import sys

UNWANTED = ("reportlab.platypus",)

BUILD_AND_LIST = """
import sys
from generator.cli import main
status = main(["build", "booklet", "--out", sys.argv[1], "--edition", "all"])
unwanted = sorted(name for name in sys.modules if name.startswith({unwanted!r}))
print(status, " ".join(unwanted))
"""


def test_a_booklet_build_of_both_editions_never_imports_platypus(tmp_path, repo):
    code = BUILD_AND_LIST.format(unwanted=UNWANTED)
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "build")], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    status, _, loaded = done.stdout.strip().splitlines()[-1].partition(" ")
    assert status == "0", done.stdout
    assert loaded == "", f"the booklet build imported {loaded}"
    assert (tmp_path / "build" / "booklet-print.pdf").is_file() and (tmp_path / "build" / "en" / "booklet-print.pdf").is_file()


def test_the_check_sees_platypus_when_something_imports_it(tmp_path, repo):
    """The same check, with one module importing platypus at start-up: it is reported."""
    code = "import reportlab.platypus.flowables\n" + BUILD_AND_LIST.format(unwanted=UNWANTED)
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "build")], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "reportlab.platypus.flowables" in done.stdout.split()

"""Start-up stays light with plug-ins (issue 19): every command imports the game's plug-in (its
COMMANDS decide the CLI's), so a plug-in imports no drawing, PDF or template library at its top."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.game_folders import module_name
from generator.plugins import PLUGIN_PACKAGE, plugin_names

REPO = Path(__file__).resolve().parent.parent
# every game of this repository: this distribution's packages, and The Mind's own code beside its game.yaml
GAME_MODULES = [f"{PLUGIN_PACKAGE}.{name}" for name in plugin_names()] + [
    module_name(Path(__file__).resolve().parent.parent / "games" / "the-mind" / "game")
]

HEAVY = ("reportlab", "PIL", "pikepdf", "jinja2", "qrcode", "zxingcpp", "pypdf")  # 10–30 ms each: imported where they draw or write


def imported_by(module: str) -> list[str]:
    """The top-level packages `import MODULE` loads in a fresh interpreter (python -X importtime)."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"], capture_output=True, text=True, check=True)
    names = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    return sorted({name.split(".")[0] for name in names})


@pytest.mark.slow  # a fresh interpreter per plug-in
@pytest.mark.parametrize("module", GAME_MODULES, ids=lambda module: module.rsplit(".", 1)[-1][:20])
def test_a_plugin_imports_nothing_heavy(module):
    assert [name for name in imported_by(module) if name in HEAVY] == []


@pytest.mark.slow
def test_the_check_sees_a_heavy_import():
    assert "reportlab" in imported_by("reportlab.pdfgen.canvas")


CHECK_AND_LIST = """
import sys
from generator.cli import main
status = main(["check", "--edition", "all"])
print(status, *sorted(name for name in sys.modules if name in {watched!r}))
"""


def drawing_modules_of_check(tmp_path: Path, prelude: str = "", watched: tuple[str, ...] = ("PIL.ImageDraw",)) -> list[str]:
    """The `watched` modules (PIL's drawing module) a `check` of both editions in a new process imported (its cache in tmp_path)."""
    env = {**os.environ, "CARDPRESS_CACHE_DIR": str(tmp_path / "cache")}
    script = prelude + CHECK_AND_LIST.format(watched=set(watched))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=REPO)
    assert done.returncode == 0, done.stderr
    status, *modules = done.stdout.splitlines()[-1].split()  # after check's own report
    assert status == "0", done.stdout
    return modules


@pytest.mark.slow  # a whole check in another process
def test_check_lays_the_cards_out_and_never_imports_what_draws_them(tmp_path):
    """The cards' PNGs are drawn by PIL's ImageDraw (cards/png_backend.py), which `check` never paints.
    qrcode imports it too, while the cache lacks the QR matrix of the calculator's URL (generator/qr.py)."""
    drawing_modules_of_check(tmp_path)  # an empty cache: the QR matrix encoded, and kept
    assert drawing_modules_of_check(tmp_path) == []


@pytest.mark.slow
def test_the_check_of_check_sees_the_drawing_module_when_something_imports_it(tmp_path):
    assert drawing_modules_of_check(tmp_path, prelude="import PIL.ImageDraw\n") == ["PIL.ImageDraw"]


# What only lays out or paints what a kept verdict already judged (issue 32): the booklet's page layout and
# painting code, the contrast check's (and pikepdf, which reads a PDF back), the cards' PNG cache and encoder, fontTools
# (ruby's outlines, read from the cache). A `check` whose caches are warm imports none of them.
LAYOUT_AND_PAINTING = (
    "fontTools",
    "generator.booklet.page_layout",
    "generator.booklet.documents",
    "generator.contrast",
    "generator.cards.card_contrast",
    "generator.cards.png_cache",
    "generator.cards.png_backend",
    "pikepdf",
)


@pytest.mark.slow  # three whole checks in other processes
def test_a_check_with_warm_caches_imports_no_layout_or_painting_code_it_does_not_run(tmp_path):
    drawing_modules_of_check(tmp_path, watched=LAYOUT_AND_PAINTING)  # an empty cache: everything laid out, painted, kept
    assert drawing_modules_of_check(tmp_path, watched=LAYOUT_AND_PAINTING) == []
    # the same warm check sees such a module when something imports it
    prelude = "import generator.booklet.page_layout\n"
    assert drawing_modules_of_check(tmp_path, prelude, watched=LAYOUT_AND_PAINTING) == ["generator.booklet.page_layout"]

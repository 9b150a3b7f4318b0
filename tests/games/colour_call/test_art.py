"""The example game's art (issue 28) under the print shop's checks: its raster (art/table.png, on the mats'
plain side over the bleed and in the rulebook) and its vector file (art/star.svg, on the call cards and in
the rulebook) and its PDF (art/mark.pdf, a CMYK mark in the rulebook). A copy with the PNG made smaller,
transparent or the SVG gone is refused by `check` at each place the art is used; the real files build print
PDFs with the raster in CMYK, the SVG as shapes and the PDF as a form, with no font the shop would refuse."""

from __future__ import annotations

import shutil
from pathlib import Path

import pikepdf
import pytest
from PIL import Image

from generator import art
from generator.cli import main
from generator.preflight import conformance

REPO = Path(__file__).resolve().parents[3]
GAME = REPO / "games" / "colour-call"
MATS = ("red", "blue", "green", "purple", "orange", "grey")


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the game in tmp_path/games/colour-call, checked from tmp_path (messages name games/colour-call/…)."""
    copy = tmp_path / "games" / "colour-call"
    shutil.copytree(GAME, copy, ignore=shutil.ignore_patterns("build", "__pycache__", ".pytest_cache"))
    monkeypatch.chdir(tmp_path)
    return copy


def line_of(path: Path, text: str) -> int:
    """The 1-based line of the only line of `path` holding `text`."""
    (number,) = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if text in line]
    return number


def check_problems(capsys: pytest.CaptureFixture[str]) -> list[str]:
    assert main(["check", "--game", "games/colour-call"]) != 0
    return [line.removeprefix("error: ") for line in capsys.readouterr().err.splitlines() if line.startswith("error: ")]


def test_the_art_passes_as_made() -> None:
    with Image.open(GAME / "art" / "table.png") as table:
        assert table.mode == "RGB" and table.size == (1800, 1200)
    assert (GAME / "art" / "star.svg").read_text(encoding="utf-8").startswith("<svg")
    assert art.problems(art.read(GAME / "art" / "mark.pdf"), art.Placed(0, 0, 24, 8), 300) == []


@pytest.mark.slow  # check (or a build) of the whole game
def test_a_png_below_the_floor_is_refused_where_it_is_placed(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Image.open(game / "art" / "table.png") as table:
        table.resize((360, 240)).save(game / "art" / "table.png")
    page, mats = line_of(game / "pages" / "03-glossary.yaml", "file: art/table.png"), line_of(game / "deck.yaml", "name: マット")
    floor = "expected at least 300 ppi (layout.yaml print.min_image_ppi): place it at most 30.5 mm wide or use a larger file"
    assert check_problems(capsys) == [
        *(
            f"games/colour-call/deck.yaml:{mats}:3: the plain side of mat-{colour}: games/colour-call/art/table.png (360×240 px) "
            f"prints at 71 ppi at its placed width 129.0 mm, {floor}"
            for colour in sorted(MATS)
        ),
        f"games/colour-call/pages/03-glossary.yaml:{page}:13: image: games/colour-call/art/table.png (360×240 px) prints at 269 ppi "
        f"at its placed width 34.0 mm, {floor}",
    ]


@pytest.mark.slow  # check (or a build) of the whole game
def test_a_missing_svg_is_named_where_it_is_used(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (game / "art" / "star.svg").unlink()
    page, calls = line_of(game / "pages" / "03-glossary.yaml", "file: art/star.svg"), line_of(game / "deck.yaml", "name: コールカード")
    missing = "found no file games/colour-call/art/star.svg, expected a PNG, JPEG, SVG or PDF file there"
    assert check_problems(capsys) == [
        *(f"games/colour-call/deck.yaml:{calls}:3: the emblem of call-{value}: {missing}" for value in (1, 2, 3)),
        f"games/colour-call/pages/03-glossary.yaml:{page}:13: image: {missing}",
    ]


@pytest.mark.slow  # check (or a build) of the whole game
def test_transparent_art_is_refused(game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Image.open(game / "art" / "table.png") as table:
        clear = table.convert("RGBA")
    clear.putpixel((0, 0), (0, 0, 0, 0))
    clear.save(game / "art" / "table.png")
    problems = check_problems(capsys)
    assert problems and all("table.png" in problem and "transparent" in problem for problem in problems), problems


@pytest.mark.slow  # check (or a build) of the whole game
def test_print_files_carry_the_raster_in_cmyk_and_no_unembedded_font(tmp_path: Path) -> None:
    out = tmp_path / "build"
    assert main(["build", "booklet", "cards", "--game", str(GAME), "--out", str(out)]) == 0
    with pikepdf.open(out / "cards" / "mats-print.pdf") as mats:
        spaces = {str(image.get("/ColorSpace")) for image in _objects(mats, "/Subtype", "/Image")}
    assert spaces == {"/DeviceCMYK"}  # the RGB art through the print profile (PDF/X-1a), in every form it is drawn in
    for name in ("booklet-print.pdf", "cards/call-cards-print.pdf"):
        with pikepdf.open(out / name) as pdf:
            fonts = {str(font.get("/BaseFont")) for font in _objects(pdf, "/Type", "/Font")}
        assert fonts and not [font for font in fonts if "Helvetica" in font], (name, fonts)  # the SVG is drawn as shapes only
    with pikepdf.open(out / "booklet-print.pdf") as booklet:
        forms = [form.read_bytes() for form in _objects(booklet, "/Subtype", "/Form")]
    assert [form for form in forms if b"0 .85 .8 0 k" in form]  # the PDF mark, its own CMYK untouched
    assert conformance.problems(out / "booklet-print.pdf") == []


def _objects(pdf: pikepdf.Pdf, key: str, value: str) -> list[pikepdf.Dictionary | pikepdf.Stream]:
    """Every object of the file whose `key` is `value` (images and fonts in forms too)."""
    return [obj for obj in pdf.objects if isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)) and obj.get(key) == value]

"""A game's art (generator/art.py): read, checked as a print shop would, drawn CMYK in print and sRGB on screens.

The fixture art is made by the tests: a raster PNG, a vector SVG and PDFs drawn by reportlab, in tmp_path."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pikepdf
import pytest
from PIL import Image
from reportlab.lib.colors import CMYKColor
from reportlab.pdfgen.canvas import Canvas

from generator import art
from generator.booklet import check as booklet_check
from generator.cards.art_check import art_problems
from generator.cards.pdf_backend import draw
from generator.cards.primitives import Picture
from generator.content.loader import load_content
from generator.content.verify import verify_content
from generator.errors import BuildError
from generator.geometry import Box
from generator.output import Staging
from generator.preflight import conformance

REPO = Path(__file__).resolve().parents[1]
SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="20mm" viewBox="0 0 40 20">'
    '<rect width="40" height="20" fill="#c03030"/><circle cx="20" cy="10" r="7" fill="#3060c0"/></svg>'
)
TRIM = Box(0, 0, 63, 88)


def raster(folder: Path, name: str = "photo.png", size: tuple[int, int] = (600, 300), mode: str = "RGB") -> Path:
    """A two-colour test picture (red and blue halves), `size` pixels."""
    image = Image.new(mode, size, (200, 40, 40, 255)[: len(mode)] if mode != "L" else 90)
    if mode != "L":
        image.paste((40, 80, 200, 255)[: len(mode)], (size[0] // 2, 0, size[0], size[1]))
    path = folder / name
    image.save(path)
    return path


def vector(folder: Path, text: str = SVG) -> Path:
    path = folder / "logo.svg"
    path.write_text(text, encoding="utf-8")
    return path


def pdf_art(folder: Path, name: str = "logo.pdf", *, rgb: bool = False, outlines: bool = True) -> Path:
    """A 60×30 pt PDF drawn by reportlab: a red field and a blue disc, in CMYK (or RGB). With `outlines`, the
    Helvetica reportlab puts in every page (unembedded) is taken out, as an export with text as outlines has none."""
    path = folder / name
    canvas = Canvas(str(path), pagesize=(60, 30), invariant=1)
    for colour, shape in ((CMYKColor(0, 0.8, 0.8, 0), (0, 0, 60, 30)), (CMYKColor(0.8, 0.5, 0, 0), (20, 5, 20, 20))):
        canvas.setFillColor(colour.rgb() if rgb else colour)  # type: ignore[no-untyped-call]
        canvas.rect(*shape, stroke=0, fill=1)
    canvas.save()
    if outlines:
        with pikepdf.open(path, allow_overwriting_input=True) as pdf:
            page = pdf.pages[0].obj
            page.Contents.write(page.Contents.read_bytes().replace(b"BT /F1 12 Tf 14.4 TL ET", b""))
            del page.Resources["/Font"]
            pdf.save(path, deterministic_id=True)
    return path


def test_resolution_below_the_floor_is_refused_with_the_largest_size_that_passes(tmp_path: Path) -> None:
    # 600 px across 63 mm is 242 ppi
    picture = Picture(0, 0, 63, 31.5, raster(tmp_path), placed_by="the face of card 5")
    problems = [str(p) for p in art_problems([picture], TRIM, 3, 300)]
    assert problems == [
        f"the face of card 5: {tmp_path / 'photo.png'} (600×300 px) prints at 242 ppi at its placed width 63.0 mm, "
        "expected at least 300 ppi (layout.yaml print.min_image_ppi): place it at most 50.8 mm wide or use a larger file"
    ]
    assert art_problems([picture], TRIM, 3, 200) == []


def test_transparent_pixels_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "glass.png"
    Image.new("RGBA", (900, 900), (200, 40, 40, 128)).save(path)
    problems = [p.message for p in art_problems([Picture(0, 0, 30, 30, path)], TRIM, 3, 300)]
    assert problems == [
        f"the game's code: {path} has transparent pixels, expected opaque art: the print PDF (PDF/X-1a) has no "
        "transparency; flatten it onto its background, or draw a shape with a cut-out edge as SVG"
    ]


def test_a_missing_file_is_one_message_naming_where_it_is_used(tmp_path: Path) -> None:
    problems = [p.message for p in art_problems([Picture(0, 0, 30, 30, tmp_path / "gone.png", placed_by="the back")], TRIM, 3, 300)]
    assert problems == [f"the back: found no file {tmp_path / 'gone.png'}, expected a PNG, JPEG, SVG or PDF file there"]


def test_art_declared_to_bleed_must_reach_the_bleed_edge(tmp_path: Path) -> None:
    path = raster(tmp_path, size=(1200, 1600))
    short = Picture(-1, -1, 65, 90, path, fit="cover", bleed=True)  # 1 mm past the trim, the bleed is 3 mm
    problems = [p.message for p in art_problems([short], TRIM, 3, 300)]
    assert problems[0] == (
        f"the game's code: {path} is declared bleed: true but stops 1.0 mm past the trim at the left, "
        "expected it to reach the bleed edge, 3 mm past the trim (a miscut shows paper there)"
    )
    assert len(problems) == 4  # every side
    inside = Picture(10, 10, 20, 20, path, bleed=True)
    assert [p.message for p in art_problems([inside], TRIM, 3, 300)] == [
        f"the game's code: {path} is declared bleed: true but stays inside the trim, expected it to reach 3 mm past the trim on a side"
    ]
    assert art_problems([Picture(-3, -3, 69, 94, path, fit="cover", bleed=True)], TRIM, 3, 300) == []


def test_svg_with_transparency_is_refused(tmp_path: Path) -> None:
    path = vector(tmp_path, SVG.replace('fill="#3060c0"', 'fill="#3060c0" fill-opacity="0.5"'))
    assert [p.message for p in art_problems([Picture(0, 0, 30, 15, path)], TRIM, 3, 300)] == [
        f"the game's code: {path} has a shape with fill-opacity 0.5, expected opaque shapes: the print PDF (PDF/X-1a) has no transparency"
    ]


def test_a_pdf_using_rgb_is_refused_saying_to_convert_it(tmp_path: Path) -> None:
    path = pdf_art(tmp_path, rgb=True)
    assert [p.message for p in art_problems([Picture(0, 0, 30, 15, path)], TRIM, 3, 300)] == [
        f"the game's code: {path} uses RGB colour (DeviceRGB), expected CMYK only: the print PDF (PDF/X-1a) has no RGB; "
        "convert it to CMYK (in its program's export, or with Ghostscript's -sColorConversionStrategy=CMYK)"
    ]


def test_a_pdf_with_a_font_it_does_not_embed_is_refused(tmp_path: Path) -> None:
    path = pdf_art(tmp_path, outlines=False)
    assert [p.message for p in art_problems([Picture(0, 0, 30, 15, path)], TRIM, 3, 300)] == [
        f"the game's code: {path} uses the font Helvetica without embedding it, expected every font embedded: "
        "embed it, or turn the text into outlines"
    ]


def test_a_raster_inside_a_pdf_is_held_to_the_floor_at_its_placed_size(tmp_path: Path) -> None:
    path = tmp_path / "photo.pdf"
    canvas = Canvas(str(path), pagesize=(72, 72), invariant=1)
    canvas.drawImage(str(raster(tmp_path, "photo.jpg", mode="CMYK", size=(300, 300))), 0, 0, 72, 72)  # 300 px across 1 inch
    canvas.save()
    assert art.problems(art.read(path), art.Placed(0, 0, 25.4, 25.4), 300) == [
        f"{path} uses the font Helvetica without embedding it, expected every font embedded: embed it, or turn the text into outlines"
    ]
    assert art.problems(art.read(path), art.Placed(0, 0, 50.8, 50.8), 300)[1] == (
        f"{path} holds a raster image (300×300 px) that prints at 150 ppi at the placed size, expected at least 300 ppi "
        "(layout.yaml print.min_image_ppi): place the art smaller or use a larger image in it"
    )


def test_pdf_art_on_a_card_png_is_the_pdf_rasterised(tmp_path: Path) -> None:
    pixels = art.rasterised(art.read(pdf_art(tmp_path)), (120, 60))
    red, blue = pixels.getpixel((4, 4)), pixels.getpixel((60, 30))
    assert isinstance(red, tuple) and isinstance(blue, tuple)
    assert red[0] > 180 and red[1] < 100 and blue[2] > 150 and blue[0] < 100


def test_a_file_that_is_not_a_pdf_is_refused_when_read(tmp_path: Path) -> None:
    path = tmp_path / "logo.pdf"
    path.write_text("not a PDF", encoding="utf-8")
    with pytest.raises(art.ArtError) as error:
        art.read(path)
    assert str(error.value) == f"found {path}, which pikepdf cannot read as a PDF file (PdfError); expected a PNG, JPEG, SVG or PDF file"


def _card_pdf(folder: Path, picture: Picture, cmyk: bool) -> Path:
    path = folder / f"card-{cmyk}.pdf"
    canvas = Canvas(str(path), pagesize=(200, 260), invariant=1, enforceColorSpace="cmyk" if cmyk else None)
    draw(canvas, [picture], 0, 0, {}, cmyk=cmyk)  # type: ignore[arg-type]  # a picture needs no palette
    canvas.save()
    return path


def test_raster_art_is_cmyk_through_the_profile_in_print_and_srgb_on_screen(tmp_path: Path) -> None:
    picture = Picture(0, 0, 63, 31.5, raster(tmp_path, size=(900, 450)))
    listed = {
        cmyk: subprocess.run(
            ["pdfimages", "-list", str(_card_pdf(tmp_path, picture, cmyk))], capture_output=True, text=True, check=True
        ).stdout
        for cmyk in (True, False)
    }
    assert listed[True].splitlines()[2].split()[5] == "cmyk"
    assert listed[False].splitlines()[2].split()[5] == "rgb"
    red = art.print_pixels(art.read(picture.file)).getpixel((0, 0))
    assert red == art._cmyk_of((200, 40, 40))  # one transform, the named profile's


def test_svg_art_stays_vector_and_only_cmyk_in_print(tmp_path: Path) -> None:
    path = _card_pdf(tmp_path, Picture(0, 0, 40, 20, vector(tmp_path)), cmyk=True)  # enforceColorSpace refuses any RGB
    assert subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True).stdout.count("\n") == 2
    assert b" rg" not in path.read_bytes()


def test_pdf_art_is_one_form_of_cmyk_shapes_in_print(tmp_path: Path) -> None:
    path = _card_pdf(tmp_path, Picture(0, 0, 40, 20, pdf_art(tmp_path)), cmyk=True)
    with pikepdf.open(path) as pdf:
        (form,) = pdf.pages[0].Resources.XObject.values()
        assert form.Subtype == "/Form" and b"0 .8 .8 0 k" in form.read_bytes()


@pytest.mark.parametrize("made", [lambda folder: raster(folder, size=(900, 450)), pdf_art])
def test_the_same_art_gives_the_same_bytes(tmp_path: Path, made: Callable[[Path], Path]) -> None:
    picture = Picture(0, 0, 40, 20, made(tmp_path))
    first = _card_pdf(tmp_path, picture, True).read_bytes()
    assert _card_pdf(tmp_path, picture, True).read_bytes() == first


@pytest.fixture
def mind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of The Mind in tmp_path/games/the-mind, read from tmp_path (messages name games/the-mind/…)."""
    target = tmp_path / "games" / "the-mind"
    shutil.copytree(REPO / "games" / "the-mind", target)
    (target / "art").mkdir()
    monkeypatch.chdir(tmp_path)
    return target


def _with_image(folder: Path, block: str, instead: bool = False) -> int:
    """Puts `block` before page 2's points (or `instead` of them, to leave room)."""
    page = folder / "pages" / "02-overview.yaml"
    lines = page.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  - points:"))
    end = next(i for i in range(at + 1, len(lines)) if lines[i].startswith("  - ")) if instead else at
    lines[at:end] = block.splitlines()
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return at + 2  # the 1-based line of the block's `file:`


def _booklet_problems(folder: Path) -> list[str]:
    with pytest.raises(BuildError) as error:
        booklet_check(verify_content(load_content(folder)))
    return [str(p) for p in error.value.problems]


def test_an_image_block_below_the_floor_is_refused_at_its_file(mind: Path) -> None:
    raster(mind / "art", "photo.png", (100, 50))
    line = _with_image(mind, "  - image:\n      file: art/photo.png\n      width: 20mm")
    assert _booklet_problems(mind) == [
        f"games/the-mind/pages/02-overview.yaml:{line}:13: image: games/the-mind/art/photo.png (100×50 px) prints at 127 ppi "
        "at its placed width 20.0 mm, expected at least 300 ppi (layout.yaml print.min_image_ppi): "
        "place it at most 8.5 mm wide or use a larger file"
    ]


def test_an_image_block_naming_a_missing_file_is_refused_at_its_file(mind: Path) -> None:
    line = _with_image(mind, "  - image:\n      file: art/none.svg\n      width: 20mm")
    assert _booklet_problems(mind) == [
        f"games/the-mind/pages/02-overview.yaml:{line}:13: image: found no file games/the-mind/art/none.svg, "
        "expected a PNG, JPEG, SVG or PDF file there"
    ]


def test_an_image_block_naming_a_missing_pdf_is_refused_at_its_file(mind: Path) -> None:
    line = _with_image(mind, "  - image:\n      file: art/logo.pdf\n      width: 20mm")
    assert _booklet_problems(mind) == [
        f"games/the-mind/pages/02-overview.yaml:{line}:13: image: found no file games/the-mind/art/logo.pdf, "
        "expected a PNG, JPEG, SVG or PDF file there"
    ]


def test_an_image_block_of_an_rgb_pdf_is_refused_at_its_file(mind: Path) -> None:
    pdf_art(mind / "art", rgb=True)
    line = _with_image(mind, "  - image:\n      file: art/logo.pdf\n      width: 20mm")
    assert _booklet_problems(mind) == [
        f"games/the-mind/pages/02-overview.yaml:{line}:13: image: games/the-mind/art/logo.pdf uses RGB colour (DeviceRGB), "
        "expected CMYK only: the print PDF (PDF/X-1a) has no RGB; "
        "convert it to CMYK (in its program's export, or with Ghostscript's -sColorConversionStrategy=CMYK)"
    ]


def test_an_image_block_of_another_kind_of_file_is_refused_when_read(mind: Path) -> None:
    line = _with_image(mind, "  - image:\n      file: art/photo.gif")
    with pytest.raises(BuildError) as error:
        load_content(mind)
    assert [str(p) for p in error.value.problems] == [
        f"games/the-mind/pages/02-overview.yaml:{line}:13: block 3 (image), file: found 'art/photo.gif', "
        "expected the path of a PNG, JPEG, SVG or PDF file inside the game's folder, such as art/logo.png"
    ]


def test_an_image_block_is_drawn_on_the_page(mind: Path, tmp_path: Path) -> None:
    """The art placed: pdftoppm's page shows the raster's, the SVG's and the PDF's red and blue where the blocks
    stand; the print PDF, with the PDF art in it as a form, passes the PDF/X-1a checks."""
    raster(mind / "art", "photo.png", (600, 300))
    vector(mind / "art")
    pdf_art(mind / "art")
    _with_image(
        mind,
        "  - image:\n      file: art/photo.png\n      width: 24mm\n  - image:\n      file: art/logo.svg\n      height: 8mm"
        "\n  - image:\n      file: art/logo.pdf\n      height: 8mm",
        instead=True,
    )
    page = mind / "pages" / "02-overview.yaml"  # two small pictures instead of the points leave it open: it says why
    page.write_text('open: "a test of placed art"\n' + page.read_text(encoding="utf-8"), encoding="utf-8")
    with Staging(tmp_path / "build") as staging:
        booklet_check(verify_content(load_content(mind)))(staging)
    screen = next((tmp_path / "build").rglob("*screen*.pdf"))
    subprocess.run(["pdftoppm", "-r", "50", "-f", "2", "-l", "2", "-png", "-singlefile", str(screen), str(tmp_path / "page")], check=True)
    with Image.open(tmp_path / "page.png") as page:
        colours = {colour for _, colour in page.convert("RGB").getcolors(1 << 20) or []}
    assert any(r > 180 and g < 70 and b < 70 for r, g, b in colours)  # the raster's and the SVG's red
    assert any(b > 180 and r < 70 for r, g, b in colours)  # their blue
    listed = subprocess.run(["pdfimages", "-list", str(screen.with_name("booklet-print.pdf"))], capture_output=True, text=True, check=True)
    assert listed.stdout.splitlines()[2].split()[5] == "cmyk"
    assert conformance.problems(screen.with_name("booklet-print.pdf")) == []


def test_an_svg_holding_a_raster_image_is_refused_for_print_and_on_screen(tmp_path: Path) -> None:
    """reportlab cannot draw such a drawing into a PDF stream: the screens' pixels refuse it as print does."""
    raster(tmp_path)
    path = vector(tmp_path, SVG.replace("</svg>", '<image x="0" y="0" width="10" height="10" href="photo.png"/></svg>'))
    refused = f"{path} holds a raster image, expected vector shapes only: place the raster as its own PNG or JPEG file"
    assert [p.message for p in art_problems([Picture(0, 0, 30, 15, path)], TRIM, 3, 300)] == [f"the game's code: {refused}"]
    with pytest.raises(art.ArtError, match="holds a raster image"):
        art.rasterised(art.read(path), (40, 20))


def test_check_says_an_svg_holding_a_raster_image_once_where_it_is_placed(fixture_game: Path, capsys) -> None:
    """The web page draws its art before the booklet's check refuses it: one problem, not a traceback."""
    from generator import cli

    (fixture_game / "art").mkdir()
    raster(fixture_game / "art")
    vector(fixture_game / "art", SVG.replace("</svg>", '<image x="0" y="0" width="10" height="10" href="photo.png"/></svg>'))
    page = fixture_game / "pages" / "02-play.yaml"
    page.write_text(page.read_text(encoding="utf-8") + "  - image:\n      file: art/logo.svg\n      width: 40mm\n", encoding="utf-8")
    assert cli.main(["check", "--content", str(fixture_game)]) == 2
    said = capsys.readouterr().err.splitlines()
    line = len(page.read_text(encoding="utf-8").splitlines()) - 1  # the file: line of the image block
    assert said[-1] == "1 problem" and said[0].startswith(f"error: {fixture_game.name}/pages/02-play.yaml:{line}:13: image: ")
    assert said[0].endswith("art/logo.svg holds a raster image, expected vector shapes only: place the raster as its own PNG or JPEG file")

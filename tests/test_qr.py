"""generator.qr: one encoder (level M), writers that paint the quiet zone and refuse small modules."""

from __future__ import annotations

import io
import re
import subprocess

import pytest
import zxingcpp
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.pdfgen.canvas import Canvas

from generator.cache import CACHE_ENV
from generator.content.model import MIN_QR_MODULE_MM
from generator.errors import BuildError
from generator.geometry import PT_PER_MM
from generator.qr import (
    QUIET_MODULES,
    dark_runs,
    draw_qr,
    qr_image,
    qr_matrix,
    qr_pdf,
    qr_png,
    qr_side_mm,
    qr_svg,
)

URL = "https://mighty.boardstyle.org/"


def decode(image: Image.Image) -> list:
    return list(zxingcpp.read_barcodes(image.convert("L")))


def test_the_calculator_url_is_a_version_3_code_at_level_m():
    assert len(qr_matrix(URL)) == 29
    (code,) = decode(Image.open(io.BytesIO(qr_png(URL, 0.5, 300))))
    assert (code.text, code.ec_level) == (URL, "M")


def test_runs_cover_exactly_the_dark_modules():
    covered = {(r, c) for r, start, n in dark_runs(URL) for c in range(start, start + n)}
    dark = {(r, c) for r, row in enumerate(qr_matrix(URL)) for c, m in enumerate(row) if m}
    assert covered == dark


@pytest.mark.parametrize(
    "write",
    [
        lambda m: qr_svg(URL, m),
        lambda m: qr_png(URL, m, 300),
        lambda m: qr_pdf(URL, m),
        lambda m: qr_side_mm(URL, m),
        lambda m: draw_qr(Canvas(io.BytesIO()), URL, 0, 0, m),
    ],
)
def test_modules_below_0_4_mm_are_refused(write):
    with pytest.raises(BuildError, match=r"QR module of 0\.39 mm found, expected at least 0\.4 mm"):
        write(0.39)
    write(MIN_QR_MODULE_MM)


def test_png_quiet_zone_is_four_white_modules():
    module_px = 6
    image = qr_image(URL, module_px)
    n = image.width // module_px
    assert n == 29 + 2 * QUIET_MODULES
    border = QUIET_MODULES * module_px
    pixels = image.convert("L").load()
    ring = [(x, y) for x in range(image.width) for y in range(image.height) if min(x, y) < border or max(x, y) >= image.width - border]
    assert all(pixels[p] == 255 for p in ring)
    assert pixels[border, border] == 0  # the finder pattern's corner starts right after the quiet zone


def test_png_modules_are_at_least_0_4_mm_at_its_dpi():
    image = Image.open(io.BytesIO(qr_png(URL, 0.4, 300)))
    dpi = image.info["dpi"][0]
    module_mm = image.width / (29 + 8) / dpi * 25.4
    assert module_mm >= 0.4 - 1e-6 and dpi >= 300


def test_svg_is_sized_in_mm_with_a_painted_quiet_zone():
    svg = qr_svg(URL, 0.5)
    assert 'width="18.5mm" height="18.5mm" viewBox="0 0 37 37"' in svg
    assert '<rect width="37" height="37" fill="#fff"/>' in svg
    moves = [(int(x), int(y)) for x, y in re.findall(r"M(\d+) (\d+)", svg)]
    assert min(x for x, _ in moves) == min(y for _, y in moves) == QUIET_MODULES
    assert max(y for _, y in moves) == QUIET_MODULES + 28


def test_pdf_is_vector_k100_on_painted_white(tmp_path):
    pdf = tmp_path / "qr.pdf"
    pdf.write_bytes(qr_pdf(URL, 0.5))
    page = PdfReader(pdf).pages[0]
    assert abs(float(page.mediabox.width) - 18.5 * PT_PER_MM) < 0.01
    assert subprocess.run(["pdfimages", "-list", pdf], capture_output=True, text=True).stdout.count("\n") == 2  # header only
    ops = page.get_contents().get_data()
    white, black = ops.index(b"0 0 0 0 k"), ops.index(b"0 0 0 1 k")
    assert white < black  # the quiet zone is painted first, then the dark modules
    png = tmp_path / "qr"
    subprocess.run(["pdftoppm", "-r", "300", "-singlefile", "-png", pdf, png], check=True)
    assert [c.text for c in decode(Image.open(f"{png}.png"))] == [URL]


def test_draw_qr_returns_its_side_and_paints_white_from_the_lower_left_corner():
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(200, 200), invariant=1)
    side = draw_qr(canvas, URL, 10, 20, 0.5, cmyk=False)
    canvas.save()
    assert abs(side - 37 * 0.5 * PT_PER_MM) < 1e-9
    reader = PdfReader(io.BytesIO(buffer.getvalue()))
    rects = [
        [float(v) for v in operands] for operands, op in ContentStream(reader.pages[0].get_contents(), reader).operations if op == b"re"
    ]
    assert all(abs(a - b) < 1e-4 for a, b in zip(rects[0], [10, 20, side, side], strict=True))  # the white square comes first


@settings(max_examples=15, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=60))
def test_any_short_text_round_trips_through_a_decoder(text):
    assert [c.text for c in decode(qr_image(text, 4))] == [text]


def test_identical_bytes_in_another_process(tmp_path, run_elsewhere):
    """Made again in another process, folder, hash seed and time zone."""
    code = (
        f"from pathlib import Path; from generator.qr import qr_pdf, qr_png, qr_svg; "
        f"Path('qr.pdf').write_bytes(qr_pdf({URL!r}, 0.5)); Path('qr.png').write_bytes(qr_png({URL!r}, 0.5, 300)); "
        f"Path('qr.svg').write_text(qr_svg({URL!r}, 0.5))"
    )
    run_elsewhere(code, tmp_path)
    assert (tmp_path / "qr.pdf").read_bytes() == qr_pdf(URL, 0.5)
    assert (tmp_path / "qr.png").read_bytes() == qr_png(URL, 0.5, 300)
    assert (tmp_path / "qr.svg").read_text() == qr_svg(URL, 0.5)


def test_the_png_is_as_large_as_the_pdf_and_the_svg(tmp_path):
    """build/qr/calculator.png at its stated resolution measures what the PDF and SVG measure (defect 8)."""
    import pikepdf

    from generator.cards.outputs import QR_PNG_DPI, QR_STEM, write_qr_files
    from generator.output import Staging

    url, module = "https://mighty.boardstyle.org/", 0.5
    with Staging(tmp_path) as staging:
        write_qr_files(url, module, staging)
    png = Image.open(tmp_path / f"{QR_STEM}.png")
    dpi_x, dpi_y = png.info["dpi"]
    assert min(dpi_x, dpi_y) >= QR_PNG_DPI
    png_mm = (png.width / dpi_x * 25.4, png.height / dpi_y * 25.4)
    svg_mm = float(re.search(r'width="([\d.]+)mm"', (tmp_path / f"{QR_STEM}.svg").read_text()).group(1))
    with pikepdf.open(tmp_path / f"{QR_STEM}.pdf") as pdf:
        pdf_mm = float(pdf.pages[0].mediabox[2]) / 72 * 25.4
    assert abs(png_mm[0] - pdf_mm) < 0.01 and abs(png_mm[1] - pdf_mm) < 0.01 and abs(svg_mm - pdf_mm) < 0.01


# ---- the matrix cache: an entry is the encoder's matrix, or it is not used ----


@pytest.fixture
def qr_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    qr_matrix.cache_clear()
    yield tmp_path / "cache" / "qr"
    qr_matrix.cache_clear()


def test_a_matrix_from_the_cache_is_the_encoded_one(qr_cache):
    encoded = qr_matrix(URL)  # a miss: encoded, and kept
    (entry,) = qr_cache.glob("*.txt")
    qr_matrix.cache_clear()
    assert qr_matrix(URL) == encoded  # a hit
    assert entry.read_text().splitlines()[0] == "".join("1" if dark else "0" for dark in encoded[0])
    assert qr_matrix("https://example.org/") != encoded and len(list(qr_cache.glob("*.txt"))) == 2


@pytest.mark.parametrize("damage", [b"", b"not a matrix", b"10\n01\n11", b"101\n010\n1x1"])
def test_a_damaged_entry_is_encoded_again(qr_cache, damage):
    encoded = qr_matrix(URL)
    (entry,) = qr_cache.glob("*.txt")
    entry.write_bytes(damage)
    qr_matrix.cache_clear()
    assert qr_matrix(URL) == encoded
    assert entry.read_text().count("\n") == len(encoded) - 1  # and kept again


def test_the_cache_off_stores_no_matrix(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    qr_matrix.cache_clear()
    assert len(qr_matrix(URL)) == 29
    assert not list(tmp_path.rglob("*.txt"))
    qr_matrix.cache_clear()

"""The QR code of p.12, read back from a 300 dpi rendering of the print PDF with zxing-cpp."""

import subprocess

import pytest
import zxingcpp
from PIL import Image

from generator.qr import QUIET_MODULES, qr_matrix

from .conftest import PRINT

DPI = 300
QR_PAGE = 12


@pytest.fixture(scope="module")
def rendering(built, tmp_path_factory):
    prefix = tmp_path_factory.mktemp("qr") / "page"
    subprocess.run(
        ["pdftoppm", "-r", str(DPI), "-png", "-singlefile", "-f", str(QR_PAGE), "-l", str(QR_PAGE), str(built / PRINT), str(prefix)],
        check=True,
    )
    return Image.open(f"{prefix}.png").convert("L")


@pytest.fixture(scope="module")
def code(rendering):
    [found] = zxingcpp.read_barcodes(rendering)
    return found


def test_the_code_decodes_to_the_calculator_url(code, content):
    assert code.format == zxingcpp.BarcodeFormat.QRCode
    assert code.text == content.game.calculator_url


def test_error_correction_is_m(code):
    assert code.ec_level == "M"


def symbol_box(rendering, code):
    """The dark modules' bounding box in pixels: zxing's corners, refined to the ink itself."""
    p = code.position
    xs = [p.top_left.x, p.top_right.x, p.bottom_left.x, p.bottom_right.x]
    ys = [p.top_left.y, p.top_right.y, p.bottom_left.y, p.bottom_right.y]
    reach = (max(xs) - min(xs)) // 10
    area = (min(xs) - reach, min(ys) - reach, max(xs) + reach, max(ys) + reach)
    ink = rendering.crop(area).point(lambda v: 255 if v < 128 else 0).getbbox()
    return area[0] + ink[0], area[1] + ink[1], area[0] + ink[2], area[1] + ink[3]  # right/bottom exclusive


def module_px(rendering, code, content) -> float:
    x0, _, x1, _ = symbol_box(rendering, code)
    return (x1 - x0) / len(qr_matrix(content.game.calculator_url))


def test_modules_are_at_least_0_4_mm(rendering, code, content):
    assert module_px(rendering, code, content) * 25.4 / DPI >= 0.4


ANTIALIAS_PX = 2  # edge pixels are grey at any resolution: 0.17 mm at 300 dpi


def quiet_zone_ink(image, box, module: float) -> list[tuple[int, int]]:
    """Pixels that are not white within four modules around the symbol box."""
    margin = QUIET_MODULES * module - ANTIALIAS_PX  # the zone's outer edge meets the page: its pixels blend
    x0, y0, x1, y1 = box
    outer = image.crop((round(x0 - margin), round(y0 - margin), round(x1 + margin), round(y1 + margin)))
    inner = (
        round(margin) - ANTIALIAS_PX,
        round(margin) - ANTIALIAS_PX,
        round(margin) + (x1 - x0) + ANTIALIAS_PX,
        round(margin) + (y1 - y0) + ANTIALIAS_PX,
    )
    return [
        (x, y)
        for x in range(outer.width)
        for y in range(outer.height)
        if not (inner[0] <= x < inner[2] and inner[1] <= y < inner[3]) and outer.getpixel((x, y)) < 250
    ]


def test_the_quiet_zone_is_painted_white(rendering, code, content):
    """By geometry, not only by decoding: decoders still read a code with a 1-module border."""
    assert quiet_zone_ink(rendering, symbol_box(rendering, code), module_px(rendering, code, content)) == []


def test_the_quiet_zone_check_sees_a_mark(rendering, code, content):
    """The check can fail: a dark module-sized dot two modules left of the symbol is found."""
    box, module = symbol_box(rendering, code), module_px(rendering, code, content)
    marked = rendering.copy()
    x0, y0 = box[0], box[1]
    marked.paste(0, (round(x0 - 3 * module), round(y0 + 5 * module), round(x0 - 2 * module), round(y0 + 6 * module)))
    assert quiet_zone_ink(marked, box, module)

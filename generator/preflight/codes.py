"""QR codes in built files, decoded as a phone would: zxing-cpp on each page rendered by poppler."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import zxingcpp
from PIL import Image

DPI = 200  # a 0.5 mm module is about 4 pixels: zxing reads it, as a phone camera does
QR_ONLY = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)  # looking for every format takes ten times longer


def pdf_codes(pdf: Path) -> list[tuple[int, str]]:
    """(page, text) of every code that decodes, page by page."""
    with tempfile.TemporaryDirectory(prefix="preflight-qr-") as folder:
        # plain PGM: poppler's PNG encoder would take ten times longer than the decoding
        subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", str(pdf), f"{folder}/p"], check=True, capture_output=True)
        found = []
        for path in sorted(Path(folder).glob("p-*.pgm")):
            number = int(path.stem.rsplit("-", 1)[1])
            with Image.open(path) as image:
                found += [(number, code.text) for code in zxingcpp.read_barcodes(image, formats=QR_ONLY)]
    return found


def image_codes(png: Path) -> list[str]:
    with Image.open(png) as image:
        # a quiet zone for the decoder beyond the file's own (the file's is checked by geometry in the tests)
        framed = Image.new("L", (image.width + 40, image.height + 40), 255)
        framed.paste(image.convert("L"), (20, 20))
        return [code.text for code in zxingcpp.read_barcodes(framed, formats=QR_ONLY)]
